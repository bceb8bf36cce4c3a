import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { historyChange as change, historyEntry as entry } from '../testing/history.fixture';
import { renderAt } from '../testing/renderAt';
import { RecordHistoryDocument } from './history.generated';
import { HISTORY_PAGE_SIZE } from './HistoryEntries';
import { RecordHistory } from './RecordHistory';

const newest = entry('31', {
  at: '2026-11-25T20:30:00Z',
  operation: 'updateOrderShipping',
  changes: [change('shipmentStatus', 'LABEL_PRINTED', 'SHIPPED'), change('trackingCode', null, 'JNE123')],
});
const refused = entry('30', { at: '2026-11-20T03:00:00Z', operation: 'updateOrder', outcome: 'FORBIDDEN' });
const created = entry('28', {
  operation: 'createOrder',
  changes: [change('customer.name', '', 'Siti Nur Aisyah'), change('shipmentStatus', '', 'PROCESSED')],
});
const edit = entry('29', {
  staffName: 'budi@example.com',
  changes: [
    change('lines.0.quantity', '2', '3'),
    change('deliveryFee', '10000', '15000'),
    change('memo', 'Kirim pagi', null),
    change('customer.address', 'Jl. Lama 1', 'Jl. Baru 2'),
    change('giftWrap', 'false', 'true'),
  ],
});

const historyMock = (
  page: number,
  rows: object[],
  totalCount = rows.length,
  result = vi.fn(() => ({
    data: { history: { __typename: 'HistoryEntryList', totalCount, totalCountExact: true, rows } },
  })),
): MockedResponse => ({
  request: {
    query: RecordHistoryDocument,
    variables: { recordType: 'ORDER', recordId: '12', page, perPage: HISTORY_PAGE_SIZE },
  },
  result,
});

const openHistory = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'History' }));
  return screen.findByRole('list', { name: 'Changes' });
};

describe('a record’s history', () => {
  it('asks for nothing until the section is opened', async () => {
    const user = userEvent.setup();
    const first = historyMock(1, [newest]);
    renderAt('/dashboard/orders', <RecordHistory recordType="ORDER" recordId="12" />, [first]);
    const summary = screen.getByRole('button', { name: 'History' });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    expect(first.result).not.toHaveBeenCalled();

    await user.click(summary);
    expect(await screen.findByRole('list', { name: 'Changes' })).toBeInTheDocument();
    expect(first.result).toHaveBeenCalledTimes(1);
  });

  it('lists the entries newest first: the words of each operation, who, the time in Jakarta, the changes in the screen’s words', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/orders', <RecordHistory recordType="ORDER" recordId="12" />, [
      historyMock(1, [newest, refused, edit, created]),
    ]);
    const list = await openHistory(user);
    expect(screen.getByText(/Covers changes made through this dashboard only/)).toBeInTheDocument();
    // The entries, each a list item holding the list of its changes.
    const items = Array.from(list.children) as HTMLElement[];
    expect(items).toHaveLength(4);

    // 20:30 UTC is already the next day in Jakarta.
    expect(items[0]).toHaveTextContent('Changed the shipping');
    expect(items[0]).toHaveTextContent('Rina Sales · 26/11/2026 03:30 WIB');
    expect(within(items[0]!).getByText('Shipment Status: Label Printed → Shipped')).toBeInTheDocument();
    // A value the gateway did not know before reads as such.
    expect(within(items[0]!).getByText(/^Tracking Code:/)).toHaveTextContent('Tracking Code: (not known) → JNE123');

    expect(items[1]).toHaveTextContent('Edited the order');
    expect(within(items[1]!).getByText('Refused: FORBIDDEN')).toBeInTheDocument();

    expect(items[2]).toHaveTextContent('budi@example.com · 05/11/2026 14:05 WIB');
    expect(within(items[2]!).getByText('Quantity 1: 2 → 3')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Delivery Fee: Rp 10.000 → Rp 15.000')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Memo: Kirim pagi → (empty)')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Shipment Address: Jl. Lama 1 → Jl. Baru 2')).toBeInTheDocument();
    // A field the screen has no label for: its path made readable.
    expect(within(items[2]!).getByText('Gift wrap: false → true')).toBeInTheDocument();

    // A new record: what it was made with, no before.
    expect(items[3]).toHaveTextContent('Added the order');
    expect(within(items[3]!).getByText('Customer Name: Siti Nur Aisyah')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Shipment Status: Processed')).toBeInTheDocument();
  });

  it('shows more entries a page at a time, and no Show more after the last', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: HISTORY_PAGE_SIZE }, (_, index) => entry(String(100 - index)));
    renderAt('/dashboard/orders', <RecordHistory recordType="ORDER" recordId="12" />, [
      historyMock(1, firstPage, 12),
      historyMock(2, [entry('90', { operation: 'createOrder' }), entry('89', { operation: 'createOrder' })], 12),
    ]);
    await openHistory(user);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    const second = await screen.findByRole('list', { name: 'Changes, page 2' });
    expect(within(second).getAllByText('Added the order')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Changes' })).toBeInTheDocument();
  });

  it('says when nothing was recorded, and shows a failure with Retry', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/orders', <RecordHistory recordType="ORDER" recordId="12" />, [
      {
        request: historyMock(1, []).request,
        result: { errors: [new GraphQLError('The gateway could not read the history')] },
      },
      historyMock(1, []),
    ]);
    await user.click(screen.getByRole('button', { name: 'History' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('The gateway could not read the history'));
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('shows nothing for a record without an id (a new one)', () => {
    renderAt('/dashboard/add/order', <RecordHistory recordType="ORDER" recordId={undefined} />);
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });

  it('opens at once when asked to, and asks for the entries then', async () => {
    renderAt('/dashboard/orders', <RecordHistory recordType="ORDER" recordId="12" defaultExpanded />, [
      historyMock(1, [newest]),
    ]);
    expect(await screen.findByRole('list', { name: 'Changes' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'true'),
    );
  });
});
