import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { VendorPickerChosenDocument, VendorPickerDocument } from '../../ui/pickers.generated';
import { InternalTransferListPage } from './InternalTransferListPage';
import { adjustment, giveBack, laut, purchase, warehousesAnswer } from './internalTransfers.fixture';
import {
  DeleteInternalTransferDocument,
  InternalTransferDocument,
  InternalTransfersDocument,
  TransferWarehousesDocument,
} from './internalTransfers.generated';

const listVariables = { filter: {}, page: 1, perPage: 15, sortBy: 'RECEIVED_DATE', desc: true };
const listMock = (
  variables: Record<string, unknown>,
  rows: object[] = [purchase, giveBack, adjustment],
): MockedResponse => ({
  request: { query: InternalTransfersDocument, variables: { ...listVariables, ...variables } },
  result: { data: { internalTransfers: { __typename: 'InternalTransferList', totalCount: rows.length, rows } } },
});
const warehousesMock: MockedResponse = { request: { query: TransferWarehousesDocument }, result: warehousesAnswer };
const vendorSearchMock = (variables: { search: string | null; companyName: string | null }): MockedResponse => ({
  request: { query: VendorPickerDocument, variables: { ...variables, perPage: 20 } },
  result: { data: { vendors: { __typename: 'VendorList', rows: [laut] } } },
});

