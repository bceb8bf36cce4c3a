/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 000 §2. */
export const deliveryFeePaths = {
  list: 'delivery',
  add: 'add/courier',
  edit: 'edit/courier/:id',
} as const;

export const deliveryFeeUrls = {
  list: '/dashboard/delivery',
  add: '/dashboard/add/courier',
  edit: (id: string) => `/dashboard/edit/courier/${encodeURIComponent(id)}`,
};
