/**
 * Idempotency keys (issue 35 §2): a mutation sent with an `Idempotency-Key` header runs once per key. The gateway
 * keeps key → the answer it sent in its own store (core/database.ts, table idempotency_keys) for 24 h, so a retry
 * after a lost answer, an error or a double click gets that answer again instead of writing a second time, and a
 * second call while the first still runs waits for the first's answer.
 *
 * - A key belongs to the session that sent it (its `sessionKey`): nobody reads another session's answers.
 * - The same key with another operation or other variables is refused (422): "Idempotency-Key reused for a different
 *   request".
 * - An answer that shows nothing was written (a refusal: BAD_USER_INPUT, NOT_FOUND, CONFLICT, ... or the REST API
 *   not reached at all) frees the key, so the corrected retry runs. An answer that cannot tell whether the REST API
 *   wrote (it was sent and no answer came, the API failed with a 5xx, an unexpected error) is kept like a success:
 *   a retry may not write twice, and it is told the save may have been made.
 */
import { createHash } from 'node:crypto';

import type { FormattedExecutionResult, GraphQLFormattedError } from 'graphql';

import type { Queryable } from './database';
import { gatewayError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** How long a key and its answer are kept. */
export const KEPT_HOURS = 24;
/** A key still running after this long belongs to a gateway that stopped in the middle: a retry takes it over. */
export const ABANDONED_MINUTES = 10;
/** How long a second call with a running key waits for the first's answer before it is told to retry. */
export const WAIT_FOR_FIRST_MS = 30_000;
const POLL_MS = 50;

/** Visible ASCII, as UUIDs and the usual generated keys are; long enough for any of them. */
const KEY_PATTERN = /^[\x21-\x7e]{1,100}$/;

/** The header's key, undefined without one; a malformed one is refused (400). */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (KEY_PATTERN.test(key)) return key;
  throw gatewayError(
    'BAD_USER_INPUT',
    'Idempotency-Key must be 1 to 100 visible ASCII characters (letters, digits, punctuation; no spaces).',
    { http: { status: 400 } },
  );
}

/**
 * What a repeat must match: the operation (the query's hash and the chosen operation) and its variables, with keys
 * in any order. An uploaded file counts as a file whatever it holds: its bytes are still arriving when the key is
 * checked.
 */
export function requestHash(queryHash: string, operationName: string | null | undefined, variables: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([queryHash, operationName ?? null, canonical(variables ?? {})]))
    .digest('hex');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return '[upload]';
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** Codes that say the request was refused before anything was written. */
const REFUSED_CODES = new Set([
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Why a REST call failed (UPSTREAM_UNAVAILABLE's `reason`) when it never reached the API: nothing was written. */
const NOT_SENT_REASONS = new Set([
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/** Whether an error shows its call wrote nothing: a refusal, or a call that never reached the API (orders/customer.ts too). */
export const nothingWritten = (error: GraphQLFormattedError) => {
  const { code, reason } = error.extensions ?? {};
  if (typeof code === 'string' && REFUSED_CODES.has(code)) return true;
  return code === 'UPSTREAM_UNAVAILABLE' && typeof reason === 'string' && NOT_SENT_REASONS.has(reason);
};

export const OUTCOME_UNKNOWN_MESSAGE =
  'This request was sent before and the back-office service did not confirm it: it may have been saved. ' +
  'Check before saving it again.';

/**
 * What becomes of an executed mutation's answer: `free` when it shows nothing was written (every error a refusal),
 * else `keep` it, a success as it was sent; an answer that leaves the write unknown keeps its errors' codes, and
 * their messages tell the retry that it may have been saved.
 */
export function keptAnswer(
  result: FormattedExecutionResult,
): { outcome: 'free' } | { outcome: 'keep'; body: FormattedExecutionResult } {
  const errors = result.errors ?? [];
  if (errors.length === 0) return { outcome: 'keep', body: result };
  if (errors.every(nothingWritten)) return { outcome: 'free' };
  return {
    outcome: 'keep',
    body: {
      ...result,
      errors: errors.map((error) => (nothingWritten(error) ? error : { ...error, message: OUTCOME_UNKNOWN_MESSAGE })),
    },
  };
}

export interface StoredAnswer {
  status: number;
  body: FormattedExecutionResult;
}

interface KeyRow {
  request_hash: string;
  status: number | null;
  response: string | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The key's row for this request: `claimed` when this call is the one to run (a new key, or one freed, expired or
 * abandoned), else the answer the key keeps; waits while another call with the key runs. Refuses a key kept for a
 * different request (422) and one still running after `waitMs` (409).
 */
export async function claimKey(
  store: Queryable,
  scope: string,
  key: string,
  hash: string,
  waitMs = WAIT_FOR_FIRST_MS,
): Promise<{ claimed: true } | { claimed: false; answer: StoredAnswer }> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    await store.query(
      `DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2
         AND (created_at < now() - make_interval(hours => $3)
           OR (response IS NULL AND created_at < now() - make_interval(mins => $4)))`,
      [scope, key, KEPT_HOURS, ABANDONED_MINUTES],
    );
    const inserted = await store.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3)
         ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
      [scope, key, hash],
    );
    if (inserted.length > 0) return { claimed: true };
    const [row] = await store.query<KeyRow>(
      'SELECT request_hash, status, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    );
    if (!row) continue; // freed since: claim it
    if (row.request_hash !== hash)
      throw gatewayError('BAD_USER_INPUT', 'Idempotency-Key reused for a different request.', {
        http: { status: 422 },
      });
    if (row.response !== null)
      return {
        claimed: false,
        answer: { status: row.status ?? 200, body: JSON.parse(row.response) as FormattedExecutionResult },
      };
    if (Date.now() >= deadline)
      throw gatewayError('CONFLICT', 'A request with this Idempotency-Key is still running. Try again in a moment.', {
        http: { status: 409 },
      });
    await sleep(POLL_MS);
  }
}

/** Keeps the claimed key's answer for the retries. */
export async function keepAnswer(store: Queryable, scope: string, key: string, answer: StoredAnswer) {
  await store.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE scope = $1 AND key = $2', [
    scope,
    key,
    answer.status,
    JSON.stringify(answer.body),
  ]);
}

/** Frees a claimed key whose call wrote nothing, so a retry runs. */
export async function freeKey(store: Queryable, scope: string, key: string) {
  await store.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND response IS NULL', [scope, key]);
}

/** Deletes every key past its 24 h. */
export async function forgetExpiredKeys(store: Queryable) {
  await store.query('DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(hours => $1)', [KEPT_HOURS]);
}
