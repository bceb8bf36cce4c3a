import { useApolloClient } from '@apollo/client';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { OrderSortField } from '@backoffice/schema/generated/enums';
import { BULK_ORDER_LIMIT } from '@backoffice/schema/rules/bulkOrders';
import { formatRupiah } from '@backoffice/schema/rules/money';

import { lazyPart } from '../../lazyArea';
import { usePreloadedFetchPolicy } from '../../routeQuery';
import { AddLinkButton } from '../../ui/AddLinkButton';
import { type Column, DataTable } from '../../ui/DataTable';
import { formatDate } from '../../ui/dates';
import { enumLabel } from '../../ui/enumLabel';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { SelectionBar } from '../../ui/SelectionBar';
import { paymentStatusColor, paymentStatusLabels, shipmentStatusLabels } from '../../ui/shippingStatuses';
import { useStaffAccess } from '../../ui/staffAccess';
import { useDialogParam } from '../../ui/urlParams';
import { useListParams } from '../../ui/useListParams';
import { useRowSelection } from '../../ui/useRowSelection';
import type { BulkRefusal } from './orderBulk';
import { ORDER_FILTER_KEYS, ORDER_LIST, orderIdSearch, orderListVariables } from './orderListFilter';
import { OrderListFilters } from './OrderListFilters';
import { salesChannelLabels } from './orderLists';
import { productCell, shipCell } from './orderRow';
import {
  OrderIdsDocument,
  type OrderIdsQuery,
  type OrderIdsQueryVariables,
  type OrderRowFragment,
  useOrderListChoicesQuery,
  useOrdersQuery,
} from './orders.generated';
import { DETAIL_PARAM, orderUrls, parseOrderId } from './urls';

// Loaded when opened: the list's first rows do not wait for the dialogs, the form fields or the print code.
const OrderDetailDialog = lazyPart(async () => (await import('./OrderDetailDialog')).OrderDetailDialog);
const OrderBulkActions = lazyPart(async () => (await import('./OrderBulkActions')).OrderBulkActions);

/**
 * Spec 001 §2: every filter, the sort and the page live in the address under the spec's keys, and the
 * detail dialog too (under `detail`), so Back closes it and a link can open it.
 */
