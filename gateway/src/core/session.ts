import type { Request, Response } from 'express';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';

export const SESSION_COOKIE = 'bo_session';

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

/** Writes the session cookie on the response: httpOnly (no page script reads it), SameSite=Strict (no cross-site use). */
export class SessionCookie {
  constructor(
    private readonly response: Response,
    private readonly secure: boolean,
  ) {}

  set(token: string, expiresAt: Date) {
    this.write(token, { expires: expiresAt });
  }

  clear() {
    this.write('', { expires: new Date(0) });
  }

  private write(value: string, options: { expires: Date }) {
    this.response.append(
      'Set-Cookie',
      serializeCookie(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'strict', secure: this.secure, path: '/', ...options }),
    );
  }
}
