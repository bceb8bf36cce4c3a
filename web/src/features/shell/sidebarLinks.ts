/**
 * The sidebar, in the spec's order (000 §2), then the areas added since; `path` is relative to /dashboard. Each
 * shows to the roles that may open its list (screenAccess.ts).
 */
export const sidebarLinks = [
  { path: 'inventory', label: 'Inventory' },
  { path: 'delivery', label: 'Delivery' },
  { path: 'warehouse', label: 'Warehouse' },
  { path: 'customers', label: 'Customers' },
  { path: 'vendors', label: 'Vendors' },
  { path: 'promotions', label: 'Promotions' },
  { path: 'stocks', label: 'Internal Transfer' },
  { path: 'orders', label: 'Orders' },
  { path: 'samples', label: 'Samples' },
  { path: 'tester', label: 'Tester' },
  { path: 'returns', label: 'Returns' },
  { path: 'stock_tracker', label: 'Stock Tracker' },
  { path: 'consignment_invoice', label: 'Consignment Invoice' },
  { path: 'retail-partner', label: 'Retail Partner' },
  { path: 'faq', label: 'FAQ' },
  { path: 'faq_category', label: 'FAQ Category' },
  { path: 'recipe', label: 'Recipe' },
  { path: 'newsletter_subscriber', label: 'Newsletter Subscriber' },
  // Issue 39: what was changed through the dashboard (everyone's for admins, one's own for the others).
  { path: 'activity', label: 'Activity' },
  // Issue 39: who is staff and their roles, for admins; last, after the spec's 18 areas.
  { path: 'staff', label: 'Staff' },
] as const;

export type SidebarPath = (typeof sidebarLinks)[number]['path'];

/** Issue 27: the overview, at the dashboard's own address (`path` ''), is the first link, above the spec's 18 areas. */
export const overviewLink = { path: '', label: 'Overview' } as const;

/** Every link of the sidebar, top to bottom. */
export const navigationLinks = [overviewLink, ...sidebarLinks] as const;

export type NavigationPath = (typeof navigationLinks)[number]['path'];
