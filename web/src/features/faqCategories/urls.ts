/** Route patterns (relative to /dashboard) and the addresses built from them. Spec 002 §2. */
export const faqCategoryPaths = {
  list: 'faq_category',
  add: 'add/faq_category',
  edit: 'edit/faq_category/:id',
} as const;

export const faqCategoryUrls = {
  list: '/dashboard/faq_category',
  add: '/dashboard/add/faq_category',
  edit: (id: string) => `/dashboard/edit/faq_category/${encodeURIComponent(id)}`,
};
