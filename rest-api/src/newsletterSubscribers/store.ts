import { searchTerm } from '../core/search';
import { direction, listPage, type ListParams } from '../core/store';
import type { Queryable } from '../db/database';
import type { NewsletterSubscriber } from './schemas';

/** The sort keys of GET /newsletter_subscribers and their SQL. */
export const SORT_COLUMNS = {
  createdAt: 's.created_at',
  email: 'lower(s.email)',
  id: 's.id',
} as const;

type SubscriberRow = Omit<NewsletterSubscriber, 'createdAt'> & { createdAt: Date | string };

export async function listNewsletterSubscribers(
  db: Queryable,
  query: ListParams<typeof SORT_COLUMNS> & { search?: string },
) {
  const { rows, count } = await listPage<SubscriberRow>(
    db,
    {
      select: 'SELECT s.id, s.email, s.created_at AS "createdAt" FROM newsletter_subscribers s',
      from: 'newsletter_subscribers s',
      where: `WHERE $1::text IS NULL OR s.email ILIKE '%' || $1 || '%'`,
      params: [searchTerm(query.search)],
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, s.id`,
    },
    query,
  );
  return { rows: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })), count };
}
