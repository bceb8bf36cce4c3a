import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

import { LockBusyError, Locks } from './locks';
import type { CacheName, GatewayMetrics } from './metrics';

/**
 * With Redis, how long a replica keeps a value in its own memory before reading Redis again: what one replica
 * refreshed reaches the others within this time, not only when the value expires.
 */
export const LOCAL_TTL_WITH_REDIS_MS = 2_000;

/** What lru-cache aborts a fetch in flight with when its key is deleted, replaced or evicted meanwhile. */
const ABORTED_BY_CACHE = new Set(['deleted', 'replaced', 'evicted']);

interface SharedCacheOptions {
  /** The keys' prefix in Redis (`<name>:<key>`), and the cache's label in metrics. */
  name: Exclude<CacheName, 'response'>;
  ttlMs: number;
  /** How many values one replica keeps in its memory. */
  max: number;
  redis?: Redis;
  /** The locks a value's fill is held under across the replicas (those of `redis`, or of its own otherwise). */
  locks?: Locks;
  metrics?: GatewayMetrics;
}

/**
 * Values that are costly to fetch and may be a little old, shared across requests for a short time: the
 * reference lists (provinces, cities, couriers, categories), the QuickBooks status of orders, and the products
 * an order's lines show. lru-cache merges concurrent misses of one key into a single load. With Redis, replicas
 * share the values too: a miss reads Redis first, and only the replica that holds the key's fill lock calls the
 * REST API while the others wait for the lock and then read its answer, so N replicas make one upstream call per
 * key per TTL, not N, however slow the call. The lock is renewed while its holder lives, so a waiter loads the
 * value itself only once the holder has died or outlasted the locks' wait. A failed load is never kept. Any Redis
 * failure means loading as if there were no Redis (the gateway keeps serving).
 */
export class SharedCache {
  private readonly cache: LRUCache<string, object, () => Promise<object>>;
  private readonly name: Exclude<CacheName, 'response'>;
  private readonly ttlMs: number;
  private readonly redis?: Redis;
  private readonly locks: Locks;
  private readonly metrics?: GatewayMetrics;

  /** `ttlMs` 0 turns the cache off: nothing is kept or shared, each request loads what it asks for. */
  constructor({ name, ttlMs, max, redis, locks = new Locks(redis), metrics }: SharedCacheOptions) {
    this.name = name;
    this.ttlMs = ttlMs;
    this.redis = redis;
    this.locks = locks;
    this.metrics = metrics;
    this.cache = new LRUCache({
      max,
      ttl: redis ? Math.min(ttlMs, LOCAL_TTL_WITH_REDIS_MS) : ttlMs,
      fetchMethod: (key, _stale, { context }) => (this.redis ? this.loadShared(this.redis, key, context) : context()),
    });
  }

  /**
   * The cache as one request sees it: nothing is served before `checkSession` has accepted the request's token.
   * The check runs beside the lookup, so a session not checked lately costs a request but not a wave.
   */
  forRequest(checkSession: () => Promise<void>): RequestSharedCache {
    const afterCheck = async <T>(lookup: Promise<T>) => (await Promise.all([lookup, checkSession()]))[0];
    if (this.ttlMs === 0)
      return { get: (_key, load) => load(), refresh: (_key, load) => load(), forget: async () => undefined };
    return {
      get: async <T extends object>(key: string, load: () => Promise<T>) => {
        const status: LRUCache.Status<string, object> = {};
        const value = await afterCheck(this.fetch(key, load, status));
        // Joining a fetch in flight is a hit: it costs no call of its own.
        this.metrics?.cacheLookup(
          this.name,
          status.fetch === 'miss' || status.fetch === 'stale' ? 'miss' : 'hit',
          'local',
        );
        return value as T;
      },
      refresh: async <T extends object>(key: string, load: () => Promise<T>) =>
        (await afterCheck(this.refresh(key, load))) as T,
      // Forgetting serves nothing, so it needs no session check.
      forget: (key: string) => this.forget(key),
    };
  }

  /**
   * The value through the LRU cache. A fetch in flight when its key is forgotten (a change of that record through
   * this replica), replaced or evicted is aborted by the cache: it is asked again, for the value after the change,
   * and loaded outright after three such aborts. Every other failure is the load's own.
   */
  private async fetch(key: string, load: () => Promise<object>, status: LRUCache.Status<string, object>) {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await this.cache.fetch(key, { context: load, status });
      } catch (error) {
        if (!(error instanceof Error && ABORTED_BY_CACHE.has(error.message))) throw error;
      }
    }
    return load();
  }

  /** With Redis: drops this replica's own copies, so the next `get` of each key reads what the replicas share. */
  forgetLocalCopies(): void {
    if (this.redis) this.cache.clear();
  }

  /** Nobody is served the kept value again: the next `get` loads it (another replica's memory holds it ≤ 2 s). */
  private async forget(key: string): Promise<void> {
    this.cache.delete(key);
    await this.redis?.del(this.valueKey(key)).catch(() => undefined);
  }

  /** Loads the value afresh and keeps it for everyone; a failed load forgets what was kept. */
  private async refresh(key: string, load: () => Promise<object>): Promise<object> {
    let value: object;
    try {
      value = await load();
    } catch (error) {
      await this.forget(key);
      throw error;
    }
    this.cache.set(key, value);
    await this.redis?.set(this.valueKey(key), JSON.stringify(value), 'PX', this.ttlMs).catch(() => undefined);
    return value;
  }

  private valueKey(key: string) {
    return `${this.name}:${key}`;
  }

  private async loadShared(redis: Redis, key: string, load: () => Promise<object>): Promise<object> {
    const valueKey = this.valueKey(key);
    const shared = async () => {
      try {
        const kept = await redis.get(valueKey);
        return kept === null ? undefined : (JSON.parse(kept) as object);
      } catch {
        return undefined;
      }
    };
    const kept = await shared();
    this.metrics?.cacheLookup(this.name, kept === undefined ? 'miss' : 'hit', 'shared');
    if (kept !== undefined) return kept;
    try {
      return await this.locks.hold(`${this.name}-fill:${key}`, async () => {
        // The holder before this one has most likely filled it.
        const filled = await shared();
        if (filled !== undefined) return filled;
        const value = await load();
        await redis.set(valueKey, JSON.stringify(value), 'PX', this.ttlMs).catch(() => undefined);
        return value;
      });
    } catch (error) {
      // The holder is alive but still loading after the whole wait: this request loads on its own.
      if (error instanceof LockBusyError) return load();
      throw error;
    }
  }
}

export interface RequestSharedCache {
  /** The kept value, or what `load` answers (kept unless it fails). */
  get<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
  /** What `load` answers now, kept for every later `get`; when it fails, nothing stays kept. */
  refresh<T extends object>(key: string, load: () => Promise<T>): Promise<T>;
  /** After the value changed: the next `get` loads it. */
  forget(key: string): Promise<void>;
}
