import { makeExecutableSchema } from '@graphql-tools/schema';
import { graphql as execute } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { todayInJakarta } from '@backoffice/schema/rules/businessDay';

import type { GatewayContext } from '../src/core/context';
import { HistoryNotes } from '../src/core/history';
import { FILE_VALUE } from '../src/history/map';
import { HISTORY_NOT_WRITTEN_WARNING, recordHistory } from '../src/history/record';
import { orderInput, promotionInput, sampleInput } from './fixtures';
import { graphql, testStack } from './harness';

const stack = testStack();
const { query } = stack;

const ENTRY = 'id at staffId staffName operation recordType recordId outcome changes { field before after }';
const HISTORY = `query($recordType: HistoryRecordType!, $recordId: ID!, $page: Int! = 1, $perPage: Int! = 10) {
  history(recordType: $recordType, recordId: $recordId, page: $page, perPage: $perPage) {
    totalCount totalCountExact rows { ${ENTRY} }
  }
}`;
const ACTIVITY = `query($staffId: ID, $recordType: HistoryRecordType, $operation: String, $startDate: Date, $endDate: Date,
  $page: Int! = 1, $perPage: Int! = 25) {
  activity(staffId: $staffId, recordType: $recordType, operation: $operation, startDate: $startDate, endDate: $endDate,
    page: $page, perPage: $perPage) { totalCount totalCountExact rows { ${ENTRY} } }
}`;
const CREATE_ORDER = `mutation($input: OrderInput!) { createOrder(input: $input) { id } }`;
const UPDATE_ORDER = `mutation($id: ID!, $input: OrderInput!) { updateOrder(id: $id, input: $input) { id memo } }`;
const SET_STATUS = `mutation($ids: [ID!]!, $shipmentStatus: ShipmentStatus, $paymentStatus: PaymentStatus) {
  setOrdersStatus(ids: $ids, shipmentStatus: $shipmentStatus, paymentStatus: $paymentStatus) {
    okCount refusedCount results { orderId ok error { code } }
  }
}`;
const ME = '{ me { id } }';

type Entry = {
  id: string;
  at: string;
  staffId: string;
  staffName: string;
  operation: string;
  recordType: string;
  recordId: string | null;
  outcome: string;
  changes: Array<{ field: string; before: string | null; after: string | null }>;
};

/** A request with another session's cookie. */
const as = (cookie: string, text: string, variables: Record<string, unknown> = {}) =>
  graphql(stack.gateway.url, text, variables, { cookie });

async function historyOf(recordType: string, recordId: string, cookie = stack.cookie): Promise<Entry[]> {
  const { body } = await as(cookie, HISTORY, { recordType, recordId });
  expect(body.errors).toBeUndefined();
  return body.data.history.rows;
}

async function activityOf(variables: Record<string, unknown>, cookie = stack.cookie) {
  const { body } = await as(cookie, ACTIVITY, variables);
  expect(body.errors).toBeUndefined();
  return body.data.activity as { totalCount: number; totalCountExact: boolean; rows: Entry[] };
}

const adminId = async () => (await query(ME)).body.data.me.id as string;

/** An order's input whose customer's name is kept as typed (the REST API keeps a name's first three words). */
const orderOf = (overrides: Record<string, unknown> = {}) =>
  orderInput({ customer: { ...orderInput().customer, name: 'Siti Nur Aisyah' }, ...overrides });

async function createOrder(overrides: Record<string, unknown> = {}): Promise<string> {
  const { body } = await query(CREATE_ORDER, { input: orderOf(overrides) });
  expect(body.errors).toBeUndefined();
  return body.data.createOrder.id;
}

