/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 002 §2: edit is addressed by slug. */
export const recipePaths = {
  list: 'recipe',
  add: 'add/recipe',
  edit: 'edit/recipe/:slug',
} as const;

export const recipeUrls = {
  list: '/dashboard/recipe',
  add: '/dashboard/add/recipe',
  edit: (slug: string) => `/dashboard/edit/recipe/${encodeURIComponent(slug)}`,
};
