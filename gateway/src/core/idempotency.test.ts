import { afterAll, describe, expect, it } from 'vitest';

import { gatewayStore } from './database';
import {
  claimKey,
  forgetExpiredKeys,
  freeKey,
  keepAnswer,
  keptAnswer,
  OUTCOME_UNKNOWN_MESSAGE,
  readIdempotencyKey,
  requestHash,
} from './idempotency';
import { createLogger } from './logger';

const store = gatewayStore({ dataDir: null }, createLogger('silent'));
afterAll(() => store.close());

/** What a failed promise failed with: its message and code. */
const refusal = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )) as { message: string; extensions: Record<string, unknown> } | undefined;
  return error && { message: error.message, code: error.extensions.code, http: error.extensions.http };
};

const answer = { status: 200, body: { data: { createFaq: { id: '7' } } } };

describe('readIdempotencyKey', () => {
  it('takes 1 to 100 visible ASCII characters and refuses anything else with a 400', async () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
    expect(readIdempotencyKey(' 0b6e3f0e-5d1c-4c39-9f0a-2a4b6c8d0e1f ')).toBe('0b6e3f0e-5d1c-4c39-9f0a-2a4b6c8d0e1f');
    expect(readIdempotencyKey('x'.repeat(100))).toHaveLength(100);
    for (const bad of ['', 'x'.repeat(101), 'two words', 'kunci-é'])
      expect(await refusal(Promise.resolve().then(() => readIdempotencyKey(bad)))).toMatchObject({
        code: 'BAD_USER_INPUT',
        http: { status: 400 },
      });
  });
});

describe('requestHash', () => {
  it('is the same for the same operation and variables in any key order, and differs otherwise', () => {
    const hash = requestHash('q1', 'CreateFaq', { input: { title: 'A', body: 'B' } });
    expect(requestHash('q1', 'CreateFaq', { input: { body: 'B', title: 'A' } })).toBe(hash);
    expect(requestHash('q1', 'CreateFaq', { input: { body: 'B', title: 'A2' } })).not.toBe(hash);
    expect(requestHash('q2', 'CreateFaq', { input: { body: 'B', title: 'A' } })).not.toBe(hash);
    expect(requestHash('q1', 'Other', { input: { body: 'B', title: 'A' } })).not.toBe(hash);
  });

  it('counts an uploaded file as a file, whatever it holds', () => {
    class Upload {
      constructor(readonly name: string) {}
    }
    expect(requestHash('q', null, { file: new Upload('a.png') })).toBe(
      requestHash('q', null, { file: new Upload('b') }),
    );
  });
});

describe('keptAnswer', () => {
  const error = (code: string, extensions: Record<string, unknown> = {}) => ({
    message: 'failed',
    extensions: { code, ...extensions },
  });

  it('keeps a success as it was sent', () => {
    expect(keptAnswer(answer.body)).toEqual({ outcome: 'keep', body: answer.body });
  });

  it('frees the key when every error says nothing was written', () => {
    for (const refused of [
      error('BAD_USER_INPUT'),
      error('NOT_FOUND'),
      error('CONFLICT'),
      error('UNAUTHENTICATED'),
      error('UPSTREAM_UNAVAILABLE', { reason: 'ECONNREFUSED' }),
      error('UPSTREAM_UNAVAILABLE', { reason: 'UND_ERR_CONNECT_TIMEOUT' }),
    ])
      expect(keptAnswer({ data: null, errors: [refused] })).toEqual({ outcome: 'free' });
  });

  it('keeps an answer that leaves the write unknown, telling the retry it may have been saved', () => {
    for (const unknown of [
      error('UPSTREAM_UNAVAILABLE', { reason: 'UND_ERR_HEADERS_TIMEOUT' }),
      error('UPSTREAM_UNAVAILABLE', { reason: 'UND_ERR_SOCKET' }),
      error('UPSTREAM_ERROR', { upstreamStatus: 500 }),
      error('INTERNAL_SERVER_ERROR'),
    ])
      expect(keptAnswer({ data: null, errors: [unknown] })).toEqual({
        outcome: 'keep',
        body: { data: null, errors: [{ ...unknown, message: OUTCOME_UNKNOWN_MESSAGE }] },
      });
  });
});

describe('claimKey on the embedded store', () => {
  it('lets one call run a key; a repeat of the same request gets its kept answer', async () => {
    expect(await claimKey(store, 'session-a', 'k1', 'h1')).toEqual({ claimed: true });
    await keepAnswer(store, 'session-a', 'k1', answer);
    expect(await claimKey(store, 'session-a', 'k1', 'h1')).toEqual({ claimed: false, answer });
  });

  it('makes a call with a running key wait for its answer, and tells it to retry when none comes in time', async () => {
    expect(await claimKey(store, 'session-a', 'k2', 'h2')).toEqual({ claimed: true });
    expect(await refusal(claimKey(store, 'session-a', 'k2', 'h2', 0))).toMatchObject({
      code: 'CONFLICT',
      http: { status: 409 },
    });
    const waiting = claimKey(store, 'session-a', 'k2', 'h2');
    await keepAnswer(store, 'session-a', 'k2', answer);
    expect(await waiting).toEqual({ claimed: false, answer });
  });

  it('refuses a key kept for a different request (422)', async () => {
    await claimKey(store, 'session-a', 'k3', 'h3');
    await keepAnswer(store, 'session-a', 'k3', answer);
    expect(await refusal(claimKey(store, 'session-a', 'k3', 'other'))).toEqual({
      message: 'Idempotency-Key reused for a different request.',
      code: 'BAD_USER_INPUT',
      http: { status: 422 },
    });
  });

  it("keeps a session's keys apart from another's", async () => {
    await claimKey(store, 'session-a', 'k4', 'h4');
    await keepAnswer(store, 'session-a', 'k4', answer);
    expect(await claimKey(store, 'session-b', 'k4', 'h4')).toEqual({ claimed: true });
  });

  it('runs a freed key again, and a running one a waiter finds freed', async () => {
    await claimKey(store, 'session-a', 'k5', 'h5');
    const waiting = claimKey(store, 'session-a', 'k5', 'h5');
    await freeKey(store, 'session-a', 'k5');
    expect(await waiting).toEqual({ claimed: true });
  });

  it('forgets a key after 24 h, and takes over one left running for 10 minutes', async () => {
    await claimKey(store, 'session-a', 'k6', 'h6');
    await keepAnswer(store, 'session-a', 'k6', answer);
    await claimKey(store, 'session-a', 'k7', 'h7');
    const age = (key: string, interval: string) =>
      store.query(`UPDATE idempotency_keys SET created_at = now() - interval '${interval}' WHERE key = $1`, [key]);
    await age('k6', '23 hours');
    expect(await claimKey(store, 'session-a', 'k6', 'h6')).toEqual({ claimed: false, answer });
    await age('k6', '25 hours');
    expect(await claimKey(store, 'session-a', 'k6', 'h6')).toEqual({ claimed: true });
    await age('k7', '11 minutes');
    expect(await claimKey(store, 'session-a', 'k7', 'h7', 0)).toEqual({ claimed: true });

    await age('k1', '25 hours');
    await forgetExpiredKeys(store);
    expect(await store.query('SELECT key FROM idempotency_keys WHERE key = $1', ['k1'])).toEqual([]);
  });
});
