/** Route pattern (relative to /dashboard) and address of the read-only list. Spec 002 §2. */
export const newsletterSubscriberPaths = {
  list: 'newsletter_subscriber',
} as const;

export const newsletterSubscriberUrls = {
  list: '/dashboard/newsletter_subscriber',
};
