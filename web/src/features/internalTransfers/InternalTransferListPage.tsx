import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSearchParams } from 'react-router-dom';

import { InternalTransferSortField } from '@backoffice/schema/generated/enums';
import { TRANSFER_TYPE_LABELS } from '@backoffice/schema/rules/internalTransfer';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { formatDate } from '../../ui/dates';
import { enumLabel } from '../../ui/enumLabel';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteRowButton } from '../../ui/RowActions';
import { useStaffAccess } from '../../ui/staffAccess';
import { useDialogParam } from '../../ui/urlParams';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useListParams } from '../../ui/useListParams';
import { InternalTransferDetailDialog } from './InternalTransferDetailDialog';
import { parseTransferId, TRANSFER_ENUM_FILTERS, transferFilterFromParams } from './internalTransferFilter';
import { InternalTransferListFilters } from './InternalTransferListFilters';
import { internalTransferMessages } from './internalTransferMessages';
import {
  type InternalTransferRowFragment,
  useDeleteInternalTransferMutation,
  useInternalTransfersQuery,
  useTransferWarehousesQuery,
} from './internalTransfers.generated';
import { transferDestination, transferQuantityCell, transferSource } from './transferRow';
import { DETAIL_PARAM, internalTransferUrls } from './urls';

/**
 * Spec 000 §2: the Internal Transfer list. Filters, page, size and sort live in the address (keys in
 * urls.ts), and so does the detail dialog (`detail`), so Back closes it and a link opens it.
 */
export function InternalTransferListPage() {
  const { canMutate } = useStaffAccess();
  const canDelete = canMutate('deleteInternalTransfer');
  const list = useListParams({
    sortFields: InternalTransferSortField,
    orderBy: 'RECEIVED_DATE',
    desc: true,
    enumFilters: TRANSFER_ENUM_FILTERS,
  });
  const [search] = useSearchParams();
  const filter = transferFilterFromParams(search);
  const query = useInternalTransfersQuery({
    variables: { filter, page: list.page, perPage: list.perPage, sortBy: list.orderBy, desc: list.desc },
    // Back from Add Stock, the list shows at once and then picks up the transfer just added.
    fetchPolicy: 'cache-and-network',
  });
  const shown = (query.data ?? query.previousData)?.internalTransfers;
  const warehouses = useTransferWarehousesQuery();
  const detail = useDialogParam(DETAIL_PARAM, parseTransferId);
  const [deleteTransfer] = useDeleteInternalTransferMutation();
  const deletion = useConfirmedAction<InternalTransferRowFragment>({
    question: (transfer) => internalTransferMessages.confirmDelete(transfer.id),
    perform: async (transfer) => {
      await deleteTransfer({ variables: { id: transfer.id } });
      return internalTransferMessages.deleted(transfer.id);
    },
    after: query.refetch,
  });

  const columns: Column<InternalTransferRowFragment, InternalTransferSortField>[] = [
    {
      key: 'date',
      label: 'Date',
      exportPath: 'receivedDate',
      exportFormat: 'day',
      sortKey: 'RECEIVED_DATE',
      render: (t) => formatDate(t.receivedDate),
    },
    {
      key: 'from',
      label: 'From',
      exportPath: ['fromWarehouse.name', 'vendor.companyName'],
      exportFormat: 'firstOf',
      render: transferSource,
    },
    {
      key: 'destination',
      label: 'Destination',
      exportPath: ['toWarehouse.name', 'toVendor.companyName'],
      exportFormat: 'firstOf',
      render: transferDestination,
    },
    {
      key: 'type',
      label: 'Type',
      // A type the gateway does not know is written as the company's API sent it.
      exportPath: ['type', 'unknownType'],
      exportValues: TRANSFER_TYPE_LABELS,
      sortKey: 'TYPE',
      render: (t) => enumLabel(TRANSFER_TYPE_LABELS, t.type, t.unknownType),
    },
    {
      key: 'quantity',
      label: 'Qty',
      exportPath: ['lines.productName', 'lines.quantity'],
      exportFormat: 'items',
      noWrap: true,
      render: (t) => transferQuantityCell(t).map((text, index) => <div key={index}>{text}</div>),
    },
    { key: 'memo', label: 'Memo', exportPath: 'memo', lines: 2, render: (t) => t.memo },
    {
      key: 'action',
      label: 'Action',
      kind: 'actions',
      render: (t) => (
        <>
          <Tooltip title="Detail">
            <IconButton onClick={() => detail.open(t.id)} aria-label={`Open Internal Transfer ${t.id}`}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(t)} rowName={`Internal Transfer ${t.id}`} />}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Internal Transfer">
        {canMutate('createInternalTransfer') && <AddLinkButton to={internalTransferUrls.add}>Add Stock</AddLinkButton>}
      </PageHeader>
      <InternalTransferListFilters list={list} warehouses={warehouses.data?.warehouses.rows ?? []} />
      <DataTable
        aria-label="Internal transfers"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        emptyText={Object.keys(filter).length > 0 ? 'No transfer matches these filters' : 'No internal transfers yet'}
      />
      <InternalTransferDetailDialog transferId={detail.value} onClose={detail.close} />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
