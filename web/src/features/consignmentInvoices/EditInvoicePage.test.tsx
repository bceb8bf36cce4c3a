import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { invoiceDetail, order12Consignment } from './consignmentInvoices.fixture';
import {
  ConsignmentInvoiceDocument,
  OrderConsignmentDocument,
  UpdateConsignmentInvoiceDocument,
} from './consignmentInvoices.generated';
import { EditInvoicePage } from './EditInvoicePage';

const loadMocks: MockedResponse[] = [
  {
    request: { query: ConsignmentInvoiceDocument, variables: { id: '40' } },
    result: { data: { consignmentInvoice: invoiceDetail } },
  },
  {
    request: { query: OrderConsignmentDocument, variables: { orderId: '12' } },
    result: { data: { order: order12Consignment } },
  },
];
const input = (quantity: number) => ({
  type: 'ADJUSTMENT',
  invoiceDate: '2026-11-21',
  memo: 'Titipan minggu 1',
  lines: [{ productId: '20', quantity, unitPrice: 25_000 }],
});

const routes = [
  { path: '/dashboard/edit/invoice/:id', element: <EditInvoicePage /> },
  { path: '/dashboard/add/invoice', element: <p>Create Invoice page</p> },
];

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
/** The date picker's value as it shows it (its hidden input, named after the form field). */
const dateShown = () => document.querySelector<HTMLInputElement>('input[name="invoiceDate"]')!.value;

async function makeAdjustmentOf(user: ReturnType<typeof userEvent.setup>, quantity: string) {
  await user.click(await screen.findByRole('combobox', { name: /^Type/ }));
  await user.click(await screen.findByRole('option', { name: 'adjustment' }));
  await user.clear(field('Quantity 1'));
  await user.type(field('Quantity 1'), quantity);
}

describe('Edit Invoice', () => {
  it('fills the form from the invoice, sends its date unchanged, and after saving goes back to Create Invoice of its order', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/edit/invoice/40', routes, [
      ...loadMocks,
      {
        request: { query: UpdateConsignmentInvoiceDocument, variables: { id: '40', input: input(5) } },
        result: {
          data: {
            updateConsignmentInvoice: {
              __typename: 'ConsignmentInvoiceResult',
              message: 'Berhasil mengubah Invoice CI/2026/0007',
              invoice: { __typename: 'ConsignmentInvoice', id: '40', orderId: '12' },
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(field('Quantity 1').value).toBe('2'));
    expect(screen.getByRole('heading', { name: 'Edit Invoice' })).toBeInTheDocument();
    expect([field('Order').value, dateShown(), field('Memo').value, field('Price 1').value]).toEqual([
      '12',
      '21/11/2026',
      'Titipan minggu 1',
      '25000',
    ]);
    // 3 remain of the order, and the invoice holds 2 itself.
    await waitFor(() => expect(field('Quantity 1')).toHaveAccessibleDescription('5 left to invoice'));
    await makeAdjustmentOf(user, '5');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Berhasil mengubah Invoice CI/2026/0007')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/add/invoice/');
    expect(router.state.location.search).toBe('?id_order=12');
  });

  it('lets a date be added to an invoice saved without one (spec 002 §7: the edit does not change it by itself)', async () => {
    const user = userEvent.setup();
    const undated = { ...invoiceDetail, invoiceDate: null };
    renderAt('/dashboard/edit/invoice/40', routes, [
      {
        request: { query: ConsignmentInvoiceDocument, variables: { id: '40' } },
        result: { data: { consignmentInvoice: undated } },
      },
      loadMocks[1]!,
      {
        request: {
          query: UpdateConsignmentInvoiceDocument,
          variables: { id: '40', input: { ...input(2), type: 'PAYMENT', invoiceDate: '2026-11-26' } },
        },
        result: {
          data: {
            updateConsignmentInvoice: {
              __typename: 'ConsignmentInvoiceResult',
              message: 'Berhasil mengubah Invoice CI/2026/0007',
              invoice: { __typename: 'ConsignmentInvoice', id: '40', orderId: '12' },
            },
          },
        },
      },
    ]);
    await waitFor(() => expect(field('Quantity 1').value).toBe('2'));
    expect(dateShown()).toBe('');
    await user.click(screen.getByRole('spinbutton', { name: 'Day' }));
    await user.keyboard('26112026');
    expect(dateShown()).toBe('26/11/2026');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Berhasil mengubah Invoice CI/2026/0007')).toBeInTheDocument();
  });

  it("shows the edit's refusal and keeps the form", async () => {
    const user = userEvent.setup();
    const refusal = 'Line 1: order 12 has 5 of Kerupuk Udang left to invoice, not 6';
    const router = renderAt('/dashboard/edit/invoice/40', routes, [
      ...loadMocks,
      {
        request: { query: UpdateConsignmentInvoiceDocument, variables: { id: '40', input: input(6) } },
        result: {
          errors: [
            new GraphQLError(refusal, {
              extensions: { code: 'CONFLICT', fields: [{ field: 'lines.0.quantity', message: refusal }] },
            }),
          ],
        },
      },
    ]);
    await waitFor(() => expect(field('Quantity 1').value).toBe('2'));
    await makeAdjustmentOf(user, '6');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(field('Quantity 1')).toHaveAccessibleDescription(refusal));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Quantity 1').value).toBe('6');
    expect(router.state.location.pathname).toBe('/dashboard/edit/invoice/40');
  });
});
