import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

import { LockBusyError, type Locks } from './locks';
import type { CacheName, GatewayMetrics } from './metrics';
import { sameWriteCount, type WriteCount } from './writeCount';

/** A value as kept: what it is, when it was read (an ISO instant) and the count of writes its read began at. */
interface Entry<T> {
  value: T;
  keptAt: string;
  writes: WriteCount;
}

/** A value served from the cache, with when it was read: screens say how old the figures are. */
export interface Kept<T> {
  value: T;
  keptAt: string;
}

/** The heap a kept value takes, estimated from its JSON: parsed objects take about twice their text. */
export const heapBytesOf = (json: string) => 2 * json.length;

interface WriteStampedCacheOptions {
  /** The keys' prefix in Redis (`<name>:<key>`), and the cache's label in metrics. */
  name: Extract<CacheName, 'whole-list' | 'overview'>;
  /** How long a value is kept when no write through the gateway comes first (changes made past it show by then). */
  ttlMs: number;
  /** The heap the values of one replica may take (heapBytesOf), the least recently used going first. */
  maxBytes: number;
  redis?: Redis;
  /** The locks a value's fill is held under across the replicas, so N replicas read it once. */
  locks: Locks;
  metrics?: GatewayMetrics;
}

/**
 * Values every member of staff sees alike, costly to read and kept across sessions until any write through any
 * replica (core/writeCount.ts) or their TTL: whole REST lists the gateway filters itself (core/listFilters.ts) and
 * the overview's figures. Each value is stamped with the count of writes its read began at and served only while
 * the count stands there, and only once the request's session is accepted. With Redis the replicas share the values
 * (one fills a key under its lock while the others wait for it); each also keeps what it read in its own memory,
 * as stale as the shared copy. A failed read is never kept; a Redis failure means reading as if there were none.
 */
export class WriteStampedCache {
  private readonly local: LRUCache<string, Entry<unknown>>;
  /** Reads in flight, by key and count of writes: concurrent requests for one value read it once. */
  private readonly reading = new Map<string, Promise<Entry<unknown>>>();

  constructor(private readonly options: WriteStampedCacheOptions) {
    this.local = new LRUCache({ ttl: Math.max(options.ttlMs, 1), maxSize: Math.max(options.maxBytes, 1) });
  }

  /** The heap one replica may give its values: a value whose estimate is larger is never kept. */
  get maxBytes() {
    return this.options.maxBytes;
  }

  /**
   * The cache as one request sees it. `writeCount` is where the count of writes stood when the request began
   * (memoized per request); undefined, the request reads everything itself and keeps nothing.
   */
  forRequest(
    checkSession: () => Promise<void>,
    writeCount: () => Promise<WriteCount | undefined>,
  ): RequestWriteStampedCache {
    return {
      get: async <T>(key: string, load: () => Promise<T>): Promise<Kept<T>> => {
        const writes = this.options.ttlMs > 0 ? await writeCount() : undefined;
        if (writes === undefined) return { value: await load(), keptAt: new Date().toISOString() };
        const [entry] = await Promise.all([this.entry(key, writes, load), checkSession()]);
        return { value: entry.value as T, keptAt: entry.keptAt };
      },
    };
  }

  private entry(key: string, writes: WriteCount, load: () => Promise<unknown>): Promise<Entry<unknown>> {
    const kept = this.local.get(key);
    const hit = kept !== undefined && sameWriteCount(kept.writes, writes);
    this.options.metrics?.cacheLookup(this.options.name, hit ? 'hit' : 'miss', 'local');
    if (hit) return Promise.resolve(kept);
    const readingKey = `${writes.epoch}:${writes.count}:${key}`;
    let reading = this.reading.get(readingKey);
    if (!reading) {
      reading = this.fill(key, writes, load).finally(() => this.reading.delete(readingKey));
      this.reading.set(readingKey, reading);
    }
    return reading;
  }

  /** Reads the value (from Redis, else through `load`) and keeps it in this replica's memory. */
  private async fill(key: string, writes: WriteCount, load: () => Promise<unknown>): Promise<Entry<unknown>> {
    const { redis } = this.options;
    const read = async (): Promise<{ entry: Entry<unknown>; json: string }> => {
      const entry = { value: await load(), keptAt: new Date().toISOString(), writes };
      const json = JSON.stringify(entry);
      await redis?.set(this.redisKey(key), json, 'PX', this.options.ttlMs).catch(() => undefined);
      return { entry, json };
    };
    const { entry, json } = redis ? await this.fillShared(redis, key, writes, read) : await read();
    this.local.set(key, entry, { size: Math.max(heapBytesOf(json), 1) });
    return entry;
  }

  private async fillShared(
    redis: Redis,
    key: string,
    writes: WriteCount,
    read: () => Promise<{ entry: Entry<unknown>; json: string }>,
  ) {
    const shared = async () => {
      const json = await redis.get(this.redisKey(key)).catch(() => null);
      const entry = json === null ? undefined : (JSON.parse(json) as Entry<unknown>);
      return entry && sameWriteCount(entry.writes, writes) ? { entry, json: json! } : undefined;
    };
    const kept = await shared();
    this.options.metrics?.cacheLookup(this.options.name, kept ? 'hit' : 'miss', 'shared');
    if (kept) return kept;
    try {
      // The holder before this one has most likely filled it.
      return await this.options.locks.hold(`${this.options.name}-fill:${key}`, async () => (await shared()) ?? read());
    } catch (error) {
      // The holder is alive but still reading after the whole wait: this request reads on its own.
      if (error instanceof LockBusyError) return read();
      throw error;
    }
  }

  private redisKey(key: string) {
    return `${this.options.name}:${key}`;
  }
}

export interface RequestWriteStampedCache {
  /** The value kept at the request's count of writes, or what `load` answers (kept unless it fails). */
  get<T>(key: string, load: () => Promise<T>): Promise<Kept<T>>;
}
