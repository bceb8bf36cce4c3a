import { enumMap } from '../core/enumMap';
import type { NewsletterSubscriberSortField } from '../generated/graphql';
import type { NewsletterSubscriberListQuery } from './rest';

export const newsletterSubscriberSortFieldMap = enumMap('newsletter subscriber sort field', {
  EMAIL: 'email',
  CREATED_AT: 'createdAt',
} as const satisfies Record<NewsletterSubscriberSortField, NewsletterSubscriberListQuery['orderby']>);