export function OrderListPage() {
  const { canMutate } = useStaffAccess();
  const list = useListParams(ORDER_LIST);
  const [search] = useSearchParams();
  // The variables the route's loader sent the query with, from the same address.
  const variables = orderListVariables(search);
  const { filter } = variables;
  const query = useOrdersQuery({
    variables,
    // Back from the form, the list shows at once and then picks up the order just saved.
    ...usePreloadedFetchPolicy(),
  });
  const shown = (query.data ?? query.previousData)?.orders;
  const choices = useOrderListChoicesQuery();
  const detail = useDialogParam(DETAIL_PARAM, parseOrderId);
  const client = useApolloClient();
  // The selection outlives paging and sorting, not a change of filters: it would hold orders that no longer match.
  const selection = useRowSelection({ resetKey: JSON.stringify(filter), rowName: 'order' });
  const [refusals, setRefusals] = useState<BulkRefusal[]>([]);
  // Every order the filters match, through the list's own query (ids only), up to the bulk limit.
  const matchingIds = async () => {
    const { data } = await client.query<OrderIdsQuery, OrderIdsQueryVariables>({
      query: OrderIdsDocument,
      variables: { filter, perPage: BULK_ORDER_LIMIT, sortBy: variables.sortBy, desc: variables.desc },
      fetchPolicy: 'network-only',
    });
    return data.orders.rows.map((row) => row.id);
  };

  const columns: Column<OrderRowFragment, OrderSortField>[] = [
    {
      key: 'date',
      label: 'Date',
      exportPath: 'orderDate',
      exportFormat: 'day',
      sortKey: 'ORDER_DATE',
      render: (o) => formatDate(o.orderDate),
    },
    {
      key: 'channel',
      label: 'Channel',
      exportPath: 'salesChannel',
      exportValues: salesChannelLabels,
      render: (o) => enumLabel(salesChannelLabels, o.salesChannel, o.unknownSalesChannel),
    },
    { key: 'customer', label: 'Customer', exportPath: 'customer.fullName', render: (o) => o.customer?.fullName },
    {
      key: 'product',
      label: 'Product',
      exportPath: ['lines.productName', 'lines.quantity'],
      exportFormat: 'items',
      noWrap: true,
      render: (o) => productCell(o).map((text, index) => <div key={index}>{text}</div>),
    },
    { key: 'shipFrom', label: 'Ship From', exportPath: 'shipFrom.name', render: (o) => o.shipFrom?.name },
    {
      key: 'ship',
      label: 'Ship',
      exportPath: ['shippingAddress.address', 'shippingAddress.postalCode'],
      lines: 2,
      render: shipCell,
    },
    {
      key: 'total',
      label: 'Total',
      exportPath: 'totals.total',
      sortKey: 'TOTAL',
      kind: 'money',
      render: (o) => formatRupiah(o.totals.total),
    },
    {
      key: 'shipStatus',
      label: 'Ship Status',
      exportPath: 'shipmentStatus',
      exportValues: shipmentStatusLabels,
      render: (o) => enumLabel(shipmentStatusLabels, o.shipmentStatus, o.unknownShipmentStatus),
    },
    {
      key: 'status',
      label: 'Status',
      exportPath: 'paymentStatus',
      exportValues: paymentStatusLabels,
      render: (o) => (
        <Chip
          size="small"
          label={enumLabel(paymentStatusLabels, o.paymentStatus, o.unknownPaymentStatus)}
          color={paymentStatusColor(o.paymentStatus)}
        />
      ),
    },
    {
      key: 'action',
      label: 'Action',
      kind: 'actions',
      render: (o) => (
        <Tooltip title="Detail">
          <IconButton onClick={() => detail.open(o.id)} aria-label={`Open order ${o.id}`}>
            <VisibilityIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  const filtered = Object.keys(filter).length > 0;
  return (
    <>
      <PageHeader title="Orders">
        <SearchField
          label="Search order id"
          value={list.filter(ORDER_FILTER_KEYS.orderId)}
          onSearch={(value) => list.update({ filters: { [ORDER_FILTER_KEYS.orderId]: orderIdSearch(value) } })}
        />
        {canMutate('createOrder') && <AddLinkButton to={orderUrls.add}>Add New Order</AddLinkButton>}
      </PageHeader>
      <OrderListFilters list={list} warehouses={choices.data?.warehouses.rows ?? []} />
      <SelectionBar
        selection={selection}
        pageIds={shown?.rows.map((row) => row.id) ?? []}
        totalCount={shown?.totalCount ?? 0}
        limit={BULK_ORDER_LIMIT}
        matchingIds={matchingIds}
      >
        <Suspense>
          <OrderBulkActions
            ids={selection.ids}
            onChanged={(refused) => {
              setRefusals(refused);
              selection.clear();
              void query.refetch();
            }}
          />
        </Suspense>
      </SelectionBar>
      {refusals.length > 0 && (
        <Alert severity="warning" onClose={() => setRefusals([])} sx={{ mb: 1 }} aria-label="Refused orders">
          {refusals.length} refused:
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {refusals.map((refusal) => (
              <li key={refusal.orderId}>
                Order {refusal.orderId}: {refusal.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <DataTable
        selection={selection}
        aria-label="Orders"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        emptyText={filtered ? 'No order matches these filters' : 'No orders yet'}
      />
      {detail.value !== null && (
        <Suspense>
          <OrderDetailDialog
            key={detail.value}
            orderId={detail.value}
            onClose={detail.close}
            onOrderChanged={() => void query.refetch()}
          />
        </Suspense>
      )}
    </>
  );
}
