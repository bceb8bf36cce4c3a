import type { StaffMemberInputValues } from '@backoffice/schema/rules/staff';
import { lastAdminProblem } from '@backoffice/schema/rules/staff';

import { type Staff, STAFF_COLUMNS } from '../auth/identity';
import type { GatewayStore } from '../core/database';
import { gatewayError } from '../core/errors';

/** The advisory lock class a change of staff holds while it counts the admins: two admins at once keep one. */
export const STAFF_LOCK = 39;

/** One page of staff by name, and how many match; `search` matches the name or e-mail in any case. */
export async function listStaff(
  store: GatewayStore,
  search: string | undefined,
  paging: { page: number; per_page: number },
): Promise<{ rows: Staff[]; count: number }> {
  const pattern = search?.trim() ? `%${search.trim().replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = '$1::text IS NULL OR s.name ILIKE $1 OR s.email ILIKE $1';
  const [rows, [total]] = await Promise.all([
    store.query<Staff>(
      `SELECT ${STAFF_COLUMNS} FROM staff s WHERE ${where} ORDER BY lower(s.name), s.email LIMIT $2 OFFSET $3`,
      [pattern, paging.per_page, (paging.page - 1) * paging.per_page],
    ),
    store.query<{ count: number }>(`SELECT count(*)::int AS count FROM staff s WHERE ${where}`, [pattern]),
  ]);
  return { rows, count: total!.count };
}

/**
 * Sets a member's role and state in one transaction under STAFF_LOCK, refusing a change that would leave no active
 * admin. Disabling ends every session of theirs in the store, where every replica asks about each request's session:
 * they are refused until they would have expired (`refusedUntil` at least). Answers the member as saved, as they were,
 * and the keys of the sessions ended.
 */
export async function updateStaff(
  store: GatewayStore,
  id: number,
  change: StaffMemberInputValues,
  refusedUntil: Date,
): Promise<{ staff: Staff; before: Staff; endedSessions: string[] }> {
  return store.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [STAFF_LOCK]);
    const [before] = await tx.query<Staff>(`SELECT ${STAFF_COLUMNS} FROM staff s WHERE s.id = $1`, [id]);
    if (!before) throw gatewayError('NOT_FOUND', `Staff member ${id} not found`);
    const [{ others }] = (await tx.query<{ others: number }>(
      `SELECT count(*)::int AS others FROM staff WHERE role = 'ADMIN' AND active AND id <> $1`,
      [id],
    )) as [{ others: number }];
    const problem = lastAdminProblem(before, change, others);
    if (problem) throw gatewayError('BAD_USER_INPUT', problem.message, { field: problem.field, fields: [problem] });
    const [staff] = await tx.query<Staff>(
      `UPDATE staff s SET role = $2, active = $3 WHERE s.id = $1 RETURNING ${STAFF_COLUMNS}`,
      [id, change.role, change.active],
    );
    if (change.active) return { staff: staff!, before, endedSessions: [] };
    const ended = await tx.query<{ key: string }>(
      `WITH ended AS (DELETE FROM sessions WHERE staff_id = $1 RETURNING token_hash, expires_at)
       INSERT INTO revoked_sessions (session_key, refused_until)
       SELECT token_hash, GREATEST($2::timestamptz, expires_at) FROM ended
       ON CONFLICT (session_key) DO UPDATE SET refused_until = GREATEST(revoked_sessions.refused_until, EXCLUDED.refused_until)
       RETURNING session_key AS key`,
      [id, refusedUntil.toISOString()],
    );
    return { staff: staff!, before, endedSessions: ended.map((row) => row.key) };
  });
}
