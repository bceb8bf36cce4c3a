// Imported by routes.tsx into the first bundle: plain constants only (no rules, no zod).

/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 001 §2. */
export const returnPaths = {
  list: 'returns',
  add: 'add/return',
  /** The form with an order chosen: where the order detail dialog's Return button goes. */
  addForOrder: 'add/return/:orderId',
} as const;

/** Spec 001 §2: the returns list's customer search lives in the address under this key. */
export const CUSTOMER_PARAM = 'customer';

/** The query key that opens a return's detail dialog over the list (as the orders list's). */
export const DETAIL_PARAM = 'detail';

/** Spec 001 §2: the add form's optional parameter `id` preselects an order, like /add/return/{orderId}. */
export const ORDER_PARAM = 'id';

export const returnUrls = {
  list: '/dashboard/returns',
  add: '/dashboard/add/return',
  addForOrder: (orderId: string) => `/dashboard/add/return/${encodeURIComponent(orderId)}`,
};
