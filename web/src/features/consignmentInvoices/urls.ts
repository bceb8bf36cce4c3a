// Imported by routes.tsx into the first bundle: plain constants only (no rules, no zod).

/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 002 §2. */
export const consignmentPaths = {
  list: 'consignment_invoice',
  /** Create Invoice reads its order from the `id_order` query key. */
  add: 'add/invoice',
  edit: 'edit/invoice/:id',
} as const;

/** Spec 002 §2: Create Invoice's order lives in the address under this key. */
export const ORDER_PARAM = 'id_order';

/** Spec 002 §2: the list's filters live in the address under these keys. */
export const CONSIGNMENT_FILTER_KEYS = {
  startDate: 'start_date',
  endDate: 'end_date',
  customer: 'customer',
  order: 'order',
  /** Issue 27: the consignment status, as its GraphQL value (PENDING, ON_PROCESS, DONE). */
  status: 'status',
} as const;

export const consignmentUrls = {
  list: '/dashboard/consignment_invoice',
  create: (orderId: string) => `/dashboard/add/invoice/?${ORDER_PARAM}=${encodeURIComponent(orderId)}`,
  edit: (id: string) => `/dashboard/edit/invoice/${encodeURIComponent(id)}`,
};
