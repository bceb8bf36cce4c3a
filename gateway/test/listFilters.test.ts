/**
 * Lists stay filterable over a REST API that cannot filter them (issue 24). The same data behind a REST API that
 * filters (default profile) and one that ignores the filters the spec does not name (spec profile) gives the same
 * answers through the gateway, whichever profile the rest of the suite runs on: the REST API's SQL against the
 * gateway's predicates, row for row and page for page. Every query parameter the schema package declares beyond the
 * spec (restQueryExtensions) is driven through both here, or shown never sent: a filter changed on one side fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RestApiProfile, startTestRestApi } from '@backoffice/rest-api/testing';
import { type ExtendedList, REST_QUERY_EXTENSIONS } from '@backoffice/schema/rules/restQueryExtensions';

import { createLogger } from '../src/core/logger';
import { ALL_ROWS_ESTIMATE } from '../src/core/queryCost';
import { startGateway } from '../src/server';
import { graphql, loginCookie, testGatewayConfig } from './harness';

async function stackOn(profile: RestApiProfile) {
  const calls: string[] = [];
  const api = await startTestRestApi(
    { profile },
    { observeRequest: (method, url) => void calls.push(`${method} ${url}`) },
  );
  const gateway = await startGateway(testGatewayConfig({ restApiUrl: api.url }), createLogger('silent'));
  const cookie = await loginCookie(gateway.url);
  return {
    api,
    gateway,
    calls,
    cookie,
    query: (text: string, variables: Record<string, unknown> = {}) => graphql(gateway.url, text, variables, { cookie }),
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

type ProfileStack = Awaited<ReturnType<typeof stackOn>>;
let filtering: ProfileStack;
let ignoring: ProfileStack;

/** Both databases alike, as the demo seeds them; then the same rows added to each. */
async function inBoth(sql: string, params: unknown[] = []) {
  await Promise.all([filtering, ignoring].map(({ api }) => api.db.query(sql, params)));
}

beforeAll(async () => {
  [filtering, ignoring] = await Promise.all([stackOn('default'), stackOn('spec')]);
  // Names holding what ILIKE and the word split treat specially.
  await inBoth(
    `INSERT INTO products (status, name, slug, sku, category_id)
     SELECT 2, name, 'tricky-' || i, 'TRICKY-' || i, (SELECT min(id) FROM item_categories)
     FROM unnest($1::text[]) WITH ORDINALITY AS t(name, i)`,
    [['Udang 50% Diskon', 'Udang_Besar Segar', 'Nugget\\Udang', 'ÉCLAIR Cumi', 'Kepiting (Jumbo) + Saus', 'İKAN Asin']],
  );
});
afterAll(async () => {
  await Promise.all([filtering?.close(), ignoring?.close()]);
});

/** A list as the cases ask it: its field, REST path, its filters as GraphQL arguments, and how it is sorted. */
interface ListCase {
  field: string;
  path: ExtendedList;
  /** The GraphQL arguments of its filters, as variable definitions. */
  filters: string;
  sortBy: string;
  selection: string;
}

/** Each filter case is asked on these pages, the last sorted another way, so paging and order are compared too. */
const pagings = (sortBy: string) => [
  { perPage: 3 },
  { perPage: 3, page: 2 },
  { perPage: -1 },
  { perPage: 2, page: 2, desc: true, sortBy },
];

/**
 * The gateway's answers over the REST API that ignores the list's parameters equal its answers over the one that
 * applies them, on every page, and the former were never sent them. Answers the "All" page.
 */
async function sameAnswers(list: ListCase, args: Record<string, unknown>) {
  const [sortType, sortBy] = list.sortBy.split(' ') as [string, string];
  const names = [...list.filters.matchAll(/\$(\w+)/g)].map(([, name]) => name);
  const query = `query (${list.filters}, $page: Int, $perPage: Int, $desc: Boolean, $sortBy: ${sortType}) {
    ${list.field}(${names.map((name) => `${name}: $${name}`).join(', ')}, page: $page, perPage: $perPage, desc: $desc, sortBy: $sortBy) {
      totalCount rows { ${list.selection} } } }`;
  let all: { totalCount: number; rows: any[] } | undefined;
  for (const paging of pagings(sortBy)) {
    const variables = { ...args, ...paging };
    const label = `${list.field} ${JSON.stringify(variables)}`;
    const expected = await filtering.query(query, variables);
    expect(expected.body.errors, label).toBeUndefined();
    const before = ignoring.calls.length;
    expect((await ignoring.query(query, variables)).body, label).toEqual(expected.body);
    const calls = ignoring.calls
      .slice(before)
      .filter((call) => new URL(call.slice(4), 'http://x').pathname === list.path);
    expect(calls, label).not.toEqual([]);
    for (const call of calls) {
      const sent = new URL(call.slice(4), 'http://x').searchParams;
      expect(
        REST_QUERY_EXTENSIONS[list.path].filter((name) => sent.has(name)),
        call,
      ).toEqual([]);
    }
    all ??= paging.perPage === -1 ? expected.body.data[list.field] : undefined;
  }
  return all!;
}

