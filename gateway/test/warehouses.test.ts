import { describe, expect, it } from 'vitest';

import { testStack } from './harness';

const stack = testStack();
const { query } = stack;

const FIELDS =
  'id name latitude longitude address phoneNumber active city { id name type provinceId province { name } }';
const input = {
  name: 'Gudang Integrasi',
  latitude: -6.21,
  longitude: 106.85,
  address: 'Jl. Integrasi No. 2',
  cityId: '3171',
  phoneNumber: '+62215550199',
  active: true,
};

describe('warehouses', () => {
  it('lists a page with the total, searched by name in any case', async () => {
    const { body } = await query(
      `{ warehouses(page: 1, perPage: 15) { totalCount rows { name city { type name } } } }`,
    );
    expect(body.data.warehouses.rows).toHaveLength(15);
    expect(body.data.warehouses.totalCount).toBe(20);
    const found = await query(`{ warehouses(search: "COLD STORAGE") { rows { name } } }`);
    expect(found.body.data.warehouses.rows.map((w: any) => w.name)).toEqual([
      'Cold Storage Cakung',
      'Cold Storage Surabaya Perak',
      'Cold Storage Tangerang',
    ]);
  });

  it('creates, reads, updates, switches and deletes a warehouse', async () => {
    const created = await query(`mutation($input: WarehouseInput!) { createWarehouse(input: $input) { ${FIELDS} } }`, {
      input,
    });
    const warehouse = created.body.data.createWarehouse;
    const { cityId: _cityId, ...fields } = input;
    expect(warehouse).toMatchObject({
      ...fields,
      city: { id: '3171', name: 'Jakarta Selatan', type: 'KOTA', provinceId: '31', province: { name: 'DKI Jakarta' } },
    });

    const read = await query(`query($id: ID!) { warehouse(id: $id) { ${FIELDS} } }`, { id: warehouse.id });
    expect(read.body.data.warehouse).toEqual(warehouse);

    const updated = await query(
      `mutation($id: ID!, $input: WarehouseInput!) { updateWarehouse(id: $id, input: $input) { name address } }`,
      {
        id: warehouse.id,
        input: { ...input, name: 'Gudang Integrasi 2', address: null },
      },
    );
    expect(updated.body.data.updateWarehouse).toEqual({ name: 'Gudang Integrasi 2', address: null });

    const switched = await query(`mutation($id: ID!) { setWarehouseActive(id: $id, active: false) { ${FIELDS} } }`, {
      id: warehouse.id,
    });
    // The switch keeps everything else of the warehouse as it was.
    expect(switched.body.data.setWarehouseActive).toMatchObject({
      active: false,
      name: 'Gudang Integrasi 2',
      latitude: -6.21,
      phoneNumber: '+62215550199',
    });

    const deleted = await query(`mutation($id: ID!) { deleteWarehouse(id: $id) { id name } }`, { id: warehouse.id });
    expect(deleted.body.data.deleteWarehouse).toEqual({ id: warehouse.id, name: 'Gudang Integrasi 2' });
    const gone = await query(`query($id: ID!) { warehouse(id: $id) { id } }`, { id: warehouse.id });
    expect(gone.body.errors![0]).toMatchObject({
      message: `Warehouse ${warehouse.id} not found`,
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('refuses bad input in the gateway, naming the field, without calling the REST API', async () => {
    const before = stack.upstreamCalls.filter((call) => call.startsWith('POST /warehouse')).length;
    const { body } = await query(`mutation($input: WarehouseInput!) { createWarehouse(input: $input) { id } }`, {
      input: { ...input, name: '  ', latitude: 120 },
    });
    expect(body.errors![0]).toMatchObject({
      message: 'Name is required',
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'name',
        fields: [{ field: 'name' }, { field: 'latitude', message: 'Latitude must be between -90 and 90' }],
      },
    });
    expect(stack.upstreamCalls.filter((call) => call.startsWith('POST /warehouse')).length).toBe(before);
  });

  it('passes the REST message on when only the REST API can tell (unknown city)', async () => {
    const { body } = await query(`mutation($input: WarehouseInput!) { createWarehouse(input: $input) { id } }`, {
      input: { ...input, cityId: '9999' },
    });
    expect(body.errors![0]).toMatchObject({
      message: 'City 9999 is not a known city',
      extensions: { code: 'BAD_USER_INPUT', field: 'cityId' },
    });
  });

  it('fetches one warehouse once however often a query names it', async () => {
    const before = stack.upstreamCalls.length;
    const { body } = await query(
      `{ a: warehouse(id: "1") { name } b: warehouse(id: "1") { id } c: warehouse(id: "2") { id } }`,
    );
    expect(body.data.a.name).toBe('Gudang Muara Baru');
    expect(stack.upstreamCalls.slice(before).sort()).toEqual(['GET /warehouse/1', 'GET /warehouse/2']);
  });
});

describe('provinces and cities', () => {
  it('serves the reference lists from a cache shared across requests', async () => {
    const first = await query(`{ provinces { id name } cities(provinceId: "32") { name type } }`);
    expect(first.body.data.provinces).toHaveLength(38);
    expect(first.body.data.cities).toContainEqual({ name: 'Bandung', type: 'KABUPATEN' });
    expect(first.body.data.cities).toContainEqual({ name: 'Bandung', type: 'KOTA' });
    const before = stack.upstreamCalls.length;
    const again = await query(`{ provinces { id } cities(provinceId: "32") { name } }`);
    expect(again.body.data.cities).toEqual(first.body.data.cities.map(({ name }: any) => ({ name })));
    expect(stack.upstreamCalls.length).toBe(before);
  });
});
