import type { Queryable } from '../core/database';
import type { FirstRoles, Staff } from '../core/staff';

export type { FirstRoles, Staff };

/** A staff row's columns as `Staff` names them, from `staff` aliased `s`. */
export const STAFF_COLUMNS = 's.id, s.email, s.name, s.role, s.active, s.last_sign_in_at AS "lastSignInAt"';

/** What a staff member is found by: the e-mail, trimmed and lower-cased. */
export const staffKey = (email: string) => email.trim().toLowerCase();

/**
 * Records that the session `sessionKey` (core/session.ts RequestSession.key: the SHA-256 of the cookie the gateway
 * issued, or of a token sent as a header) is staff member `email`'s until `expiresAt`, adding them if new. Their name
 * becomes `name` when given; else the one known stays, and a new one is named by the e-mail.
 *
 * A new member's role is Admin when ADMIN_EMAILS names them, else the default. An e-mail ADMIN_EMAILS names is made
 * Admin again only while no active admin is left (a store from before roles, or one whose admins all left), so an
 * admin's later change of their role stands. A disabled member gets no session (`active` false in the answer).
 * `signingIn` marks a sign-in (a login, not a tool's token found through GET /me): it sets `lastSignInAt`.
 */
export async function recordSession(
  db: Queryable,
  session: { sessionKey: string; email: string; name: string | null | undefined; expiresAt: Date; signingIn: boolean },
  roles: FirstRoles,
): Promise<Staff> {
  const email = staffKey(session.email);
  const named = roles.adminEmails.includes(email);
  const [staff] = await db.query<Staff>(
    `WITH member AS (
       INSERT INTO staff AS s (email, name, role, last_sign_in_at)
       VALUES ($1, COALESCE($2, $1), $5, CASE WHEN $7::boolean THEN now() END)
       ON CONFLICT (email) DO UPDATE SET
         name = COALESCE($2, s.name),
         role = CASE WHEN $6::boolean AND s.active AND NOT EXISTS (SELECT 1 FROM staff WHERE role = 'ADMIN' AND active)
                THEN 'ADMIN' ELSE s.role END,
         last_sign_in_at = CASE WHEN $7::boolean AND s.active THEN now() ELSE s.last_sign_in_at END
       RETURNING ${STAFF_COLUMNS}
     ), session AS (
       INSERT INTO sessions (token_hash, staff_id, expires_at) SELECT $3::text, id, $4::timestamptz FROM member WHERE active
       ON CONFLICT (token_hash) DO UPDATE SET staff_id = EXCLUDED.staff_id, expires_at = EXCLUDED.expires_at
     )
     SELECT * FROM member`,
    [
      email,
      session.name?.trim() || null,
      session.sessionKey,
      session.expiresAt.toISOString(),
      named ? 'ADMIN' : roles.defaultRole,
      named,
      session.signingIn,
    ],
  );
  return staff!;
}

/** The staff member of a session that has not ended. */
export async function sessionStaff(db: Queryable, sessionKey: string): Promise<Staff | undefined> {
  const [staff] = await db.query<Staff>(
    `SELECT ${STAFF_COLUMNS} FROM sessions x JOIN staff s ON s.id = x.staff_id
     WHERE x.token_hash = $1 AND x.expires_at > now() AND s.active`,
    [sessionKey],
  );
  return staff;
}

/**
 * A session's state in one statement, as every request asks it: whether a logout ended it, and whose it is (none
 * for a token the store has not met, or a member since disabled).
 */
export async function sessionState(
  db: Queryable,
  sessionKey: string,
): Promise<{ revoked: boolean; staff: Staff | undefined }> {
  const [row] = await db.query<{ revoked: boolean } & Partial<Staff>>(
    `SELECT EXISTS (SELECT 1 FROM revoked_sessions WHERE session_key = $1 AND refused_until > now()) AS revoked,
       ${STAFF_COLUMNS}
     FROM (SELECT 1) AS one
     LEFT JOIN sessions x ON x.token_hash = $1 AND x.expires_at > now()
     LEFT JOIN staff s ON s.id = x.staff_id AND s.active`,
    [sessionKey],
  );
  const { revoked, ...staff } = row!;
  return { revoked, staff: staff.id == null ? undefined : (staff as Staff) };
}

/**
 * Ends the session `sessionKey` (a logout): its record goes, and it is refused until it would have expired, the later
 * of `refusedUntil` and the end its record said (the REST API's may be later than SESSION_TTL_HOURS). One statement,
 * so a logout never leaves a session forgotten but not refused.
 */
export async function endSession(db: Queryable, sessionKey: string, refusedUntil: Date) {
  await db.query(
    `WITH ended AS (DELETE FROM sessions WHERE token_hash = $1 RETURNING expires_at)
     INSERT INTO revoked_sessions (session_key, refused_until)
     SELECT $1, GREATEST($2::timestamptz, (SELECT max(expires_at) FROM ended))
     ON CONFLICT (session_key) DO UPDATE SET refused_until = GREATEST(revoked_sessions.refused_until, EXCLUDED.refused_until)`,
    [sessionKey, refusedUntil.toISOString()],
  );
}

/** Deletes the sessions, and the revocations, past their end. */
export async function forgetEndedSessions(db: Queryable) {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
  await db.query('DELETE FROM revoked_sessions WHERE refused_until <= now()');
}
