/**
 * Who a session belongs to (issue 24). The company's REST API answers a login with a token and may have no call
 * that says whose a token is, so the gateway records it when the staff member signs in through it; a token got
 * elsewhere (a tool that signed in at the REST API) is asked about with GET /me where the REST API offers it.
 */
import type { GatewayContext } from '../core/context';
import { gatewayError, hasCode } from '../core/errors';
import { fetchMe, type RestLoginAnswer } from './rest';
import { forgetEndedSessions, recordSession, sessionStaff, type Staff } from './store';

// The staff domain (the Staff screen) reads and changes members as the store keeps them.
export { type Staff, STAFF_COLUMNS } from './store';

/** What a disabled member is told at sign-in. */
export const DISABLED_MESSAGE = 'Your access to the back office has been disabled: ask an admin.';

const HOUR_MS = 3_600_000;

const pleaseLogIn = () => gatewayError('UNAUTHENTICATED', 'Please log in to continue.');

/**
 * When a session ends: as the REST API's answer says when it says a time to come, else `ttlHours` from `now` (a
 * time already past would end the login it answers).
 */
export function sessionEnd(answered: string | null | undefined, ttlHours: number, now = Date.now()): Date {
  const said = answered ? Date.parse(answered) : Number.NaN;
  return new Date(Number.isNaN(said) || said <= now ? now + ttlHours * HOUR_MS : said);
}

/**
 * Records a login through the gateway as its new session `sessionKey` (core/session.ts issueSession): the REST
 * API's user when its answer names one, else the staff member of the e-mail typed. Ended sessions are deleted on
 * the way, so they do not pile up.
 */
export async function recordLogin(
  context: GatewayContext,
  typedEmail: string,
  answer: RestLoginAnswer,
  sessionKey: string,
) {
  const expiresAt = sessionEnd(answer.expiresAt, context.sessionTtlHours);
  await forgetEndedSessions(context.store);
  const staff = await recordSession(
    context.store,
    { sessionKey, email: answer.User?.email ?? typedEmail, name: answer.User?.name, expiresAt, signingIn: true },
    context.firstRoles,
  );
  if (!staff.active) throw gatewayError('FORBIDDEN', DISABLED_MESSAGE);
  return { staff, expiresAt };
}

/**
 * The staff member whose session the request has, asked of the store when the request's session check did not find
 * them (a token the store had not met): UNAUTHENTICATED when the gateway cannot tell.
 */
export async function currentStaff(context: GatewayContext): Promise<Staff> {
  const { sessionKey, store, upstream } = context;
  if (!sessionKey) throw pleaseLogIn();
  const known = await sessionStaff(store, sessionKey);
  if (known) return known;
  if (!upstream.offers('currentUser')) throw pleaseLogIn();
  let user;
  try {
    // The REST API refuses a token it does not know: its UNAUTHENTICATED passes on.
    user = await fetchMe(context);
  } catch (error) {
    if (!hasCode(error, 'NOT_FOUND')) throw error;
    // GET /me is gone: check what the REST API offers now.
    upstream.suspect('currentUser');
    throw pleaseLogIn();
  }
  const staff = await recordSession(
    store,
    {
      sessionKey,
      email: user.email,
      name: user.name,
      expiresAt: sessionEnd(undefined, context.sessionTtlHours),
      signingIn: false,
    },
    context.firstRoles,
  );
  if (!staff.active) throw gatewayError('FORBIDDEN', DISABLED_MESSAGE);
  return staff;
}
