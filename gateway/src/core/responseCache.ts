import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

import type { GatewayContext } from './context';

/** The Redis key counting writes through every replica. */
const WRITES_KEY = 'response-cache:writes';

interface CachedResponse {
  data: Record<string, unknown>;
  /** The count of writes when the request that answered it began. */
  writes: number;
}

/**
 * Whole answers to queries, kept per session for a short time (RESPONSE_CACHE_TTL_MS): a screen seen again, or
 * reopened by the same clerk, costs no execution and no upstream call. An answer is served only to the session
 * that asked it, with the same query text, operation and variables, and only once that session's token is
 * accepted (the same check the shared caches make).
 *
 * Invalidation is by write, not by entity: every mutation through any replica, whatever its outcome, makes every
 * answer kept before it stale. A mutation's effects in the REST API reach further than the types it returns (an
 * order moves stock, a return moves stock and changes the order, a transfer moves two warehouses), so a map of
 * which mutation touches which entity would be one more thing to get wrong, and a stale stock figure costs more
 * than a recomputed list. Writes made past the gateway show within the TTL, as with the other caches.
 *
 * An answer counts as kept before a write when its request began before the write ended: a request that read the
 * old data while a write was in flight is never kept past it. With Redis the count of writes is shared, so a save
 * on one replica reaches every replica's next request; while Redis is unreachable nothing is served or kept.
 */
export class ResponseCache {
  private readonly answers: LRUCache<string, CachedResponse>;
  private localWrites = 0;
  private writesSeen = 0;

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
    this.answers = new LRUCache({ ttl: Math.max(ttlMs, 1), maxSize: maxBytes });
  }

  get enabled() {
    return this.ttlMs > 0;
  }

  /** The count of writes now, or undefined when it cannot be known (Redis unreachable). */
  private async writes(): Promise<number | undefined> {
    if (!this.redis) return this.localWrites;
    let writes: number;
    try {
      writes = Number((await this.redis.get(WRITES_KEY)) ?? 0);
    } catch {
      return undefined;
    }
    if (writes > this.writesSeen) {
      this.writesSeen = writes;
      this.answers.clear();
      this.onWriteElsewhere();
    }
    return writes;
  }

  private async wrote(): Promise<void> {
    this.localWrites++;
    this.answers.clear();
    const writes = await this.redis?.incr(WRITES_KEY).catch(() => undefined);
    if (writes !== undefined) this.writesSeen = Math.max(this.writesSeen, writes);
  }

  plugin(): ApolloServerPlugin<GatewayContext> {
    return {
      requestDidStart: async () => {
        if (!this.enabled) return;
        let key: string | undefined;
        let writesAtStart: number | undefined;
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
            const kept = this.answers.get(key);
            const hit = kept !== undefined && kept.writes === writesAtStart;
            contextValue.metrics.cacheLookup('response', hit ? 'hit' : 'miss', 'local');
            if (!hit) return null;
            await contextValue.checkSession();
            served = true;
            return { http: { headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: kept.data } } };
          },
          willSendResponse: async ({ operation, response }) => {
            if (operation?.operation === 'mutation') return this.wrote();
            if (served || key === undefined || writesAtStart === undefined || response.body.kind !== 'single') return;
            const { data, errors } = response.body.singleResult;
            if (errors?.length || !data) return;
            this.answers.set(key, { data, writes: writesAtStart }, { size: key.length + JSON.stringify(data).length });
          },
        };
      },
    };
  }
}
