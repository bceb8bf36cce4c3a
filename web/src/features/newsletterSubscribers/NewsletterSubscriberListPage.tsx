import { NewsletterSubscriberSortField } from '@backoffice/schema/generated/enums';

import { type Column, DataTable } from '../../ui/DataTable';
import { formatDate } from '../../ui/dates';
import { CONTENT_PAGE_SIZES } from '../../ui/listParams';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { useListParams } from '../../ui/useListParams';
import { type NewsletterSubscribersQuery, useNewsletterSubscribersQuery } from './newsletterSubscribers.generated';

type Subscriber = NewsletterSubscribersQuery['newsletterSubscribers']['rows'][number];

const columns: Column<Subscriber, NewsletterSubscriberSortField>[] = [
  { key: 'email', label: 'Email', exportPath: 'email', sortKey: 'EMAIL', render: (subscriber) => subscriber.email },
  {
    key: 'createdAt',
    label: 'Created At',
    exportPath: 'createdAt',
    exportFormat: 'day',
    sortKey: 'CREATED_AT',
    render: (subscriber) => formatDate(subscriber.createdAt),
  },
];

/** Newsletter subscribers (spec 002 §2): read-only, newest first, 5 rows a page, dates DD/MM/YYYY. */
export function NewsletterSubscriberListPage() {
  const list = useListParams({
    sortFields: NewsletterSubscriberSortField,
    orderBy: 'CREATED_AT',
    desc: true,
    perPage: 5,
    pageSizes: CONTENT_PAGE_SIZES,
  });
  const search = list.filter('search');
  const query = useNewsletterSubscribersQuery({
    variables: {
      search: search || null,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
  });
  const shown = (query.data ?? query.previousData)?.newsletterSubscribers;
  return (
    <>
      <PageHeader title="Newsletter Subscriber">
        <SearchField
          label="Search email"
          value={search}
          onSearch={(value) => list.update({ filters: { search: value } })}
        />
      </PageHeader>
      <DataTable
        aria-label="Newsletter Subscriber"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        emptyText={search ? 'No subscriber matches the search' : 'No subscribers yet'}
      />
    </>
  );
}
