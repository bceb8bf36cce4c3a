import { ApolloClient, ApolloProvider, InMemoryCache } from '@apollo/client';
import { type MockedResponse, MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider, useNavigation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { preloadingLoader } from '../../routeQuery';
import { routerFuture } from '../../routes';
import { renderAt } from '../../testing/renderAt';
import { NotificationProvider } from '../../ui/notifications';
import { ListPresetsDocument } from '../../ui/presets.generated';
import { staffAccess, StaffAccessContext } from '../../ui/staffAccess';
import { orderListQuery } from './orderListFilter';
import { OrderListPage } from './OrderListPage';
import { detailQueryData, rowOrder } from './orders.fixture';
import { OrderDetailDocument, OrderListChoicesDocument, OrdersDocument } from './orders.generated';

const ordersMock = (
  variables: Record<string, unknown>,
  rows = [rowOrder('42', 3)],
  totalCount = 16,
): MockedResponse => ({
  request: {
    query: OrdersDocument,
    variables: { page: 1, perPage: 15, sortBy: 'ORDER_DATE', desc: true, ...variables },
  },
  result: { data: { orders: { __typename: 'OrderList', totalCount, rows } } },
});

const choicesMock: MockedResponse = {
  request: { query: OrderListChoicesDocument },
  result: {
    data: {
      warehouses: {
        __typename: 'WarehouseList',
        rows: [{ __typename: 'Warehouse', id: '3', name: 'Gudang Muara Baru' }],
      },
    },
  },
};

describe('orders list', () => {
  it('reads its filters from the address, shows the spec columns, and refetches when a filter changes', async () => {
    const user = userEvent.setup();
    const router = renderAt(
      '/dashboard/orders?sales_type=SHOPEE,CRYSTAL_WEB&shipment_status=LABEL_PRINTED&page=2',
      <OrderListPage />,
      [
        choicesMock,
        ordersMock({ page: 2, filter: { salesChannels: ['SHOPEE', 'CRYSTAL_WEB'], shipmentStatus: 'LABEL_PRINTED' } }),
        ordersMock(
          {
            filter: {
              salesChannels: ['SHOPEE', 'CRYSTAL_WEB'],
              shipmentStatus: 'LABEL_PRINTED',
              paymentStatus: 'PAYMENT_SUCCESS',
            },
          },
          [rowOrder('43', 1, { paymentStatus: 'PAYMENT_SUCCESS' })],
          1,
        ),
      ],
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      // The first column holds the selection's checkboxes.
      '',
      'Date',
      'Channel',
      'Customer',
      'Product',
      'Ship From',
      'Ship',
      'Total',
      'Ship Status',
      'Status',
      'Action',
    ]);
    const row = await within(table).findByRole('row', { name: /Siti Nur Aisyah/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '',
      '05/11/2026',
      'shopee',
      'Siti Nur Aisyah',
      'Produk 1 (x1)Produk 2 (x2)...1 more',
      'Gudang Muara Baru',
      'Jl. Cihampelas No. 160, 40131',
      'Rp 425.700',
      'Label Printed',
      'Payment Pending',
      '',
    ]);
    expect(screen.getByRole('combobox', { name: 'Channel' })).toHaveTextContent('shopee, crystal web');

    await user.click(screen.getByRole('combobox', { name: 'Payment Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Payment Success' }));
    expect(router.state.location.search).toBe(
      '?sales_type=SHOPEE%2CCRYSTAL_WEB&shipment_status=LABEL_PRINTED&status=PAYMENT_SUCCESS',
    );
    expect(await within(table).findByText('Payment Success')).toBeInTheDocument();
  });

  it('shows the Tracking Code filter the address chose (the overview links here) and clears it with Any', async () => {
    const user = userEvent.setup();
    const router = renderAt(
      '/dashboard/orders?shipment_status=LABEL_PRINTED&has_tracking_code=false',
      <OrderListPage />,
      [
        choicesMock,
        ordersMock({ filter: { shipmentStatus: 'LABEL_PRINTED', hasTrackingCode: false } }, [rowOrder('42', 3)], 1),
        ordersMock({ filter: { shipmentStatus: 'LABEL_PRINTED', hasTrackingCode: true } }, [], 0),
        ordersMock({ filter: { shipmentStatus: 'LABEL_PRINTED' } }),
      ],
    );
    const table = await screen.findByRole('table', { name: 'Orders' });
    expect(await within(table).findByRole('row', { name: /Siti Nur Aisyah/ })).toBeInTheDocument();
    const trackingCode = screen.getByRole('combobox', { name: 'Tracking Code' });
    expect(trackingCode).toHaveTextContent('Without tracking code');

    await user.click(trackingCode);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Any', 'With tracking code', 'Without tracking code']);
    await user.click(options[1]!);
    expect(router.state.location.search).toBe('?shipment_status=LABEL_PRINTED&has_tracking_code=true');
    expect(await screen.findByText('No order matches these filters')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Tracking Code' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Any' }));
    expect(router.state.location.search).toBe('?shipment_status=LABEL_PRINTED');
    expect(screen.getByRole('combobox', { name: 'Tracking Code' })).toHaveTextContent('Any');
  });

  it('searches by order id on Enter and opens the detail dialog in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/orders', <OrderListPage />, [
      choicesMock,
      ordersMock({ filter: {} }),
      ordersMock({ filter: { orderId: '42' } }, [rowOrder('42', 1)], 1),
      { request: { query: OrderDetailDocument, variables: { id: '42' } }, result: { data: detailQueryData() } },
    ]);
    await screen.findByRole('row', { name: /Siti Nur Aisyah/ });
    await user.type(screen.getByLabelText('Search order id'), '#42{Enter}');
    expect(router.state.location.search).toBe('?order=42');
    await user.click(await screen.findByRole('button', { name: 'Open order 42' }));
    expect(router.state.location.search).toBe('?order=42&detail=42');
    const dialog = await screen.findByRole('dialog', { name: 'Order 42' });
    expect(
      await within(dialog).findByText('Jl. Cihampelas No. 160, Kota Bandung, Jawa Barat, 40131'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('?order=42');
    // The dialog leaves after its closing transition.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the detail dialog only for an order id in the address, and closing it removes only `detail`', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/orders?detail=abc', <OrderListPage />, [choicesMock, ordersMock({ filter: {} })]);
    await screen.findByRole('row', { name: /Siti Nur Aisyah/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    cleanup();

    const router = renderAt('/dashboard/orders?page=2&detail=42', <OrderListPage />, [
      choicesMock,
      ordersMock({ page: 2, filter: {} }),
      { request: { query: OrderDetailDocument, variables: { id: '42' } }, result: { data: detailQueryData() } },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Order 42' });
    expect(
      await within(dialog).findByText('Jl. Cihampelas No. 160, Kota Bandung, Jawa Barat, 40131'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.search).toBe('?page=2');
  });

  it('marks an end date before the start date on End Date, and lists from the start date rather than nothing (issue 9 item 4)', async () => {
    // Only the query without the impossible end date is mocked: asking with it would find no mock.
    renderAt('/dashboard/orders?start_date=2026-11-10&end_date=2026-11-01', <OrderListPage />, [
      choicesMock,
      ordersMock({ filter: { startDate: '2026-11-10' } }),
    ]);
    expect(await screen.findByRole('row', { name: /Siti Nur Aisyah/ })).toBeInTheDocument();
    expect(screen.getByText('End date is before the start date')).toBeInTheDocument();
    expect(screen.queryByText('No order matches these filters')).not.toBeInTheDocument();
  });

  it('filters by several channels at once when the channel menu closes', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/orders', <OrderListPage />, [
      choicesMock,
      ordersMock({ filter: {} }),
      ordersMock(
        { filter: { salesChannels: ['SHOPEE', 'CRYSTAL_WEB'] } },
        [rowOrder('44', 1, { salesChannel: 'CRYSTAL_WEB' })],
        1,
      ),
    ]);
    await screen.findByRole('row', { name: /Siti Nur Aisyah/ });
    await user.click(screen.getByRole('combobox', { name: 'Channel' }));
    await user.click(screen.getByRole('option', { name: 'shopee' }));
    await user.click(screen.getByRole('option', { name: 'crystal web' }));
    // Nothing is fetched while the menu is open.
    expect(router.state.location.search).toBe('');
    await user.keyboard('{Escape}');
    expect(router.state.location.search).toBe('?sales_type=SHOPEE%2CCRYSTAL_WEB');
    expect(await screen.findByRole('cell', { name: 'crystal web' })).toBeInTheDocument();
  });
});

