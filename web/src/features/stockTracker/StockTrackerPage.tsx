import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { StockCountSortField } from '@backoffice/schema/generated/enums';
import { parseQuantity } from '@backoffice/schema/rules/number';
import { realStockProblem } from '@backoffice/schema/rules/stockCorrection';

import { type Column, DataTable } from '../../ui/DataTable';
import { DateField } from '../../ui/DateField';
import { DATE_FIELD_MIN_WIDTH, todayInJakarta } from '../../ui/dates';
import { FilterSelect } from '../../ui/FilterSelect';
import { stockCountRecordId } from '../../ui/historyLabels';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useDialogParam } from '../../ui/urlParams';
import { useListParams } from '../../ui/useListParams';
import { useRowAction } from '../../ui/useRowAction';
import { AvailableBelowField } from './AvailableBelowField';
import { RealStockCell } from './RealStockCell';
import { parseStockCountId, showsToday, stockFilterFromParams } from './stockFilter';
import { StockHistoryDialog } from './StockHistoryDialog';
import {
  type StockCountRowFragment,
  useCorrectStockMutation,
  useStockCountsQuery,
  useStockTrackerWarehousesQuery,
} from './stockTracker.generated';
import { stockTrackerMessages } from './stockTrackerMessages';
import { DETAIL_PARAM, STOCK_FILTER_KEYS, STOCK_PAGE_SIZES } from './urls';

type StockRow = StockCountRowFragment & { id: string };

/**
 * Spec 002 §2 Stock Tracker: stock per product and warehouse up to 'Stock Until', with a Real Stock to
 * record per row. A save sends the count and the current stock the row showed; the gateway writes the
 * difference only if that figure is still the stock, else answers CONFLICT. Either way the rows are read
 * again, and a refused count stays typed so it can be saved against the new figure.
 */
