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
    expect(
      parseColumns('[{"label":"Customer","path":"customer.fullName"},{"label":"Ship","path":["a","b.c"]}]'),
    ).toEqual([
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
    ['a format the gateway lacks', '[{"label":"x","path":"a","format":"html"}]'],
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
        {
          label: 'Status',
          path: 'paymentStatus',
          values: { PAYMENT_SUCCESS: 'Payment Success', PAYMENT_PENDING: 'Payment Pending' },
        },
        { label: 'Status', path: 'active', values: { true: 'Active', false: 'Inactive' } },
      ]),
    );
    expect(cellValue(order, status!)).toBe('Payment Success');
    expect(cellValue({ paymentStatus: 'CANCELED' }, status!)).toBe('CANCELED');
    expect(cellValue(order, active!)).toBe('Inactive');
    expect(cellValue({ paymentStatus: 'constructor' }, status!)).toBe('constructor');
  });

  it('keeps numbers as numbers, dates and enums as they are, null and false as text', () => {
    expect(cellValue(order, { paths: [['totals', 'total']] })).toBe(-125000);
    expect(cellValue(order, { paths: [['orderDate']] })).toBe('2025-03-04T05:06:07.000Z');
    expect(cellValue(order, { paths: [['paymentStatus']] })).toBe('PAYMENT_SUCCESS');
    expect(cellValue(order, { paths: [['shippingAddress', 'postalCode']] })).toBe('');
    expect(cellValue({ customer: null }, { paths: [['customer', 'fullName']] })).toBe('');
    expect(cellValue(order, { paths: [['active']] })).toBe('false');
  });

  it("joins a list's items with '; ', keeping each item's parts together", () => {
    expect(cellValue(order, { paths: [['lines', 'productName']] })).toBe('Kerupuk Udang; Bakso Ikan');
    expect(
      cellValue(order, {
        paths: [
          ['lines', 'productName'],
          ['lines', 'quantity'],
        ],
      }),
    ).toBe('Kerupuk Udang, 3; Bakso Ikan, 2');
    expect(cellValue({ lines: [] }, { paths: [['lines', 'productName']] })).toBe('');
  });

  it("joins several parts with ', ', leaving empty ones out", () => {
    expect(
      cellValue(order, {
        paths: [
          ['shippingAddress', 'address'],
          ['shippingAddress', 'postalCode'],
        ],
      }),
    ).toBe('Jl. Merdeka 1');
    expect(cellValue(order, { paths: [['customer', 'fullName'], ['paymentStatus']] })).toBe(
      'Siti Rahayu, PAYMENT_SUCCESS',
    );
  });
});

describe('cell formats: the cell as the screen writes it', () => {
  const sample = {
    createdAt: '2026-11-25T20:30:00.000Z',
    recipient: { companyName: 'CV Laut Biru', fullName: 'Budi Santoso', type: 'VENDOR', phoneNumber: '+62274512773' },
    person: { companyName: null, fullName: 'Siti Rahayu', type: 'CUSTOMER' },
    phoneNumber: null,
    lines: [
      { productName: 'Cumi Ring 500 gr', quantity: 4 },
      { productName: 'Bakso Ikan', quantity: 2 },
    ],
    city: { type: 'KABUPATEN', name: 'Bandung' },
    fromWarehouse: null,
    vendor: { companyName: 'PT Samudra' },
    validFrom: '2026-01-01',
    validUntil: '2026-01-31',
  };
  const column = (path: string | string[], format?: string, values?: Record<string, string>) =>
    parseColumns(JSON.stringify([{ label: 'x', path, format, values }]))[0]!;

  it.each([
    ['an instant as its day in Jakarta', column('createdAt', 'day'), '2026-11-26'],
    ['a date as it is', column('validFrom', 'day'), '2026-01-01'],
    ['two days as a period', column(['validFrom', 'validUntil'], 'day'), '2026-01-01 – 2026-01-31'],
    ['an instant as its day and minute in Jakarta', column('createdAt', 'dateTime'), '2026-11-26 03:30'],
    [
      'each item as "name (xquantity)"',
      column(['lines.productName', 'lines.quantity'], 'items'),
      'Cumi Ring 500 gr (x4); Bakso Ikan (x2)',
    ],
    ['the first part that is not empty', column(['fromWarehouse.name', 'vendor.companyName'], 'firstOf'), 'PT Samudra'],
    [
      "a company's name, with its kind",
      column(['recipient.companyName', 'recipient.fullName', 'recipient.type'], 'nameAndKind', {
        CUSTOMER: 'Customer',
        VENDOR: 'Vendor',
      }),
      'CV Laut Biru (Vendor)',
    ],
    [
      "else the person's name",
      column(['person.companyName', 'person.fullName', 'person.type'], 'nameAndKind', {
        CUSTOMER: 'Customer',
        VENDOR: 'Vendor',
      }),
      'Siti Rahayu (Customer)',
    ],
    [
      "the sample's phone, else the recipient's, once, as dialled at home",
      column(['phoneNumber', 'recipient.phoneNumber'], 'phone'),
      '0274512773',
    ],
    [
      "a city's type and name",
      column(['city.type', 'city.name'], 'words', { KOTA: 'Kota', KABUPATEN: 'Kabupaten' }),
      'Kabupaten Bandung',
    ],
    ['nothing as an empty cell', column(['fromWarehouse.name', 'nothing'], 'firstOf'), ''],
  ])('%s', (_case, format, cell) => {
    expect(cellValue(sample, format)).toBe(cell);
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
    expect(
      csvRows(columns, [
        { name: 'Udang, "besar"\nsegar', total: -5 },
        { name: 'Ikan Tongkol Ñ', total: 12.5 },
      ]),
    ).toBe('"Udang, ""besar""\nsegar",-5\r\nIkan Tongkol Ñ,12.5\r\n');
  });

  it('quotes a lone LF or CR, and the separators of other readers (; and tab), so the cell stays one cell', () => {
    expect(
      csvRows(columns, [
        { name: 'baris\nkedua', total: 1 },
        { name: 'baris\rkedua', total: 2 },
        { name: 'Udang; Cumi', total: 3 },
        { name: 'Udang\tCumi', total: 4 },
      ]),
    ).toBe('"baris\nkedua",1\r\n"baris\rkedua",2\r\n"Udang; Cumi",3\r\n"Udang\tCumi",4\r\n');
  });

  it('makes every formula a spreadsheet could find in a text plain text, and leaves numbers as they are', () => {
    expect(
      csvRows(columns, [
        { name: '=HYPERLINK("x")', total: 1 },
        { name: '+62 812', total: 2 },
        { name: '-1', total: -3 },
        { name: ';=1+1', total: 4 },
        { name: '+62274512773', total: 5 },
        // the cells: a new line, a `;` and a full-width sign each hid a live formula
        { name: 'x\n=1+1', total: 6 },
        { name: 'x;=1+1', total: 7 },
        { name: '\uFF1D1+1', total: 8 },
      ]),
    ).toBe(
      `"'=HYPERLINK(""x"")",1\r\n'+62 812,2\r\n'-1,-3\r\n";'=1+1",4\r\n'+62274512773,5\r\n` +
        `"x\n'=1+1",6\r\n"x;'=1+1",7\r\n'\uFF1D1+1,8\r\n`,
    );
  });
});