const PRODUCTS: ListCase = {
  field: 'products',
  path: '/products',
  filters: '$search: String, $status: ProductStatus, $categoryId: ID',
  sortBy: 'ProductSortField STATUS',
  selection: 'id name status category { id }',
};

describe('a list the REST API cannot filter is filtered by the gateway, to the same rows, pages and totals', () => {
  it('products: by name (ILIKE, with its wildcards and escapes), status and category, alone and together', async () => {
    const first = await filtering.query('{ products(perPage: 1, sortBy: CATEGORY) { rows { category { id } } } }');
    const categoryId: string = first.body.data.products.rows[0].category.id;
    for (const args of [
      { search: 'udang' },
      { search: '  KEPITING ' },
      { search: 'u_ang' },
      { search: '50%' },
      { search: 'udang 50\\%' },
      { search: 'nugget\\\\u' },
      { search: 'éclair' },
      { search: 'ikan asin' },
      { search: '(jumbo) +' },
      { search: '   ' },
      { search: 'segar udang' },
      { status: 'DRAFT' },
      { categoryId },
      { search: 'a', status: 'ACTIVE', categoryId },
    ]) {
      const { totalCount } = await sameAnswers(PRODUCTS, args);
      // A blank search is none; the words of a name in another order are not a part of it.
      if (!['   ', 'segar udang'].includes(args.search ?? ''))
        expect(totalCount, JSON.stringify(args)).toBeGreaterThan(0);
    }
  });

  it('promotions: by name or code, and status', async () => {
    const list: ListCase = {
      field: 'promotions',
      path: '/promotion',
      filters: '$search: String, $status: PromotionStatus',
      sortBy: 'PromotionSortField QUOTA',
      selection: 'id name code active',
    };
    const { rows } = await sameAnswers(list, { status: 'ACTIVE' });
    const code: string = rows[0].code;
    for (const args of [
      { search: 'a' },
      { search: code.slice(1, 4).toLowerCase() },
      { search: 'e', status: 'INACTIVE' },
    ])
      expect((await sameAnswers(list, args)).totalCount, JSON.stringify(args)).toBeGreaterThan(0);
  });

  it('warehouses, FAQ categories and newsletter subscribers: by their name or e-mail', async () => {
    const cases: Array<[ListCase, string[]]> = [
      [
        {
          field: 'warehouses',
          path: '/warehouse',
          filters: '$search: String',
          sortBy: 'WarehouseSortField CITY',
          selection: 'id name',
        },
        ['gudang', 'A'],
      ],
      [
        {
          field: 'faqCategories',
          path: '/faq_categories',
          filters: '$search: String',
          sortBy: 'FaqCategorySortField CREATED_AT',
          selection: 'id name faqCount',
        },
        ['PEM', 'an'],
      ],
      [
        {
          field: 'newsletterSubscribers',
          path: '/newsletter_subscribers',
          filters: '$search: String',
          sortBy: 'NewsletterSubscriberSortField EMAIL',
          selection: 'id email',
        },
        ['GMAIL', '.co.id', 'a_b'],
      ],
    ];
    for (const [list, searches] of cases)
      for (const search of searches) expect((await sameAnswers(list, { search })).totalCount).toBeGreaterThanOrEqual(0);
  });

  it('FAQs: by title and locale', async () => {
    const list: ListCase = {
      field: 'faqs',
      path: '/faqs',
      filters: '$search: String, $locale: FaqLocale',
      sortBy: 'FaqSortField TITLE',
      selection: 'id title locale',
    };
    for (const args of [{ search: 'frozen' }, { locale: 'ID_ID' }, { search: 'HOW', locale: 'EN_US' }])
      expect((await sameAnswers(list, args)).totalCount, JSON.stringify(args)).toBeGreaterThan(0);
  });

  it('recipes, retail partner locations and returns: every word, in any order and case', async () => {
    const words = (text: string) => text.split(' ');
    const recipes: ListCase = {
      field: 'recipes',
      path: '/nutrition/recipe',
      filters: '$search: String',
      sortBy: 'RecipeSortField NAME',
      selection: 'id name',
    };
    const [recipe] = (await sameAnswers(recipes, {})).rows;
    const retailers: ListCase = {
      field: 'retailerLocations',
      path: '/retailer_locations',
      filters: '$search: String',
      sortBy: 'RetailerLocationSortField CUSTOMER',
      selection: 'id displayName customer { fullName }',
    };
    const [location] = (await sameAnswers(retailers, {})).rows;
    const returns: ListCase = {
      field: 'returns',
      path: '/returns',
      filters: '$filter: ReturnFilter',
      sortBy: 'ReturnSortField ORDER_ID',
      selection: 'id customerName',
    };
    const named = (await sameAnswers(returns, {})).rows.find((row) => row.customerName);
    for (const [list, search] of [
      [recipes, words(recipe.name).reverse().join('  ').toUpperCase()],
      [recipes, words(recipe.name)[0]!.slice(1)],
      [retailers, `${words(location.customer.fullName).at(-1)} ${words(location.displayName)[0]}`.toLowerCase()],
      [retailers, 'a\te'],
    ] as const)
      expect((await sameAnswers(list, { search })).totalCount, search).toBeGreaterThan(0);
    for (const customer of [words(named.customerName).reverse().join(' ').toLowerCase(), 'a i'])
      expect((await sameAnswers(returns, { filter: { customer } })).totalCount, customer).toBeGreaterThan(0);
  });

  it('internal transfers: by the received day, each end, type and vendor', async () => {
    const list: ListCase = {
      field: 'internalTransfers',
      path: '/internal_transfer',
      filters: '$filter: InternalTransferFilter',
      sortBy: 'InternalTransferSortField TYPE',
      selection: 'id type receivedDate',
    };
    const { rows } = await sameAnswers(list, {});
    const day: string = rows[Math.floor(rows.length / 2)].receivedDate;
    const transfers = await filtering.query(
      '{ internalTransfers(perPage: -1) { rows { fromWarehouse { id } toWarehouse { id } vendor { id } toVendor { id } } } }',
    );
    const ends = transfers.body.data.internalTransfers.rows;
    const fromWarehouseId = ends.find((row: any) => row.fromWarehouse)!.fromWarehouse.id;
    const toWarehouseId = ends.find((row: any) => row.toWarehouse)!.toWarehouse.id;
    const vendorId = ends.find((row: any) => row.vendor)!.vendor.id;
    // A vendor at either end: one goods went back to, with the purchase returns.
    const returnedTo = ends.find((row: any) => row.toVendor)!.toVendor.id;
    for (const filter of [
      { startDate: day },
      { endDate: day },
      { startDate: day, endDate: day },
      { fromWarehouseId },
      { toWarehouseId },
      { type: 'PURCHASES' },
      { vendorId },
      { vendorId: returnedTo },
      { type: 'PURCHASE_RETURN', vendorId: returnedTo },
    ])
      await sameAnswers(list, { filter });
  });

  it('orders, consignment orders and stock counts: by tracking code, consignment status and available stock', async () => {
    const byId = '{ orders(perPage: 5, sortBy: ID, desc: false) { rows { id } } }';
    const first = (await filtering.query(byId)).body.data.orders.rows as Array<{ id: string }>;
    // Codes the REST API's writes would trim away (blank ones) and look-alikes of white space that trim() keeps.
    const codes = ['   ', '\u3000\t', '\u200b', ' JP 7 ', '\u0085'];
    for (const [index, code] of codes.entries())
      await inBoth('UPDATE orders SET tracking_code = $1 WHERE id = $2', [code, Number(first[index]!.id)]);
    const tracked = (row: any) => (row.trackingCode ?? '').trim() !== '';
    const orders: ListCase = {
      field: 'orders',
      path: '/orders',
      filters: '$filter: OrderFilter',
      sortBy: 'OrderSortField TOTAL',
      selection: 'id trackingCode shipmentStatus',
    };
    const everyOrder = (await sameAnswers(orders, {})).rows;
    for (const filter of [
      { hasTrackingCode: true },
      { hasTrackingCode: false },
      { hasTrackingCode: false, shipmentStatus: 'LABEL_PRINTED' },
    ]) {
      const found = await sameAnswers(orders, { filter });
      const expected = everyOrder.filter(
        (row) =>
          tracked(row) === filter.hasTrackingCode &&
          (filter.shipmentStatus ?? row.shipmentStatus) === row.shipmentStatus,
      );
      expect(found.rows, JSON.stringify(filter)).toEqual(expected);
      expect(found.totalCount).toBe(expected.length);
      expect(found.totalCount).toBeGreaterThan(0);
    }

    const stockist: ListCase = {
      field: 'consignmentOrders',
      path: '/orders',
      filters: '$filter: ConsignmentOrderFilter',
      sortBy: 'OrderSortField TOTAL',
      selection: 'id consignmentStatus',
    };
    const everyStockistOrder = (await sameAnswers(stockist, {})).rows;
    for (const status of ['PENDING', 'ON_PROCESS', 'DONE']) {
      const found = await sameAnswers(stockist, { filter: { status } });
      expect(found.rows, status).toEqual(everyStockistOrder.filter((row) => row.consignmentStatus === status));
      expect(found.totalCount).toBe(found.rows.length);
      expect(found.totalCount).toBeGreaterThan(0);
    }

    const stock: ListCase = {
      field: 'stockCounts',
      path: '/inventory/stock/count',
      filters: '$availableBelow: Int',
      sortBy: 'StockCountSortField CURRENT_STOCK',
      selection: 'productId warehouseId currentStock pendingStock',
    };
    const everyCount = (await sameAnswers(stock, {})).rows;
    const available = everyCount.map((row) => row.currentStock - row.pendingStock);
    // Below every figure, at one that rows hold (those rows left out), past every figure.
    for (const availableBelow of [Math.min(...available), available[0]!, Math.max(...available) + 1]) {
      const found = await sameAnswers(stock, { availableBelow });
      const expected = everyCount.filter((_, index) => available[index]! < availableBelow);
      expect(found.rows, String(availableBelow)).toEqual(expected);
      expect(found.totalCount).toBe(expected.length);
    }
  });

  it("stock counts: one product's, as a stock correction reads it before it writes", async () => {
    // The count typed is the stock shown: nothing is written, and the answer holds the row the correction read.
    const correct = `mutation ($input: StockCorrectionInput!) {
      correctStock(input: $input) { stockCount { productId warehouseId currentStock pendingStock } adjustment { id } } }`;
    const counts = await filtering.query(
      '{ stockCounts(perPage: 5, sortBy: ITEM, desc: false) { rows { productId warehouseId currentStock } } }',
    );
    const rows: Array<{ productId: string; warehouseId: string; currentStock: number }> =
      counts.body.data.stockCounts.rows;
    expect(rows).not.toEqual([]);
    for (const { productId, warehouseId, currentStock } of rows) {
      const input = { productId, warehouseId, realStock: currentStock, expectedCurrentStock: currentStock };
      const expected = await filtering.query(correct, { input });
      expect(expected.body.errors, productId).toBeUndefined();
      expect((await ignoring.query(correct, { input })).body, productId).toEqual(expected.body);
    }
  });

  it("cities: a province's, from the one list of every city", async () => {
    const query = '{ provinces { id cities { id name type provinceId } } }';
    const [expected, answered] = await Promise.all([filtering.query(query), ignoring.query(query)]);
    expect(answered.body).toEqual(expected.body);
    const provinces = expected.body.data.provinces;
    expect(provinces.every((p: any) => p.cities.every((city: any) => city.provinceId === p.id))).toBe(true);
    const cities = await ignoring.query('{ cities(provinceId: "31") { id } }');
    expect(cities.body.data.cities).toEqual(
      provinces.find((p: any) => p.id === '31').cities.map(({ id }: any) => ({ id })),
    );
    expect(ignoring.calls.filter((call) => call.startsWith('GET /cities?'))).toEqual([]);
  });
});