export function StockTrackerPage() {
  const list = useListParams({
    sortFields: StockCountSortField,
    orderBy: 'WAREHOUSE',
    perPage: 5,
    pageSizes: STOCK_PAGE_SIZES,
  });
  const [search] = useSearchParams();
  const filter = stockFilterFromParams(search);
  const [today] = useState(todayInJakarta);
  const query = useStockCountsQuery({
    variables: { ...filter, page: list.page, perPage: list.perPage, sortBy: list.orderBy, desc: list.desc },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (query.data ?? query.previousData)?.stockCounts;
  const page = shown && {
    totalCount: shown.totalCount,
    rows: shown.rows.map((row): StockRow => ({ ...row, id: `${row.warehouseId}:${row.productId}` })),
  };
  const warehouses = useStockTrackerWarehousesQuery();
  const [correctStock] = useCorrectStockMutation();
  // Issue 39: counts are recorded by the roles that write stock; the others read the last one.
  const canCount = useStaffAccess().canMutate('correctStock');
  // Typed counts by row, kept across refetches: a refused count stays for the next try.
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  // Why a row's last save was refused, shown on its field until it is typed in again or saved.
  const [problems, setProblems] = useState<Readonly<Record<string, string>>>({});
  const setProblem = (id: string, problem: string | null | undefined) =>
    setProblems(({ [id]: _old, ...others }) => (problem ? { ...others, [id]: problem } : others));
  const countable = showsToday(filter.until, today);
  // Issue 39: a row's history of counts, in the address as other lists' detail dialogs are.
  const history = useDialogParam(DETAIL_PARAM, parseStockCountId);
  const historyRow = page?.rows.find((row) => stockCountRecordId(row.productId, row.warehouseId) === history.value);

  const count = useRowAction<StockRow, string>({
    async perform(row, text) {
      await correctStock({
        variables: {
          input: {
            productId: row.productId,
            warehouseId: row.warehouseId,
            realStock: parseQuantity(text),
            expectedCurrentStock: row.currentStock,
          },
        },
      });
      setTyped(({ [row.id]: _saved, ...others }) => others);
      return stockTrackerMessages.updated;
    },
    describeFailure: stockTrackerMessages.failed,
    onFailure: (row, message) => setProblem(row.id, message),
  });
  const save = async (row: StockRow) => {
    const text = typed[row.id] ?? '';
    const problem = realStockProblem(text);
    setProblem(row.id, problem);
    if (problem) return;
    await count.run(row, text);
    // The corrected figure after a success, the new one after a conflict; a failed reload shows in the table.
    query.refetch().catch(() => undefined);
  };

  const columns: Column<StockRow, StockCountSortField>[] = [
    {
      key: 'warehouse',
      label: 'Warehouse',
      exportPath: 'warehouseName',
      sortKey: 'WAREHOUSE',
      render: (row) => row.warehouseName,
    },
    {
      key: 'item',
      label: 'Item',
      exportPath: ['productName', 'sku'],
      sortKey: 'ITEM',
      render: (row) => (
        <>
          {row.productName}
          <Typography variant="caption" color="text.secondary" component="div">
            {row.sku}
          </Typography>
        </>
      ),
    },
    {
      key: 'current',
      label: 'Current Stock',
      exportPath: 'currentStock',
      sortKey: 'CURRENT_STOCK',
      align: 'right',
      render: (row) => row.currentStock,
    },
    {
      key: 'real',
      label: 'Real Stock',
      exportPath: 'realStock',
      render: (row) => (
        <RealStockCell
          rowName={`${row.productName} at ${row.warehouseName}`}
          value={typed[row.id] ?? ''}
          lastCount={row.realStock}
          error={problems[row.id]}
          onChange={(value) => {
            setTyped((current) => ({ ...current, [row.id]: value }));
            setProblem(row.id, undefined);
          }}
          onSave={() => void save(row)}
          saving={count.isBusy(row)}
          disabledReason={countable ? undefined : stockTrackerMessages.countsToday}
          onHistory={() => history.open(stockCountRecordId(row.productId, row.warehouseId))}
          readOnly={!canCount}
        />
      ),
    },
    {
      key: 'pending',
      label: 'Pending Stock',
      exportPath: 'pendingStock',
      sortKey: 'PENDING_STOCK',
      align: 'right',
      render: (row) => row.pendingStock,
    },
  ];

  const set = (key: string, value: string) => list.update({ filters: { [key]: value } });
  const warehouseId = filter.warehouseId ?? '';
  const warehouseRows = warehouses.data?.warehouses.rows ?? [];
  return (
    <>
      <PageHeader title="Stock Tracker" />
      <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
        <SearchField
          label="Search item"
          value={list.filter(STOCK_FILTER_KEYS.item)}
          onSearch={(value) => set(STOCK_FILTER_KEYS.item, value)}
        />
        <Stack sx={{ width: DATE_FIELD_MIN_WIDTH }}>
          <DateField
            label="Stock Until"
            value={filter.until ?? today}
            onChange={(date) => set(STOCK_FILTER_KEYS.until, date)}
          />
        </Stack>
        <FilterSelect
          label="Ship From"
          // A value the options do not (yet) hold shows as All rather than making MUI's select complain.
          value={warehouseRows.some((warehouse) => warehouse.id === warehouseId) ? warehouseId : ''}
          options={warehouseRows.map((warehouse) => ({ value: warehouse.id, label: warehouse.name }))}
          onChange={(value) => set(STOCK_FILTER_KEYS.warehouseId, value)}
          width={220}
        />
        <AvailableBelowField
          value={list.filter(STOCK_FILTER_KEYS.availableBelow)}
          onApply={(value) => set(STOCK_FILTER_KEYS.availableBelow, value)}
        />
      </Stack>
      {!countable && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {`${stockTrackerMessages.countsToday}: set Stock Until to today to save a Real Stock.`}
        </Alert>
      )}
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: 20, mb: 1 }}>
        {query.loading ? stockTrackerMessages.loading : ''}
      </Typography>
      <DataTable
        aria-label="Stock counts"
        cardsOnPhone
        columns={columns}
        page={page}
        query={query}
        list={list}
        emptyText={
          filter.item || filter.warehouseId || filter.availableBelow !== null
            ? 'No stock matches these filters'
            : 'No stock recorded yet'
        }
      />
      <StockHistoryDialog
        recordId={history.value}
        rowName={historyRow && `${historyRow.productName} at ${historyRow.warehouseName}`}
        onClose={history.close}
      />
    </>
  );
}
