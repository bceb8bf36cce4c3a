import { ApolloLink, Observable } from '@apollo/client';
import { MockedProvider, type MockedResponse, MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { type SalesChannel, WorkQueue } from '@backoffice/schema/generated/enums';

import { routerFuture } from '../../routes';
import { renderAt } from '../../testing/renderAt';
import { NotificationProvider } from '../../ui/notifications';
import { staffAccess, StaffAccessContext } from '../../ui/staffAccess';
import { OverviewDocument, type OverviewQuery, SetLowStockThresholdDocument } from './overview.generated';
import { overviewParts, partVariables } from './overviewAccess';
import { OverviewPage } from './OverviewPage';

type Overview = OverviewQuery['overview'];

const salesDay = (day: string, byChannel: Array<[SalesChannel | null, number]>) => ({
  __typename: 'SalesDay' as const,
  day,
  orderCount: byChannel.length,
  total: byChannel.reduce((sum, [, total]) => sum + total, 0),
  byChannel: byChannel.map(([channel, total]) => ({
    __typename: 'ChannelSales' as const,
    channel,
    orderCount: 1,
    total,
  })),
});

/** The overview of 25/11/2025 over the last 7 days, with `parts` in place of the defaults. */
const overview = (parts: Partial<Overview> = {}): Overview => ({
  __typename: 'Overview',
  today: '2025-11-25',
  period: 'LAST_7_DAYS',
  startDate: '2025-11-19',
  readAt: '2025-11-25T07:05:00.000Z',
  workQueues: Object.values(WorkQueue).map((queue, index) => ({
    __typename: 'WorkQueueCount',
    queue,
    count: index + 1,
  })),
  lowStock: { __typename: 'LowStock', threshold: 10, count: 4 },
  paidSales: {
    __typename: 'PaidSales',
    orderCount: 3,
    total: 1_250_000,
    periodOrderCount: 3,
    complete: true,
    days: [
      salesDay('2025-11-24', [
        ['SHOPEE', 500_000],
        ['CRYSTAL_WEB', 250_000],
      ]),
      salesDay('2025-11-25', [['SHOPEE', 500_000]]),
    ],
  },
  topProducts: [
    {
      __typename: 'ProductSales',
      productId: '11',
      productName: 'Udang Vaname Beku 1 kg',
      sku: 'UDG-1',
      quantity: 7,
      total: 875_000,
    },
  ],
  ordersByShipmentStatus: [
    { __typename: 'ShipmentStatusCount', status: 'PROCESSED', count: 5 },
    { __typename: 'ShipmentStatusCount', status: 'LABEL_PRINTED', count: 0 },
  ],
  ...parts,
});

/** Every part, as an admin's overview asks them. */
const allParts = { withLowStock: true, withPaidSales: true, withTopProducts: true, withShipmentStatuses: true };

const overviewMock = (
  answer: Overview | null,
  {
    period = 'LAST_7_DAYS',
    errors,
    parts = allParts,
  }: { period?: Overview['period']; errors?: GraphQLError[]; parts?: typeof allParts } = {},
): MockedResponse => ({
  request: { query: OverviewDocument, variables: { period, ...parts } },
  result: { data: answer && { overview: answer }, errors },
});

const card = (name: string) => screen.findByRole('region', { name });

describe('overview', () => {
  it('shows each queue as a link to its list filtered, the stock running low, and the charts with their tables', async () => {
    renderAt('/dashboard', <OverviewPage />, [overviewMock(overview())]);
    expect(screen.getByRole('progressbar', { name: 'Loading Work queues' })).toBeInTheDocument();

    const queues = await card('Work queues');
    const queue = (words: string) => within(queues).getByRole('link', { name: new RegExp(`^${words}`) });
    expect(queue('Paid, waiting for a label')).toHaveAttribute(
      'href',
      '/dashboard/orders?status=PAYMENT_SUCCESS&shipment_status=PROCESSED',
    );
    expect(queue('Paid, waiting for a label')).toHaveTextContent(/1$/);
    expect(queue('Payment pending over 2 days')).toHaveAttribute(
      'href',
      '/dashboard/orders?status=PAYMENT_PENDING&end_date=2025-11-22',
    );
    expect(queue('Testers to review')).toHaveAttribute('href', '/dashboard/tester?status=PENDING');
    expect(queue('Stockist orders partly invoiced')).toHaveAttribute(
      'href',
      '/dashboard/consignment_invoice?status=ON_PROCESS',
    );
    expect(queue('Samples labelled, not shipped')).toHaveAttribute(
      'href',
      '/dashboard/samples?ship_status=LABEL_PRINTED',
    );
    expect(queue('Samples labelled, not shipped')).toHaveTextContent(/8$/);

    // When the gateway read them, by Jakarta's clock (07:05 UTC), whatever the browser's zone.
    expect(
      screen.getByText('Today is 25/11/2025; the charts cover 19/11/2025 to 25/11/2025. Figures from 14:05 WIB.'),
    ).toBeInTheDocument();

    const lowStock = await card('Stock running low');
    expect(within(lowStock).getByRole('link', { name: '4' })).toHaveAttribute(
      'href',
      '/dashboard/stock_tracker?below=10',
    );
    expect(within(lowStock).getByRole('textbox', { name: 'Threshold' })).toHaveValue('10');

    const sales = await card('Paid sales');
    expect(within(sales).getByText('Rp 1.250.000')).toBeInTheDocument();
    expect(within(sales).getByText('from 3 paid orders in the last 7 days')).toBeInTheDocument();
    expect(within(sales).queryByText(/^Based on the latest/)).not.toBeInTheDocument();
    const salesTable = within(sales).getByRole('table', { name: 'Paid sales per day by channel, in the last 7 days' });
    expect(
      within(salesTable)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Paid orders', 'Total', 'shopee', 'crystal web']);
    expect(within(salesTable).getByRole('row', { name: /^24\/11\/2025/ })).toHaveTextContent(
      '24/11/20252Rp 750.000Rp 500.000Rp 250.000',
    );
    expect(within(salesTable).getByRole('link', { name: '24/11/2025' })).toHaveAttribute(
      'href',
      '/dashboard/orders?status=PAYMENT_SUCCESS&start_date=2025-11-24&end_date=2025-11-24',
    );

    const shipments = await card('Orders by shipment status');
    const shipmentTable = within(shipments).getByRole('table');
    expect(
      within(shipmentTable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Shipment StatusOrders', 'Processed5']);
    // Each row, as its bar, opens the orders it counts; out of the tab order while the table is hidden.
    const processed = within(shipmentTable).getByRole('link', { name: 'Processed' });
    expect(processed).toHaveAttribute(
      'href',
      '/dashboard/orders?shipment_status=PROCESSED&start_date=2025-11-19&end_date=2025-11-25',
    );
    expect(processed).toHaveAttribute('tabindex', '-1');
    const products = await card('Top ten products');
    expect(within(products).getByRole('row', { name: /Udang Vaname/ })).toHaveTextContent(
      'Udang Vaname Beku 1 kgUDG-17Rp 875.000',
    );
  });

  it('shows the table in place of the chart with Show table', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard', <OverviewPage />, [overviewMock(overview())]);
    const products = await card('Top ten products');
    const toggle = within(products).getByRole('button', { name: 'Show table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(products).getByRole('table')).toBeVisible();

    // A shown table's links are in the tab order.
    const shipments = await card('Orders by shipment status');
    await user.click(within(shipments).getByRole('button', { name: 'Show table' }));
    expect(within(shipments).getByRole('link', { name: 'Processed' })).not.toHaveAttribute('tabindex');
  });

  it("shows a queue's own error in place of its count, and a card's own error on that card, the others still there", async () => {
    renderAt('/dashboard', <OverviewPage />, [
      overviewMock(
        overview({
          workQueues: overview().workQueues.map((queue) =>
            queue.queue === 'TESTERS_PENDING' ? { ...queue, count: null } : queue,
          ),
          paidSales: null,
          topProducts: null,
        }),
        {
          errors: [
            new GraphQLError('The testers list cannot be read now', { path: ['overview', 'workQueues', 3, 'count'] }),
            new GraphQLError('The paid orders cannot be read now', { path: ['overview', 'paidSales'] }),
            new GraphQLError('The paid orders cannot be read now', { path: ['overview', 'topProducts'] }),
          ],
        },
      ),
    ]);
    const queues = await card('Work queues');
    await waitFor(() =>
      expect(within(queues).getByRole('link', { name: /^Testers to review/ })).toHaveTextContent(
        'Testers to reviewThe testers list cannot be read now–',
      ),
    );
    expect(within(queues).getByRole('link', { name: /^Stockist orders not invoiced/ })).toHaveTextContent(/5$/);
    expect(within(queues).getAllByText(/cannot be read now/)).toHaveLength(1);
    expect(within(await card('Paid sales')).getByRole('alert')).toHaveTextContent('The paid orders cannot be read now');
    expect(within(await card('Top ten products')).getByRole('alert')).toBeInTheDocument();
    expect(within(await card('Orders by shipment status')).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(await card('Stock running low')).getByRole('link', { name: '4' })).toBeInTheDocument();
  });

  it('says in words that a period has no sales or orders, and on how many orders figures of a long period are based', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard', <OverviewPage />, [
      overviewMock(
        overview({
          paidSales: { ...overview().paidSales!, orderCount: 0, total: 0, periodOrderCount: 0, days: [] },
          topProducts: [],
          ordersByShipmentStatus: [{ __typename: 'ShipmentStatusCount', status: 'PROCESSED', count: 0 }],
        }),
      ),
      overviewMock(
        overview({
          period: 'LAST_90_DAYS',
          paidSales: { ...overview().paidSales!, orderCount: 10_000, periodOrderCount: 12_345, complete: false },
        }),
        { period: 'LAST_90_DAYS' },
      ),
    ]);
    expect(await screen.findByText('No paid orders in the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('No products sold in the last 7 days')).toBeInTheDocument();
    expect(screen.getByText('No orders placed in the last 7 days')).toBeInTheDocument();

    const period = screen.getByRole('group', { name: 'Period' });
    expect(within(period).getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(period).getByRole('button', { name: '90 days' }));
    expect(router.state.location.search).toBe('?period=90');
    expect(await screen.findByText('Based on the latest 10.000 of 12.345 paid orders.')).toBeInTheDocument();
    expect(screen.getByText('from 10.000 paid orders in the last 90 days')).toBeInTheDocument();
  });

  it('reads a period the address cannot mean as the last 7 days', async () => {
    renderAt('/dashboard?period=14', <OverviewPage />, [overviewMock(overview())]);
    expect(await screen.findByText('from 3 paid orders in the last 7 days')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks the threshold as the gateway does, keeps a refusal typed under the field, and counts again once saved', async () => {
    const user = userEvent.setup();
    // A refusal the form could not foresee (a gateway whose limit has changed).
    const refused = 'Threshold must be 100 or less';
    renderAt('/dashboard', <OverviewPage />, [
      overviewMock(overview()),
      {
        request: { query: SetLowStockThresholdDocument, variables: { threshold: 500 } },
        result: {
          errors: [
            new GraphQLError(refused, {
              extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'threshold', message: refused }] },
            }),
          ],
        },
      },
      {
        request: { query: SetLowStockThresholdDocument, variables: { threshold: 25 } },
        result: { data: { setLowStockThreshold: 25 } },
      },
      overviewMock(overview({ lowStock: { __typename: 'LowStock', threshold: 25, count: 9 } })),
    ]);
    const lowStock = await card('Stock running low');
    const field = within(lowStock).getByRole('textbox', { name: 'Threshold' });
    const save = within(lowStock).getByRole('button', { name: 'Save' });

    await user.clear(field);
    await user.type(field, 'abc');
    await user.click(save);
    expect(field).toHaveAccessibleDescription('Threshold must be a number');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(save);
    expect(field).toHaveAccessibleDescription('Threshold must be 1 or more');

    await user.clear(field);
    await user.type(field, '2000000');
    await user.click(save);
    expect(field).toHaveAccessibleDescription('Threshold must be 1000000 or less');

    await user.clear(field);
    await user.type(field, '500');
    await user.click(save);
    await waitFor(() => expect(field).toHaveAccessibleDescription(refused));
    expect(field).toHaveValue('500');

    await user.clear(field);
    await user.type(field, '25');
    await user.click(save);
    expect(await screen.findByText('Threshold saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(lowStock).getByRole('link', { name: '9' })).toHaveAttribute(
        'href',
        '/dashboard/stock_tracker?below=25',
      ),
    );
    expect(field).toHaveValue('25');
  });

  it('keeps a threshold typed while a save runs, and saves that one next', async () => {
    const user = userEvent.setup();
    const saved = (threshold: number): MockedResponse => ({
      request: { query: SetLowStockThresholdDocument, variables: { threshold } },
      result: { data: { setLowStockThreshold: threshold } },
    });
    const counted = (threshold: number) =>
      overviewMock(overview({ lowStock: { __typename: 'LowStock', threshold, count: 9 } }));
    // The first save waits for the test's word, so the field is typed into while it runs.
    let answerFirstSave = () => {};
    const firstSaveAnswered = new Promise<void>((resolve) => (answerFirstSave = resolve));
    const holdFirstSave = new ApolloLink((operation, forward) =>
      operation.operationName === 'SetLowStockThreshold' && operation.variables.threshold === 25
        ? new Observable((observer) => {
            let answer: { unsubscribe(): void } | undefined;
            void firstSaveAnswered.then(() => (answer = forward(operation).subscribe(observer)));
            return () => answer?.unsubscribe();
          })
        : forward(operation),
    );
    const router = createMemoryRouter([{ path: '/dashboard', element: <OverviewPage /> }], {
      initialEntries: ['/dashboard'],
      future: routerFuture,
    });
    render(
      <MockedProvider
        link={ApolloLink.from([
          holdFirstSave,
          new MockLink([overviewMock(overview()), saved(25), counted(25), saved(30), counted(30)]),
        ])}
      >
        <StaffAccessContext.Provider value={staffAccess('ADMIN')}>
          <NotificationProvider>
            <RouterProvider router={router} future={{ v7_startTransition: false }} />
          </NotificationProvider>
        </StaffAccessContext.Provider>
      </MockedProvider>,
    );
    const lowStock = await card('Stock running low');
    const field = within(lowStock).getByRole('textbox', { name: 'Threshold' });
    const save = within(lowStock).getByRole('button', { name: 'Save' });
    const lowLink = () => within(lowStock).getByRole('link', { name: '9' });

    await user.clear(field);
    await user.type(field, '25');
    await user.click(save);
    await user.clear(field);
    await user.type(field, '30');
    answerFirstSave();
    await waitFor(() => expect(lowLink()).toHaveAttribute('href', '/dashboard/stock_tracker?below=25'));
    expect(field).toHaveValue('30');

    await user.click(save);
    await waitFor(() => expect(lowLink()).toHaveAttribute('href', '/dashboard/stock_tracker?below=30'));
    expect(field).toHaveValue('30');
  });
});

describe('overview by role (issue 39)', () => {
  /** The queues the gateway answers a role: only those of the areas it reads. */
  const queuesOf = (queues: readonly WorkQueue[]) =>
    overview().workQueues.filter((count) => queues.includes(count.queue));

  it('shows a warehouse clerk the queues the gateway answers them, and the threshold they may set', async () => {
    // Warehouse reads stock, orders and samples: every card, but only the queues of orders and samples.
    const warehouseQueues = queuesOf(['ORDERS_PAID_NOT_LABELLED', 'SAMPLES_PROCESSED']);
    renderAt('/dashboard', <OverviewPage />, [overviewMock(overview({ workQueues: warehouseQueues }))], {
      role: 'WAREHOUSE',
    });
    const queues = await card('Work queues');
    expect(within(queues).getAllByRole('link')).toHaveLength(2);
    expect(within(await card('Stock running low')).getByRole('textbox', { name: 'Threshold' })).toBeInTheDocument();
  });

  it('lets a role that sees the low stock set its own threshold, though it does not write stock', async () => {
    // Sales reads stock but does not write it: the threshold is their own setting (setLowStockThreshold).
    renderAt('/dashboard', <OverviewPage />, [overviewMock(overview())], { role: 'SALES' });
    const lowStock = await card('Stock running low');
    await waitFor(() => expect(within(lowStock).getByRole('link', { name: '4' })).toBeInTheDocument());
    expect(within(lowStock).getByRole('textbox', { name: 'Threshold' })).toBeInTheDocument();
  });

  it('asks only the parts of the areas a role reads (a role reading stock alone: the stock running low)', () => {
    const parts = overviewParts((area) => area === 'stock');
    expect(parts).toEqual({
      workQueues: false,
      lowStock: true,
      paidSales: false,
      topProducts: false,
      ordersByShipmentStatus: false,
    });
    expect(partVariables(parts)).toEqual({
      withLowStock: true,
      withPaidSales: false,
      withTopProducts: false,
      withShipmentStatuses: false,
    });
    // Testers are a queue's area: reading them alone shows the queues.
    expect(overviewParts((area) => area === 'testers').workQueues).toBe(true);
  });

  it('tells a role with nothing on the overview so, with the screens it works on, and asks nothing', async () => {
    renderAt('/dashboard', <OverviewPage />, [], { role: 'CONTENT' });
    expect(
      screen.getByText('Nothing on the overview is for the Content role: your work is on these screens.'),
    ).toBeInTheDocument();
    const screens = screen.getByRole('list', { name: 'Your screens' });
    expect(within(screens).getByRole('link', { name: 'Recipe' })).toHaveAttribute('href', '/dashboard/recipe');
    expect(within(screens).getByRole('link', { name: 'Inventory' })).toBeInTheDocument();
    expect(within(screens).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Period' })).not.toBeInTheDocument();
  });
});
