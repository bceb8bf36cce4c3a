import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { chooseOption } from '../../testing/chooseOption';
import { historyChange as change, historyEntry as entry } from '../../testing/history.fixture';
import { renderAt } from '../../testing/renderAt';
import { ActivityDocument, ActivityStaffDocument } from './activity.generated';
import { ActivityPage } from './ActivityPage';

const edited = entry('41', {
  changes: [
    change('shipmentStatus', 'PROCESSED', 'SHIPPED'),
    change('lines.0.quantity', '2', '3'),
    change('memo', null, 'Kirim sore'),
  ],
});
const refused = entry('40', {
  at: '2026-11-04T20:30:00Z',
  operation: 'deleteReturn',
  recordType: 'RETURN',
  recordId: '30',
  outcome: 'FORBIDDEN',
});
const counted = entry('39', {
  operation: 'correctStock',
  recordType: 'STOCK_COUNT',
  recordId: '11:3',
  changes: [change('realStock', '40', '38')],
});

const noFilter = { staffId: null, recordType: null, operation: null, startDate: null, endDate: null };
const activityMock = (
  variables: Record<string, unknown>,
  rows: object[] = [edited, refused, counted],
  totalCount = rows.length,
) => ({
  request: { query: ActivityDocument, variables: { ...noFilter, page: 1, perPage: 15, ...variables } },
  result: {
    data: {
      activity: { __typename: 'HistoryEntryList', totalCount, totalCountExact: totalCount <= 10_000, rows },
    },
  },
});
const staffMock: MockedResponse = {
  request: { query: ActivityStaffDocument },
  result: {
    data: {
      staffMembers: {
        __typename: 'StaffMemberList',
        rows: [
          { __typename: 'StaffMember', id: '1', name: 'Admin', email: 'admin@example.com' },
          { __typename: 'StaffMember', id: '3', name: 'Rina Sales', email: 'rina@example.com' },
        ],
      },
    },
  },
};

