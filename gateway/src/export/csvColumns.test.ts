import { describe, expect, it } from 'vitest';
import { cellValue, csvHeader, csvRows, ExportRequestError, parseColumns, selectionSet } from './csvColumns';

const order = {
  orderDate: '2025-03-04T05:06:07.000Z',
  customer: { fullName: 'Siti Rahayu' },
  shippingAddress: { address: 'Jl. Merdeka 1', postalCode: null },
  lines: [
    { productName: 'Kerupuk Udang', quantity: 3 },
    { productName: 'Bakso Ikan', quantity: 2 },
  ],
  totals: { total: -125000 },
  paymentStatus: 'PAYMENT_SUCCESS',
  active: false,
};

describe('parseColumns', () => {
  it('reads single and several paths', () => {
    expect(parseColumns('[{"label":"Customer","path":"customer.fullName"},{"label":"Ship","path":["a","b.c"]}]')).toEqual([
      { label: 'Customer', paths: [['customer', 'fullName']] },
      { label: 'Ship', paths: [['a'], ['b', 'c']] },
    ]);
  });

  it.each([
    ['not json', '{'],
    ['an empty list', '[]'],
    ['a path that is no field name', '[{"label":"x","path":"a{b}"}]'],
    ['an empty path segment', '[{"label":"x","path":"a..b"}]'],
    ['a path too deep', '[{"label":"x","path":"a.b.c.d.e.f"}]'],
    ['a label that is no text', '[{"label":1,"path":"a"}]'],
    ['no path', '[{"label":"x"}]'],
    ['values that are no object', '[{"label":"x","path":"a","values":["Active"]}]'],
    ['values whose words are no text', '[{"label":"x","path":"a","values":{"true":1}}]'],
  ])('refuses %s', (_case, text) => {
    expect(() => parseColumns(text)).toThrow(ExportRequestError);
  });
});

describe('selectionSet', () => {
  it('asks each field once, nested as the paths go', () => {
    const columns = parseColumns(
      JSON.stringify([
        { label: 'Date', path: 'orderDate' },
        { label: 'Product', path: ['lines.productName', 'lines.quantity'] },
        { label: 'Customer', path: 'customer.fullName' },
        { label: 'Again', path: 'lines.productName' },
      ]),
    );
    expect(selectionSet(columns)).toBe('orderDate lines { productName quantity } customer { fullName }');
  });
});

describe('cellValue', () => {
  it("writes the screen's words for the values it is given, the rest as they are", () => {
    const [status, active] = parseColumns(
      JSON.stringify([
        { label: 'Status', path: 'paymentStatus', values: { PAYMENT_SUCCESS: 'Payment Success', PAYMENT_PENDING: 'Payment Pending' } },
        { label: 'Status', path: 'active', values: { true: 'Active', false: 'Inactive' } },
      ]),
    );
    expect(cellValue(order, status!.paths, status!.values)).toBe('Payment Success');
    expect(cellValue({ paymentStatus: 'CANCELED' }, status!.paths, status!.values)).toBe('CANCELED');
    expect(cellValue(order, active!.paths, active!.values)).toBe('Inactive');
    expect(cellValue({ paymentStatus: 'constructor' }, status!.paths, status!.values)).toBe('constructor');
  });

  it('keeps numbers as numbers, dates and enums as they are, null and false as text', () => {
    expect(cellValue(order, [['totals', 'total']])).toBe(-125000);
    expect(cellValue(order, [['orderDate']])).toBe('2025-03-04T05:06:07.000Z');
    expect(cellValue(order, [['paymentStatus']])).toBe('PAYMENT_SUCCESS');
    expect(cellValue(order, [['shippingAddress', 'postalCode']])).toBe('');
    expect(cellValue({ customer: null }, [['customer', 'fullName']])).toBe('');
    expect(cellValue(order, [['active']])).toBe('false');
  });

  it("joins a list's items with '; ', keeping each item's parts together", () => {
    expect(cellValue(order, [['lines', 'productName']])).toBe('Kerupuk Udang; Bakso Ikan');
    expect(cellValue(order, [['lines', 'productName'], ['lines', 'quantity']])).toBe('Kerupuk Udang, 3; Bakso Ikan, 2');
    expect(cellValue({ lines: [] }, [['lines', 'productName']])).toBe('');
  });

  it("joins several parts with ', ', leaving empty ones out", () => {
    expect(cellValue(order, [['shippingAddress', 'address'], ['shippingAddress', 'postalCode']])).toBe('Jl. Merdeka 1');
    expect(cellValue(order, [['customer', 'fullName'], ['paymentStatus']])).toBe('Siti Rahayu, PAYMENT_SUCCESS');
  });
});

describe('CSV text', () => {
  const columns = parseColumns(
    JSON.stringify([
      { label: 'Name', path: 'name' },
      { label: 'Total', path: 'total' },
    ]),
  );

  it('starts with a byte order mark and the labels', () => {
    expect(csvHeader(columns)).toBe('\uFEFFName,Total\r\n');
  });

  it('quotes commas, quotes and line breaks, keeps Indonesian text and negative numbers', () => {
    expect(csvRows(columns, [{ name: 'Udang, "besar"\nsegar', total: -5 }, { name: 'Ikan Tongkol Ñ', total: 12.5 }])).toBe(
      '"Udang, ""besar""\nsegar",-5\r\nIkan Tongkol Ñ,12.5\r\n',
    );
  });

  it('makes a text a spreadsheet would run as a formula plain text', () => {
    expect(csvRows(columns, [{ name: '=HYPERLINK("x")', total: 1 }, { name: '+62 812', total: 2 }, { name: '-1', total: 3 }, { name: '@a', total: 4 }])).toBe(
      `"'=HYPERLINK(""x"")",1\r\n'+62 812,2\r\n'-1,3\r\n'@a,4\r\n`,
    );
  });
});
