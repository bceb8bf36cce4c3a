import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { todayInJakarta } from '../../ui/dates';
import { invoiceRow, item, order12Consignment } from './consignmentInvoices.fixture';
import {
  CreateConsignmentInvoiceDocument,
  DeleteConsignmentInvoiceDocument,
  OrderConsignmentDocument,
} from './consignmentInvoices.generated';
import { CreateInvoicePage } from './CreateInvoicePage';

const orderMock = (order: unknown = order12Consignment): MockedResponse => ({
  request: { query: OrderConsignmentDocument, variables: { orderId: '12' } },
  result: { data: { order } },
});

/** Order 12 after an invoice of 2 more Kerupuk Udang: 1 left. */
const afterSave = {
  ...order12Consignment,
  consignment: {
    ...order12Consignment.consignment,
    invoices: [invoiceRow, { ...invoiceRow, id: '41', invoiceNumber: 'CI/2026/0008', memo: null }],
    remainingItems: [item('20', 'Kerupuk Udang', 1, 25_000), item('21', 'Cumi Ring 500 gr', 3, 65_000)],
  },
};

const input = {
  type: 'PAYMENT',
  invoiceDate: todayInJakarta(),
  memo: 'Titipan minggu 2',
  lines: [{ productId: '20', quantity: 2, unitPrice: 25_000 }],
};
const result = (message: string, id = '41') => ({
  __typename: 'ConsignmentInvoiceResult',
  message,
  invoice: { __typename: 'ConsignmentInvoice', id },
});

const routes = [
  { path: '/dashboard/add/invoice', element: <CreateInvoicePage /> },
  { path: '/dashboard/edit/invoice/:id', element: <p>Edit Invoice page</p> },
];

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const rowsOf = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole<HTMLTableRowElement>('row')
    .slice(1)
    .map((row) => Array.from(row.cells, (cell) => cell.textContent));

async function invoiceTwoKerupuk(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Remove item 2' }));
  await user.clear(field('Quantity 1'));
  await user.type(field('Quantity 1'), '2');
  await user.type(field('Memo'), 'Titipan minggu 2');
}

