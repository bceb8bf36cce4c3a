import { DEFAULT_LOW_STOCK_THRESHOLD } from '@backoffice/schema/rules/overview';

import type { Queryable } from '../core/database';

// The gateway keeps the threshold itself: the company's REST API has no place for a user's settings.

/** The staff member's low-stock threshold, or the default when they never set one. */
export async function lowStockThreshold(db: Queryable, staffId: number): Promise<number> {
  const [row] = await db.query<{ threshold: number | null }>(
    'SELECT low_stock_threshold AS threshold FROM staff WHERE id = $1',
    [staffId],
  );
  return row?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

/** Keeps the staff member's threshold (checked by the shared rule before, and by the column's CHECK). */
export async function saveLowStockThreshold(db: Queryable, staffId: number, threshold: number): Promise<number> {
  await db.query('UPDATE staff SET low_stock_threshold = $2 WHERE id = $1', [staffId, threshold]);
  return threshold;
}
