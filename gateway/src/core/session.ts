import { createHash } from 'node:crypto';

import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { Request, Response } from 'express';
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
    // GET /me is the cheapest REST call that only a valid session answers.
    await this.accepted.fetch(hashToken(token), { context: () => rest.get('/me') });
  }

  forget(token: string | undefined) {
    if (token) this.accepted.delete(hashToken(token));
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Writes the session cookie on the response: httpOnly (no page script reads it), SameSite=Strict (no cross-site use). */
export class SessionCookie {
  /** `ended` runs on logout, so the ended token stops being trusted at once. */
  constructor(
    private readonly response: Response,
    private readonly secure: boolean,
    private readonly ended: () => void,
  ) {}

  set(token: string, expiresAt: Date) {
    this.write(token, { expires: expiresAt });
  }

  clear() {
    this.ended();
    this.write('', { expires: new Date(0) });
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
