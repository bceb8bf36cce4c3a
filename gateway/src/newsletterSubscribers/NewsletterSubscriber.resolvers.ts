import type { NewsletterSubscriberResolvers } from '../generated/graphql';

export const NewsletterSubscriber: NewsletterSubscriberResolvers = {
  // The spec names no id (002 §3): the e-mail, unique to a subscriber, stands in for a missing one.
  id: (subscriber) => String(subscriber.id ?? subscriber.email),
};
