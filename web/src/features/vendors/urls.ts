/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 000 §2. */
export const vendorPaths = {
  list: 'vendors',
  add: 'add/vendor',
  edit: 'edit/vendor/:id',
} as const;

export const vendorUrls = {
  list: '/dashboard/vendors',
  add: '/dashboard/add/vendor',
  edit: (id: string) => `/dashboard/edit/vendor/${encodeURIComponent(id)}`,
};
