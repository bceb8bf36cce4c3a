import { describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../../testLimits';
import { SharedCache } from './sharedCache';

const sessionAccepted = async () => undefined;

describe('SharedCache (one replica, no Redis)', () => {
  it('keeps a value for later requests, refreshes and forgets it, and never keeps a failure', async () => {
    const cache = new SharedCache({ name: 'reference', ttlMs: 60_000, max: 10 }).forRequest(sessionAccepted);
    let version = 0;
    const load = vi.fn(async () => ({ version: ++version }));
    expect(await cache.get('a', load)).toEqual({ version: 1 });
    expect(await cache.get('a', load)).toEqual({ version: 1 });
    expect(load).toHaveBeenCalledTimes(1);

    expect(await cache.refresh('a', load)).toEqual({ version: 2 });
    expect(await cache.get('a', load)).toEqual({ version: 2 });
    await cache.forget('a');
    expect(await cache.get('a', load)).toEqual({ version: 3 });

    const failing = vi.fn(async () => {
      throw new Error('QuickBooks is down');
    });
    await expect(cache.refresh('a', failing)).rejects.toThrow('QuickBooks is down');
    // The failed refresh forgot version 3 rather than keep serving it as if it were current.
    expect(await cache.get('a', load)).toEqual({ version: 4 });
    await expect(cache.get('b', failing)).rejects.toThrow('QuickBooks is down');
    expect(await cache.get('b', load)).toEqual({ version: 5 });
  });

  it('answers a request whose value is forgotten while it loads with the value loaded after the change', async () => {
    const cache = new SharedCache({ name: 'product', ttlMs: 60_000, max: 10 }).forRequest(sessionAccepted);
    let version = 0;
    let release!: () => void;
    const slow = vi.fn(async () => {
      const loaded = { version: ++version };
      if (loaded.version === 1) await new Promise<void>((resolve) => (release = resolve));
      return loaded;
    });
    const reading = cache.get('7', slow);
    await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1), { timeout: testLimits.waitMs });
    // The product changes meanwhile, and the replica forgets it (products/rest.ts changingProduct).
    await cache.forget('7');
    release();
    expect(await reading).toEqual({ version: 2 });
    expect(await cache.get('7', slow)).toEqual({ version: 2 });
  });

  it('serves nothing kept to a request whose session the REST API refuses', async () => {
    const shared = new SharedCache({ name: 'reference', ttlMs: 60_000, max: 10 });
    await shared.forRequest(sessionAccepted).get('a', async () => ({ secret: true }));
    const refused = shared.forRequest(async () => {
      throw new Error('Please log in to continue.');
    });
    await expect(refused.get('a', async () => ({ secret: false }))).rejects.toThrow('Please log in to continue.');
  });

  it('with a TTL of 0 keeps and shares nothing: each request loads what it asks for', async () => {
    const shared = new SharedCache({ name: 'reference', ttlMs: 0, max: 10 });
    const load = vi.fn(async () => ({ at: load.mock.calls.length }));
    const [first, second] = [shared.forRequest(sessionAccepted), shared.forRequest(sessionAccepted)];
    await Promise.all([first.get('a', load), second.get('a', load)]);
    await first.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
