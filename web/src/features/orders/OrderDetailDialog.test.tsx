import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StaffRole } from '@backoffice/schema/generated/enums';

import { orderLabelShipment } from '../../print/shippingLabelDocument';
import { clickWhenFree } from '../../testing/clickWhenFree';
import { renderAt } from '../../testing/renderAt';
import { OrderDetailDialog } from './OrderDetailDialog';
import { detailOrder, detailQueryData } from './orders.fixture';
import {
  GenerateShippingLabelDocument,
  OrderDetailDocument,
  OrderGojekDocument,
  RefreshQuickbooksStatusDocument,
  SyncOrderToJubelioDocument,
  UpdateOrderShippingDocument,
} from './orders.generated';
import { toPrintableOrder } from './toPrintableOrder';

const printing = vi.hoisted(() => ({
  printInvoice: vi.fn(async () => undefined),
  printShippingLabel: vi.fn(async () => undefined),
}));
vi.mock('../../print/printOrderDocument', () => printing);

afterEach(() => {
  vi.clearAllMocks();
});

const detailMock = (order = detailOrder): MockedResponse => ({
  request: { query: OrderDetailDocument, variables: { id: order.id } },
  result: { data: detailQueryData(order) },
});

function renderDialog(mocks: MockedResponse[], role: StaffRole = 'ADMIN') {
  const onClose = vi.fn();
  const router = renderAt(
    '/dashboard/orders?detail=42',
    [
      { path: '/dashboard/orders', element: <OrderDetailDialog orderId="42" onClose={onClose} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    mocks,
    { role },
  );
  return { onClose, router };
}

describe('order detail dialog', () => {
  it('shows the order, its lines with weights, and the totals from the one query', async () => {
    renderDialog([detailMock()]);
    const dialog = await screen.findByRole('dialog', { name: 'Order 42' });
    expect(await within(dialog).findByText('Siti Nur Aisyah')).toBeInTheDocument();
    expect(within(dialog).getByText('05/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('081234567890')).toBeInTheDocument();
    expect(within(dialog).getByText('Jl. Cihampelas No. 160, Kota Bandung, Jawa Barat, 40131')).toBeInTheDocument();
    const lines = within(dialog).getByRole('table', { name: 'Order lines' });
    expect(within(lines).getByRole('row', { name: /Udang Vaname Beku 1 kg/ })).toHaveTextContent(
      '2Rp 125.000Rp 250.0002,2 kg',
    );
    expect(within(lines).getByRole('row', { name: /Cumi Ring 500 gr/ })).toHaveTextContent('3Rp 40.000Rp 120.000-');
    expect(within(lines).getByLabelText('Sub Total')).toHaveTextContent('Rp 370.000');
    expect(within(lines).getByLabelText('Tax (11%)')).toHaveTextContent('Rp 40.700');
    expect(within(lines).getByLabelText('Delivery Fee')).toHaveTextContent('Rp 15.000');
    expect(within(lines).getByLabelText('Total')).toHaveTextContent('Rp 425.700');
    expect(within(dialog).getByLabelText('QuickBooks Status')).toHaveValue(
      '07/11/2026 Bank BCA 5425 - Operasional Rp 425.700',
    );
    expect(within(dialog).getByLabelText('Payment Method')).toHaveValue('Bank Transfer');
    expect(within(dialog).getByRole('combobox', { name: 'Ship From' })).toHaveTextContent('Gudang Muara Baru');
    // Gojek is offered only for Gojek orders.
    expect(within(dialog).queryByRole('button', { name: 'Order Gojek' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Return' })).toHaveAttribute('href', '/dashboard/add/return/42');
    expect(within(dialog).getByRole('link', { name: 'Duplicate' })).toHaveAttribute(
      'href',
      '/dashboard/add/order?duplicate=42',
    );
    expect(within(dialog).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/dashboard/edit/order/42');
  });

  it('saves the shipping fields, shows the answer and closes', async () => {
    const user = userEvent.setup();
    const saved = { ...detailOrder, shipmentStatus: 'SHIPPED' as const, trackingCode: 'JNE0123' };
    const { onClose } = renderDialog([
      detailMock(),
      {
        request: {
          query: UpdateOrderShippingDocument,
          variables: {
            id: '42',
            input: {
              shipFromId: '3',
              shipmentDate: '2026-11-06',
              shipmentStatus: 'PROCESSED',
              courierId: '2',
              trackingCode: 'JNE0123',
              paymentStatus: 'PAYMENT_SUCCESS',
            },
          },
        },
        result: { data: { updateOrderShipping: saved } },
      },
    ]);
    await user.type(await screen.findByLabelText('Tracking Code'), 'JNE0123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order 42 berhasil diperbarui')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('asks QuickBooks again on QB Status: the field shows the new status, and a failed lookup says Error', async () => {
    const user = userEvent.setup();
    const refreshed = (state: 'NO_PAYMENT' | 'ERROR', text: string) => ({
      request: { query: RefreshQuickbooksStatusDocument, variables: { id: '42' } },
      result: {
        data: {
          refreshQuickbooksStatus: {
            __typename: 'Order',
            id: '42',
            quickbooksStatus: { __typename: 'QuickbooksStatus', state, text },
          },
        },
      },
    });
    renderDialog([detailMock(), refreshed('NO_PAYMENT', 'No Payment'), refreshed('ERROR', 'Error')]);
    const dialog = await screen.findByRole('dialog', { name: 'Order 42' });
    // What staff typed meanwhile stays.
    await user.type(await within(dialog).findByLabelText('Tracking Code'), 'JNE77');
    await user.click(within(dialog).getByRole('button', { name: 'QB Status' }));
    expect(await screen.findByText('QuickBooks Status: No Payment')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('QuickBooks Status')).toHaveValue('No Payment');
    expect(within(dialog).getByLabelText('Tracking Code')).toHaveValue('JNE77');
    await clickWhenFree(user, within(dialog).getByRole('button', { name: 'QB Status' }));
    expect(await screen.findByText('QuickBooks Status: Error')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('QuickBooks Status')).toHaveValue('Error');
  });

  it("shows Jubelio's answer, and its refusal as an error", async () => {
    const user = userEvent.setup();
    const refusal = 'Jubelio menolak order 42: order berstatus canceled tidak dapat disinkronkan';
    renderDialog([
      detailMock(),
      {
        request: { query: SyncOrderToJubelioDocument, variables: { id: '42' } },
        result: {
          data: {
            syncOrderToJubelio: { __typename: 'ServiceMessage', message: 'Order 42 berhasil disinkronkan ke Jubelio' },
          },
        },
      },
      {
        request: { query: SyncOrderToJubelioDocument, variables: { id: '42' } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    const sync = await screen.findByRole('button', { name: 'Jubelio Sync' });
    await user.click(sync);
    expect(await screen.findByText('Order 42 berhasil disinkronkan ke Jubelio')).toBeInTheDocument();
    await user.click(sync);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('prints the chosen invoice variant of the order through the lazily loaded print module', async () => {
    const user = userEvent.setup();
    renderDialog([detailMock()]);
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'PPN Detail',
      'PPN Simple',
      'Detail',
      'Simple',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'PPN Simple' }));
    await waitFor(() =>
      expect(printing.printInvoice).toHaveBeenCalledWith(toPrintableOrder(detailOrder), 'ppn-simple'),
    );
  });

  it('generates the label, says the order is now Label Printed, prints it for the order as saved, and shows Label Printed', async () => {
    const user = userEvent.setup();
    const labelled = { ...detailOrder, shipmentStatus: 'LABEL_PRINTED' as const };
    renderDialog([
      detailMock(),
      {
        request: { query: GenerateShippingLabelDocument, variables: { id: '42' } },
        result: { data: { generateShippingLabel: labelled } },
      },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Shipping Status' })).toHaveTextContent('Processed'),
    );
    await user.click(screen.getByRole('button', { name: 'Generate Shipping Label' }));
    // The status was changed and saved: staff are told so (issue 9 item 8).
    expect(await screen.findByText('Order 42 berhasil diperbarui: Label Printed')).toBeInTheDocument();
    await waitFor(() =>
      expect(printing.printShippingLabel).toHaveBeenCalledWith(orderLabelShipment(toPrintableOrder(labelled))),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Shipping Status' })).toHaveTextContent('Label Printed'),
    );
  });

  it('prints the label of an order past Processed without a message, as nothing was saved', async () => {
    const user = userEvent.setup();
    const shipped = { ...detailOrder, shipmentStatus: 'SHIPPED' as const };
    renderDialog([
      detailMock(shipped),
      {
        request: { query: GenerateShippingLabelDocument, variables: { id: '42' } },
        result: { data: { generateShippingLabel: shipped } },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Generate Shipping Label' }));
    await waitFor(() =>
      expect(printing.printShippingLabel).toHaveBeenCalledWith(orderLabelShipment(toPrintableOrder(shipped))),
    );
    expect(screen.queryByText(/berhasil diperbarui/)).not.toBeInTheDocument();
  });

  it("offers Order Gojek for a Gojek order and shows Gojek's refusal", async () => {
    const user = userEvent.setup();
    const gojekOrder = {
      ...detailOrder,
      courier: { __typename: 'Courier' as const, id: '8', company: 'Gojek' },
      canOrderGojek: true,
    };
    const refusal = 'Gojek menolak order 42: alamat tujuan di luar jangkauan pengiriman instan dari gudang asal';
    renderDialog([
      detailMock(gojekOrder),
      {
        request: { query: OrderGojekDocument, variables: { id: '42' } },
        result: { errors: [new GraphQLError(refusal)] },
      },
    ]);
    const button = await screen.findByRole('button', { name: 'Order Gojek' });
    await user.click(button);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
  });

  /** The dialog's action buttons by name, in order. */
  const actionNames = async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Order 42' });
    await within(dialog).findByText('Siti Nur Aisyah');
    return within(dialog)
      .getAllByRole('button')
      .concat(within(dialog).queryAllByRole('link'))
      .map((control) => control.textContent)
      .filter((name) => name);
  };

  it("gives a warehouse clerk the label and the shipping's Save, not Edit, Duplicate, Return nor QB Status (issue 39)", async () => {
    renderDialog([detailMock()], 'WAREHOUSE');
    const names = await actionNames();
    expect(names).toEqual(expect.arrayContaining(['Generate Shipping Label', 'Save', 'Jubelio Sync']));
    for (const refused of ['Edit', 'Duplicate', 'Return', 'QB Status']) expect(names).not.toContain(refused);
    expect(screen.getByRole('textbox', { name: 'Tracking Code' })).toBeEnabled();
    // The payment status is the orders' writers' (the gateway refuses a change of it as FORBIDDEN).
    expect(screen.getByRole('combobox', { name: 'Payment Status' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('combobox', { name: 'Shipping Status' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows Sales the shipping unchangeable, without Save or the label, with Edit, Duplicate and Return', async () => {
    renderDialog([detailMock()], 'SALES');
    const names = await actionNames();
    expect(names).toEqual(expect.arrayContaining(['Edit', 'Duplicate', 'Return']));
    for (const refused of ['Save', 'Generate Shipping Label', 'QB Status', 'Jubelio Sync'])
      expect(names).not.toContain(refused);
    expect(screen.getByRole('textbox', { name: 'Tracking Code' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Shipping Status' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('gives Finance QB Status, the one thing of an order theirs to ask', async () => {
    renderDialog([detailMock()], 'FINANCE');
    const names = await actionNames();
    expect(names).toContain('QB Status');
    for (const refused of ['Save', 'Edit', 'Generate Shipping Label']) expect(names).not.toContain(refused);
  });
});
