import { describe, expect, it } from 'vitest';

import { orderInput } from './fixtures';
import { testStack } from './harness';

const stack = testStack();
const { query } = stack;

const party = { firstName: 'Gilang', taxStatus: 'NON_PKP', provinceId: '51', cityId: '5171' };

/** Each area's create mutation, a valid input, and how many records its list holds. */
const areas = {
  vendors: {
    create: `mutation($input: VendorInput!) { createVendor(input: $input) { id } }`,
    input: (cityId: string) => ({ ...party, companyName: 'CV Angka', cityId }),
    field: 'cityId',
    city: '5171',
    count: '{ vendors { totalCount } }',
  },
  customers: {
    create: `mutation($input: CustomerInput!) { createCustomer(input: $input) { id } }`,
    input: (cityId: string) => ({ ...party, type: 'INDIVIDUAL', cityId }),
    field: 'cityId',
    city: '5171',
    count: '{ customers { totalCount } }',
  },
  warehouses: {
    create: `mutation($input: WarehouseInput!) { createWarehouse(input: $input) { id } }`,
    input: (cityId: string) => ({ name: 'Gudang Angka', cityId, active: true }),
    field: 'cityId',
    city: '3175',
    count: '{ warehouses { totalCount } }',
  },
  orders: {
    create: `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`,
    input: (cityId: string) => orderInput({ customer: { ...orderInput().customer, cityId } }),
    field: 'customer.cityId',
    city: '3175',
    count: '{ orders { totalCount } }',
  },
} as const;

const totalCount = async (countQuery: string) =>
  Object.values((await query(countQuery)).body.data as Record<string, { totalCount: number }>)[0]!.totalCount;

describe('ids that are not record ids', () => {
  describe.each(Object.entries(areas))('%s', (_area, area) => {
    it.each([
      ['abc', 'City id must be a positive whole number'],
      ['1 OR 1=1', 'City id must be a positive whole number'],
      ['3175#', 'City id must be a positive whole number'],
      ['../1', 'City id must be a positive whole number'],
      ['0', 'City id must be a positive whole number'],
      ['-5', 'City id must be a positive whole number'],
      ['2147483648', 'City id must be a positive whole number'],
      // A select left empty: the input's rules name it, with the other fields' problems.
      ['', 'City is required'],
    ])('refuses city %j, naming the field, and stores nothing', async (cityId, message) => {
      const before = await totalCount(area.count);
      const { body } = await query(area.create, { input: area.input(cityId) });
      expect(body.errors![0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field: area.field } });
      expect(await totalCount(area.count)).toBe(before);
    });

    it('still takes a real city', async () => {
      const before = await totalCount(area.count);
      const { body } = await query(area.create, { input: area.input(area.city) });
      expect(body.errors).toBeUndefined();
      expect(await totalCount(area.count)).toBe(before + 1);
    });
  });

  it('checks ids anywhere in an input: lines, references, lists', async () => {
    const line = await query(areas.orders.create, {
      input: orderInput({
        lines: [
          { productId: '1', quantity: 1 },
          { productId: '2 ', quantity: 1 },
        ],
      }),
    });
    expect(line.body.errors![0]).toMatchObject({
      message: 'Product id must be a positive whole number',
      extensions: { code: 'BAD_USER_INPUT', field: 'lines.1.productId' },
    });
    const shipFrom = await query(areas.orders.create, { input: orderInput({ shipFromId: '1;DROP TABLE orders' }) });
    expect(shipFrom.body.errors![0]).toMatchObject({
      message: 'Ship from id must be a positive whole number',
      extensions: { field: 'shipFromId' },
    });
    const filter = await query(`query($filter: OrderFilter) { orders(filter: $filter) { totalCount } }`, {
      filter: { orderId: '3175#' },
    });
    expect(filter.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'orderId' } });
  });

  it('checks id arguments before any REST call', async () => {
    const calls = stack.upstreamCalls.length;
    const read = await query(`{ vendor(id: "abc") { id } }`);
    expect(read.body.errors![0]).toMatchObject({
      message: 'Vendor id must be a positive whole number',
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
    const vendors = await totalCount(areas.vendors.count);
    const deleted = await query(`mutation { deleteVendor(id: "1 OR 1=1") { id } }`);
    expect(deleted.body.errors![0]).toMatchObject({
      message: 'Vendor id must be a positive whole number',
      extensions: { code: 'BAD_USER_INPUT', field: 'id' },
    });
    expect(await totalCount(areas.vendors.count)).toBe(vendors);
    const updated = await query(`mutation($input: VendorInput!) { updateVendor(id: "../1", input: $input) { id } }`, {
      input: areas.vendors.input('5171'),
    });
    expect(updated.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
    const empty = await query(`{ vendor(id: "") { id } }`);
    expect(empty.body.errors![0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'id' } });
    const cities = await query(`{ cities(provinceId: "31 OR 1=1") { id } }`);
    expect(cities.body.errors![0]).toMatchObject({
      message: 'Province id must be a positive whole number',
      extensions: { field: 'provinceId' },
    });
    // Only the two vendor counts reached the REST API.
    expect(stack.upstreamCalls.slice(calls).filter((call) => !call.startsWith('GET /vendors?'))).toEqual([]);
  });
});