describe('recording mutations', () => {
  it('records a create with what it set, and an update with only what changed, before → after, newest first', async () => {
    const id = await createOrder({ memo: 'Kirim pagi' });
    const [created] = await historyOf('ORDER', id);
    expect(created).toMatchObject({
      staffId: await adminId(),
      staffName: expect.any(String),
      operation: 'createOrder',
      recordType: 'ORDER',
      recordId: id,
      outcome: 'OK',
    });
    // What the form set, in the schema's words: a new record held nothing before (''), and a field left empty is no
    // change.
    expect(created!.changes).toEqual(
      expect.arrayContaining([
        { field: 'memo', before: '', after: 'Kirim pagi' },
        { field: 'customer.name', before: '', after: 'Siti Nur Aisyah' },
        { field: 'lines.0.quantity', before: '', after: '2' },
        { field: 'lines.1.productId', before: '', after: '2' },
        { field: 'paymentStatus', before: '', after: 'PAYMENT_PENDING' },
      ]),
    );
    expect(created!.changes.some((change) => change.after === null || change.before !== '')).toBe(false);

    // The form sends the whole order again: one line's quantity and the memo changed, the second line removed.
    const input = orderOf({ memo: 'Kirim sore', lines: [{ productId: '1', quantity: 3, unitPrice: 50000 }] });
    const updated = await query(UPDATE_ORDER, { id, input });
    expect(updated.body.errors).toBeUndefined();
    const [latest, first] = await historyOf('ORDER', id);
    expect(first!.id).toBe(created!.id);
    expect(latest).toMatchObject({ operation: 'updateOrder', recordId: id, outcome: 'OK' });
    expect(latest!.changes).toEqual([
      { field: 'memo', before: 'Kirim pagi', after: 'Kirim sore' },
      { field: 'lines.0.quantity', before: '2', after: '3' },
      { field: 'lines.1.productId', before: '2', after: null },
      { field: 'lines.1.quantity', before: '1', after: null },
      // The line's price was the product's (none typed): read with the order, so known before.
      { field: 'lines.1.unitPrice', before: expect.stringMatching(/^\d+$/), after: null },
    ]);
  });

  it('records a bulk action as one entry per order, each with its own outcome and its before', async () => {
    const [first, second] = [await createOrder(), await createOrder()];
    const missing = '999999';
    // A status left null is one not given ("none leaves it"): no change of it is recorded.
    const { body } = await query(SET_STATUS, {
      ids: [first, second, missing, first],
      shipmentStatus: 'CANCELED',
      paymentStatus: null,
    });
    expect(body.data.setOrdersStatus).toMatchObject({ okCount: 2, refusedCount: 1 });
    const { rows } = await activityOf({ operation: 'setOrdersStatus', perPage: 3 });
    expect(rows.map(({ recordId, outcome, changes }) => ({ recordId, outcome, changes })).sort(byRecordId)).toEqual(
      [
        {
          recordId: first,
          outcome: 'OK',
          changes: [{ field: 'shipmentStatus', before: 'PROCESSED', after: 'CANCELED' }],
        },
        {
          recordId: second,
          outcome: 'OK',
          changes: [{ field: 'shipmentStatus', before: 'PROCESSED', after: 'CANCELED' }],
        },
        { recordId: missing, outcome: 'NOT_FOUND', changes: [] },
      ].sort(byRecordId),
    );
  });

  it('records a refused mutation with its code, and a failed one with no changes', async () => {
    const warehouse = await stack.staffSession('WAREHOUSE');
    const id = await createOrder();
    const refused = await as(warehouse.cookie, UPDATE_ORDER, { id, input: orderOf() });
    expect(refused.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const [entry] = await historyOf('ORDER', id);
    expect(entry).toMatchObject({
      staffId: warehouse.id,
      operation: 'updateOrder',
      recordId: id,
      outcome: 'FORBIDDEN',
      changes: [],
    });

    // A bulk action refused as a whole: one entry per order it named.
    const other = await createOrder();
    const bulk = await as(warehouse.cookie, SET_STATUS, { ids: [id, other], paymentStatus: 'PAYMENT_SUCCESS' });
    expect(bulk.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    const { rows } = await activityOf({ staffId: warehouse.id, operation: 'setOrdersStatus' });
    expect(rows.map(({ recordId, outcome }) => ({ recordId, outcome })).sort(byRecordId)).toEqual(
      [
        { recordId: id, outcome: 'FORBIDDEN' },
        { recordId: other, outcome: 'FORBIDDEN' },
      ].sort(byRecordId),
    );

    const invalid = await query(UPDATE_ORDER, { id, input: orderOf({ lines: [] }) });
    expect(invalid.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const [failed] = await historyOf('ORDER', id);
    expect(failed).toMatchObject({ operation: 'updateOrder', outcome: 'BAD_USER_INPUT', changes: [] });

    // An id the id rule refuses names no record: the entry has none.
    const badId = await query(UPDATE_ORDER, { id: 'abc', input: orderOf() });
    expect(badId.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    const [latest] = (await activityOf({ operation: 'updateOrder', perPage: 1 })).rows;
    expect(latest).toMatchObject({ recordId: null, outcome: 'BAD_USER_INPUT' });
  });

  it('records a sign-in under its member, never the password; an anonymous failed login records nothing', async () => {
    const sales = await stack.staffSession('SALES');
    const { rows } = await activityOf({ staffId: sales.id, recordType: 'SESSION' });
    expect(rows).toEqual([
      expect.objectContaining({ operation: 'login', recordId: sales.id, outcome: 'OK', changes: [] }),
    ]);
    const before = (await activityOf({ recordType: 'SESSION', perPage: -1 })).totalCount;
    const wrong = await graphql(
      stack.gateway.url,
      `mutation { login(email: "${sales.email}", password: "wrong-pass-1") { expiresAt } }`,
    );
    expect(wrong.body.errors).toBeDefined();
    expect((await activityOf({ recordType: 'SESSION', perPage: -1 })).totalCount).toBe(before);
    const everything = JSON.stringify((await activityOf({ perPage: -1 })).rows);
    expect(everything).not.toContain('staff12345');
    expect(everything).not.toContain('wrong-pass-1');
    expect(everything).not.toMatch(/"field":"[^"]*(password|token)/i);
  });

  it('records the before a resolver read: a tester status and a stock correction', async () => {
    const sample = await query(`mutation($input: SampleInput!) { createSample(input: $input) { id } }`, {
      input: sampleInput({ purpose: 'TESTER', memo: null, lines: [{ productId: '1', quantity: 1 }] }),
    });
    expect(sample.body.errors).toBeUndefined();
    const testerId = sample.body.data.createSample.id;
    const decided = await query(`mutation($id: ID!) { setTesterStatus(id: $id, status: ACCEPTED) { message } }`, {
      id: testerId,
    });
    expect(decided.body.errors).toBeUndefined();
    const [tester] = await historyOf('TESTER', testerId);
    expect(tester).toMatchObject({
      operation: 'setTesterStatus',
      outcome: 'OK',
      changes: [{ field: 'status', before: 'PENDING', after: 'ACCEPTED' }],
    });

    const counts = await query(
      `{ stockCounts(perPage: 1, sortBy: CURRENT_STOCK, desc: true) { rows { productId warehouseId currentStock } } }`,
    );
    const [row] = counts.body.data.stockCounts.rows;
    const corrected = await query(
      `mutation($input: StockCorrectionInput!) { correctStock(input: $input) { stockCount { currentStock } } }`,
      {
        input: {
          productId: row.productId,
          warehouseId: row.warehouseId,
          realStock: row.currentStock - 1,
          expectedCurrentStock: row.currentStock,
        },
      },
    );
    expect(corrected.body.errors).toBeUndefined();
    // A stock count is one product's in one warehouse: `<productId>:<warehouseId>`, as the Stock Tracker asks for it.
    const countId = `${row.productId}:${row.warehouseId}`;
    const [stock] = await historyOf('STOCK_COUNT', countId);
    expect(stock).toMatchObject({
      operation: 'correctStock',
      recordId: countId,
      changes: [{ field: 'realStock', before: String(row.currentStock), after: String(row.currentStock - 1) }],
    });
    for (const recordId of ['abc', '1:2:3', '0:1', `${row.productId}:`]) {
      const { body } = await query(HISTORY, { recordType: 'STOCK_COUNT', recordId });
      expect(body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'recordId' });
    }
  });

  it('records an uploaded file by its name, never its bytes', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const { body } = await stack.upload(
      `mutation($input: PromotionInput!, $image: Upload) { createPromotion(input: $input, image: $image) { id } }`,
      {
        input: promotionInput({
          name: 'Promo Riwayat',
          code: 'RIWAYAT15',
          description: null,
          termsAndConditions: null,
          usedQuota: 0,
        }),
        image: null,
      },
      { image: { bytes: png, type: 'image/png', name: 'banner.png' } },
    );
    expect(body.errors).toBeUndefined();
    const [entry] = await historyOf('PROMOTION', body.data.createPromotion.id);
    expect(entry!.changes).toContainEqual({ field: 'image', before: '', after: 'banner.png' });
    expect(JSON.stringify(entry)).not.toContain('PNG');
  });
});

const byRecordId = (a: { recordId: string | null }, b: { recordId: string | null }) =>
  String(a.recordId).localeCompare(String(b.recordId));

describe('reading the history', () => {
  it('gives a record history to whoever may read its kind of record, and refuses others', async () => {
    const id = await createOrder();
    const sales = await stack.staffSession('SALES');
    expect((await historyOf('ORDER', id, sales.cookie))[0]).toMatchObject({ operation: 'createOrder' });
    const content = await stack.staffSession('CONTENT');
    const refused = await as(content.cookie, HISTORY, { recordType: 'ORDER', recordId: id });
    expect(refused.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    // Presets and sign-ins have no area: only an admin reads them by record.
    const session = await as(sales.cookie, HISTORY, { recordType: 'SESSION', recordId: sales.id });
    expect(session.body.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    expect(await historyOf('SESSION', sales.id)).toEqual([expect.objectContaining({ operation: 'login' })]);
  });

  it("shows an admin everyone's activity, filtered, and anyone else only their own", async () => {
    const sales = await stack.staffSession('SALES');
    const id = await createOrder();
    const own = await as(sales.cookie, UPDATE_ORDER, { id, input: orderOf({ memo: 'Oleh sales' }) });
    expect(own.body.errors).toBeUndefined();

    const mine = await activityOf({}, sales.cookie);
    expect(mine.rows.map((entry) => entry.staffId)).toEqual(mine.rows.map(() => sales.id));
    expect(mine.rows.map((entry) => entry.operation)).toEqual(['updateOrder', 'login']);
    expect((await activityOf({ staffId: sales.id }, sales.cookie)).totalCount).toBe(2);
    const others = await as(sales.cookie, ACTIVITY, { staffId: await adminId() });
    expect(others.body.errors![0]!.extensions).toMatchObject({ code: 'FORBIDDEN', field: 'staffId' });

    // The admin's filters: staff, kind of record, operation and Jakarta days.
    const theirs = await activityOf({ staffId: sales.id, recordType: 'ORDER' });
    expect(theirs.rows).toEqual([expect.objectContaining({ operation: 'updateOrder', recordId: id })]);
    expect((await activityOf({ staffId: sales.id, operation: 'login' })).rows).toHaveLength(1);
    const today = todayInJakarta();
    expect((await activityOf({ staffId: sales.id, startDate: today, endDate: today })).totalCount).toBe(2);
    expect((await activityOf({ staffId: sales.id, endDate: '2020-01-01' })).totalCount).toBe(0);
    const all = await activityOf({ perPage: -1 });
    expect(all.totalCountExact).toBe(true);
    expect(all.rows.length).toBe(all.totalCount);
    const times = all.rows.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());

    const unknown = await query(ACTIVITY, { operation: 'dropTables' });
    expect(unknown.body.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'operation' });
  });

  it('exports the Activity screen as CSV with its filters', async () => {
    const sales = await stack.staffSession('SALES');
    const columns = [
      { label: 'Operation', path: 'operation' },
      { label: 'Record', path: 'recordId' },
      { label: 'Outcome', path: 'outcome' },
    ];
    const url = `${stack.gateway.url}/export/activity.csv?${new URLSearchParams({
      args: JSON.stringify({ staffId: sales.id }),
      columns: JSON.stringify(columns),
    })}`;
    const response = await fetch(url, { headers: { cookie: stack.cookie } });
    expect(response.status).toBe(200);
    expect((await response.text()).split('\r\n').filter(Boolean)).toEqual([
      'Operation,Record,Outcome',
      `login,${sales.id},OK`,
    ]);
    // Someone else's activity is an admin's to export, as to see.
    const theirs = `${stack.gateway.url}/export/activity.csv?${new URLSearchParams({
      args: JSON.stringify({ staffId: await adminId() }),
      columns: JSON.stringify(columns),
    })}`;
    expect((await fetch(theirs, { headers: { cookie: sales.cookie } })).status).toBe(403);
  });
});

describe('a store that fails after the change was saved', () => {
  it('answers the saved change with a warning, logs it without values and counts it', async () => {
    const schema = recordHistory(
      makeExecutableSchema({
        typeDefs: 'type Query { ok: Boolean } type Mutation { setLowStockThreshold(threshold: Int!): Int! }',
        resolvers: {
          Mutation: { setLowStockThreshold: (_parent: unknown, args: { threshold: number }) => args.threshold },
        },
      }),
    );
    const warnings: string[] = [];
    const logged = vi.fn();
    const failed = vi.fn();
    const context = {
      staff: async () => ({ id: 7, name: 'Kasir', email: 'kasir@example.com', role: 'ADMIN', active: true }),
      history: new HistoryNotes(),
      store: { query: () => Promise.reject(Object.assign(new Error('secret value 1234'), { code: '53300' })) },
      metrics: { historyWriteFailed: failed },
      logger: { error: logged },
      warn: (message: string) => warnings.push(message),
    } as unknown as GatewayContext;
    const result = await execute({
      schema,
      source: 'mutation { setLowStockThreshold(threshold: 1234) }',
      contextValue: context,
    });
    expect(result).toEqual({ data: { setLowStockThreshold: 1234 } });
    expect(warnings).toEqual([HISTORY_NOT_WRITTEN_WARNING]);
    expect(failed).toHaveBeenCalledTimes(1);
    expect(JSON.stringify(logged.mock.calls)).not.toContain('1234');
    expect(FILE_VALUE).toBe('(file)');
  });
});
