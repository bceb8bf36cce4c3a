import { createHash, randomBytes } from 'node:crypto';

import type { SessionUser } from '../core/app';
import type { Queryable } from '../db/database';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random bearer token; only its hash is stored, so a database leak yields no usable token. */
export async function createSession(db: Queryable, userId: number, ttlHours: number) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO sessions (token_hash, user_id, expires_at)
     VALUES ($1, $2, now() + make_interval(hours => $3)) RETURNING expires_at`,
    [hashToken(token), userId, ttlHours],
  );
  return { token, expiresAt: new Date(row!.expires_at) };
}

export async function findSessionUser(db: Queryable, token: string): Promise<SessionUser | undefined> {
  const [user] = await db.query<SessionUser>(
    `SELECT u.id, u.email, u.name FROM sessions s JOIN users u ON u.id = s.user_id
     WHERE s.token_hash = $1 AND s.expires_at > now()`,
    [hashToken(token)],
  );
  return user;
}

export async function endSession(db: Queryable, token: string) {
  await db.query('DELETE FROM sessions WHERE token_hash = $1 OR expires_at < now()', [hashToken(token)]);
}
