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

export async function endSession(db: Queryable, sessionKey: string) {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [sessionKey]);
}

export async function forgetEndedSessions(db: Queryable) {
  await db.query('DELETE FROM sessions WHERE expires_at <= now()');
}
