/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 000 §2. */
export const customerPaths = {
  list: 'customers',
  add: 'add/customer',
  edit: 'edit/customer/:id',
} as const;

export const customerUrls = {
  list: '/dashboard/customers',
  add: '/dashboard/add/customer',
  edit: (id: string) => `/dashboard/edit/customer/${encodeURIComponent(id)}`,
};
