import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { WarehouseSortField } from '../../generated/graphql';
import { cityLabel } from '../../ui/cityLabel';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../ui/DataTable';
import { errorMessage } from '../../ui/errorMessage';
import { useNotify } from '../../ui/notifications';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { useListParams } from '../../ui/useListParams';
import { warehouseMessages } from './warehouseMessages';
import { warehouseUrls } from './urls';
import {
  useDeleteWarehouseMutation,
  useSetWarehouseActiveMutation,
  useWarehousesQuery,
  type WarehouseRowFragment,
} from './warehouses.generated';

/** Spec 002 §2: 15 rows a page. */
const PAGE_SIZES = [15];

export function WarehouseListPage() {
  const notify = useNotify();
  const list = useListParams({ orderBy: 'NAME', pageSizes: PAGE_SIZES });
  const search = list.filter('search');
  const { data, previousData, loading, error, refetch } = useWarehousesQuery({
    variables: { search: search || null, page: list.page, perPage: list.perPage, sortBy: list.orderBy as WarehouseSortField, desc: list.desc },
  });
  const shown = (data ?? previousData)?.warehouses;
  const [setActive] = useSetWarehouseActiveMutation();
  const [deleteWarehouse, deleting] = useDeleteWarehouseMutation();
  const [switching, setSwitching] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<WarehouseRowFragment | null>(null);

  const toggle = async (warehouse: WarehouseRowFragment, active: boolean) => {
    setSwitching(warehouse.id);
    try {
      await setActive({ variables: { id: warehouse.id, active } });
      notify.success(warehouseMessages.statusChanged(warehouse.name, active));
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setSwitching(null);
    }
  };

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteWarehouse({ variables: { id: toDelete.id } });
      notify.success(warehouseMessages.deleted(toDelete.name));
      setToDelete(null);
      await refetch();
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  const columns: Column<WarehouseRowFragment>[] = [
    { key: 'name', label: 'Warehouse', sortKey: 'NAME', render: (w) => w.name },
    { key: 'address', label: 'Address', render: (w) => w.address },
    { key: 'city', label: 'City', sortKey: 'CITY', render: (w) => cityLabel(w.city) },
    { key: 'phone', label: 'Tel. Number', render: (w) => w.phoneNumber },
    {
      key: 'status',
      label: 'Status',
      sortKey: 'STATUS',
      render: (w) => (
        <Switch
          checked={w.active}
          disabled={switching === w.id}
          onChange={(event) => toggle(w, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Status of ${w.name}` } }}
        />
      ),
    },
    {
      key: 'actions',
      label: 'Actions',
      align: 'right',
      render: (w) => (
        <>
          <Tooltip title="Edit">
            <IconButton component={RouterLink} to={warehouseUrls.edit(w.id)} aria-label={`Edit ${w.name}`}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton onClick={() => setToDelete(w)} aria-label={`Delete ${w.name}`}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Warehouse">
        <SearchField label="Search warehouse" value={search} onSearch={(value) => list.update({ filters: { search: value } })} />
        <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={warehouseUrls.add}>
          Add Warehouse
        </Button>
      </PageHeader>
      <DataTable
        aria-label="Warehouses"
        columns={columns}
        rows={shown?.rows}
        totalCount={shown?.totalCount}
        rowKey={(w) => w.id}
        list={list}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        emptyText={search ? `No warehouse matches "${search}"` : 'No warehouses yet'}
      />
      <ConfirmDialog
        title={toDelete ? warehouseMessages.confirmDelete(toDelete.name) : null}
        busy={deleting.loading}
        onConfirm={remove}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
