/**
 * Addresses of the inventory screens (spec 000 §2). The route patterns are written in routes.tsx itself,
 * so the login bundle does not import this area: 'inventory', 'add/product', 'edit/product/:id'.
 */
export const productUrls = {
  list: '/dashboard/inventory',
  add: '/dashboard/add/product',
  edit: (id: string) => `/dashboard/edit/product/${encodeURIComponent(id)}`,
};
