import { listPage } from '../core/paging';
import type { Resolvers } from '../generated/graphql';
import { newsletterSubscriberSortFieldMap } from './map';
import { NewsletterSubscriber } from './NewsletterSubscriber.resolvers';
import { NewsletterSubscriberList } from './NewsletterSubscriberList.resolvers';
import { listNewsletterSubscribers } from './rest';

export const newsletterSubscriberResolvers: Resolvers = {
  NewsletterSubscriber,
  NewsletterSubscriberList,
  Query: {
    newsletterSubscribers: (_parent, { search, page, perPage, sortBy, desc }, context) =>
      listPage('newsletter subscriber list', { page, perPage }, (paging) =>
        listNewsletterSubscribers(context, {
          search,
          ...paging,
          orderby: newsletterSubscriberSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
  },
};
