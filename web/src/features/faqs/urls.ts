/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 002 §2. */
export const faqPaths = {
  list: 'faq',
  add: 'add/faq',
  edit: 'edit/faq/:id',
} as const;

export const faqUrls = {
  list: '/dashboard/faq',
  add: '/dashboard/add/faq',
  edit: (id: string) => `/dashboard/edit/faq/${encodeURIComponent(id)}`,
};
