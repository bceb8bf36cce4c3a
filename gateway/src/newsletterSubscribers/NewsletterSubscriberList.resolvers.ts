import type { NewsletterSubscriberListResolvers } from '../generated/graphql';

export const NewsletterSubscriberList: NewsletterSubscriberListResolvers = {
  totalCount: (list) => list.count,
};