describe('internal transfer list', () => {
  it('shows the spec columns: received date, from, destination, the type label, 3 lines then a count, memo', async () => {
    renderAt('/dashboard/stocks', <InternalTransferListPage />, [warehousesMock, listMock({})]);
    expect(screen.getByRole('heading', { name: 'Internal Transfer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Stock' })).toHaveAttribute('href', '/dashboard/add/stock');
    const table = await screen.findByRole('table', { name: 'Internal transfers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'From', 'Destination', 'Type', 'Qty', 'Memo', 'Action']);
    const cells = async (name: RegExp) =>
      within(await within(table).findByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(await cells(/Kiriman pagi/)).toEqual([
      '05/11/2026',
      'PT Laut Segar',
      'Gudang Muara Baru',
      'Purchases',
      'Udang Vaname Beku 1 kg (x10)Cumi Ring 500 gr (x5)Kakap Fillet (x4)...2 more',
      'Kiriman pagi',
      '',
    ]);
    expect(await cells(/Puchase Return/)).toEqual([
      '06/11/2026',
      'Gudang Cikarang',
      'PT Laut Segar',
      'Puchase Return',
      'Cumi Ring 500 gr (x2)',
      '',
      '',
    ]);
    expect(await cells(/Adjustment/)).toEqual([
      '07/11/2026',
      'Gudang Muara Baru',
      '-',
      'Adjustment',
      'Tuna Loin (x-3)',
      '',
      '',
    ]);
  });

  it('shows a type the gateway does not know as the API sent it, keeping the row', async () => {
    renderAt('/dashboard/stocks', <InternalTransferListPage />, [
      warehousesMock,
      listMock({}, [{ ...purchase, type: null, unknownType: 'consignment_out' }]),
    ]);
    const table = await screen.findByRole('table', { name: 'Internal transfers' });
    const row = await within(table).findByRole('row', { name: /Kiriman pagi/ });
    expect(within(row).getAllByRole('cell')[3]!.textContent).toBe('consignment_out');
  });

  it('reads every filter from the address and writes each one back: dates, locations, the type as its enum value, the vendor id', async () => {
    const user = userEvent.setup();
    const router = renderAt(
      '/dashboard/stocks?start_date=2026-11-01&end_date=2026-11-30&vendor=7',
      <InternalTransferListPage />,
      [
        warehousesMock,
        listMock({ filter: { startDate: '2026-11-01', endDate: '2026-11-30', vendorId: '7' } }),
        { request: { query: VendorPickerChosenDocument, variables: { id: '7' } }, result: { data: { vendor: laut } } },
        listMock(
          { filter: { startDate: '2026-11-01', endDate: '2026-11-30', vendorId: '7', type: 'PURCHASE_RETURN' } },
          [giveBack],
        ),
        listMock(
          {
            filter: {
              startDate: '2026-11-01',
              endDate: '2026-11-30',
              vendorId: '7',
              type: 'PURCHASE_RETURN',
              fromWarehouseId: '4',
            },
          },
          [giveBack],
        ),
        vendorSearchMock({ search: null, companyName: null }),
        listMock(
          { filter: { startDate: '2026-11-01', endDate: '2026-11-30', type: 'PURCHASE_RETURN', fromWarehouseId: '4' } },
          [giveBack],
        ),
      ],
    );
    expect(await screen.findByRole('row', { name: /Kiriman pagi/ })).toBeInTheDocument();
    // The vendor in the address is shown by its name, fetched by id.
    expect(await screen.findByDisplayValue('PT Laut Segar (#7)')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Puchase Return' }));
    expect(router.state.location.search).toBe(
      '?start_date=2026-11-01&end_date=2026-11-30&vendor=7&type=PURCHASE_RETURN',
    );
    await waitFor(() => expect(screen.queryByRole('row', { name: /Kiriman pagi/ })).not.toBeInTheDocument());

    await user.click(screen.getByRole('combobox', { name: 'From Location' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Gudang Cikarang' }));
    expect(router.state.location.search).toBe(
      '?start_date=2026-11-01&end_date=2026-11-30&vendor=7&type=PURCHASE_RETURN&ship_from=4',
    );

    // Clearing the vendor takes it out of the address.
    await user.clear(screen.getByRole('combobox', { name: 'Vendor' }));
    expect(router.state.location.search).toBe(
      '?start_date=2026-11-01&end_date=2026-11-30&type=PURCHASE_RETURN&ship_from=4',
    );
    expect(await screen.findByRole('row', { name: /Puchase Return/ })).toBeInTheDocument();
  });

  it('marks an end date before the start date on End Date and lists from the start date, as the orders list does', async () => {
    renderAt('/dashboard/stocks?start_date=2026-11-10&end_date=2026-11-01', <InternalTransferListPage />, [
      warehousesMock,
      listMock({ filter: { startDate: '2026-11-10' } }),
    ]);
    expect(await screen.findByRole('row', { name: /Kiriman pagi/ })).toBeInTheDocument();
    expect(screen.getByText('End date is before the start date')).toBeInTheDocument();
  });

  it('finds a vendor by company name on the server and filters by its id', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/stocks', <InternalTransferListPage />, [
      warehousesMock,
      listMock({}),
      vendorSearchMock({ search: null, companyName: null }),
      vendorSearchMock({ search: null, companyName: 'laut' }),
      listMock({ filter: { vendorId: '7' } }, [purchase, giveBack]),
    ]);
    await screen.findByRole('row', { name: /Kiriman pagi/ });
    await user.type(screen.getByRole('combobox', { name: 'Vendor' }), 'laut');
    await user.click(await screen.findByRole('option', { name: 'PT Laut Segar (#7)' }));
    expect(router.state.location.search).toBe('?vendor=7');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Adjustment/ })).not.toBeInTheDocument());
  });

  it('opens the details from the address: received date, from, destination, memo and the lines', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/stocks', <InternalTransferListPage />, [
      warehousesMock,
      listMock({}),
      {
        request: { query: InternalTransferDocument, variables: { id: '12' } },
        result: {
          data: {
            internalTransfer: {
              ...purchase,
              shipmentDate: '2026-11-04',
              totalQuantity: 22,
              lines: purchase.lines.map((line, index) => ({
                ...line,
                productId: String(20 + index),
                sku: `SKU-${index + 1}`,
              })),
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Open Internal Transfer 12' }));
    expect(router.state.location.search).toBe('?detail=12');
    const dialog = await screen.findByRole('dialog', { name: 'Internal Transfer 12' });
    const facts = await within(dialog).findAllByRole('definition');
    expect(
      within(dialog)
        .getAllByRole('term')
        .map((term, index) => `${term.textContent}: ${facts[index]!.textContent}`),
    ).toEqual([
      'Received Date: 05/11/2026',
      'Shipment Date: 04/11/2026',
      'Type: Purchases',
      'From: PT Laut Segar',
      'Destination: Gudang Muara Baru',
      'Memo: Kiriman pagi',
    ]);
    const lines = within(dialog).getByRole('table', { name: 'Transfer lines' });
    expect(
      within(lines)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'SKU-1 - Udang Vaname Beku 1 kg10',
      'SKU-2 - Cumi Ring 500 gr5',
      'SKU-3 - Kakap Fillet4',
      'SKU-4 - Tuna Loin2',
      'SKU-5 - Bandeng Presto1',
      'Total Quantity22',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('');
  });

  it('asks "Remove Internal Transfer 12 ?", deletes, says so and reloads', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/stocks', <InternalTransferListPage />, [
      warehousesMock,
      listMock({}),
      {
        request: { query: DeleteInternalTransferDocument, variables: { id: '12' } },
        result: { data: { deleteInternalTransfer: { __typename: 'InternalTransfer', id: '12' } } },
      },
      listMock({}, [giveBack, adjustment]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Internal Transfer 12' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Remove Internal Transfer 12 ?' })).getByRole('button', {
        name: 'Cancel',
      }),
    ).toBeInTheDocument();
    await answerDialog(user, 'Remove Internal Transfer 12 ?', 'Remove');
    expect(await screen.findByText('Berhasil menghapus Internal Transfer 12')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Kiriman pagi/ })).not.toBeInTheDocument());
  });

  it("shows the server's first error message when a delete is refused, and keeps the row", async () => {
    const user = userEvent.setup();
    const refusal = 'Internal transfer 12 was not found';
    renderAt('/dashboard/stocks', <InternalTransferListPage />, [
      warehousesMock,
      listMock({}),
      {
        request: { query: DeleteInternalTransferDocument, variables: { id: '12' } },
        result: {
          errors: [new GraphQLError(refusal, { extensions: { code: 'NOT_FOUND' } }), new GraphQLError('second')],
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Internal Transfer 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Internal Transfer 12 ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    // The question stays for another try or Cancel; the row stays in the list.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('row', { name: /Kiriman pagi/ })).toBeInTheDocument();
  });
});
