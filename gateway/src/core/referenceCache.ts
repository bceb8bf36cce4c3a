import { LRUCache } from 'lru-cache';

/**
 * Reference lists that rarely change (provinces, cities, couriers…) shared across requests for a short
 * time. lru-cache also merges concurrent misses of one key into a single upstream call.
 */
export class ReferenceCache {
  private readonly cache: LRUCache<string, object, () => Promise<object>>;

  constructor(ttlMs: number) {
    this.cache = new LRUCache({
      max: 500,
      ttl: ttlMs,
      fetchMethod: (_key, _stale, { context }) => context(),
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
}

export interface RequestReferenceCache {
  get<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
}
