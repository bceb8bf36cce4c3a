import type { ApolloServerPlugin } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import { LRUCache } from 'lru-cache';

import type { GatewayContext } from './context';
import { sameWriteCount, type WriteCount, type WriteCounter } from './writeCount';

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
 * Every write through any replica makes every answer kept before it stale (core/writeCount.ts). Writes made past
 * the gateway show within the TTL, as with the other caches. An answer counts as kept before a write when its
 * request began before the write ended: a request that read the old data while a write was in flight is never kept
 * past it. While Redis is unreachable nothing is served or kept.
 */
export class ResponseCache {
  private readonly answers: KeptAnswers;

  /** `ttlMs` 0 turns the cache off. */
  constructor(
    private readonly ttlMs: number,
    maxBytes: number,
    writes: WriteCounter,
  ) {
    this.answers = new KeptAnswers(ttlMs, maxBytes);
    writes.onMove(() => this.answers.clear());
  }

  get enabled() {
    return this.ttlMs > 0;
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
            writesAtStart = await contextValue.writeCount();
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
          willSendResponse: async ({ operation, response }) => {
            if (operation?.operation !== 'query') return;
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
