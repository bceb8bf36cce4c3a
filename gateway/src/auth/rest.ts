import * as z from 'zod/mini';

import type { GatewayContext } from '../core/context';
import { type Answer, messageAnswer, optional, recordAnswer, type RestReads, text } from '../core/restAnswer';

/**
 * A user as the REST API may describe one: our stand-in does, the spec promises nothing of it. The gateway needs
 * the e-mail (whose session it is); the name may be missing.
 */
const restAccount = z.object({ email: text().check(z.minLength(1)), name: optional(text()) });
export type RestAccount = Answer<typeof restAccount>;

/**
 * POST /login: spec 000 §7 "| POST /login | email, password | token; … Other response parts: not shown |". The
 * token is all the gateway needs; when it ends and whose it is are read where an API says them (our stand-in
 * does), and an unreadable one is as if unsaid: the login still works (issue 35 §3).
 */
export const LOGIN_ANSWER = z.object({
  token: text().check(z.minLength(1)),
  expiresAt: z.catch(optional(text()), null),
  User: z.catch(optional(restAccount), null),
});
export type RestLoginAnswer = Answer<typeof LOGIN_ANSWER>;

/** POST /logout: not in the spec (the stand-in's extension, core/upstream.ts); its answer is not read. */
const LOGOUT = messageAnswer();

/** GET /me: not in the spec (the stand-in's extension): `{ User }`, read tolerantly (docs/company-rest-api.md). */
export const ME_ANSWER = recordAnswer('User', restAccount);

export const login = ({ rest }: GatewayContext, email: string, password: string) =>
  rest.post('/login', LOGIN_ANSWER, { email, password });

/** Only where the REST API offers it (`logout`, core/upstream.ts). */
export const logout = ({ rest }: GatewayContext) => rest.post('/logout', LOGOUT);

/** Only where the REST API offers it (`currentUser`, core/upstream.ts). */
export const fetchMe = ({ rest }: GatewayContext) => rest.get('/me', ME_ANSWER);

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const authReads: RestReads = { 'GET /me': ME_ANSWER };
