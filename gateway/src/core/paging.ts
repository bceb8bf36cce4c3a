import { gatewayError } from './errors';
import { ALL_ROWS_ESTIMATE } from './queryCost';

/** The `perPage` of the "All" page size. */
const ALL_ROWS = -1;

/** A page as the REST API's lists take it. */
interface RestPaging {
  page: number;
  per_page: number;
}

const count = (rows: number) => rows.toLocaleString('en-US');

/**
 * One page of a list. "All" (`perPage` -1) is never sent on as `per_page=-1`, which would fetch the whole
 * table: it asks for page 1 of ALL_ROWS_ESTIMATE rows, the size the query cost assumes for it, so an accepted
 * query stays as cheap as it was scored, and a list holding more is refused on `perPage` (the rows fetched are
 * dropped), pointing to the CSV export, which reads a list of any length a page at a time. `list` names the
 * list in staff's words ("newsletter subscriber list").
 */
export async function listPage<List extends { count: number }>(
  list: string,
  { page, perPage }: { page: number; perPage: number },
  fetch: (paging: RestPaging) => Promise<List>,
): Promise<List> {
  if (perPage !== ALL_ROWS) return fetch({ page, per_page: perPage });
  const all = await fetch({ page: 1, per_page: ALL_ROWS_ESTIMATE });
  if (all.count > ALL_ROWS_ESTIMATE) {
    const message = `The ${list} has ${count(all.count)} rows, more than “All” shows (${count(ALL_ROWS_ESTIMATE)}): narrow the filters, or use Export CSV`;
    throw gatewayError('BAD_USER_INPUT', message, { field: 'perPage', fields: [{ field: 'perPage', message }] });
  }
  return all;
}
