import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { EMPTY_REAL_STOCK_MESSAGE } from '@backoffice/schema/rules/stockCorrection';

import { renderAt } from '../../testing/renderAt';
import { RecordHistoryDocument } from '../../ui/history.generated';
import { CorrectStockDocument, StockCountsDocument, StockTrackerWarehousesDocument } from './stockTracker.generated';
import { StockTrackerPage } from './StockTrackerPage';

const count = (
  warehouseId: string,
  warehouseName: string,
  productId: string,
  productName: string,
  currentStock: number,
  realStock: number | null = null,
) => ({
  __typename: 'StockCount',
  productId,
  productName,
  sku: `SKU-${productId}`,
  warehouseId,
  warehouseName,
  currentStock,
  realStock,
  pendingStock: 2,
});
const udang = count('3', 'Gudang Muara Baru', '11', 'Udang Vaname Beku 1 kg', 40, 38);
const cumi = count('3', 'Gudang Muara Baru', '12', 'Cumi Ring 500 gr', 15);

const listVariables = {
  until: null,
  warehouseId: null,
  item: null,
  availableBelow: null,
  page: 1,
  perPage: 5,
  sortBy: 'WAREHOUSE',
  desc: false,
};
const countsMock = (variables: Record<string, unknown>, rows: object[] = [udang, cumi]): MockedResponse => ({
  request: { query: StockCountsDocument, variables: { ...listVariables, ...variables } },
  result: { data: { stockCounts: { __typename: 'StockCountList', totalCount: rows.length, rows } } },
});
const warehousesMock: MockedResponse = {
  request: { query: StockTrackerWarehousesDocument },
  result: {
    data: {
      warehouses: {
        __typename: 'WarehouseList',
        rows: [
          { __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru' },
          { __typename: 'Warehouse', id: '4', name: 'Gudang Cikarang' },
        ],
      },
    },
  },
};
const correction = (realStock: number, expectedCurrentStock: number) => ({
  query: CorrectStockDocument,
  variables: { input: { productId: '11', warehouseId: '3', realStock, expectedCurrentStock } },
});

/** The gateway's answer to a count of 36 udang at Muara Baru, recorded as adjustment `adjustmentId`. */
const countedTo36 = (adjustmentId: string) => ({
  data: {
    correctStock: {
      __typename: 'StockCorrection',
      stockCount: { ...udang, currentStock: 36, realStock: 36 },
      adjustment: { __typename: 'InternalTransfer', id: adjustmentId },
    },
  },
});

const udangRow = () => screen.findByRole('row', { name: /Udang Vaname/ });
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('stock tracker', () => {
  it("shows the spec columns, 5 rows a page sorted by warehouse, and 'Loading Stock Data...' while loading", async () => {
    renderAt('/dashboard/stock_tracker', <StockTrackerPage />, [warehousesMock, countsMock({})]);
    expect(screen.getByRole('heading', { name: 'Stock Tracker' })).toBeInTheDocument();
    expect(screen.getByText('Loading Stock Data...')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Stock counts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Warehouse', 'Item', 'Current Stock', 'Real Stock', 'Pending Stock']);
    const row = await udangRow();
    expect(screen.queryByText('Loading Stock Data...')).not.toBeInTheDocument();
    const cells = cellsOf(row);
    expect([cells[0], cells[1], cells[2], cells[4]].map((cell) => cell!.textContent)).toEqual([
      'Gudang Muara Baru',
      'Udang Vaname Beku 1 kgSKU-11',
      '40',
      '2',
    ]);
    // The last count shows under the field.
    expect(within(row).getByText('Last count: 38')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Warehouse' })).toHaveClass('Mui-active');
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveTextContent('5');
  });

  it('keeps filter_date, warehouse, item and per_page in the address, and refetches when they change', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/stock_tracker?filter_date=2026-11-05&per_page=15', <StockTrackerPage />, [
      warehousesMock,
      countsMock({ until: '2026-11-05', perPage: 15 }),
      countsMock({ until: '2026-11-05', perPage: 15, warehouseId: '4' }, []),
      countsMock({ until: '2026-11-05', perPage: 15, warehouseId: '4', item: 'udang' }, [
        count('4', 'Gudang Cikarang', '11', 'Udang Vaname Beku 1 kg', 7),
      ]),
      // Emptying the search box searches everything again.
      countsMock({ until: '2026-11-05', perPage: 15, warehouseId: '4' }, []),
      countsMock({ until: '2026-11-05', perPage: 15, warehouseId: '4', item: 'cumi' }, []),
      countsMock({ until: '2026-11-05', perPage: 15, item: 'cumi' }, [cumi]),
    ]);
    await udangRow();
    expect(screen.getByRole('group', { name: 'Stock Until' })).toHaveTextContent('05/11/2026');

    await user.click(screen.getByRole('combobox', { name: 'Ship From' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Gudang Cikarang' }));
    expect(router.state.location.search).toBe('?filter_date=2026-11-05&per_page=15&warehouse=4');
    expect(await screen.findByText('No stock matches these filters')).toBeInTheDocument();

    // Enter searches…
    await user.type(screen.getByLabelText('Search item'), 'udang{Enter}');
    expect(router.state.location.search).toBe('?filter_date=2026-11-05&per_page=15&warehouse=4&item=udang');
    expect(await screen.findByRole('row', { name: /Gudang Cikarang/ })).toBeInTheDocument();
    // …and so does the search icon.
    await user.clear(screen.getByLabelText('Search item'));
    await user.type(screen.getByLabelText('Search item'), 'cumi');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?filter_date=2026-11-05&per_page=15&warehouse=4&item=cumi');

    // Ship From is clearable: All takes it out of the address.
    await user.click(screen.getByRole('combobox', { name: 'Ship From' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'All' }));
    expect(router.state.location.search).toBe('?filter_date=2026-11-05&per_page=15&item=cumi');
    expect(await screen.findByRole('row', { name: /Cumi Ring/ })).toBeInTheDocument();
  });

  it('filters by Available Below from the address, on Enter and on leaving the field; a number it cannot take stays typed', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/stock_tracker?below=10', <StockTrackerPage />, [
      warehousesMock,
      countsMock({ availableBelow: 10 }, [cumi]),
      countsMock({ availableBelow: 20 }, [cumi]),
      countsMock({}),
      countsMock({ availableBelow: 50 }),
    ]);
    const field = screen.getByLabelText('Available Below');
    expect(field).toHaveValue('10');
    expect(await screen.findByRole('row', { name: /Cumi Ring/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Udang Vaname/ })).not.toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '20{Enter}');
    expect(router.state.location.search).toBe('?below=20');

    // Neither a fraction nor 0 is applied: the reason shows under the field and the list keeps its filter.
    for (const [typed, problem] of [
      ['2.5', 'Available Below must be a whole number'],
      ['0', 'Available Below must be 1 or more'],
      ['ten', 'Available Below must be a number'],
    ]) {
      await user.clear(field);
      // Emptied, the filter is cleared (all rows), as the item search is.
      if (typed === '2.5') expect(router.state.location.search).toBe('');
      await user.type(field, `${typed}{Enter}`);
      expect(await screen.findByText(problem!)).toBeInTheDocument();
    }
    expect(router.state.location.search).toBe('');

    await user.clear(field);
    await user.type(field, '50');
    await user.tab();
    expect(router.state.location.search).toBe('?below=50');
    expect(await screen.findByRole('row', { name: /Udang Vaname/ })).toBeInTheDocument();
  });

  it(`says '${EMPTY_REAL_STOCK_MESSAGE}' on the row's field for an empty Real Stock and sends nothing`, async () => {
    const user = userEvent.setup();
    // No correction is mocked: one sent would fail with another message.
    renderAt('/dashboard/stock_tracker', <StockTrackerPage />, [warehousesMock, countsMock({})]);
    const row = await udangRow();
    const field = within(row).getByLabelText('Real Stock of Udang Vaname Beku 1 kg at Gudang Muara Baru');
    await user.click(
      within(row).getByRole('button', { name: 'Save Real Stock of Udang Vaname Beku 1 kg at Gudang Muara Baru' }),
    );
    await waitFor(() => expect(field).toHaveAccessibleDescription(EMPTY_REAL_STOCK_MESSAGE));
    expect(field).toBeInvalid();
    await user.type(field, '-4');
    // Typing again puts the last count back under the field until the next save.
    expect(field).toHaveAccessibleDescription('Last count: 38');
    await user.click(within(row).getByRole('button', { name: /^Save Real Stock/ }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Real stock must be 0 or more'));
    await user.clear(field);
    await user.type(field, '2.5');
    await user.click(within(row).getByRole('button', { name: /^Save Real Stock/ }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Real stock must be a whole number'));
  });

  it("records a count against the figure shown, says 'Berhasil Update Stock' and shows the corrected stock", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/stock_tracker', <StockTrackerPage />, [
      warehousesMock,
      countsMock({}),
      {
        request: correction(36, 40),
        result: countedTo36('77'),
      },
      countsMock({}, [{ ...udang, currentStock: 36, realStock: 36 }, cumi]),
    ]);
    const row = await udangRow();
    await user.type(within(row).getByLabelText(/^Real Stock of/), '36');
    await user.click(within(row).getByRole('button', { name: /^Save Real Stock/ }));
    expect(await screen.findByText('Berhasil Update Stock')).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(screen.getByRole('row', { name: /Udang Vaname/ }))[2]).toHaveTextContent('36'));
    expect(screen.getByText('Last count: 36')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Real Stock of Udang/)).toHaveValue('');
  });

  it('shows the new figure after a conflict and keeps the typed count, so saving again records it', async () => {
    const user = userEvent.setup();
    const conflict =
      'The stock of Udang Vaname Beku 1 kg at Gudang Muara Baru is now 45, not 40: check the count and save again';
    renderAt('/dashboard/stock_tracker', <StockTrackerPage />, [
      warehousesMock,
      countsMock({}),
      {
        request: correction(36, 40),
        result: { errors: [new GraphQLError(conflict, { extensions: { code: 'CONFLICT', currentStock: 45 } })] },
      },
      countsMock({}, [{ ...udang, currentStock: 45 }, cumi]),
      {
        request: correction(36, 45),
        result: countedTo36('78'),
      },
      countsMock({}, [{ ...udang, currentStock: 36, realStock: 36 }, cumi]),
    ]);
    const row = await udangRow();
    await user.type(within(row).getByLabelText(/^Real Stock of/), '36');
    await user.click(within(row).getByRole('button', { name: /^Save Real Stock/ }));
    expect(await screen.findByText(`[ERROR] ${conflict}`)).toBeInTheDocument();
    await waitFor(() => expect(cellsOf(screen.getByRole('row', { name: /Udang Vaname/ }))[2]).toHaveTextContent('45'));
    expect(screen.getByLabelText(/^Real Stock of Udang/)).toHaveValue('36');
    expect(screen.getByLabelText(/^Real Stock of Udang/)).toHaveAccessibleDescription(conflict);

    await user.click(screen.getByRole('button', { name: /^Save Real Stock of Udang/ }));
    expect(await screen.findByText('Berhasil Update Stock')).toBeInTheDocument();
    // The refusal goes with the success: nothing old is left beside it.
    expect(screen.getByLabelText(/^Real Stock of Udang/)).not.toBeInvalid();
    expect(screen.queryByText(conflict)).not.toBeInTheDocument();
    await waitFor(() => expect(cellsOf(screen.getByRole('row', { name: /Udang Vaname/ }))[2]).toHaveTextContent('36'));
  });

  it('offers no count on another day than today: counts are recorded for today', async () => {
    renderAt('/dashboard/stock_tracker?filter_date=2020-01-31', <StockTrackerPage />, [
      warehousesMock,
      countsMock({ until: '2020-01-31' }),
    ]);
    const row = await udangRow();
    expect(within(row).getByLabelText(/^Real Stock of/)).toBeDisabled();
    expect(within(row).getByRole('button', { name: /^Save Real Stock/ })).toBeDisabled();
    expect(within(row).getByText('Counts are recorded for today')).toBeInTheDocument();
  });

  it("opens a row's history of counts, kept under <productId>:<warehouseId>, by the address", async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/stock_tracker', <StockTrackerPage />, [
      warehousesMock,
      countsMock({}),
      {
        request: {
          query: RecordHistoryDocument,
          variables: { recordType: 'STOCK_COUNT', recordId: '11:3', page: 1, perPage: 10 },
        },
        result: {
          data: {
            history: {
              __typename: 'HistoryEntryList',
              totalCount: 1,
              totalCountExact: true,
              rows: [
                {
                  __typename: 'HistoryEntry',
                  id: '7',
                  at: '2026-11-05T07:05:00Z',
                  staffName: 'Wawan Gudang',
                  staffId: '4',
                  operation: 'correctStock',
                  recordType: 'STOCK_COUNT',
                  recordId: '11:3',
                  outcome: 'OK',
                  changes: [{ __typename: 'HistoryFieldChange', field: 'realStock', before: '40', after: '38' }],
                },
              ],
            },
          },
        },
      },
    ]);
    const row = await udangRow();
    await user.click(
      within(row).getByRole('button', { name: 'History of Real Stock of Udang Vaname Beku 1 kg at Gudang Muara Baru' }),
    );
    expect(router.state.location.search).toBe('?detail=11%3A3');
    const dialog = await screen.findByRole('dialog', {
      name: 'Real Stock of Udang Vaname Beku 1 kg at Gudang Muara Baru',
    });
    expect(await within(dialog).findByText('Recorded the real stock')).toBeInTheDocument();
    expect(within(dialog).getByText('Real Stock: 40 → 38')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('Wawan Gudang · 05/11/2026 14:05 WIB'));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('');
  });
});
