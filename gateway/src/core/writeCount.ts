import { randomUUID } from 'node:crypto';

import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Redis } from 'ioredis';

import type { GatewayContext } from './context';
import { isPublicOperation } from './plugins';

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
 * Whether a mutation may have changed what a query answers. One run with a session may, whatever its outcome (a
 * save that failed may still have written part of itself upstream). Without a session only `login` runs
 * (core/plugins.ts): one that signed in may have renamed its user (`me`), one refused changes nothing, and counting
 * it would let anyone make every replica's caches stale.
 */
export function isWrite(operation: OperationDefinitionNode, hasSession: boolean, failed: boolean): boolean {
  if (!isPublicOperation(operation, false)) return hasSession;
  const signsIn = operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === 'login',
  );
  return signsIn && !failed;
}

/**
 * Told that the count moved: `byOtherReplica` unless it moved by this replica's own write alone, so what this
 * replica keeps of the shared caches may predate a change it never saw.
 */
type WriteListener = (byOtherReplica: boolean) => void;

/**
 * The count of writes through the gateway, shared by the replicas through Redis (else this one's own). What is kept
 * across requests until any write (the response cache, the whole lists, the overview's figures) is stamped with the
 * count its read began at and served only while the count still stands there: a change through any replica makes
 * all of it stale at once. Invalidation by write rather than by entity: a mutation's effects in the REST API reach
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

  /** Counts every write an operation may have made (isWrite), once its answer is ready. */
  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: async () => ({
        willSendResponse: async ({ operation, contextValue, errors }) => {
          if (
            operation?.operation === 'mutation' &&
            isWrite(operation, contextValue.sessionKey !== undefined, Boolean(errors?.length))
          )
            await this.add();
        },
      }),
    };
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
