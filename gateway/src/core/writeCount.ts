import { randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';

/** The Redis hash counting writes through every replica (`count`), with the epoch it counts in (`epoch`). */
const WRITES_KEY = 'response-cache:write-count';

/**
 * Gives the hash an epoch if it has none (a Redis restarted empty, or the key evicted), adds ARGV[2] writes, and
 * answers the epoch and count: one script, so no replica reads a count without the epoch it belongs to.
 */
const WRITE_COUNT_SCRIPT = `
redis.call('HSETNX', KEYS[1], 'epoch', ARGV[1])
if ARGV[2] ~= '0' then redis.call('HINCRBY', KEYS[1], 'count', ARGV[2]) end
return redis.call('HMGET', KEYS[1], 'epoch', 'count')`;

/**
 * Where the count of writes stands. A count that starts again from 0 (Redis restarted empty) starts under a new
 * epoch, so it never climbs back to a value something was kept at and passes for it.
 */
export interface WriteCount {
  epoch: string;
  count: number;
}

export const sameWriteCount = (a: WriteCount | undefined, b: WriteCount) => a?.epoch === b.epoch && a.count === b.count;

/**
 * Told that the count moved: `byOtherReplica` unless it moved by this replica's own write alone, so what this
 * replica keeps of the shared caches may predate a change it never saw.
 */
type WriteListener = (byOtherReplica: boolean) => void;

/**
 * The count of writes through the gateway, shared by the replicas through Redis (else this one's own). What is kept
 * across requests until any write (the response cache, the whole lists, the overview's figures) is stamped with the
 * count its read began at and served only while the count still stands there: a change through any replica makes
 * all of it stale at once (plugins.ts `writeCountPlugin` counts each write). Invalidation by write rather than by entity: a mutation's effects in the REST API reach
 * further than the types it returns (an order moves stock, a return moves stock and changes the order).
 */
export class WriteCounter {
  private localWrites = 0;
  private seen: WriteCount | undefined;
  private readonly listeners: WriteListener[] = [];

  constructor(private readonly redis?: Redis) {}

  onMove(listener: WriteListener): void {
    this.listeners.push(listener);
  }

  /** Where the count stands now, or undefined when it cannot be known (Redis unreachable): then nothing kept is served. */
  async now(): Promise<WriteCount | undefined> {
    try {
      return this.observe(await this.count(0));
    } catch {
      return undefined;
    }
  }

  /** Counts one write. What this replica kept is stale at once, even while Redis is unreachable. */
  async add(): Promise<void> {
    this.notify(false);
    await this.count(1).then(
      (writes) => this.observe(writes, true),
      () => undefined,
    );
  }

  private async count(writes: number): Promise<WriteCount> {
    if (!this.redis) return { epoch: '', count: (this.localWrites += writes) };
    const [epoch, count] = (await this.redis.eval(WRITE_COUNT_SCRIPT, 1, WRITES_KEY, randomUUID(), writes)) as [
      string,
      string | null,
    ];
    return { epoch, count: Number(count ?? 0) };
  }

  private observe(writes: WriteCount, ownWrite = false): WriteCount {
    if (sameWriteCount(this.seen, writes)) return this.seen!;
    const onlyOwn = ownWrite && this.seen?.epoch === writes.epoch && writes.count === this.seen.count + 1;
    this.seen = writes;
    this.notify(!onlyOwn);
    return writes;
  }

  private notify(byOtherReplica: boolean) {
    for (const listener of this.listeners) listener(byOtherReplica);
  }
}
