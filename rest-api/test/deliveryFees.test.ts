import { describe, expect, it } from 'vitest';

import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { call } = rest;

const feeCount = async (code: string) =>
  (
    await rest.api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM delivery_fees WHERE code = $1', [
      code,
    ])
  )[0]!.count;

const body = {
  DeliveryMethodId: 2,
  code: 'UJI',
  status: true,
  website: 'https://www.jne.co.id/tracking-package',
  fees: 12000,
  unitFees: 9500,
  deliveryType: 0,
  origins: 3175,
  destination: 3273,
};

describe('courier fees', () => {
  it('requires the token', async () => {
    expect((await call('GET', '/delivery/fees', undefined, {})).status).toBe(401);
  });

  it('pages the demo fees 15 at a time, with courier and city ids, by courier company by default', async () => {
    const first = (await call('GET', '/delivery/fees?page=1&per_page=15')).json.DeliveryFees;
    expect(first.rows).toHaveLength(15);
    expect(first.count).toBe(24);
    const second = (await call('GET', '/delivery/fees?page=2&per_page=15')).json.DeliveryFees;
    expect(second.rows).toHaveLength(9);
    const companies = [...first.rows, ...second.rows].map((fee: any) =>
      fee.DeliveryMethod.CourierCompany.toLowerCase(),
    );
    expect(companies).toEqual([...companies].sort());
    const jneReg = first.rows.find((fee: any) => fee.DeliveryMethod.CourierCompany === 'JNE' && fee.code === 'REG');
    expect(jneReg).toMatchObject({
      DeliveryMethodId: 2,
      DeliveryMethod: { id: 2, CourierCompany: 'JNE' },
      deliveryType: 0,
      fees: 9000,
      unitFees: 9000,
      origins: 3175,
      destination: 3273,
      status: true,
    });
    // Spec 000 §3: "origins and destination (city ids)": no city objects beside the ids.
    expect(jneReg).not.toHaveProperty('OriginCity');
    expect(jneReg).not.toHaveProperty('DestinationCity');
  });

  it('sorts by fee either way and returns every fee with per_page -1', async () => {
    const all = (await call('GET', '/delivery/fees?per_page=-1&orderby=fees&desc=true')).json.DeliveryFees;
    expect(all.rows).toHaveLength(all.count);
    const amounts = all.rows.map((fee: any) => fee.fees);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect((await call('GET', '/delivery/fees?orderby=website')).status).toBe(400);
  });

  it('creates, reads, replaces and deletes a fee, answering with the names the dashboard reads', async () => {
    const created = await call('POST', '/delivery/fees', body);
    expect(created.status).toBe(201);
    // Spec 000 §7: the dashboard reads DeliveryMethod.code from the answer of POST /delivery/fees.
    const fee = created.json.DeliveryMethod;
    expect(fee).toMatchObject({
      ...body,
      DeliveryMethod: { CourierCompany: 'JNE' },
    });
    expect((await call('GET', `/delivery/fees/${fee.id}`)).json.DeliveryFee).toEqual(fee);

    const replaced = await call('PUT', `/delivery/fees/${fee.id}`, { ...fee, status: false, deliveryType: 1, fees: 0 });
    expect(replaced.status).toBe(200);
    expect(replaced.json.DeliveryFee).toMatchObject({
      status: false,
      deliveryType: 1,
      fees: 0,
      code: 'UJI',
      unitFees: 9500,
    });

    // Spec 000 §7: the dashboard reads Delivery.DeliveryMethod.CourierCompany and Delivery.code.
    const deleted = await call('DELETE', `/delivery/fees/${fee.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.json.Delivery).toMatchObject({ code: 'UJI', DeliveryMethod: { CourierCompany: 'JNE' } });
    const gone = await call('GET', `/delivery/fees/${fee.id}`);
    expect(gone.status).toBe(404);
    expect(gone.json.errors[0].message).toBe(`Delivery fee ${fee.id} not found`);
  });

  it('answers a failed create with the HTTP status text only (spec 000 §8), saving nothing', async () => {
    for (const wrong of [
      { ...body, DeliveryMethodId: 99 },
      { ...body, origins: 9999 },
      { ...body, code: '   ' },
      { ...body, fees: -1 },
      { ...body, fees: '' },
      { ...body, website: '' },
      { ...body, destination: undefined },
    ]) {
      const answer = await call('POST', '/delivery/fees', wrong);
      expect(answer.status).toBe(400);
      expect(answer.contentType).toMatch(/^text\/plain/);
      expect(answer.text).toBe('Bad Request');
    }
    expect(await feeCount('UJI')).toBe(0);
  });

  it('answers a failed replace as a list naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ DeliveryMethodId: 99 }, 'DeliveryMethodId', 'DeliveryMethodId 99 is not a known courier'],
      [{ origins: 9999 }, 'origins', 'origins 9999 is not a known city'],
      [{ destination: 9998 }, 'destination', 'destination 9998 is not a known city'],
      [{ code: ' ' }, 'code', 'code is required'],
      [{ unitFees: -5 }, 'unitFees', 'unitFees must be >= 0'],
      [{ deliveryType: 2 }, 'deliveryType', 'deliveryType must be equal to constant'],
    ];
    for (const [change, field, message] of cases) {
      const answer = await call('PUT', '/delivery/fees/1', { ...body, ...change });
      expect(answer.status, field).toBe(400);
      expect(answer.json.errors[0], field).toEqual({ field, message });
    }
    expect((await call('PUT', '/delivery/fees/99999', body)).status).toBe(404);
    expect(await feeCount('UJI')).toBe(0);
  });

  it('answers a failed delete as errors.message (spec 000 §8)', async () => {
    const answer = await call('DELETE', '/delivery/fees/99999');
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ errors: { message: 'Delivery fee 99999 not found' } });
  });

  it('publishes the fee routes in the OpenAPI contract', async () => {
    const { json } = await call('GET', '/openapi.json', undefined, {});
    expect(Object.keys(json.paths)).toEqual(expect.arrayContaining(['/delivery/fees', '/delivery/fees/{id}']));
    expect(json.paths['/delivery/fees'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining([
        'DeliveryMethodId',
        'code',
        'status',
        'website',
        'fees',
        'unitFees',
        'deliveryType',
        'origins',
        'destination',
      ]),
    );
  });
});
