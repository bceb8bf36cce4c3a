import { describe, expect, it } from 'vitest';

import { testStack } from './harness';

const stack = testStack();
const { query } = stack;

const FIELDS = `id serviceName deliveryType fee unitFee trackingWebsite active courier { id company }
  origin { id name type provinceId } destination { id name type province { name } }`;
const input = {
  courierId: '4',
  serviceName: 'UJI',
  deliveryType: 'DOMESTIC',
  fee: 12000,
  unitFee: 9500,
  originCityId: '3175',
  destinationCityId: '3273',
  trackingWebsite: 'https://www.sicepat.com/checkAwb',
  active: true,
};
const CREATE = `mutation($input: DeliveryFeeInput!) { createDeliveryFee(input: $input) { ${FIELDS} } }`;

describe('couriers', () => {
  it('lists the courier companies from a cache shared across requests', async () => {
    const first = await query(`{ couriers { id company } }`);
    expect(first.body.data.couriers[0]).toEqual({ id: '1', company: 'Kurir Internal' });
    expect(first.body.data.couriers).toContainEqual({ id: '8', company: 'Gojek' });
    const before = stack.upstreamCalls.length;
    expect((await query(`{ couriers { id } }`)).body.data.couriers).toHaveLength(12);
    expect(stack.upstreamCalls.length).toBe(before);
  });
});

