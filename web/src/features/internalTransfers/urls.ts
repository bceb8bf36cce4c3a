// Imported by routes.tsx into the first bundle: plain constants only (no rules, no zod).

/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 000 §2 and 001 §2. */
export const internalTransferPaths = {
  list: 'stocks',
  add: 'add/stock',
} as const;

export const internalTransferUrls = {
  list: '/dashboard/stocks',
  add: '/dashboard/add/stock',
};

/**
 * The list's filters in the address. The spec names the filters but not their keys; these are the REST
 * API's own query names (and the orders list's `start_date`, `end_date`, `ship_from`). `type` holds the
 * GraphQL enum value (`?type=PURCHASE_RETURN`), `vendor` a vendor id.
 */
export const TRANSFER_FILTER_KEYS = {
  startDate: 'start_date',
  endDate: 'end_date',
  fromWarehouseId: 'ship_from',
  toWarehouseId: 'ship_to',
  type: 'type',
  vendorId: 'vendor',
} as const;

/** The query key that opens a transfer's detail dialog over the list (as the orders list's). */
export const DETAIL_PARAM = 'detail';
