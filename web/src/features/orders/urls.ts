import { withQuery } from '../../ui/urlParams';

/**
 * The query key that opens an order's detail dialog over the list. Not `order`: the spec gives that key
 * to the order-id search of the same list.
 */
export const DETAIL_PARAM = 'detail';

/** The query key of the add form that prefills it from an order (Duplicate in the detail dialog). */
export const DUPLICATE_PARAM = 'duplicate';

/** The detail dialog's value: an order id is digits; anything else in the address opens no dialog. */
export const parseOrderId = (text: string): string | null => (/^\d+$/.test(text) ? text : null);

// The addresses of the route patterns (paths.ts). Spec 001 §2.
const addUrl = '/dashboard/add/order';

export const orderUrls = {
  list: '/dashboard/orders',
  add: addUrl,
  edit: (id: string) => `/dashboard/edit/order/${encodeURIComponent(id)}`,
  duplicate: (id: string) => withQuery(addUrl, { [DUPLICATE_PARAM]: id }),
  /** The list with the order's detail dialog open. */
  detail: (id: string) => withQuery('/dashboard/orders', { [DETAIL_PARAM]: id }),
  /** Where the detail dialog's Return button goes (spec 001 §2: the return form with the order chosen). */
  addReturn: (orderId: string) => `/dashboard/add/return/${encodeURIComponent(orderId)}`,
};
