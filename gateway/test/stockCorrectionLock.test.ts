import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningRestApi } from '@backoffice/rest-api';
import { startTestRestApi } from '@backoffice/rest-api/testing';

import { createLogger } from '../src/core/logger';
import { todayInJakarta } from '../src/core/today';
import { type Gateway, startGateway } from '../src/server';
import { graphql, loginCookie, restLoginToken, testGatewayConfig } from './harness';
import { redisServerInstalled, throwawayRedis } from './throwawayRedis';

/**
 * Stock corrections over the spec's API, which has no `expected_stock` check: two gateways (as two replicas)
 * sharing a real redis-server serialise the corrections of one product at one warehouse between them
 * (core/locks.ts), so no correction is computed from a stock another one is changing.
 */
const hasRedis = redisServerInstalled('the lock tests');

let redis: Awaited<ReturnType<typeof throwawayRedis>>;
let client: Redis;
let api: RunningRestApi;
let token = '';
const gateways: Array<{ gateway: Gateway; cookie: string }> = [];

beforeAll(async () => {
  if (!hasRedis) return;
  redis = await throwawayRedis();
  client = new Redis(redis.url, { maxRetriesPerRequest: 0, lazyConnect: true });
  // The last test stops Redis: this client's lost connection is expected there.
  client.on('error', () => undefined);
  await client.connect();
  api = await startTestRestApi({ profile: 'spec' });
  token = await restLoginToken(api.url);
  for (let replica = 0; replica < 2; replica++) {
    const gateway = await startGateway(
      testGatewayConfig({ restApiUrl: api.url, redisUrl: redis.url }),
      createLogger('silent'),
    );
    gateways.push({ gateway, cookie: await loginCookie(gateway.url) });
  }
});
afterAll(async () => {
  for (const { gateway } of gateways) await gateway.close();
  await api?.close();
  client?.disconnect();
  await redis?.stop();
});

const CORRECT = `mutation ($input: StockCorrectionInput!) {
  correctStock(input: $input) { stockCount { currentStock } adjustment { id } }
}`;

interface Pair {
  productId: string;
  warehouseId: string;
}

const correct = (replica: number, pair: Pair, realStock: number, expectedCurrentStock = 30) => {
  const { gateway, cookie } = gateways[replica % gateways.length]!;
  return graphql(gateway.url, CORRECT, { input: { ...pair, realStock, expectedCurrentStock } }, { cookie });
};

