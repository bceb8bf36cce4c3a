import { WarehouseSortField } from '@backoffice/schema/generated/enums';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { CITY_TYPE_LABELS, cityLabel } from '../../ui/cityLabel';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { ACTIVE_EXPORT_VALUES } from '../../ui/listExport';
import { PageHeader } from '../../ui/PageHeader';
import { phoneColumn } from '../../ui/phoneColumn';
import { DeleteRowButton, EditRowButton, RowStatusSwitch, withoutEmptyActions } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useListParams } from '../../ui/useListParams';
import { useRowAction } from '../../ui/useRowAction';
import { warehouseUrls } from './urls';
import { warehouseMessages } from './warehouseMessages';
import {
  useDeleteWarehouseMutation,
  useSetWarehouseActiveMutation,
  useWarehousesQuery,
  type WarehouseRowFragment,
} from './warehouses.generated';

/** Spec 002 §2: 15 rows a page. */
const PAGE_SIZES = [15];

export function WarehouseListPage() {
  const { canMutate } = useStaffAccess();
  // Without the right to switch it, the status shows as a switch that does not move.
  const canSwitch = canMutate('setWarehouseActive');
  const canEdit = canMutate('updateWarehouse');
  const canDelete = canMutate('deleteWarehouse');
  const list = useListParams({ sortFields: WarehouseSortField, orderBy: 'NAME', pageSizes: PAGE_SIZES });
  const search = list.filter('search');
  const query = useWarehousesQuery({
    variables: {
      search: search || null,
      page: list.page,
      perPage: list.perPage,
      sortBy: list.orderBy,
      desc: list.desc,
    },
  });
  const shown = (query.data ?? query.previousData)?.warehouses;
  const [setActive] = useSetWarehouseActiveMutation();
  const [deleteWarehouse] = useDeleteWarehouseMutation();

  const statusSwitch = useRowAction<WarehouseRowFragment, boolean>({
    perform: async (warehouse, active) => {
      await setActive({ variables: { id: warehouse.id, active } });
      return warehouseMessages.statusChanged(warehouse.name, active);
    },
  });
  const deletion = useConfirmedAction<WarehouseRowFragment>({
    question: (warehouse) => warehouseMessages.confirmDelete(warehouse.name),
    perform: async (warehouse) => {
      await deleteWarehouse({ variables: { id: warehouse.id } });
      return warehouseMessages.deleted(warehouse.name);
    },
    after: query.refetch,
  });

  const columns: Column<WarehouseRowFragment, WarehouseSortField>[] = [
    { key: 'name', label: 'Warehouse', exportPath: 'name', sortKey: 'NAME', render: (w) => w.name },
    { key: 'address', label: 'Address', exportPath: 'address', render: (w) => w.address },
    {
      key: 'city',
      label: 'City',
      exportPath: ['city.type', 'city.name'],
      exportValues: CITY_TYPE_LABELS,
      exportFormat: 'words',
      sortKey: 'CITY',
      render: (w) => cityLabel(w.city),
    },
    phoneColumn('phone', 'Tel. Number', 'phoneNumber'),
    {
      key: 'status',
      label: 'Status',
      exportPath: 'active',
      exportValues: ACTIVE_EXPORT_VALUES,
      sortKey: 'STATUS',
      render: (w) => (
        <RowStatusSwitch
          rowName={w.name}
          checked={w.active}
          disabled={!canSwitch || statusSwitch.isBusy(w)}
          onSwitch={(active) => statusSwitch.run(w, active)}
        />
      ),
    },
    {
      key: 'actions',
      label: 'Actions',
      kind: 'actions',
      render: (w) => (
        <>
          {canEdit && <EditRowButton to={warehouseUrls.edit(w.id)} rowName={w.name} />}
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(w)} rowName={w.name} />}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Warehouse">
        <SearchField
          label="Search warehouse"
          value={search}
          onSearch={(value) => list.update({ filters: { search: value } })}
        />
        {canMutate('createWarehouse') && <AddLinkButton to={warehouseUrls.add}>Add Warehouse</AddLinkButton>}
      </PageHeader>
      <DataTable
        aria-label="Warehouses"
        columns={withoutEmptyActions(columns, canEdit || canDelete)}
        page={shown}
        query={query}
        list={list}
        emptyText={search ? `No warehouse matches "${search}"` : 'No warehouses yet'}
      />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