describe('the Activity screen', () => {
  it('lists each change: time in Jakarta, staff, the words of the operation, the record linked, outcome and changes', async () => {
    renderAt('/dashboard/activity', <ActivityPage />, [staffMock, activityMock({})]);
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(screen.getByText(/Every change staff made, newest first\. Covers changes made through this dashboard only/));
    const table = await screen.findByRole('table', { name: 'Activity' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Time', 'Staff', 'Operation', 'Record', 'Outcome', 'Changes']);

    const row = await within(table).findByRole('row', { name: /Edited the order/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(0, 5).map((cell) => cell.textContent)).toEqual([
      '05/11/2026 14:05 WIB',
      'Rina Sales',
      'Edited the order',
      'Order 12',
      'OK',
    ]);
    expect(within(cells[3]!).getByRole('link', { name: 'Order 12' })).toHaveAttribute(
      'href',
      '/dashboard/orders?detail=12',
    );
    // Two changes, and how many more.
    expect(within(cells[5]!).getByText('Shipment Status: Processed → Shipped')).toBeInTheDocument();
    expect(within(cells[5]!).getByText('Quantity 1: 2 → 3')).toBeInTheDocument();
    expect(within(cells[5]!).getByText('…1 more')).toBeInTheDocument();

    // A refused delete: marked as such, and no link to a record that may be gone.
    const refusedRow = within(table).getByRole('row', { name: /Deleted the return/ });
    expect(within(refusedRow).getByText('Refused: FORBIDDEN')).toBeInTheDocument();
    expect(within(refusedRow).queryByRole('link')).not.toBeInTheDocument();
    expect(refusedRow).toHaveTextContent('05/11/2026 03:30 WIB');

    const countRow = within(table).getByRole('row', { name: /Recorded the real stock/ });
    expect(within(countRow).getByRole('link', { name: 'Stock count of product 11 in warehouse 3' })).toHaveAttribute(
      'href',
      '/dashboard/stock_tracker?detail=11%3A3',
    );
    // Saved presets and the CSV export, as on every list.
    expect(screen.getByRole('button', { name: 'Presets' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('reads every filter from the address into the query, and writes each one back', async () => {
    const user = userEvent.setup();
    const dates = { startDate: '2026-11-01', endDate: '2026-11-30' };
    const router = renderAt(
      '/dashboard/activity?start_date=2026-11-01&end_date=2026-11-30&staff=3&record_type=ORDER&operation=updateOrder',
      <ActivityPage />,
      [
        staffMock,
        activityMock({ ...dates, staffId: '3', recordType: 'ORDER', operation: 'updateOrder' }, [edited]),
        // Another kind of record drops the order's operation.
        activityMock({ ...dates, staffId: '3', recordType: 'PRODUCT' }, []),
        activityMock({ ...dates, staffId: '3', recordType: 'PRODUCT', operation: 'setProductStatus' }, []),
        activityMock({ ...dates, recordType: 'PRODUCT', operation: 'setProductStatus' }, []),
      ],
    );
    expect(await screen.findByRole('row', { name: /Edited the order/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Staff' })).toHaveTextContent('Rina Sales'));
    expect(screen.getByRole('combobox', { name: 'Record Type' })).toHaveTextContent('Order');
    expect(screen.getByRole('combobox', { name: 'Operation' })).toHaveTextContent('Edited the order');

    await chooseOption(user, 'Record Type', 'Product');
    expect(router.state.location.search).toBe('?start_date=2026-11-01&end_date=2026-11-30&staff=3&record_type=PRODUCT');
    expect(await screen.findByText('No change matches these filters')).toBeInTheDocument();

    // The operations offered are the product's, in their words.
    await user.click(screen.getByRole('combobox', { name: 'Operation' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Added the product',
      'Edited the product',
      'Changed the status',
      'Deleted the product',
    ]);
    await user.click(options[3]!);
    expect(router.state.location.search).toBe(
      '?start_date=2026-11-01&end_date=2026-11-30&staff=3&record_type=PRODUCT&operation=setProductStatus',
    );

    await chooseOption(user, 'Staff', 'All');
    expect(router.state.location.search).toBe(
      '?start_date=2026-11-01&end_date=2026-11-30&record_type=PRODUCT&operation=setProductStatus',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Staff' })).toHaveTextContent('All'));
  });

  it('offers every operation with the kind of record it changes while no kind is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/activity', <ActivityPage />, [staffMock, activityMock({})]);
    await user.click(screen.getByRole('combobox', { name: 'Operation' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Product — Changed the status' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Tester — Changed the status' })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: 'Order — Printed the shipping label' })).toBeInTheDocument();
  });

  it("shows anyone but an admin their own changes: no staff filter, no staff member asked for, no link they can't open", async () => {
    const roleRefused = entry('42', {
      operation: 'updateStaffMember',
      recordType: 'STAFF_MEMBER',
      recordId: '5',
      outcome: 'FORBIDDEN',
    });
    renderAt(
      '/dashboard/activity?staff=7&record_type=SAMPLE',
      <ActivityPage />,
      [activityMock({ recordType: 'SAMPLE' }, [edited, roleRefused])],
      { role: 'SALES' },
    );
    const own = await screen.findByRole('row', { name: /Edited the order/ });
    expect(within(own).getByRole('link', { name: 'Order 12' })).toBeInTheDocument();
    const refusedRow = screen.getByRole('row', { name: /Changed the role or access/ });
    expect(within(refusedRow).getByText('Staff member 5')).toBeInTheDocument();
    expect(within(refusedRow).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/^Your own changes, newest first\. Covers changes made through this dashboard only/));
    expect(screen.queryByRole('combobox', { name: 'Staff' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Record Type' })).toHaveTextContent('Sample');
  });

  it("exports the changes the filters select as CSV, with the list's words for the operation and the record", async () => {
    const user = userEvent.setup();
    const fetchMock = vi.fn((_url: string) => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/dashboard/activity?record_type=TESTER', <ActivityPage />, [
      staffMock,
      activityMock({ recordType: 'TESTER' }),
    ]);
    expect(await screen.findByRole('row', { name: /Edited the order/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/export/activity.csv');
    expect(JSON.parse(url.searchParams.get('args')!)).toEqual({ ...noFilter, recordType: 'TESTER' });
    expect(JSON.parse(url.searchParams.get('columns')!)).toEqual([
      { label: 'Time', path: 'at', format: 'dateTime' },
      { label: 'Staff', path: 'staffName' },
      { label: 'Operation', path: 'operation', values: { setTesterStatus: 'Changed the status' } },
      {
        label: 'Record',
        path: ['recordType', 'recordId'],
        values: expect.objectContaining({ TESTER: 'Tester', STOCK_COUNT: 'Stock count' }),
        format: 'words',
      },
      { label: 'Outcome', path: 'outcome' },
      { label: 'Changes', path: ['changes.field', 'changes.before', 'changes.after'] },
    ]);
  });

  it('says "about" where the gateway only estimated how many changes match', async () => {
    renderAt('/dashboard/activity', <ActivityPage />, [staffMock, activityMock({}, [edited], 1_234_567)]);
    expect(await screen.findByText('1–15 of about 1234567')).toBeInTheDocument();
  });
});
