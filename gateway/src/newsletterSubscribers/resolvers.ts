import type { Resolvers } from '../generated/graphql';
import { newsletterSubscriberSortFieldMap, newsletterSubscriberTypeResolvers } from './map';
import { listNewsletterSubscribers } from './rest';

export const newsletterSubscriberResolvers: Resolvers = {
  ...newsletterSubscriberTypeResolvers,
  Query: {
    newsletterSubscribers: (_parent, { search, page, perPage, sortBy, desc }, context) =>
      listNewsletterSubscribers(context, { search, page, per_page: perPage, orderby: newsletterSubscriberSortFieldMap.toRest(sortBy), desc }),
  },
};
