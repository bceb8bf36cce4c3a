/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 000 §2. */
export const promotionPaths = {
  list: 'promotions',
  add: 'add/promotion',
  edit: 'edit/promotion/:id',
} as const;

export const promotionUrls = {
  list: '/dashboard/promotions',
  add: '/dashboard/add/promotion',
  edit: (id: string) => `/dashboard/edit/promotion/${encodeURIComponent(id)}`,
};