async function rest(method: string, path: string, body?: unknown): Promise<any> {
  const response = await fetch(api.url + path, {
    method,
    headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json();
}

/** A product and warehouse nothing moved yet, then holding 30 from one purchase. */
let nextWarehouse = 1;
async function pairHolding30(): Promise<Pair> {
  const warehouseId = String(nextWarehouse++);
  const { StockCounts } = await rest(
    'GET',
    `/inventory/stock/count?filter_date=2099-12-31&warehouse=${warehouseId}&per_page=-1`,
  );
  const used = new Set(StockCounts.rows.map((row: { ItemId: number }) => String(row.ItemId)));
  const productId = ['1', '2', '3', '4', '5', '6', '7', '8'].find((id) => !used.has(id))!;
  await rest('POST', '/internal_transfer', {
    type: 'purchases',
    from_date: todayInJakarta(),
    to_date: todayInJakarta(),
    ShipToLocationId: Number(warehouseId),
    DeliveryMethodId: 1,
    status: 1,
    items: JSON.stringify([{ ItemId: Number(productId), qty: 30 }]),
  });
  expect(await stockOf({ productId, warehouseId })).toBe(30);
  return { productId, warehouseId };
}

async function stockOf({ productId, warehouseId }: Pair): Promise<number> {
  const { StockCounts } = await rest(
    'GET',
    `/inventory/stock/count?filter_date=${todayInJakarta()}&warehouse=${warehouseId}&per_page=-1`,
  );
  return StockCounts.rows.find((row: { ItemId: number }) => String(row.ItemId) === productId)?.CurrentStock ?? 0;
}

async function adjustmentsOf({ productId, warehouseId }: Pair) {
  const [row] = await api.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM internal_transfers t JOIN internal_transfer_lines l ON l.internal_transfer_id = t.id
     WHERE t.type = 'adjustment' AND t.ship_from_location_id = $1 AND l.item_id = $2`,
    [Number(warehouseId), Number(productId)],
  );
  return row!.n;
}

const lockKey = ({ productId, warehouseId }: Pair) => `lock:stock-correction:${productId}:${warehouseId}`;

describe.runIf(hasRedis)('stock corrections through two gateways sharing Redis, over the spec’s API', () => {
  it('six different counts at once: one is written, the others are told its figure, and no update is lost', async () => {
    const pair = await pairHolding30();
    const counts = [21, 22, 23, 24, 25, 26];
    const answers = await Promise.all(counts.map((count, index) => correct(index, pair, count)));
    const won = answers.filter(({ body }) => !body.errors);
    expect(won).toHaveLength(1);
    const winner = won[0]!.body.data.correctStock.stockCount.currentStock as number;
    expect(counts).toContain(winner);
    for (const { body } of answers.filter(({ body }) => body.errors))
      expect(body.errors![0]!.extensions).toMatchObject({
        code: 'CONFLICT',
        field: 'expectedCurrentStock',
        currentStock: winner,
      });
    expect(await adjustmentsOf(pair)).toBe(1);
    expect(await stockOf(pair)).toBe(winner);
  });

  it('six saves of one count at once: one adjustment, and all succeed with the count', async () => {
    const pair = await pairHolding30();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => correct(index, pair, 27)));
    expect(answers.map(({ body }) => body.errors)).toEqual(Array(6).fill(undefined));
    expect(answers.map(({ body }) => body.data.correctStock.stockCount.currentStock)).toEqual(Array(6).fill(27));
    expect(answers.filter(({ body }) => body.data.correctStock.adjustment !== null)).toHaveLength(1);
    expect(await adjustmentsOf(pair)).toBe(1);
    expect(await stockOf(pair)).toBe(27);
  });

  it('a lock left by a gateway that died is taken once it expires', async () => {
    const pair = await pairHolding30();
    await client.set(lockKey(pair), 'a gateway that died', 'PX', 1_500);
    const expiresInMs = await client.pttl(lockKey(pair));
    const started = Date.now();
    const { body } = await correct(0, pair, 28);
    expect(body.errors).toBeUndefined();
    // It waited for the lock rather than ignoring it.
    expect(Date.now() - started).toBeGreaterThanOrEqual(expiresInMs - 10);
    expect(body.data.correctStock.stockCount.currentStock).toBe(28);
    expect(await client.exists(lockKey(pair))).toBe(0);
  });

  it('a lock another holder keeps past the wait: CONFLICT asking to try again, and nothing written', async () => {
    const pair = await pairHolding30();
    await client.set(lockKey(pair), 'a correction still saving', 'PX', 120_000);
    const { body } = await correct(1, pair, 28);
    await client.del(lockKey(pair));
    expect(body.errors![0]).toMatchObject({
      message: 'Another correction of this product at this warehouse is being saved; try again',
      extensions: { code: 'CONFLICT' },
    });
    expect(await adjustmentsOf(pair)).toBe(0);
    expect(await stockOf(pair)).toBe(30);
  });

  it('while Redis is down, each gateway still corrects, locking in its own memory', async () => {
    const pair = await pairHolding30();
    await redis.stop();
    try {
      const { body } = await correct(0, pair, 29);
      expect(body.errors).toBeUndefined();
      expect(body.data.correctStock.stockCount.currentStock).toBe(29);
    } finally {
      await redis.start();
    }
  });
});
