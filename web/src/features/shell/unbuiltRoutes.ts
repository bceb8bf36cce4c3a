/**
 * The spec's addresses (000–002 §2) whose screens are not built yet, besides the sidebar's lists: each
 * shows the not-built page under the name of its area, so a link from elsewhere (the order dialog's
 * Return, a bookmark) never lands on the wrong screen. An area's own routes replace its entries here.
 */
export const unbuiltRoutes: ReadonlyArray<{ path: string; label: string }> = [
  { path: 'add/recipe', label: 'Recipe' },
  { path: 'edit/recipe/:slug', label: 'Recipe' },
];
