/**
 * Route patterns (relative to /dashboard), spec 001 §2. A module of their own, without React, for the page's
 * first script (boot.ts) to recognise the orders list before the app loads.
 */
export const orderPaths = {
  list: 'orders',
  add: 'add/order',
  edit: 'edit/order/:id',
} as const;
