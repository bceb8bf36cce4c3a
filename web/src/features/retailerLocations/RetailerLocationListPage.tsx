import { RetailerLocationSortField } from '@backoffice/schema/generated/enums';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { CONTENT_PAGE_SIZES } from '../../ui/listParams';
import { PageHeader } from '../../ui/PageHeader';
import { phoneColumn } from '../../ui/phoneColumn';
import { DeleteRowButton, EditRowButton, withoutEmptyActions } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useListParams } from '../../ui/useListParams';
import { useRowDeletion } from '../../ui/useRowDeletion';
import { retailerLocationMessages } from './retailerLocationMessages';
import {
  type RetailerLocationRowFragment,
  useDeleteRetailerLocationMutation,
  useRetailerLocationsQuery,
} from './retailerLocations.generated';
import { retailerLocationUrls } from './urls';

/** Retail Partner Locations (spec 002 §2): newest first, 5 rows a page, searched by location or customer name. */
export function RetailerLocationListPage() {
  const { canMutate } = useStaffAccess();
  const canEdit = canMutate('updateRetailerLocation');
  const canDelete = canMutate('deleteRetailerLocation');
  const list = useListParams({
    sortFields: RetailerLocationSortField,
    orderBy: 'CREATED_AT',
    desc: true,
    perPage: 5,
    pageSizes: CONTENT_PAGE_SIZES,
  });
  const search = list.filter('search');
  const query = useRetailerLocationsQuery({
    variables: {
      search: search || null,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
  });
  const shown = (query.data ?? query.previousData)?.retailerLocations;
  const [deleteLocation] = useDeleteRetailerLocationMutation();
  const deletion = useRowDeletion<RetailerLocationRowFragment>({
    list,
    shown,
    refetch: query.refetch,
    question: (location) => retailerLocationMessages.confirmDelete(location.displayName),
    perform: async (location) => {
      const result = await deleteLocation({ variables: { id: location.id } });
      return retailerLocationMessages.deleted(result.data!.deleteRetailerLocation.displayName);
    },
  });

  const columns: Column<RetailerLocationRowFragment, RetailerLocationSortField>[] = [
    {
      key: 'customer',
      label: 'Customer',
      exportPath: 'customer.fullName',
      sortKey: 'CUSTOMER',
      render: (location) => location.customer.fullName,
    },
    {
      key: 'displayName',
      label: 'Location Name',
      exportPath: 'displayName',
      sortKey: 'DISPLAY_NAME',
      render: (location) => location.displayName,
    },
    phoneColumn('displayPhone', 'Mobile Number', 'displayPhone'),
    { key: 'website', label: 'Website', exportPath: 'website', render: (location) => location.website ?? '' },
    {
      key: 'actions',
      label: 'Action',
      kind: 'actions',
      render: (location) => (
        <>
          {canEdit && <EditRowButton to={retailerLocationUrls.edit(location.id)} rowName={location.displayName} />}
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(location)} rowName={location.displayName} />}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Retail Partner Locations">
        <SearchField
          label="Search retail location"
          value={search}
          onSearch={(value) => list.update({ filters: { search: value } })}
        />
        {canMutate('createRetailerLocation') && (
          <AddLinkButton to={retailerLocationUrls.add}>Add Retail Location</AddLinkButton>
        )}
      </PageHeader>
      <DataTable
        aria-label="Retail Partner Locations"
        columns={withoutEmptyActions(columns, canEdit || canDelete)}
        page={shown}
        query={query}
        list={list}
        emptyText={search ? 'No retail location matches the search' : 'No retail locations yet'}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