describe('delivery fees', () => {
  it('pages the fees 15 at a time; their cities, ids as in spec 000 §3, named from the cached city list', async () => {
    // Spec 000 §3: "origins and destination (city ids)": the REST answer holds the ids and no city objects.
    const rest = await stack.rest('GET', '/delivery/fees?page=1&per_page=1');
    expect(rest.DeliveryFees.rows[0]).not.toHaveProperty('OriginCity');
    expect(rest.DeliveryFees.rows[0]).not.toHaveProperty('DestinationCity');
    const before = stack.upstreamCalls.length;
    const first = await query(
      `{ deliveryFees(page: 1, perPage: 15) { totalCount rows { serviceName deliveryType unknownDeliveryType fee courier { company } origin { name type } destination { name type } } } }`,
    );
    // The fees, and the city list once (cached across requests), not a call per row.
    expect(stack.upstreamCalls.slice(before)).toEqual([
      'GET /delivery/fees?page=1&per_page=15&orderby=CourierCompany&desc=false',
      'GET /cities',
    ]);
    const again = await stack.upstreamDuring(() => query(`{ deliveryFees { rows { origin { name } } } }`));
    expect(again.calls).toEqual(['GET /delivery/fees?page=1&per_page=15&orderby=CourierCompany&desc=false']);
    expect(first.body.data.deliveryFees.totalCount).toBe(24);
    expect(first.body.data.deliveryFees.rows).toHaveLength(15);
    expect(first.body.data.deliveryFees.rows).toContainEqual({
      serviceName: 'REG',
      deliveryType: 'DOMESTIC',
      unknownDeliveryType: null,
      fee: 9000,
      courier: { company: 'JNE' },
      origin: { name: 'Jakarta Utara', type: 'KOTA' },
      destination: { name: 'Bandung', type: 'KOTA' },
    });
    const second = await query(`{ deliveryFees(page: 2) { rows { id } } }`);
    expect(second.body.data.deliveryFees.rows).toHaveLength(9);
    const international = await query(
      `{ deliveryFees(perPage: -1, sortBy: DELIVERY_TYPE, desc: true) { rows { deliveryType } } }`,
    );
    expect(international.body.data.deliveryFees.rows.slice(0, 2)).toEqual([
      { deliveryType: 'INTERNATIONAL' },
      { deliveryType: 'INTERNATIONAL' },
    ]);
  });

  it('creates, reads, updates, switches and deletes a fee', async () => {
    const created = await query(CREATE, { input });
    const fee = created.body.data.createDeliveryFee;
    expect(fee).toMatchObject({
      serviceName: 'UJI',
      deliveryType: 'DOMESTIC',
      fee: 12000,
      unitFee: 9500,
      trackingWebsite: input.trackingWebsite,
      active: true,
      courier: { id: '4', company: 'SiCepat' },
      origin: { id: '3175', name: 'Jakarta Utara', type: 'KOTA', provinceId: '31' },
      destination: { id: '3273', name: 'Bandung', type: 'KOTA', province: { name: 'Jawa Barat' } },
    });

    const read = await query(`query($id: ID!) { deliveryFee(id: $id) { ${FIELDS} } }`, { id: fee.id });
    expect(read.body.data.deliveryFee).toEqual(fee);

    const updated = await query(
      `mutation($id: ID!, $input: DeliveryFeeInput!) { updateDeliveryFee(id: $id, input: $input) { ${FIELDS} } }`,
      {
        id: fee.id,
        input: { ...input, serviceName: 'UJI 2', deliveryType: 'INTERNATIONAL', fee: 0, destinationCityId: '2171' },
      },
    );
    expect(updated.body.data.updateDeliveryFee).toMatchObject({
      serviceName: 'UJI 2',
      deliveryType: 'INTERNATIONAL',
      fee: 0,
      destination: { name: 'Batam' },
    });

    const switched = await query(`mutation($id: ID!) { setDeliveryFeeActive(id: $id, active: false) { ${FIELDS} } }`, {
      id: fee.id,
    });
    // The switch keeps everything else of the fee as it was.
    expect(switched.body.data.setDeliveryFeeActive).toEqual({ ...updated.body.data.updateDeliveryFee, active: false });

    const deleted = await query(
      `mutation($id: ID!) { deleteDeliveryFee(id: $id) { id serviceName courier { company } } }`,
      { id: fee.id },
    );
    expect(deleted.body.data.deleteDeliveryFee).toEqual({
      id: fee.id,
      serviceName: 'UJI 2',
      courier: { company: 'SiCepat' },
    });
    const gone = await query(`query($id: ID!) { deliveryFee(id: $id) { id } }`, { id: fee.id });
    expect(gone.body.errors![0]).toMatchObject({
      message: `Delivery fee ${fee.id} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it("refuses empty fields with 'Field tidak boleh kosong' without calling the REST API", async () => {
    const before = stack.callsTo('POST /delivery/fees');
    const { body } = await query(CREATE, {
      input: { ...input, serviceName: '  ', trackingWebsite: '', courierId: '', fee: -1 },
    });
    expect(body.errors![0]).toMatchObject({
      message: 'Field tidak boleh kosong',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'courierId',
        fields: [
          { field: 'courierId', message: 'Field tidak boleh kosong' },
          { field: 'serviceName', message: 'Field tidak boleh kosong' },
          { field: 'fee', message: 'Fees must be 0 or more' },
          { field: 'trackingWebsite', message: 'Field tidak boleh kosong' },
        ],
      },
    });
    expect(stack.callsTo('POST /delivery/fees')).toBe(before);
  });

  it('names the unknown city or courier behind the bare status text of a refused create (spec 000 §8)', async () => {
    const city = await query(CREATE, { input: { ...input, destinationCityId: '9999' } });
    // createDeliveryFee is nullable (a create whose answer names no fee is still saved): an error leaves it null.
    expect(city.body.data).toEqual({ createDeliveryFee: null });
    expect(city.body.errors![0]).toMatchObject({
      message: 'Destination city 9999 is not a known city',
      extensions: { code: 'BAD_USER_INPUT', field: 'destinationCityId' },
    });
    const courier = await query(CREATE, { input: { ...input, courierId: '999' } });
    expect(courier.body.errors![0]).toMatchObject({
      message: 'Courier 999 is not a known courier',
      extensions: { code: 'BAD_USER_INPUT', field: 'courierId' },
    });
  });

  it('names the input field the REST API refused on update', async () => {
    const { body } = await query(
      `mutation($input: DeliveryFeeInput!) { updateDeliveryFee(id: "1", input: $input) { id } }`,
      {
        input: { ...input, originCityId: '9999' },
      },
    );
    expect(body.errors![0]).toMatchObject({
      message: 'Origin city 9999 is not a known city',
      extensions: { code: 'BAD_USER_INPUT', field: 'originCityId', fields: [{ field: 'originCityId' }] },
    });
  });

  it('passes the errors.message of a refused delete on', async () => {
    const { body } = await query(`mutation { deleteDeliveryFee(id: "99999") { id } }`);
    expect(body.errors![0]).toMatchObject({
      message: 'Delivery fee 99999 not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('fetches one fee once however often a query names it', async () => {
    const before = stack.upstreamCalls.length;
    const { body } = await query(
      `{ a: deliveryFee(id: "1") { serviceName } b: deliveryFee(id: "1") { id } c: deliveryFee(id: "2") { id } }`,
    );
    expect(body.data.a.serviceName).toBe('REG');
    expect(stack.upstreamCalls.slice(before).sort()).toEqual(['GET /delivery/fees/1', 'GET /delivery/fees/2']);
  });
});
