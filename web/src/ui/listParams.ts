/** Page sizes of every paged list (spec 000 §9); -1 is "all". */
export const PAGE_SIZES = [15, 25, 50, 100, -1] as const;

export interface ListParams {
  /** 1-based, as in the address. */
  page: number;
  perPage: number;
  orderBy: string;
  desc: boolean;
}

export interface ListDefaults {
  perPage: number;
  orderBy: string;
  pageSizes: readonly number[];
  /** How a list sorts while the address has no `desc` (orders: newest first); ascending when left out. */
  desc?: boolean;
}

/** Reads page, per_page, orderby and desc from the address, falling back to the defaults for anything odd. */
export function parseListParams(search: URLSearchParams, defaults: ListDefaults): ListParams {
  const page = Number(search.get('page'));
  const perPage = Number(search.get('per_page'));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    perPage: defaults.pageSizes.includes(perPage) ? perPage : defaults.perPage,
    orderBy: search.get('orderby') || defaults.orderBy,
    desc: search.has('desc') ? search.get('desc') === 'true' : (defaults.desc ?? false),
  };
}

/** The address after a change: defaults are left out, and any change but paging goes back to page 1. */
export function writeListParams(
  search: URLSearchParams,
  change: Partial<ListParams> & { filters?: Record<string, string | null> },
  defaults: ListDefaults,
): URLSearchParams {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null, fallback?: string) => {
    if (value === null || value === '' || value === fallback) next.delete(key);
    else next.set(key, value);
  };
  if (change.perPage !== undefined) set('per_page', String(change.perPage), String(defaults.perPage));
  if (change.orderBy !== undefined) set('orderby', change.orderBy, defaults.orderBy);
  if (change.desc !== undefined) set('desc', String(change.desc), String(defaults.desc ?? false));
  for (const [key, value] of Object.entries(change.filters ?? {})) set(key, value);
  set('page', change.page !== undefined ? String(change.page) : null, '1');
  return next;
}
