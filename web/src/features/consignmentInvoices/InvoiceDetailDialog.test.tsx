import { MockedProvider } from '@apollo/client/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { BANK_TRANSFER } from '../../print/printConstants';
import { NotificationProvider } from '../../ui/notifications';
import { invoiceDetail } from './consignmentInvoices.fixture';
import { ConsignmentInvoiceDocument } from './consignmentInvoices.generated';
import { InvoiceDetailDialog } from './InvoiceDetailDialog';
import { PRINT_DELAY_MS, printableInvoice } from './printableInvoice';

const printing = vi.hoisted(() => ({ printConsignmentInvoice: vi.fn(async () => undefined) }));
vi.mock('../../print/printOrderDocument', () => printing);

function renderDialog(onClose = vi.fn()) {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: ConsignmentInvoiceDocument, variables: { id: '40' } },
          result: { data: { consignmentInvoice: invoiceDetail } },
        },
      ]}
    >
      <NotificationProvider>
        <InvoiceDetailDialog invoiceId="40" onClose={onClose} />
      </NotificationProvider>
    </MockedProvider>,
  );
  return onClose;
}

const facts = (section: string) =>
  Array.from(
    within(screen.getByRole('region', { name: section })).getAllByRole('definition'),
    (value) => value.textContent,
  );

describe('invoice detail dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    printing.printConsignmentInvoice.mockClear();
  });

  it('shows the customer, the invoice with the fixed bank account line, and its items', async () => {
    renderDialog();
    expect(await screen.findByRole('region', { name: 'Customer' })).toBeInTheDocument();
    expect(facts('Customer')).toEqual([
      'Budi Santoso',
      'budi@sumberrejeki.co.id',
      'Toko Sumber Rejeki',
      'Jl. Pasar Baru 12, Bandung',
    ]);
    expect(facts('Invoice facts')).toEqual([
      'CI/2026/0007',
      '21/11/2026',
      '12',
      'Rp 320.000',
      'payment',
      'Titipan minggu 1',
      `${BANK_TRANSFER.bankName} ${BANK_TRANSFER.accountNumber} a/n ${BANK_TRANSFER.accountHolder}`,
    ]);
    const rows = within(screen.getByRole('table', { name: 'Invoiced items' })).getAllByRole<HTMLTableRowElement>('row');
    expect(rows.slice(1).map((row) => Array.from(row.cells, (cell) => cell.textContent))).toEqual([
      ['Kerupuk Udang', '2', 'Rp 25.000', 'Rp 50.000'],
      ['Total', 'Rp 50.000'],
    ]);
  });

  it('prints the invoice only once the print delay has passed', async () => {
    renderDialog();
    const print = await screen.findByRole('button', { name: 'Print' });
    vi.useFakeTimers();
    act(() => print.click());
    await act(async () => vi.advanceTimersByTime(PRINT_DELAY_MS - 1));
    expect(printing.printConsignmentInvoice).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() =>
      expect(printing.printConsignmentInvoice).toHaveBeenCalledWith(printableInvoice(invoiceDetail as never)),
    );
    expect(PRINT_DELAY_MS).toBe(1000);
  });

  it('closes on Close', async () => {
    const onClose = renderDialog();
    (await screen.findAllByRole('button', { name: 'Close' })).at(-1)!.click();
    expect(onClose).toHaveBeenCalled();
  });
});
