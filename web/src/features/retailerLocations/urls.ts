/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 002 §2. */
export const retailerLocationPaths = {
  list: 'retail-partner',
  add: 'add/retail-partner',
  edit: 'edit/retail-partner/:id',
} as const;

export const retailerLocationUrls = {
  list: '/dashboard/retail-partner',
  add: '/dashboard/add/retail-partner',
  edit: (id: string) => `/dashboard/edit/retail-partner/${encodeURIComponent(id)}`,
};