describe('where the gateway filters a list itself', () => {
  it('pages and counts the rows it keeps, in the REST API’s order', async () => {
    await inBoth(
      `INSERT INTO newsletter_subscribers (email, created_at)
       SELECT 'halaman' || i || '@contoh.co.id', now() - make_interval(days => 400 + i) FROM generate_series(1, 7) AS i`,
    );
    const page = (number: number) =>
      ignoring.query(
        `{ newsletterSubscribers(search: "HALAMAN", page: ${number}, perPage: 3, sortBy: CREATED_AT, desc: true) { totalCount rows { email } } }`,
      );
    const emails = async (number: number) => (await page(number)).body.data.newsletterSubscribers;
    expect(await emails(1)).toEqual({
      totalCount: 7,
      rows: [1, 2, 3].map((i) => ({ email: `halaman${i}@contoh.co.id` })),
    });
    expect(await emails(3)).toEqual({ totalCount: 7, rows: [{ email: 'halaman7@contoh.co.id' }] });
    expect(await emails(4)).toEqual({ totalCount: 7, rows: [] });
  });

  it('reads a list past 1,000 rows whole, and refuses one past WHOLE_LIST_MAX_ROWS on the filter; the CSV export the same', async () => {
    await inBoth(
      `INSERT INTO newsletter_subscribers (email) SELECT 'seribu' || i || '@contoh.co.id' FROM generate_series(1, $1::int) AS i`,
      [ALL_ROWS_ESTIMATE + 1],
    );
    const query = '{ newsletterSubscribers(search: "seribu1", perPage: -1) { totalCount rows { email } } }';
    const before = ignoring.calls.length;
    const [expected, answered] = await Promise.all([filtering.query(query), ignoring.query(query)]);
    // seribu1, seribu10…19, 100…199, 1000 and 1001: on both pages of the list.
    expect(expected.body.data.newsletterSubscribers.totalCount).toBe(113);
    expect(answered.body).toEqual(expected.body);
    const total = (await ignoring.query('{ newsletterSubscribers(perPage: 1) { totalCount } }')).body.data
      .newsletterSubscribers.totalCount as number;
    expect(ignoring.calls.slice(before, before + 2).sort()).toEqual(
      [1, 2].map((page) => `GET /newsletter_subscribers?page=${page}&per_page=1000&orderby=createdAt&desc=true`),
    );

    const bounded = await startGateway(
      testGatewayConfig({ restApiUrl: ignoring.api.url, wholeListMaxRows: ALL_ROWS_ESTIMATE }),
      createLogger('silent'),
    );
    try {
      const cookie = await loginCookie(bounded.url);
      const refused = await graphql(bounded.url, query, {}, { cookie });
      const message =
        `Search cannot be applied: this REST API cannot filter the newsletter subscriber list, which has ` +
        `${total.toLocaleString('en-US')} rows, more than the gateway filters itself (1,000): clear Search`;
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors![0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', field: 'search', fields: [{ field: 'search', message }] },
      });

      const csv = new URLSearchParams({
        args: JSON.stringify({ search: 'seribu' }),
        columns: JSON.stringify([{ label: 'E-mail', path: 'email' }]),
      });
      const response = await fetch(`${bounded.url}/export/newsletterSubscribers.csv?${csv}`, { headers: { cookie } });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    } finally {
      await bounded.close();
    }
  });
});

describe('the query parameters declared beyond the spec', () => {
  /** Those a stack's REST API was sent over this file, by list. */
  function sent({ calls }: ProfileStack) {
    const found: Record<string, string[]> = {};
    for (const call of calls) {
      const url = new URL(call.slice(call.indexOf(' ') + 1), 'http://x');
      const declared: readonly string[] = REST_QUERY_EXTENSIONS[url.pathname as ExtendedList] ?? [];
      for (const name of declared.filter((name) => url.searchParams.has(name)))
        found[url.pathname] = [...new Set([...(found[url.pathname] ?? []), name])].sort();
    }
    return found;
  }

  it('were each compared above through the REST API’s SQL and the gateway’s predicate, or are never sent', () => {
    // The gateway reads no retailer customer lookup, and picks a province's cities itself (the cities case).
    const neverSent: string[] = ['/retailer_locations/all/customers', '/cities'];
    const compared = Object.entries(REST_QUERY_EXTENSIONS)
      .filter(([path]) => !neverSent.includes(path))
      .map(([path, names]) => [path, [...names].sort()]);
    expect(sent(filtering)).toEqual(Object.fromEntries(compared));
    expect(sent(ignoring)).toEqual({});
  });
});