describe('Create Invoice', () => {
  it('shows the order read-only, a line per remaining product prefilled, its invoices and what remains of what was ordered', async () => {
    renderAt('/dashboard/add/invoice/?id_order=12', routes, [orderMock()]);
    await waitFor(() => expect(screen.getByLabelText('Order')).toHaveValue('12'));
    expect(screen.getByRole('heading', { name: 'Create Invoice' })).toBeInTheDocument();
    expect(field('Order')).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('payment');
    expect([
      field('Quantity 1').value,
      field('Price 1').value,
      field('Quantity 2').value,
      field('Price 2').value,
    ]).toEqual(['3', '25000', '3', '65000']);
    expect(screen.getByRole('combobox', { name: 'Product 1' })).toHaveTextContent('Kerupuk Udang');
    expect(field('Quantity 1')).toHaveAccessibleDescription('3 left to invoice');
    expect(screen.getByLabelText('Invoice total')).toHaveTextContent('Total Rp 270.000');
    expect(rowsOf('Invoices')).toEqual([['CI/2026/0007', 'Titipan minggu 1', 'payment', '']]);
    expect(screen.getByRole('heading', { name: 'Remaining items of Toko Sumber Rejeki' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status On Process')).toBeInTheDocument();
    expect(rowsOf('Remaining items')).toEqual([
      ['Kerupuk Udang', '3 of 5'],
      ['Cumi Ring 500 gr', '3 of 3'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit Invoice CI/2026/0007' })).toHaveAttribute(
      'href',
      '/dashboard/edit/invoice/40',
    );
  });

  it("saves part of what remains, shows the server's message and starts again from what now remains", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/invoice/?id_order=12', routes, [
      orderMock(),
      {
        request: { query: CreateConsignmentInvoiceDocument, variables: { orderId: '12', input } },
        result: { data: { createConsignmentInvoice: result('Berhasil menambahkan Invoice CI/2026/0008') } },
      },
      orderMock(afterSave),
    ]);
    await invoiceTwoKerupuk(user);
    expect(screen.getByLabelText('Invoice total')).toHaveTextContent('Total Rp 50.000');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Berhasil menambahkan Invoice CI/2026/0008')).toBeInTheDocument();
    await waitFor(() => expect(rowsOf('Remaining items')[0]).toEqual(['Kerupuk Udang', '1 of 5']));
    expect(rowsOf('Invoices')).toHaveLength(2);
    expect([field('Quantity 1').value, field('Quantity 2').value, field('Memo').value]).toEqual(['1', '3', '']);
  });

  it("shows the server's refusal on its line only, and keeps everything typed", async () => {
    const user = userEvent.setup();
    const refusal = 'Line 1: order 12 has 3 of Kerupuk Udang left to invoice, not 5';
    renderAt('/dashboard/add/invoice/?id_order=12', routes, [
      orderMock(),
      {
        request: {
          query: CreateConsignmentInvoiceDocument,
          variables: {
            orderId: '12',
            input: { ...input, lines: [{ productId: '20', quantity: 5, unitPrice: 25_000 }] },
          },
        },
        result: {
          errors: [
            new GraphQLError(refusal, {
              extensions: { code: 'CONFLICT', fields: [{ field: 'lines.0.quantity', message: refusal }] },
            }),
          ],
        },
      },
    ]);
    await invoiceTwoKerupuk(user);
    await user.clear(field('Quantity 1'));
    await user.type(field('Quantity 1'), '5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Quantity 1')).toHaveAccessibleDescription(refusal));
    // Once, on its line: not again above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect([field('Quantity 1').value, field('Price 1').value, field('Memo').value]).toEqual([
      '5',
      '25000',
      'Titipan minggu 2',
    ]);
    expect(screen.queryByLabelText('Quantity 2')).not.toBeInTheDocument();
  });

  it('offers a removed product again on Add Item, filled with what remains of it at the order price', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/invoice/?id_order=12', routes, [orderMock()]);
    await user.click(await screen.findByRole('button', { name: 'Remove item 2' }));
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await user.click(screen.getByRole('combobox', { name: 'Product 2' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Cumi Ring 500 gr' }));
    expect([field('Quantity 2').value, field('Price 2').value]).toEqual(['3', '65000']);
  });

  it("asks 'Remove Item Invoice No.… ?' before deleting an invoice, then reports and reloads", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/add/invoice/?id_order=12', routes, [
      orderMock(),
      {
        request: { query: DeleteConsignmentInvoiceDocument, variables: { id: '40' } },
        result: { data: { deleteConsignmentInvoice: result('Berhasil menghapus Invoice CI/2026/0007', '40') } },
      },
      orderMock({
        ...order12Consignment,
        consignment: { ...order12Consignment.consignment, status: 'PENDING', invoices: [] },
      }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Invoice CI/2026/0007' }));
    await answerDialog(user, 'Remove Item Invoice No.CI/2026/0007 ?', 'Remove');
    expect(await screen.findByText('Berhasil menghapus Invoice CI/2026/0007')).toBeInTheDocument();
    expect(await screen.findByText('No invoice for this order yet')).toBeInTheDocument();
    expect(screen.getByLabelText('Status Pending')).toBeInTheDocument();
  });

  it("dates a new invoice today in Jakarta, so it never prints 'Date -' unless cleared", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T20:30:00Z'));
    try {
      renderAt('/dashboard/add/invoice/?id_order=12', routes, [orderMock()]);
      await screen.findByLabelText('Order');
      expect(document.querySelector<HTMLInputElement>('input[name="invoiceDate"]')!.value).toBe('26/11/2026');
    } finally {
      vi.useRealTimers();
    }
  });

  it('without an order in the address says where to choose one', async () => {
    renderAt('/dashboard/add/invoice', routes, []);
    expect(await screen.findByText('Choose an order from the consignment invoice list.')).toBeInTheDocument();
  });
});
