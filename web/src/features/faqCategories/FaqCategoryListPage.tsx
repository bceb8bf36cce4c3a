import { FaqCategorySortField } from '@backoffice/schema/generated/enums';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { CONTENT_PAGE_SIZES } from '../../ui/listParams';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteRowButton, EditRowButton, withoutEmptyActions } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useListParams } from '../../ui/useListParams';
import { useRowDeletion } from '../../ui/useRowDeletion';
import {
  type FaqCategoryRowFragment,
  useDeleteFaqCategoryMutation,
  useFaqCategoriesQuery,
} from './faqCategories.generated';
import { faqCategoryMessages } from './faqCategoryMessages';
import { faqCategoryUrls } from './urls';

/**
 * FAQ categories (spec 002 §2): by name, 5 rows a page, with how many FAQs each holds. A category still in
 * use is refused by the gateway (CONFLICT), whose message is shown.
 */
export function FaqCategoryListPage() {
  const { canMutate } = useStaffAccess();
  const canEdit = canMutate('updateFaqCategory');
  const canDelete = canMutate('deleteFaqCategory');
  const list = useListParams({
    sortFields: FaqCategorySortField,
    orderBy: 'NAME',
    perPage: 5,
    pageSizes: CONTENT_PAGE_SIZES,
  });
  const search = list.filter('search');
  const query = useFaqCategoriesQuery({
    variables: {
      search: search || null,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
  });
  const shown = (query.data ?? query.previousData)?.faqCategories;
  const [deleteCategory] = useDeleteFaqCategoryMutation();
  const deletion = useRowDeletion<FaqCategoryRowFragment>({
    list,
    shown,
    refetch: query.refetch,
    question: (category) => faqCategoryMessages.confirmDelete(category.name),
    perform: async (category) =>
      faqCategoryMessages.deleted(
        (await deleteCategory({ variables: { id: category.id } })).data!.deleteFaqCategory.name,
      ),
  });

  const columns: Column<FaqCategoryRowFragment, FaqCategorySortField>[] = [
    { key: 'name', label: 'Name', exportPath: 'name', sortKey: 'NAME', render: (category) => category.name },
    {
      key: 'faqCount',
      label: 'Number of FAQs',
      exportPath: 'faqCount',
      align: 'right',
      render: (category) => category.faqCount,
    },
    {
      key: 'actions',
      label: 'Action',
      kind: 'actions',
      render: (category) => (
        <>
          {canEdit && <EditRowButton to={faqCategoryUrls.edit(category.id)} rowName={category.name} />}
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(category)} rowName={category.name} />}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="FAQ Category">
        <SearchField
          label="Search FAQ category"
          value={search}
          onSearch={(value) => list.update({ filters: { search: value } })}
        />
        {canMutate('createFaqCategory') && <AddLinkButton to={faqCategoryUrls.add}>Add FAQ Category</AddLinkButton>}
      </PageHeader>
      <DataTable
        aria-label="FAQ Category"
        columns={withoutEmptyActions(columns, canEdit || canDelete)}
        page={shown}
        query={query}
        list={list}
        emptyText={search ? 'No FAQ category matches the search' : 'No FAQ categories yet'}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
