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

  async get<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
    return (await this.cache.fetch(key, { context: load })) as T;
  }
}
