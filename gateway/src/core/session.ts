import { createHash, randomBytes } from 'node:crypto';

import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import * as z from 'zod/mini';

import { gatewayError } from './errors';
import type { RestClient } from './restClient';

const SESSION_COOKIE = 'bo_session';

/**
 * A request's session: the REST API's token it carries, and the key the gateway knows the session by. For a
 * session the gateway issued (a login through it) the key is the SHA-256 of the session cookie, which holds a
 * random session id of the gateway's beside the token: logging out revokes that session, not the token, so an API
 * that hands out the same token again (one token per user) gives the next login a session that works (issue 35
 * §3). For a token sent as a header (tools, Apollo Sandbox), the token itself is the session: the key is its SHA-256.
 */
export interface RequestSession {
  /** Sent to the REST API on every call; never logged, never answered to the client. */
  token: string;
  /** SHA-256 (hex): what revocation, the store's staff and the response cache know the session by. */
  key: string;
}

/** A session cookie the gateway issued: `gs1.<its session id>.<the REST token>`. */
const ISSUED_COOKIE = /^gs1\.[\w-]{24}\.(.+)$/s;

/**
 * The request's session: the dashboard's httpOnly session cookie, or, for tools and Apollo Sandbox, a `token`
 * header or `Authorization: Bearer`. A cookie without the gateway's session id (written before it had them) is
 * read as the token alone, so those sessions last until they end.
 */
export function readSession(request: Request): RequestSession | undefined {
  const header = request.headers.token;
  const authorization = request.headers.authorization;
  const sent =
    typeof header === 'string' && header
      ? header
      : authorization?.startsWith('Bearer ')
        ? authorization.slice('Bearer '.length).trim()
        : undefined;
  if (sent) return { token: sent, key: hashToken(sent) };
  const cookie = parseCookies(request.headers.cookie ?? '')[SESSION_COOKIE];
  if (!cookie) return undefined;
  const token = ISSUED_COOKIE.exec(cookie)?.[1] ?? cookie;
  return { token, key: hashToken(cookie) };
}

/** A new session of the gateway's for a token the REST API's login answered: its cookie value and its key. */
export function issueSession(token: string): { cookie: string; key: string } {
  const cookie = `gs1.${randomBytes(18).toString('base64url')}.${token}`;
  return { cookie, key: hashToken(cookie) };
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
/** The check reads nothing of the answer: any 2xx means the REST API accepted the token. */
const SESSION_CHECK_ANSWER = z.unknown();
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
    await this.accepted.fetch(hashToken(token), {
      context: () => rest.get(SESSION_CHECK.path, SESSION_CHECK_ANSWER, SESSION_CHECK.query),
    });
  }

  forget(token: string | undefined) {
    if (token) this.accepted.delete(hashToken(token));
  }
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Writes the session cookie on the response: httpOnly (no page script reads it), SameSite=Strict (no cross-site use). */
export class SessionCookie {
  /** `ended` runs on logout, so the ended session stops being trusted at once, on every replica. */
  constructor(
    private readonly response: Response,
    private readonly secure: boolean,
    private readonly ended: () => Promise<void>,
  ) {}

  /** Writes a session issueSession made (its `cookie`). */
  set(cookie: string, expiresAt: Date) {
    this.write(cookie, { expires: expiresAt });
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