describe('orders list past its last page', () => {
  /** The shell re-renders the screen whenever a navigation starts or ends. */
  function Shell() {
    return (
      <div data-navigation={useNavigation().state}>
        <Outlet />
      </div>
    );
  }

  it('goes to the last page without looping while its route loader runs (issue 36 item 9)', async () => {
    const always = (mock: MockedResponse): MockedResponse => ({ ...mock, maxUsageCount: Infinity });
    const mocks = [
      choicesMock,
      { request: { query: ListPresetsDocument }, variableMatcher: () => true, result: { data: { listPresets: [] } } },
      ordersMock({ page: 999, filter: {} }, []),
      ordersMock({ page: 2, filter: {} }),
    ].map(always);
    const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) });
    let loads = 0;
    // The app's orders route sends the list's query from its loader (routes.tsx), so each navigation waits for it.
    const preload = preloadingLoader(
      async () => client,
      async () => orderListQuery,
    );
    const router = createMemoryRouter(
      [
        {
          element: <Shell />,
          hydrateFallbackElement: <p>Loading</p>,
          children: [
            {
              path: '/dashboard/orders',
              loader: (args) => {
                loads += 1;
                return preload(args);
              },
              element: <OrderListPage />,
            },
          ],
        },
      ],
      { initialEntries: ['/dashboard/orders?page=999'], future: routerFuture },
    );
    render(
      <ApolloProvider client={client}>
        <StaffAccessContext.Provider value={staffAccess('ADMIN')}>
          <NotificationProvider>
            <RouterProvider router={router} future={{ v7_startTransition: false }} />
          </NotificationProvider>
        </StaffAccessContext.Provider>
      </ApolloProvider>,
    );
    expect(await screen.findByLabelText('Open order 42')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    // The visit and its one correction: each repeated correction would run the loader again.
    expect(loads).toBe(2);
  });
});
