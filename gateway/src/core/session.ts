import { createHash } from 'node:crypto';

import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

import { gatewayError } from './errors';
import type { RestClient } from './restClient';

const SESSION_COOKIE = 'bo_session';

/**
 * The REST token of the request: the dashboard's httpOnly session cookie, or, for tools and Apollo
 * Sandbox, a `token` header or `Authorization: Bearer`.
 */
export function readToken(request: Request): string | undefined {
  const header = request.headers.token;
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || undefined;
  return parseCookies(request.headers.cookie ?? '')[SESSION_COOKIE] || undefined;
}

/**
 * How long a token the REST API accepted is trusted before cached data is served to it again: far below
 * a session's lifetime (12 h by default), so a session ended elsewhere reaches cached lists for at most this.
 */
export const SESSION_CHECK_TTL_MS = 30_000;

/**
 * The call that checks a token. The spec documents no "who am I" call, so it is the smallest documented read that
 * needs a token (spec 002 §7: "GET /faq_categories (rows)"): it answers only a valid session, on any upstream.
 */
export const SESSION_CHECK = { path: '/faq_categories', query: { page: 1, per_page: 1 } } as const;
/** The check as the REST API logs it, for tests that count data calls. */
export const SESSION_CHECK_CALL = 'GET /faq_categories?page=1&per_page=1';

/**
 * Tokens the REST API has accepted lately, so that cached reference lists go only to real sessions without
 * a REST call per request. Keyed by the token's SHA-256, so the process holds no usable token; concurrent
 * checks of one token share a single REST call, and a refused token is not remembered.
 */
export class SessionChecks {
  private readonly accepted: LRUCache<string, true, () => Promise<unknown>>;

  constructor(ttlMs = SESSION_CHECK_TTL_MS) {
    this.accepted = new LRUCache({
      max: 10_000,
      ttl: ttlMs,
      fetchMethod: async (_hash, _stale, { context: ask }) => {
        await ask();
        return true as const;
      },
    });
  }

  /** Resolves when the REST API accepts the token; else throws its UNAUTHENTICATED. */
  async check(token: string | undefined, rest: RestClient): Promise<void> {
    if (!token) throw gatewayError('UNAUTHENTICATED', 'Please log in to continue.');
    await this.accepted.fetch(hashToken(token), { context: () => rest.get(SESSION_CHECK.path, SESSION_CHECK.query) });
  }

  forget(token: string | undefined) {
    if (token) this.accepted.delete(hashToken(token));
  }
}

/**
 * Tokens ended by a logout through the gateway, refused by the gateway until they would have expired: the company's
 * REST API may have no logout (the spec's client only forgot its token), so the token itself stays valid there.
 * With Redis every replica refuses it; each replica also keeps what it revoked in its memory, so a Redis outage
 * does not bring an ended session back on the replica that ended it. Keyed by the token's SHA-256.
 */
export class RevokedSessions {
  private readonly local: LRUCache<string, true>;

  constructor(
    private readonly lifetimeMs: number,
    private readonly redis?: Redis,
  ) {
    this.local = new LRUCache({ max: 100_000, ttl: lifetimeMs });
  }

  async revoke(token: string) {
    const hash = hashToken(token);
    this.local.set(hash, true);
    await this.redis?.set(revokedKey(hash), '1', 'PX', this.lifetimeMs).catch(() => undefined);
  }

  /** The request's token unless it was revoked (then the request has no session). */
  async live(token: string | undefined): Promise<string | undefined> {
    if (!token) return undefined;
    const hash = hashToken(token);
    if (this.local.has(hash)) return undefined;
    const revoked = await this.redis?.exists(revokedKey(hash)).catch(() => 0);
    return revoked ? undefined : token;
  }
}

const revokedKey = (hash: string) => `revoked-session:${hash}`;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Writes the session cookie on the response: httpOnly (no page script reads it), SameSite=Strict (no cross-site use). */
export class SessionCookie {
  /** `ended` runs on logout, so the ended token stops being trusted at once, on every replica. */
  constructor(
    private readonly response: Response,
    private readonly secure: boolean,
    private readonly ended: () => Promise<void>,
  ) {}

  set(token: string, expiresAt: Date) {
    this.write(token, { expires: expiresAt });
  }

  async clear() {
    this.write('', { expires: new Date(0) });
    await this.ended();
  }

  private write(value: string, options: { expires: Date }) {
    this.response.append(
      'Set-Cookie',
      serializeCookie(SESSION_COOKIE, value, {
        httpOnly: true,
        sameSite: 'strict',
        secure: this.secure,
        path: '/',
        ...options,
      }),
    );
  }
}
