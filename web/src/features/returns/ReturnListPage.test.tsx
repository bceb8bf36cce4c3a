import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { ReturnListPage } from './ReturnListPage';
import { budiReturn, budiReturnDetail, sitiReturn } from './returns.fixture';
import { DeleteReturnDocument, ReturnDocument, ReturnsDocument } from './returns.generated';

const listVariables = { filter: {}, page: 1, perPage: 15, sortBy: 'CREATED_AT', desc: true };
const listMock = (variables: Record<string, unknown>, rows: object[] = [budiReturn, sitiReturn]): MockedResponse => ({
  request: { query: ReturnsDocument, variables: { ...listVariables, ...variables } },
  result: { data: { returns: { __typename: 'ReturnList', totalCount: rows.length, rows } } },
});

describe('returns list', () => {
  it('shows the spec columns: date, order id, recipient, 3 products then a count, return to, a status chip, view and delete', async () => {
    renderAt('/dashboard/returns', <ReturnListPage />, [listMock({})]);
    expect(screen.getByRole('heading', { name: 'Returns' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Return' })).toHaveAttribute('href', '/dashboard/add/return');
    const table = await screen.findByRole('table', { name: 'Returns' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Order Id', 'Recipient', 'Product Returned', 'Return to', 'Status', 'Action']);
    const row = await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '20/11/2026',
      '12',
      'Budi Santoso',
      'Kerupuk Udang (x2)Cumi Ring 500 gr (x1)Kakap Fillet (x4)...1 more',
      'Gudang Muara Baru',
      'Received',
      '',
    ]);
    expect(within(row).getByRole('button', { name: 'Open Return 30' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete Return 30' })).toBeInTheDocument();
  });

  it('searches the customer as typed (any letter case is matched by the server) and keeps it, the page and size in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/returns?page=2&per_page=25', <ReturnListPage />, [
      listMock({ page: 2, perPage: 25 }),
      listMock({ filter: { customer: 'BUDI santoso' }, perPage: 25 }, [budiReturn]),
    ]);
    await screen.findByRole('row', { name: /Siti Aminah/ });
    await user.type(screen.getByRole('searchbox', { name: 'Search customer' }), 'BUDI santoso{Enter}');
    expect(router.state.location.search).toBe('?per_page=25&customer=BUDI+santoso');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Siti Aminah/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Budi Santoso/ })).toBeInTheDocument();
  });

  it('opens a return from the address: id, status, date, customer, contact and its lines priced with Rp and dots', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/returns', <ReturnListPage />, [
      listMock({}),
      { request: { query: ReturnDocument, variables: { id: '30' } }, result: { data: { return: budiReturnDetail } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open Return 30' }));
    expect(router.state.location.search).toBe('?detail=30');
    const dialog = await screen.findByRole('dialog', { name: 'Return 30' });
    const facts = await within(dialog).findAllByRole('definition');
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term, index) => `${term.textContent}: ${facts[index]!.textContent}`),
    ).toEqual([
      'Return Id: 30',
      'Status: Received',
      'Date: 20/11/2026',
      'Order Id: 12',
      'Customer Name: Budi Santoso',
      'Contact Number: 081234567890',
      'Return to: Gudang Muara Baru',
      'Ship By: JNE',
      'Action: Refund',
      'Money Returned: Rp 150.000',
      'Memo: Kemasan rusak',
    ]);
    const lines = within(dialog).getByRole('table', { name: 'Returned products' });
    expect(
      within(lines)
        .getAllByRole<HTMLTableRowElement>('row')
        .map((row) => Array.from(row.cells, (cell) => cell.textContent)),
    ).toEqual([
      ['Product', 'Quantity', 'Price Each', 'Price'],
      ['Kerupuk Udang', '2', 'Rp 25.000', 'Rp 50.000'],
      ['Cumi Ring 500 gr', '1', 'Rp 65.000', 'Rp 65.000'],
      ['Kakap Fillet', '4', 'Rp 1.250.000', 'Rp 5.000.000'],
      ['Tuna Loin', '1', 'Rp 90.000', 'Rp 90.000'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('');
  });

  it('asks "Remove Return 30 ?", deletes, says "Berhasil menghapus Return 30" and reloads', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/returns', <ReturnListPage />, [
      listMock({}),
      {
        request: { query: DeleteReturnDocument, variables: { id: '30' } },
        result: { data: { deleteReturn: { __typename: 'Return', id: '30' } } },
      },
      listMock({}, [sitiReturn]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Return 30' }));
    await answerDialog(user, 'Remove Return 30 ?', 'Remove');
    expect(await screen.findByText('Berhasil menghapus Return 30')).toBeInTheDocument();
    // The page is hidden from assistive technology until the dialog's closing transition ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('row', { name: /Budi Santoso/ })).not.toBeInTheDocument());
    expect(screen.getByRole('row', { name: /Siti Aminah/ })).toBeInTheDocument();
  });

  it("shows the first of the server's errors when a delete is refused, and keeps the row", async () => {
    const user = userEvent.setup();
    const refusal = 'Return 30 was not found';
    renderAt('/dashboard/returns', <ReturnListPage />, [
      listMock({}),
      {
        request: { query: DeleteReturnDocument, variables: { id: '30' } },
        result: {
          errors: [new GraphQLError(refusal, { extensions: { code: 'NOT_FOUND' } }), new GraphQLError('second')],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Return 30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Return 30 ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    // The question stays for another try or Cancel; the row stays in the list.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('row', { name: /Budi Santoso/ })).toBeInTheDocument();
  });
});
