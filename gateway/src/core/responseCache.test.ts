import { createHash } from 'node:crypto';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { buildSchema, executeSync, type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { isWrite, KeptAnswers } from './responseCache';

const operation = (text: string) => parse(text).definitions[0] as OperationDefinitionNode;

describe('isWrite', () => {
  const save = operation('mutation { setWarehouseActive(id: "3", active: false) { id } }');
  const login = operation('mutation { login(email: "a@b.c", password: "x") { expiresAt } }');

  it('counts any mutation run with a session, whatever its outcome', () => {
    expect(isWrite(save, true, false)).toBe(true);
    expect(isWrite(save, true, true)).toBe(true);
  });

  it('counts a login that signed in, not one refused nor anything else sent without a session', () => {
    expect(isWrite(login, false, false)).toBe(true);
    expect(isWrite(login, false, true)).toBe(false);
    expect(isWrite(login, true, true), 'a stale cookie makes a refused login no write').toBe(false);
    expect(isWrite(save, false, true), 'refused without a session before it ran').toBe(false);
    expect(isWrite(operation('mutation { __typename }'), false, false)).toBe(false);
  });
});

/**
 * V8's `gc()` (which Node hides unless started with --expose-gc), run until the heap stops shrinking: the worker's
 * test files share the heap (isolate: false), and what they left (closed servers' buffers, bytecode V8 flushes only
 * after several collections) can take more than one collection to go, which once made the measured growth negative.
 */
function collectGarbage(): () => void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  return () => {
    for (let round = 0, used = Infinity; round < 10; round++) {
      gc();
      const now = process.memoryUsage().heapUsed;
      if (used - now < 256 * 1024) return;
      used = now;
    }
  };
}

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
/** A key as the cache makes them: session, query hash, operation, variables. */
const key = (page: number) => [hex(`session ${page % 50}`), hex('Orders'), 'Orders', `{"page":${page}}`].join('\0');

const ORDERS_SCHEMA = buildSchema(`
  type Query { orders(page: Int!, rows: Int!): OrderPage! }
  type OrderPage { totalCount: Int! items: [Order!]! }
  type Order { id: ID! number: String! customer: Customer! total: Float! paid: Boolean! note: String createdAt: String! }
  type Customer { id: ID! name: String! }
`);
const ORDERS = parse(
  'query Orders($page: Int!, $rows: Int!) { orders(page: $page, rows: $rows) { totalCount items { id number customer { id name } total paid note createdAt } } }',
);

/**
 * An answer as screens get them: a page of `rows` orders, some text beyond Latin-1 (’, —, 日本), built by
 * graphql-js as the gateway's are (objects without a prototype, which take the heap several times their JSON).
 */
function answer(page: number, rows: number): Record<string, unknown> {
  const orders = () => ({
    totalCount: 1_000 + page,
    items: Array.from({ length: rows }, (_, row) => ({
      id: String(page * 1_000 + row),
      number: `SO-${page}-${row}`,
      customer: { id: String(row), name: row % 7 ? `Toko Sumber Rejeki ${page}` : `Dapur Ibu’s — 日本 ${page}` },
      total: (page * 997 + row) / 100,
      paid: row % 2 === 0,
      note: row % 3 ? null : `Kirim sebelum jam 10 pagi, gudang ${row}`,
      createdAt: new Date(1_700_000_000_000 + page * 60_000).toISOString(),
    })),
  });
  const result = executeSync({
    schema: ORDERS_SCHEMA,
    document: ORDERS,
    rootValue: { orders },
    variableValues: { page, rows },
  });
  return result.data!;
}

describe('KeptAnswers', () => {
  it('keeps answers within 1.5× the heap RESPONSE_CACHE_MB allows, and uses at least half of it', () => {
    const gc = collectGarbage();
    const maxBytes = 16_000_000;
    const writes = { epoch: 'e', count: 0 };
    gc();
    const before = process.memoryUsage().heapUsed;
    const kept = new KeptAnswers(60_000, maxBytes);
    // Twice what fits, so the cache is full and has let the oldest go; most answers are short, some long.
    for (let page = 0, offered = 0; offered < 2 * maxBytes; page++) {
      const data = answer(page, [1, 1, 2, 5, 20, 100][page % 6]!);
      offered += JSON.stringify(data).length;
      kept.set(key(page), data, writes);
    }
    gc();
    const heap = process.memoryUsage().heapUsed - before;
    expect(kept.bytes).toBeLessThanOrEqual(maxBytes);
    expect(heap).toBeLessThanOrEqual(1.5 * maxBytes);
    expect(heap).toBeGreaterThanOrEqual(0.5 * maxBytes);
    // Keeps `kept` alive until measured.
    expect(kept.get(key(0), writes), 'the first answer went first').toBeUndefined();
  });

  it('serves an answer only at the count of writes it was kept at', () => {
    const kept = new KeptAnswers(60_000, 1_000_000);
    kept.set('k', answer(1, 2), { epoch: 'e', count: 2 });
    expect(kept.get('k', { epoch: 'e', count: 2 })).toEqual(answer(1, 2));
    expect(kept.get('k', { epoch: 'e', count: 3 })).toBeUndefined();
    expect(kept.get('k', { epoch: 'f', count: 2 }), 'the same count in a new epoch is another one').toBeUndefined();
  });
});
