import { describe, expect, it } from 'vitest';

import { fakeRestContext } from '../../test/answers';
import { createDeliveryFee, deleteDeliveryFee, deliveryTypeMap, listDeliveryFees, replaceDeliveryFee } from './rest';

const fee = {
  id: 31,
  DeliveryMethodId: 2,
  DeliveryMethod: { id: 2, CourierCompany: 'JNE' },
  code: 'REG',
  deliveryType: 0,
  fees: 9000,
  unitFees: 9000,
  origins: 3175,
  destination: 3273,
  website: 'https://www.jne.co.id',
  status: true,
};
const body = {
  DeliveryMethodId: 2,
  code: 'UJI',
  deliveryType: 0,
  fees: 12000,
  unitFees: 9500,
  origins: 3175,
  destination: 3273,
  website: 'https://www.jne.co.id',
  status: true,
};
const couriers = { DeliveryMethods: [{ id: 2, CourierCompany: 'JNE' }] };
const page = { page: 1, per_page: 15, orderby: 'CourierCompany', desc: false } as const;

describe('courier fee answers', () => {
  it('reads money and ids sent as numeric strings, and flags as 1/0, as the same numbers', async () => {
    const { context } = fakeRestContext({
      'GET /delivery/fees': {
        DeliveryFees: {
          rows: [{ ...fee, id: '31', fees: '9000.00', unitFees: '9000', origins: '3175', status: 1 }],
          count: '1',
        },
      },
    });
    const list = await listDeliveryFees(context, page);
    expect(list).toEqual({ rows: [{ ...fee, createdAt: null, updatedAt: null }], count: 1 });
  });

  it('keeps a fee whose delivery type it does not know, shown as the API sent it', async () => {
    const { context, problems } = fakeRestContext({
      'GET /delivery/fees': { DeliveryFees: { rows: [fee, { ...fee, id: 32, deliveryType: 2 }], count: 2 } },
    });
    const { rows } = await listDeliveryFees(context, page);
    expect(rows).toHaveLength(2);
    expect(deliveryTypeMap.fromRest(rows[1]!.deliveryType)).toBeNull();
    expect(deliveryTypeMap.unknownText(rows[1]!.deliveryType)).toBe('2');
    expect(deliveryTypeMap.fromRest(rows[0]!.deliveryType)).toBe('DOMESTIC');
    expect(problems).toEqual(['unknown delivery type']);
  });

  it('refuses a fee without the service name it shows, naming the call and the field', async () => {
    const { code: _code, ...withoutCode } = fee;
    const { context } = fakeRestContext({ 'GET /delivery/fees': { DeliveryFees: { rows: [withoutCode], count: 1 } } });
    await expect(listDeliveryFees(context, page)).rejects.toMatchObject({
      message: 'GET /delivery/fees answered without rows[].code.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('reads origins and destination as city ids (spec 000 §3), with no city objects beside them', async () => {
    const { context } = fakeRestContext({ 'GET /delivery/fees': { DeliveryFees: { rows: [fee], count: 1 } } });
    const [row] = (await listDeliveryFees(context, page)).rows;
    expect(row).toMatchObject({ origins: 3175, destination: 3273 });
  });
});

describe('courier fee writes the API accepted', () => {
  it("reports a create whose answer is the spec's DeliveryMethod.code only as saved: null with a warning", async () => {
    const { context, warnings } = fakeRestContext({ 'POST /delivery/fees': { DeliveryMethod: { code: 'UJI' } } });
    expect(await createDeliveryFee(context, body)).toBeNull();
    expect(warnings).toEqual([
      'POST /delivery/fees saved the new record but did not say which it is: reload the list to see it.',
    ]);
  });

  it('reads a created fee back by the id its answer names', async () => {
    const { context, calls } = fakeRestContext({
      'POST /delivery/fees': { DeliveryMethod: { id: 40, code: 'UJI' } },
      'GET /delivery/fees/40': { DeliveryFee: { ...fee, ...body, id: 40 } },
      'GET /delivery/method': couriers,
    });
    expect(await createDeliveryFee(context, body)).toMatchObject({ id: 40, code: 'UJI', fees: 12000 });
    expect(calls).toContain('GET /delivery/fees/40');
  });

  it('answers an update without its record with the fee read back now, not as loaded before', async () => {
    const { context } = fakeRestContext({
      'PUT /delivery/fees/31': { message: 'updated' },
      'GET /delivery/fees/31': { DeliveryFee: { ...fee, status: false } },
      'GET /delivery/method': couriers,
    });
    expect(await replaceDeliveryFee(context, '31', { ...body, status: false })).toMatchObject({
      id: 31,
      status: false,
    });
  });

  it("answers a delete whose answer is the spec's Delivery.DeliveryMethod.CourierCompany and Delivery.code with the fee as it was", async () => {
    const { context } = fakeRestContext({
      'GET /delivery/fees/31': { DeliveryFee: fee },
      'DELETE /delivery/fees/31': { Delivery: { code: 'REG', DeliveryMethod: { CourierCompany: 'JNE' } } },
    });
    expect(await deleteDeliveryFee(context, '31')).toMatchObject({
      id: 31,
      code: 'REG',
      DeliveryMethod: { CourierCompany: 'JNE' },
    });
  });
});
