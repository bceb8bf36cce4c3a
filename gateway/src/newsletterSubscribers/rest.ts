import type { GatewayContext } from '../core/context';

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

/** Spec 002 §7: the list is read as NewsletterSubscriber.rows. */
export const listNewsletterSubscribers = async ({ rest }: GatewayContext, query: NewsletterSubscriberListQuery) =>
  (await rest.get<{ NewsletterSubscriber: RestNewsletterSubscriberList }>('/newsletter_subscribers', { ...query }))
    .NewsletterSubscriber;
