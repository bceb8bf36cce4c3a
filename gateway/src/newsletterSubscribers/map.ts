import { enumMap } from '../core/enumMap';
import type { NewsletterSubscriberSortField, Resolvers } from '../generated/graphql';
import type { NewsletterSubscriberListQuery } from './rest';

export const newsletterSubscriberSortFieldMap = enumMap('newsletter subscriber sort field', {
  EMAIL: 'email',
  CREATED_AT: 'createdAt',
} as const satisfies Record<NewsletterSubscriberSortField, NewsletterSubscriberListQuery['orderby']>);

export const newsletterSubscriberTypeResolvers: Resolvers = {
  NewsletterSubscriber: {
    // The spec names no id (002 §3): the e-mail, unique to a subscriber, stands in for a missing one.
    id: (subscriber) => String(subscriber.id ?? subscriber.email),
  },
  NewsletterSubscriberList: {
    totalCount: (list) => list.count,
  },
};
