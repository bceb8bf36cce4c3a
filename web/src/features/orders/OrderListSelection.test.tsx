import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { OrderListPage } from './OrderListPage';
import { detailOrder, rowOrder } from './orders.fixture';
import {
  GenerateShippingLabelsDocument,
  OrderIdsDocument,
  OrderListChoicesDocument,
  OrdersDocument,
  SetOrdersStatusDocument,
} from './orders.generated';

const printing = vi.hoisted(() => ({
  printShippingLabels: vi.fn(async () => undefined),
  printInvoices: vi.fn(async () => undefined),
}));
vi.mock('../../print/printOrderDocument', () => printing);

afterEach(() => {
  vi.clearAllMocks();
});

const PAGE = [rowOrder('42', 1), rowOrder('43', 2, { shipmentStatus: 'PROCESSED' })];
const LIST = { page: 1, perPage: 15, sortBy: 'ORDER_DATE', desc: true };

const ordersMock = (filter: Record<string, unknown>, rows = PAGE, totalCount = 16): MockedResponse => ({
  request: { query: OrdersDocument, variables: { ...LIST, filter } },
  result: { data: { orders: { __typename: 'OrderList', totalCount, rows } } },
});

const choicesMock: MockedResponse = {
  request: { query: OrderListChoicesDocument },
  result: { data: { warehouses: { __typename: 'WarehouseList', rows: [] } } },
};

const bar = () => screen.getByRole('region', { name: 'Selection' });
const outcome = (orderId: string, order: unknown, error: { code: string; message: string } | null = null) => ({
  __typename: 'BulkOrderOutcome',
  orderId,
  ok: error === null,
  error: error && { __typename: 'BulkOrderError', ...error },
  order,
});

describe('orders list selection', () => {
  it('selects the page with the header checkbox, then every order the filters match', async () => {
    const user = userEvent.setup();
    const matching = Array.from({ length: 16 }, (_, index) => ({ __typename: 'Order', id: String(42 + index) }));
    renderAt('/dashboard/orders', <OrderListPage />, [
      choicesMock,
      ordersMock({}),
      {
        request: { query: OrderIdsDocument, variables: { filter: {}, perPage: 500, sortBy: 'ORDER_DATE', desc: true } },
        result: { data: { orders: { __typename: 'OrderList', totalCount: 16, rows: matching } } },
      },
    ]);
    const page = await screen.findByRole('checkbox', { name: 'Select this page' });
    await screen.findByRole('checkbox', { name: 'Select order 43' });
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select order 42' }));
    expect(within(bar()).getByText('1 selected')).toBeInTheDocument();
    await waitFor(() => expect(page).toHaveAttribute('data-indeterminate', 'true'));
    expect(within(bar()).queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();

    await user.click(page);
    await waitFor(() => expect(page).toBeChecked());
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Select all 16 that match' }));
    expect(await within(bar()).findByText('16 selected')).toBeInTheDocument();
    expect(within(bar()).getByText('All 16 that match are selected')).toBeInTheDocument();

    // Unselecting the page leaves the other 14 selected.
    await user.click(page);
    expect(within(bar()).getByText('14 selected')).toBeInTheDocument();
    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
  });

  it('offers no "select all" past the bulk limit', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/orders', <OrderListPage />, [choicesMock, ordersMock({}, PAGE, 900)]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select this page' }));
    expect(within(bar()).queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();
    expect(
      within(bar()).getByText('900 match: narrow the filters to act on more than 500 at once'),
    ).toBeInTheDocument();
  });

  it('drops the selection when a filter changes, and keeps it across pages', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/orders', <OrderListPage />, [
      choicesMock,
      ordersMock({}),
      {
        ...ordersMock({}, [rowOrder('60', 1)]),
        request: { query: OrdersDocument, variables: { ...LIST, page: 2, filter: {} } },
      },
      ordersMock({ paymentStatus: 'PAYMENT_SUCCESS' }),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select order 42' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select order 60' }));
    expect(within(bar()).getByText('2 selected')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Payment Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Payment Success' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Select order 42' })).not.toBeChecked());
  });
});

