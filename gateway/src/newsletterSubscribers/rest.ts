import type { GatewayContext } from '../core/context';
import { containsText, type FilterableList, readList } from '../core/listFilters';

export interface RestNewsletterSubscriber {
  id: number;
  email: string;
  createdAt: string;
}

export interface RestNewsletterSubscriberList {
  rows: RestNewsletterSubscriber[];
  count: number;
}

export interface NewsletterSubscriberListQuery {
  search?: string | null;
  page: number;
  per_page: number;
  orderby: 'email' | 'createdAt';
  desc: boolean;
}

/** GET /newsletter_subscribers's search, not in the spec: as rest-api newsletterSubscribers/store.ts applies it. */
const SUBSCRIBER_LIST: FilterableList<NewsletterSubscriberListQuery, RestNewsletterSubscriber> = {
  path: '/newsletter_subscribers',
  name: 'newsletter subscriber list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.email, search) },
  },
};

/** Spec 002 §7: the list is read as NewsletterSubscriber.rows. */
export const listNewsletterSubscribers = (context: GatewayContext, query: NewsletterSubscriberListQuery) =>
  readList(
    context,
    SUBSCRIBER_LIST,
    query,
    (reply: { NewsletterSubscriber: RestNewsletterSubscriberList }) => reply.NewsletterSubscriber,
  );
