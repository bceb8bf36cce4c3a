import type { Queryable } from '../db/database';

/** The user of an e-mail address, in any case, with the hash to check the password against. */
export async function findUserByEmail(db: Queryable, email: string) {
  const [user] = await db.query<{ id: number; email: string; name: string; password_hash: string }>(
    'SELECT id, email, name, password_hash FROM users WHERE lower(email) = lower($1)',
    [email],
  );
  return user;
}
