import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** How long a replica waits for another one that is already fetching a list, before fetching it itself. */
const SHARED_FILL_WAIT_MS = 3_000;
const SHARED_FILL_POLL_MS = 25;

/**
 * Reference lists that rarely change (provinces, cities, couriers, categories) shared across requests for a
 * short time. lru-cache merges concurrent misses of one key into a single load. With Redis, replicas share the
 * lists too: a miss reads Redis first, and only the replica that takes the key's fill lock calls the REST API
 * while the others wait for its answer, so N replicas make one upstream call per list per TTL, not N. Any
 * Redis failure means loading as if there were no Redis (the gateway keeps serving).
 */
export class ReferenceCache {
  private readonly cache: LRUCache<string, object, () => Promise<object>>;

  constructor(
    private readonly ttlMs: number,
    private readonly redis?: Redis,
  ) {
    this.cache = new LRUCache({
      max: 500,
      ttl: ttlMs,
      fetchMethod: (key, _stale, { context }) => (this.redis ? this.loadShared(this.redis, key, context) : context()),
    });
  }

  /** The cache as one request sees it: nothing is served before `checkSession` has accepted the request's token. */
  forRequest(checkSession: () => Promise<void>): RequestReferenceCache {
    return {
      get: async <T extends object>(key: string, load: () => Promise<T>) => {
        await checkSession();
        return (await this.cache.fetch(key, { context: load })) as T;
      },
    };
  }

  private async loadShared(redis: Redis, key: string, load: () => Promise<object>): Promise<object> {
    const valueKey = `reference:${key}`;
    const lockKey = `reference-fill:${key}`;
    try {
      const cached = await redis.get(valueKey);
      if (cached !== null) return JSON.parse(cached) as object;
      if ((await redis.set(lockKey, '1', 'PX', SHARED_FILL_WAIT_MS, 'NX')) !== 'OK') {
        const filled = await waitForValue(redis, valueKey);
        if (filled !== null) return JSON.parse(filled) as object;
      }
    } catch {
      return load();
    }
    const value = await load();
    await redis
      .multi()
      .set(valueKey, JSON.stringify(value), 'PX', this.ttlMs)
      .del(lockKey)
      .exec()
      .catch(() => undefined);
    return value;
  }
}

async function waitForValue(redis: Redis, key: string): Promise<string | null> {
  for (let waited = 0; waited < SHARED_FILL_WAIT_MS; waited += SHARED_FILL_POLL_MS) {
    await new Promise((resolve) => setTimeout(resolve, SHARED_FILL_POLL_MS));
    const value = await redis.get(key);
    if (value !== null) return value;
  }
  return null;
}

export interface RequestReferenceCache {
  get<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
}
