import { randomUUID } from 'node:crypto';

import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

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
 * epoch, so it never climbs back to a value an answer was kept at and passes for it.
 */
interface WriteCount {
  epoch: string;
  count: number;
}

const sameWriteCount = (a: WriteCount | undefined, b: WriteCount) => a?.epoch === b.epoch && a.count === b.count;

/**
 * Whether a mutation may have changed what a query answers. One run with a session may, whatever its outcome (a
 * save that failed may still have written part of itself upstream). Without a session only `login` runs
 * (core/plugins.ts): one that signed in may have renamed its user (`me`), one refused changes nothing, and counting
 * it would let anyone empty every replica's cache.
 */
export function isWrite(operation: OperationDefinitionNode, hasSession: boolean, failed: boolean): boolean {
  if (!isPublicOperation(operation, false)) return hasSession;
  const signsIn = operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === 'login',
  );
  return signsIn && !failed;
}

/** The heap bytes of a string's characters: V8 keeps one byte each while all are Latin-1, else two. */
function stringBytes(text: string): number {
  return text.length * (/[\u0100-\uffff]/.test(text) ? 2 : 1);
}

/**
 * The heap bytes an entry takes beside its strings' characters: the strings' headers, the entry's object and
 * lru-cache's bookkeeping (its Map and arrays). Measured in core/responseCache.test.ts.
 */
const ENTRY_OVERHEAD_BYTES = 250;

interface KeptAnswer {
  /** The answer's data as JSON text: a string costs the heap about its length, the parsed objects several times it. */
  json: string;
  /** The count of writes when the request that answered it began. */
  writes: WriteCount;
}

/** Answers by key, within `maxBytes` of heap (RESPONSE_CACHE_MB), the least recently used going first. */
export class KeptAnswers {
  private readonly answers: LRUCache<string, KeptAnswer>;

  constructor(ttlMs: number, maxBytes: number) {
    this.answers = new LRUCache({ ttl: Math.max(ttlMs, 1), maxSize: maxBytes });
  }

  /** The heap bytes the kept answers take, as estimated. */
  get bytes() {
    return this.answers.calculatedSize;
  }

  /** The data kept for `key`, if it was kept at `writes`. */
  get(key: string, writes: WriteCount): Record<string, unknown> | undefined {
    const kept = this.answers.get(key);
    return kept && sameWriteCount(kept.writes, writes) ? (JSON.parse(kept.json) as Record<string, unknown>) : undefined;
  }

  set(key: string, data: Record<string, unknown>, writes: WriteCount) {
    const json = JSON.stringify(data);
    this.answers.set(key, { json, writes }, { size: stringBytes(key) + stringBytes(json) + ENTRY_OVERHEAD_BYTES });
  }

  clear() {
    this.answers.clear();
  }
}

/**
 * Whole answers to queries, kept per session for a short time (RESPONSE_CACHE_TTL_MS): a screen seen again, or
 * reopened by the same clerk, costs no execution and no upstream call. An answer is served only to the session
 * that asked it, with the same query text, operation and variables, and only once that session's token is
 * accepted (the same check the shared caches make).
 *
 * Invalidation is by write, not by entity: every mutation through any replica that may have changed something
 * (isWrite) makes every answer kept before it stale. A mutation's effects in the REST API reach further than the
 * types it returns (an order moves stock, a return moves stock and changes the order, a transfer moves two
 * warehouses), so a map of which mutation touches which entity would be one more thing to get wrong, and a stale
 * stock figure costs more than a recomputed list. Writes made past the gateway show within the TTL, as with the
 * other caches.
 *
 * An answer counts as kept before a write when its request began before the write ended: a request that read the
 * old data while a write was in flight is never kept past it. With Redis the count of writes is shared, so a save
 * on one replica reaches every replica's next request; while Redis is unreachable nothing is served or kept.
 */
export class ResponseCache {
  private readonly answers: KeptAnswers;
  private localWrites = 0;
  private seen: WriteCount | undefined;

  /**
   * `ttlMs` 0 turns the cache off. `onWriteElsewhere` runs when a request first sees a write made through another
   * replica: what this replica keeps of the shared caches may predate it, and an answer built on it would be kept.
   */
  constructor(
    private readonly ttlMs: number,
    maxBytes: number,
    private readonly redis?: Redis,
    private readonly onWriteElsewhere: () => void = () => undefined,
  ) {
    this.answers = new KeptAnswers(ttlMs, maxBytes);
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  /** Adds `writes` to the count, and answers where it stands then. */
  private async countWrites(writes: number): Promise<WriteCount> {
    if (!this.redis) return { epoch: '', count: (this.localWrites += writes) };
    const [epoch, count] = (await this.redis.eval(WRITE_COUNT_SCRIPT, 1, WRITES_KEY, randomUUID(), writes)) as [
      string,
      string | null,
    ];
    return { epoch, count: Number(count ?? 0) };
  }

  /**
   * Takes in where the count stands. Once it has moved, every answer kept is stale, and unless it moved by this
   * replica's own write alone (`ownWrite`), what it keeps of the shared caches may be too.
   */
  private observe(writes: WriteCount, ownWrite = false): WriteCount {
    if (sameWriteCount(this.seen, writes)) return this.seen!;
    const onlyOwn = ownWrite && this.seen?.epoch === writes.epoch && writes.count === this.seen.count + 1;
    this.seen = writes;
    this.answers.clear();
    if (!onlyOwn) this.onWriteElsewhere();
    return writes;
  }

  /** The count of writes now, or undefined when it cannot be known (Redis unreachable). */
  private async writes(): Promise<WriteCount | undefined> {
    try {
      return this.observe(await this.countWrites(0));
    } catch {
      return undefined;
    }
  }

  private async wrote(): Promise<void> {
    this.answers.clear();
    await this.countWrites(1).then(
      (writes) => this.observe(writes, true),
      () => undefined,
    );
  }

  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: async () => {
        if (!this.enabled) return;
        let key: string | undefined;
        let writesAtStart: WriteCount | undefined;
        let served = false;
        return {
          responseForOperation: async ({ operation, contextValue, queryHash, operationName, request }) => {
            if (operation.operation !== 'query' || !contextValue.sessionKey) return null;
            writesAtStart = await this.writes();
            if (writesAtStart === undefined) return null;
            key = [
              contextValue.sessionKey,
              queryHash,
              operationName ?? '',
              JSON.stringify(request.variables ?? {}),
            ].join('\0');
            const data = this.answers.get(key, writesAtStart);
            contextValue.metrics.cacheLookup('response', data ? 'hit' : 'miss', 'local');
            if (!data) return null;
            await contextValue.checkSession();
            served = true;
            return { http: { headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data } } };
          },
          willSendResponse: async ({ operation, contextValue, errors, response }) => {
            if (operation?.operation === 'mutation') {
              if (isWrite(operation, contextValue.sessionKey !== undefined, Boolean(errors?.length)))
                await this.wrote();
              return;
            }
            if (served || key === undefined || writesAtStart === undefined || response.body.kind !== 'single') return;
            const { data, errors: answerErrors } = response.body.singleResult;
            if (answerErrors?.length || !data) return;
            this.answers.set(key, data, writesAtStart);
          },
        };
      },
    };
  }
}
