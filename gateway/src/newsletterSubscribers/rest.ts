import * as z from 'zod/mini';

import type { GatewayContext } from '../core/context';
import { containsText, type FilterableList, readList } from '../core/listFilters';
import { type Answer, id, optional, type RestReads, rowsAnswer, text } from '../core/restAnswer';

/** Spec 002 §3: "Newsletter subscriber: email, createdAt." The id is not named: none when the API leaves it out. */
export const restNewsletterSubscriber = z.object({ id: optional(id()), email: text(), createdAt: text() });
export type RestNewsletterSubscriber = Answer<typeof restNewsletterSubscriber>;

/**
 * GET /newsletter_subscribers: "reads NewsletterSubscriber.rows" (002 §7). The count beside the rows is not shown,
 * so the tolerant reading (a missing count is the rows') rather than `shown`, which requires it.
 */
export const SUBSCRIBERS = rowsAnswer('NewsletterSubscriber', restNewsletterSubscriber);

/** The GET calls of newsletter subscribers, for `npm run check-upstream` (restReads.ts). */
export const newsletterSubscriberReads: RestReads = { 'GET /newsletter_subscribers': SUBSCRIBERS };

export type RestNewsletterSubscriberList = Answer<typeof SUBSCRIBERS>;

export interface NewsletterSubscriberListQuery {
  search?: string | null;
  page: number;
  per_page: number;
  orderby: 'email' | 'createdAt';
  desc: boolean;
}

/** GET /newsletter_subscribers's search, not in the spec: as rest-api newsletterSubscribers/store.ts applies it. */
const SUBSCRIBER_LIST: FilterableList<
  '/newsletter_subscribers',
  NewsletterSubscriberListQuery,
  RestNewsletterSubscriber
> = {
  path: '/newsletter_subscribers',
  name: 'newsletter subscriber list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.email, search) },
  },
};

/** Spec 002 §7: the list is read as NewsletterSubscriber.rows. */
export const listNewsletterSubscribers = (context: GatewayContext, query: NewsletterSubscriberListQuery) =>
  readList(context, SUBSCRIBER_LIST, query, SUBSCRIBERS);
