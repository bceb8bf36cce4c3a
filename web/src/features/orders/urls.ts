/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 001 §2. */
export const orderPaths = {
  list: 'orders',
  add: 'add/order',
  edit: 'edit/order/:id',
} as const;

/**
 * The query key that opens an order's detail dialog over the list. Not `order`: the spec gives that key
 * to the order-id search of the same list.
 */
export const DETAIL_PARAM = 'detail';

/** The query key of the add form that prefills it from an order (Duplicate in the detail dialog). */
export const DUPLICATE_PARAM = 'duplicate';

export const orderUrls = {
  list: '/dashboard/orders',
  add: '/dashboard/add/order',
  edit: (id: string) => `/dashboard/edit/order/${encodeURIComponent(id)}`,
  duplicate: (id: string) => `/dashboard/add/order?${DUPLICATE_PARAM}=${encodeURIComponent(id)}`,
  /** Where the detail dialog's Return button goes (spec 001 §2: the return form with the order chosen). */
  addReturn: (orderId: string) => `/dashboard/add/return/${encodeURIComponent(orderId)}`,
};
