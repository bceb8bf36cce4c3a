/**
 * Run by src/core/responseCache.test.ts in a process of its own (`node --expose-gc --import tsx`): how much heap
 * KeptAnswers holds when offered twice what RESPONSE_CACHE_MB allows. Measured in the test's worker, the heap also
 * held what earlier test files left (its files share it), and V8 let some of that go between the two readings, so
 * the growth once came out negative; a fresh process holds nothing else. Prints one JSON line.
 */
import { createHash } from 'node:crypto';

import { buildSchema, executeSync, parse } from 'graphql';

import { KeptAnswers } from '../src/core/responseCache';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with --expose-gc');

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
  return executeSync({ schema: ORDERS_SCHEMA, document: ORDERS, rootValue: { orders }, variableValues: { page, rows } })
    .data!;
}

const maxBytes = Number(process.argv[2]);
const writes = { epoch: 'e', count: 0 };
// One answer built first, so that the code building them is compiled before the first reading.
answer(0, 1);
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
const heapBytes = process.memoryUsage().heapUsed - before;
console.log(JSON.stringify({ keptBytes: kept.bytes, heapBytes, firstKept: kept.get(key(0), writes) !== undefined }));
