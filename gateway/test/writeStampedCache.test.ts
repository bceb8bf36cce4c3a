import { describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { Locks } from '../src/core/locks';
import { WriteCounter } from '../src/core/writeCount';
import { WriteStampedCache } from '../src/core/writeStampedCache';
import { redisForTestFile } from './throwawayRedis';

/**
 * Values shared by every session until a write (core/writeStampedCache.ts): in one replica, and across two replicas
 * over a real redis-server, each with its own client, counter and cache, as each gateway has.
 */
const redisServer = redisForTestFile('the write-stamped cache tests');

const accepted = async () => undefined;

function replica(redis?: Awaited<ReturnType<typeof redisServer.client>>, ttlMs = 60_000) {
  const writes = new WriteCounter(redis);
  const cache = new WriteStampedCache({
    name: 'whole-list',
    ttlMs,
    maxBytes: 1_000_000,
    redis,
    locks: new Locks(redis),
  });
  /** A request of its own, with the count of writes where it stands when the request first asks. */
  const request = (checkSession = accepted) => {
    let atStart: ReturnType<WriteCounter['now']> | undefined;
    return cache.forRequest(checkSession, () => (atStart ??= writes.now()));
  };
  return { writes, request };
}

/** A load that answers its call number, so a test sees which read a value came from. */
const counting = () => {
  let calls = 0;
  return vi.fn(async () => ({ read: ++calls }));
};

describe('WriteStampedCache in one replica', () => {
  it('serves one read to every later request, until a write through the gateway', async () => {
    const { writes, request } = replica();
    const load = counting();
    const first = await request().get('/newsletter_subscribers?', load);
    expect(first.value).toEqual({ read: 1 });
    expect(Date.parse(first.keptAt)).toBeLessThanOrEqual(Date.now());
    expect(await request().get('/newsletter_subscribers?', load)).toEqual(first);
    expect(load).toHaveBeenCalledOnce();

    await writes.add();
    expect((await request().get('/newsletter_subscribers?', load)).value).toEqual({ read: 2 });
  });

  it('reads a value once for concurrent requests, and keeps no failed read', async () => {
    const { request } = replica();
    const load = counting();
    const values = await Promise.all([1, 2, 3].map(() => request().get('k', load)));
    expect(values.map((kept) => kept.value)).toEqual([{ read: 1 }, { read: 1 }, { read: 1 }]);

    const failing = vi.fn(async () => {
      throw new Error('upstream down');
    });
    await expect(request().get('other', failing)).rejects.toThrow('upstream down');
    expect((await request().get('other', load)).value).toEqual({ read: 2 });
  });

  it('serves nothing to a request whose session the REST API refuses', async () => {
    const { request } = replica();
    await request().get('k', counting());
    const refused = async () => {
      throw new Error('Please log in to continue.');
    };
    await expect(request(refused).get('k', counting())).rejects.toThrow('Please log in');
  });

  it('with a TTL of 0 keeps nothing: each request reads what it asks for', async () => {
    const { request } = replica(undefined, 0);
    const load = counting();
    await request().get('k', load);
    expect((await request().get('k', load)).value).toEqual({ read: 2 });
  });

  it('never keeps a value past a write made while it was read', async () => {
    const { writes, request } = replica();
    let finish!: () => void;
    const slow = vi.fn(async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return { read: 'before the write' };
    });
    const reading = request().get('k', slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalled(), { timeout: testLimits.waitMs });
    await writes.add();
    finish();
    expect((await reading).value).toEqual({ read: 'before the write' });
    // Kept at the count its read began at, which the write moved past.
    expect((await request().get('k', async () => ({ read: 'after' }))).value).toEqual({ read: 'after' });
  });
});

describe.runIf(redisServer.installed)('WriteStampedCache across replicas over Redis', () => {
  it('serves what one replica read to the other, and a write through either makes it stale on both', async () => {
    const a = replica(await redisServer.client());
    const b = replica(await redisServer.client());
    const load = counting();
    expect((await a.request().get('list', load)).value).toEqual({ read: 1 });
    expect((await b.request().get('list', load)).value).toEqual({ read: 1 });
    expect(load).toHaveBeenCalledOnce();

    await b.writes.add();
    expect((await a.request().get('list', load)).value, 'stale on the replica that did not write').toEqual({
      read: 2,
    });
    expect((await b.request().get('list', load)).value).toEqual({ read: 2 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets two replicas missing at once read the value once', async () => {
    const a = replica(await redisServer.client());
    const b = replica(await redisServer.client());
    const load = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { rows: [1, 2, 3] };
    });
    const [fromA, fromB] = await Promise.all([a.request().get('big', load), b.request().get('big', load)]);
    expect(fromA.value).toEqual(fromB.value);
    expect(load).toHaveBeenCalledOnce();
  });
});
