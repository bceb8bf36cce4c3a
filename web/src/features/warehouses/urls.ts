/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 002 §2. */
export const warehousePaths = {
  list: 'warehouse',
  add: 'add/warehouse',
  edit: 'edit/warehouse/:id',
} as const;

export const warehouseUrls = {
  list: '/dashboard/warehouse',
  add: '/dashboard/add/warehouse',
  edit: (id: string) => `/dashboard/edit/warehouse/${encodeURIComponent(id)}`,
};