describe('the bulk bar', () => {
  it('sets a shipping status for the selection, sums up the result, lists the refused order and reloads', async () => {
    const user = userEvent.setup();
    const refusal = { code: 'CONFLICT', message: 'It has tracking code JNE43, so it is Shipped, not Label Printed' };
    const reloaded = vi.fn(() => ({ data: { orders: { __typename: 'OrderList', totalCount: 16, rows: PAGE } } }));
    renderAt('/dashboard/orders', <OrderListPage />, [
      choicesMock,
      ordersMock({}),
      {
        request: { query: SetOrdersStatusDocument, variables: { ids: ['42', '43'], shipmentStatus: 'LABEL_PRINTED' } },
        result: {
          data: {
            setOrdersStatus: {
              __typename: 'BulkOrderResult',
              okCount: 1,
              refusedCount: 1,
              results: [outcome('42', rowOrder('42', 1)), outcome('43', null, refusal)],
            },
          },
        },
      },
      { request: { query: OrdersDocument, variables: { ...LIST, filter: {} } }, result: reloaded },
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select this page' }));
    // The bar's actions are loaded when first shown (lazyPart): wait for them.
    await user.click(await within(bar()).findByRole('button', { name: 'Set shipping status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set shipping status' });
    expect(within(dialog).getByRole('button', { name: 'Set for 2 orders' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Shipping Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Label Printed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Set for 2 orders' }));

    expect(await screen.findByText('1 order set to Label Printed; 1 order refused')).toBeInTheDocument();
    const refused = screen.getByRole('alert', { name: 'Refused orders' });
    expect(refused).toHaveTextContent(`Order 43: ${refusal.message}`);
    expect(refused).not.toHaveTextContent('Order 42');
    await waitFor(() => expect(reloaded).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Selection' })).not.toBeInTheDocument();
  });

  it('prints the labels of the selection as one PDF of the orders the gateway marked', async () => {
    const user = userEvent.setup();
    const printable = (id: string) => ({
      ...detailOrder,
      ...rowOrder(id, 1),
      lines: detailOrder.lines,
      shipmentStatus: 'LABEL_PRINTED',
    });
    renderAt('/dashboard/orders', <OrderListPage />, [
      choicesMock,
      ordersMock({}),
      {
        request: { query: GenerateShippingLabelsDocument, variables: { ids: ['43', '42'] } },
        result: {
          data: {
            generateShippingLabels: {
              __typename: 'BulkOrderResult',
              okCount: 2,
              refusedCount: 0,
              results: [outcome('43', printable('43')), outcome('42', printable('42'))],
            },
          },
        },
      },
      ordersMock({}),
    ]);
    await user.click(await screen.findByRole('checkbox', { name: 'Select order 43' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select order 42' }));
    await user.click(await within(bar()).findByRole('button', { name: 'Print shipping labels' }));

    expect(await screen.findByText('Shipping labels printed for 2 orders')).toBeInTheDocument();
    await waitFor(() => expect(printing.printShippingLabels).toHaveBeenCalledTimes(1));
    const [shipments] = printing.printShippingLabels.mock.calls[0] as unknown as [
      Array<{ reference: string; items: unknown[] }>,
    ];
    expect(shipments.map((shipment) => shipment.reference)).toEqual(['#43', '#42']);
    expect(shipments[0]!.items).toHaveLength(detailOrder.lines.length);
  });

  it('offers each role the bulk actions it may use: the labels and shipment status to Warehouse, not the payment (issue 39)', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/orders', <OrderListPage />, [choicesMock, ordersMock({})], { role: 'WAREHOUSE' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select order 42' }));
    expect(await within(bar()).findByRole('button', { name: 'Print shipping labels' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Print invoices' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Set shipping status' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Set payment status' })).not.toBeInTheDocument();
    // Nor may they add an order.
    expect(screen.queryByRole('link', { name: 'Add New Order' })).not.toBeInTheDocument();
  });

  it('offers Sales the statuses and the invoices, not the labels', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/orders', <OrderListPage />, [choicesMock, ordersMock({})], { role: 'SALES' });
    await user.click(await screen.findByRole('checkbox', { name: 'Select order 42' }));
    expect(await within(bar()).findByRole('button', { name: 'Set shipping status' })).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: 'Set payment status' })).toBeInTheDocument();
    expect(within(bar()).queryByRole('button', { name: 'Print shipping labels' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Order' })).toBeInTheDocument();
  });
});
