import { FaqLocale, FaqSortField } from '@backoffice/schema/generated/enums';
import { FAQ_LOCALE_LABELS } from '@backoffice/schema/rules/faq';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { choicesOf } from '../../ui/choices';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { enumLabel } from '../../ui/enumLabel';
import { FilterSelect } from '../../ui/FilterSelect';
import { CONTENT_PAGE_SIZES } from '../../ui/listParams';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteRowButton, EditRowButton, withoutEmptyActions } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useListParams } from '../../ui/useListParams';
import { useRowDeletion } from '../../ui/useRowDeletion';
import { faqMessages } from './faqMessages';
import { type FaqRowFragment, useDeleteFaqMutation, useFaqsQuery } from './faqs.generated';
import { faqUrls } from './urls';

const LOCALE_CHOICES = choicesOf(FAQ_LOCALE_LABELS);

/** FAQs (spec 002 §2): newest first, 5 rows a page, searched by question and filtered by locale. */
export function FaqListPage() {
  const { canMutate } = useStaffAccess();
  const canEdit = canMutate('updateFaq');
  const canDelete = canMutate('deleteFaq');
  const list = useListParams({
    sortFields: FaqSortField,
    orderBy: 'CREATED_AT',
    desc: true,
    perPage: 5,
    pageSizes: CONTENT_PAGE_SIZES,
  });
  const search = list.filter('search');
  const locale = list.enumFilter('locale', Object.values(FaqLocale));
  const query = useFaqsQuery({
    variables: {
      search: search || null,
      locale,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
  });
  const shown = (query.data ?? query.previousData)?.faqs;
  const [deleteFaq] = useDeleteFaqMutation();
  const deletion = useRowDeletion<FaqRowFragment>({
    list,
    shown,
    refetch: query.refetch,
    question: (faq) => faqMessages.confirmDelete(faq.title),
    perform: async (faq) => faqMessages.deleted((await deleteFaq({ variables: { id: faq.id } })).data!.deleteFaq.title),
  });

  const columns: Column<FaqRowFragment, FaqSortField>[] = [
    { key: 'title', label: 'Title', exportPath: 'title', sortKey: 'TITLE', render: (faq) => faq.title },
    { key: 'category', label: 'Category', exportPath: 'category.name', render: (faq) => faq.category.name },
    {
      key: 'locale',
      label: 'Locale',
      exportPath: 'locale',
      exportValues: FAQ_LOCALE_LABELS,
      render: (faq) => enumLabel(FAQ_LOCALE_LABELS, faq.locale, faq.unknownLocale),
    },
    {
      key: 'actions',
      label: 'Action',
      kind: 'actions',
      render: (faq) => (
        <>
          {canEdit && <EditRowButton to={faqUrls.edit(faq.id)} rowName={faq.title} />}
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(faq)} rowName={faq.title} />}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="FAQ">
        <SearchField
          label="Search FAQ"
          value={search}
          onSearch={(value) => list.update({ filters: { search: value } })}
        />
        <FilterSelect
          label="Locale"
          value={locale ?? ''}
          options={LOCALE_CHOICES}
          onChange={(value) => list.update({ filters: { locale: value } })}
          width={140}
        />
        {canMutate('createFaq') && <AddLinkButton to={faqUrls.add}>Add FAQ</AddLinkButton>}
      </PageHeader>
      <DataTable
        aria-label="FAQ"
        columns={withoutEmptyActions(columns, canEdit || canDelete)}
        page={shown}
        query={query}
        list={list}
        emptyText={search || locale ? 'No FAQ matches the search and filter' : 'No FAQs yet'}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
