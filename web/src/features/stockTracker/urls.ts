/** Route pattern (relative to /dashboard) and address of the Stock Tracker. Spec 002 §2. */
export const stockTrackerPaths = {
  list: 'stock_tracker',
} as const;

export const stockTrackerUrls = {
  list: '/dashboard/stock_tracker',
};

/**
 * Spec 002 §2: the tracker's filters in the address under these keys (with `per_page`, `page`, `orderby`
 * and `desc`). Without `filter_date` the stock is today's.
 */
export const STOCK_FILTER_KEYS = {
  until: 'filter_date',
  warehouseId: 'warehouse',
  item: 'item',
  /** Issue 27: pairs whose current minus pending stock is below this (the overview's stock running low links here). */
  availableBelow: 'below',
} as const;

/** Spec 002 §9: 5 rows a page by default; the other sizes are every list's (000 §9). */
export const STOCK_PAGE_SIZES = [5, 15, 25, 50, 100, -1] as const;

/** Issue 39: the query key that opens a row's history of counts (`?detail=<productId>:<warehouseId>`), as other lists' detail. */
export const DETAIL_PARAM = 'detail';
