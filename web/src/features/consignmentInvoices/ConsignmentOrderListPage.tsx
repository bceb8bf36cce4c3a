import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { ConsignmentStatus, type OrderSortField } from '@backoffice/schema/generated/enums';
import { CONSIGNMENT_STATUS_LABELS } from '@backoffice/schema/rules/consignmentInvoice';

import { choicesOf } from '../../ui/choices';
import { type Column, DataTable } from '../../ui/DataTable';
import { DateRangeFilter } from '../../ui/DateRangeFilter';
import { formatDate } from '../../ui/dates';
import { enumLabel } from '../../ui/enumLabel';
import { FilterSelect } from '../../ui/FilterSelect';
import { itemSummary } from '../../ui/itemSummary';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { useListParams } from '../../ui/useListParams';
import { CONSIGNMENT_ORDER_LIST, consignmentFilterFromParams, orderSearch } from './consignmentFilter';
import { type ConsignmentOrderRowFragment, useConsignmentOrdersQuery } from './consignmentInvoices.generated';
import { CONSIGNMENT_FILTER_KEYS, consignmentUrls } from './urls';

const CONSIGNMENT_STATUSES = Object.values(ConsignmentStatus);
/** The Status filter's choices, in the chips' words. */
const STATUS_CHOICES = choicesOf(CONSIGNMENT_STATUS_LABELS);

const STATUS_COLORS: Record<ConsignmentStatus, 'default' | 'warning' | 'success'> = {
  PENDING: 'default',
  ON_PROCESS: 'warning',
  DONE: 'success',
};

/**
 * Spec 002 §2 Consignment invoice list: stockist orders (the gateway's rule, whatever the address says) with
 * their consignment status; filters, page, size and sort live in the address under the spec's keys, and the status
 * filter (issue 27: the overview's stockist queues link here) under `status`.
 */
export function ConsignmentOrderListPage() {
  const list = useListParams(CONSIGNMENT_ORDER_LIST);
  const [search] = useSearchParams();
  const filter = consignmentFilterFromParams(search);
  const query = useConsignmentOrdersQuery({
    variables: { filter, page: list.page, perPage: list.perPage, sortBy: list.orderBy, desc: list.desc },
    // Back from Create Invoice, the list shows at once and then picks up the status just changed.
    fetchPolicy: 'cache-and-network',
  });
  const shown = (query.data ?? query.previousData)?.consignmentOrders;
  const set = (key: string, value: string) => list.update({ filters: { [key]: value } });

  const columns: Column<ConsignmentOrderRowFragment, OrderSortField>[] = [
    { key: 'id', label: 'Order Id', exportPath: 'id', sortKey: 'ID', render: (order) => order.id },
    {
      key: 'date',
      label: 'Date',
      exportPath: 'orderDate',
      exportFormat: 'day',
      sortKey: 'ORDER_DATE',
      render: (order) => formatDate(order.orderDate),
    },
    {
      key: 'customer',
      label: 'Customer',
      exportPath: 'customer.fullName',
      render: (order) => order.customer?.fullName ?? '-',
    },
    {
      key: 'products',
      label: 'Product',
      exportPath: ['lines.productName', 'lines.quantity'],
      exportFormat: 'items',
      noWrap: true,
      render: (order) =>
        itemSummary(
          order.lines.map((line) => ({ name: line.productName, quantity: line.quantity })),
          2,
        ).map((text, index) => <div key={index}>{text}</div>),
    },
    {
      key: 'status',
      label: 'Status',
      // A status the gateway does not know is written as the company's API sent it.
      exportPath: ['consignmentStatus', 'unknownConsignmentStatus'],
      exportValues: CONSIGNMENT_STATUS_LABELS,
      render: (order) => (
        <Chip
          size="small"
          color={order.consignmentStatus ? STATUS_COLORS[order.consignmentStatus] : 'default'}
          label={enumLabel(CONSIGNMENT_STATUS_LABELS, order.consignmentStatus, order.unknownConsignmentStatus)}
        />
      ),
    },
    {
      key: 'action',
      label: 'Action',
      kind: 'actions',
      render: (order) => (
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={consignmentUrls.create(order.id)}
          aria-label={`Invoice List of order ${order.id}`}
        >
          Invoice List
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Consignment Invoice" />
      <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
        <DateRangeFilter list={list} keys={CONSIGNMENT_FILTER_KEYS} />
        <SearchField
          label="Search customer"
          value={list.filter(CONSIGNMENT_FILTER_KEYS.customer)}
          onSearch={(value) => set(CONSIGNMENT_FILTER_KEYS.customer, value)}
        />
        <SearchField
          label="Search order"
          value={list.filter(CONSIGNMENT_FILTER_KEYS.order)}
          onSearch={(value) => set(CONSIGNMENT_FILTER_KEYS.order, orderSearch(value))}
        />
        <FilterSelect
          label="Status"
          value={list.enumFilter(CONSIGNMENT_FILTER_KEYS.status, CONSIGNMENT_STATUSES) ?? ''}
          options={STATUS_CHOICES}
          onChange={(value) => set(CONSIGNMENT_FILTER_KEYS.status, value)}
        />
      </Stack>
      <DataTable
        aria-label="Consignment orders"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        emptyText={
          Object.keys(filter).length > 0 ? 'No stockist order matches these filters' : 'No stockist orders yet'
        }
      />
    </>
  );
}
