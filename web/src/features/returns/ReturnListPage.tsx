import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

import { ReturnSortField } from '@backoffice/schema/generated/enums';

import { AddLinkButton } from '../../ui/AddLinkButton';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { type Column, DataTable } from '../../ui/DataTable';
import { formatDate } from '../../ui/dates';
import { enumLabel } from '../../ui/enumLabel';
import { PageHeader } from '../../ui/PageHeader';
import { DeleteRowButton } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useDialogParam } from '../../ui/urlParams';
import { useConfirmedAction } from '../../ui/useConfirmedAction';
import { useListParams } from '../../ui/useListParams';
import { ReturnDetailDialog } from './ReturnDetailDialog';
import { returnMessages } from './returnMessages';
import { parseReturnId, productReturnedCell, RETURN_STATUS_LABELS } from './returnRow';
import { type ReturnRowFragment, useDeleteReturnMutation, useReturnsQuery } from './returns.generated';
import { CUSTOMER_PARAM, DETAIL_PARAM, returnUrls } from './urls';

/**
 * Spec 001 §2 Returns: the customer search, page, size and sort live in the address, and so does the
 * detail dialog (`detail`), so Back closes it and a link opens it. The search is sent as typed: matching
 * it in any letter case is the server's job (the old client's match was case-sensitive).
 */
export function ReturnListPage() {
  const { canMutate } = useStaffAccess();
  const canDelete = canMutate('deleteReturn');
  const list = useListParams({ sortFields: ReturnSortField, orderBy: 'CREATED_AT', desc: true });
  const customer = list.filter(CUSTOMER_PARAM).trim();
  const filter = customer ? { customer } : {};
  const query = useReturnsQuery({
    variables: { filter, page: list.page, perPage: list.perPage, sortBy: list.orderBy, desc: list.desc },
    // Back from the form, the list shows at once and then picks up the return just added.
    fetchPolicy: 'cache-and-network',
  });
  const shown = (query.data ?? query.previousData)?.returns;
  const detail = useDialogParam(DETAIL_PARAM, parseReturnId);
  const [deleteReturn] = useDeleteReturnMutation();
  const deletion = useConfirmedAction<ReturnRowFragment>({
    question: (ret) => returnMessages.confirmDelete(ret.id),
    perform: async (ret) => {
      await deleteReturn({ variables: { id: ret.id } });
      return returnMessages.deleted(ret.id);
    },
    after: query.refetch,
  });

  const columns: Column<ReturnRowFragment, ReturnSortField>[] = [
    {
      key: 'date',
      label: 'Date',
      exportPath: 'returnDate',
      exportFormat: 'day',
      sortKey: 'CREATED_AT',
      render: (r) => formatDate(r.returnDate),
    },
    { key: 'orderId', label: 'Order Id', exportPath: 'orderId', sortKey: 'ORDER_ID', render: (r) => r.orderId },
    { key: 'recipient', label: 'Recipient', exportPath: 'customerName', render: (r) => r.customerName },
    {
      key: 'products',
      label: 'Product Returned',
      exportPath: ['lines.productName', 'lines.quantity'],
      exportFormat: 'items',
      noWrap: true,
      render: (r) => productReturnedCell(r).map((text, index) => <div key={index}>{text}</div>),
    },
    { key: 'returnTo', label: 'Return to', exportPath: 'returnTo.name', render: (r) => r.returnTo?.name ?? '' },
    {
      key: 'status',
      label: 'Status',
      exportPath: 'status',
      exportValues: RETURN_STATUS_LABELS,
      // A status the gateway does not know shows as the API's text, on a neutral chip.
      render: (r) => (
        <Chip
          size="small"
          color={r.status ? 'success' : 'default'}
          label={enumLabel(RETURN_STATUS_LABELS, r.status, r.unknownStatus)}
        />
      ),
    },
    {
      key: 'action',
      label: 'Action',
      kind: 'actions',
      render: (r) => (
        <>
          <Tooltip title="Detail">
            <IconButton onClick={() => detail.open(r.id)} aria-label={`Open Return ${r.id}`}>
              <VisibilityIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {canDelete && <DeleteRowButton onClick={() => deletion.ask(r)} rowName={`Return ${r.id}`} />}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Returns">
        <SearchField
          label="Search customer"
          value={list.filter(CUSTOMER_PARAM)}
          onSearch={(value) => list.update({ filters: { [CUSTOMER_PARAM]: value } })}
        />
        {canMutate('createReturn') && <AddLinkButton to={returnUrls.add}>Add New Return</AddLinkButton>}
      </PageHeader>
      <DataTable
        aria-label="Returns"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        emptyText={customer ? 'No return matches this customer' : 'No returns yet'}
      />
      <ReturnDetailDialog returnId={detail.value} onClose={detail.close} />
      <ConfirmDialog {...deletion.dialog} />
    </>
  );
}
