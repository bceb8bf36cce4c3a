import { describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { Locks } from '../src/core/locks';
import { SharedCache } from '../src/core/sharedCache';
import { redisForTestFile } from './throwawayRedis';

/**
 * The fill of a shared cache's value across replicas, over a real redis-server: each replica's cache on its own
 * client, as each gateway has. Locks live 300 ms past their last renewal here, so a wait outlives many of them.
 */
const redisServer = redisForTestFile('the shared fill tests');

const LOCK_TTL_MS = 300;

async function replica() {
  const client = await redisServer.client();
  const locks = new Locks(client, { ttlMs: LOCK_TTL_MS, waitMs: testLimits.waitMs });
  const cache = new SharedCache({ name: 'reference', ttlMs: 60_000, max: 10, redis: client, locks });
  return { client, cache: cache.forRequest(async () => undefined) };
}

describe.runIf(redisServer.installed)('a shared value filled across replicas', () => {
  it('is loaded once while its filler lives, however long the load takes', async () => {
    const [a, b] = [await replica(), await replica()];
    const renewals = vi.spyOn(a.client, 'eval');
    let loads = 0;
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const fromA = a.cache.get('provinces', async () => {
      loads++;
      await finished;
      return { filledBy: 'a' };
    });
    await vi.waitFor(() => expect(loads).toBe(1), { timeout: testLimits.waitMs });
    const fromB = b.cache.get('provinces', async () => {
      loads++;
      return { filledBy: 'b' };
    });
    // A's lock outlives a dozen of its lifetimes, and any fixed wait for it (3 s, once): B still only waits.
    await vi.waitFor(() => expect(renewals.mock.calls.length).toBeGreaterThanOrEqual(35), {
      timeout: testLimits.waitMs,
    });
    expect(loads).toBe(1);
    finish();
    expect(await Promise.all([fromA, fromB])).toEqual([{ filledBy: 'a' }, { filledBy: 'a' }]);
    expect(loads).toBe(1);
  });

  it('is loaded by a waiting replica once the filler has died', async () => {
    const b = await replica();
    // A holder that died mid-fill: its lock is never renewed, and nothing was kept.
    await b.client.set('lock:reference-fill:cities', 'a dead holder', 'PX', LOCK_TTL_MS);
    let loads = 0;
    const value = await b.cache.get('cities', async () => {
      loads++;
      return { filledBy: 'b' };
    });
    expect(value).toEqual({ filledBy: 'b' });
    expect(loads).toBe(1);
    expect(JSON.parse((await b.client.get('reference:cities'))!)).toEqual({ filledBy: 'b' });
  });
});
