import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { listQuery, pageRoute } from '../core/routes';
import { NewsletterSubscriber } from './schemas';
import { listNewsletterSubscribers, SORT_COLUMNS } from './store';

export function newsletterSubscriberRoutes(app: App) {
  // Spec 002 §7: the list is read as NewsletterSubscriber.rows; the public website adds subscribers, not this API.
  pageRoute(app, {
    path: '/newsletter_subscribers',
    tag: 'newsletterSubscribers',
    summary: 'Newsletter subscribers, sorted and paged',
    name: 'NewsletterSubscriber',
    item: NewsletterSubscriber,
    query: listQuery(
      { search: Type.Optional(Type.String({ description: 'part of the e-mail, any case' })) },
      SORT_COLUMNS,
      'createdAt',
    ),
    list: listNewsletterSubscribers,
  });
}
