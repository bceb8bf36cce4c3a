import type { Queryable } from '../core/database';

/** A member of staff as the gateway's store knows them; `id` is the store's own. */
export interface Staff {
  id: number;
  email: string;
  name: string;
}

/** What a staff member is found by: the e-mail, trimmed and lower-cased. */
export const staffKey = (email: string) => email.trim().toLowerCase();

/**
 * Records that the session `sessionKey` (core/session.ts RequestSession.key: the SHA-256 of the cookie the gateway
 * issued, or of a token sent as a header) is staff member `email`'s until `expiresAt`, adding them if new. Their name becomes `name` when given; else the one known stays, and a new one is named by the e-mail.
 */
export async function recordSession(
  db: Queryable,
  session: { sessionKey: string; email: string; name: string | null | undefined; expiresAt: Date },
): Promise<Staff> {
  const [staff] = await db.query<Staff>(
    `WITH member AS (
       INSERT INTO staff (email, name) VALUES ($1, COALESCE($2, $1))
       ON CONFLICT (email) DO UPDATE SET name = COALESCE($2, staff.name)
       RETURNING id, email, name
     ), session AS (
       INSERT INTO sessions (token_hash, staff_id, expires_at) SELECT $3::text, id, $4::timestamptz FROM member
       ON CONFLICT (token_hash) DO UPDATE SET staff_id = EXCLUDED.staff_id, expires_at = EXCLUDED.expires_at
     )
     SELECT id, email, name FROM member`,
    [staffKey(session.email), session.name?.trim() || null, session.sessionKey, session.expiresAt.toISOString()],
  );
  return staff!;
}

/** The staff member of a session that has not ended. */
export async function sessionStaff(db: Queryable, sessionKey: string): Promise<Staff | undefined> {
  const [staff] = await db.query<Staff>(
    `SELECT s.id, s.email, s.name FROM sessions x JOIN staff s ON s.id = x.staff_id
     WHERE x.token_hash = $1 AND x.expires_at > now()`,
    [sessionKey],
  );
  return staff;
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

/** Whether a logout ended the session `sessionKey` and it would not have expired yet. */
export async function isRevokedSession(db: Queryable, sessionKey: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM revoked_sessions WHERE session_key = $1 AND refused_until > now()', [
    sessionKey,
  ]);
  return rows.length > 0;
}

/** Deletes the sessions, and the revocations, past their end. */
export async function forgetEndedSessions(db: Queryable) {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
  await db.query('DELETE FROM revoked_sessions WHERE refused_until <= now()');
}
