import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { pendingOrder } from './consignmentInvoices.fixture';
import { ConsignmentOrdersDocument } from './consignmentInvoices.generated';
import { ConsignmentOrderListPage } from './ConsignmentOrderListPage';

const ordersMock = (variables: Record<string, unknown>, rows: unknown[] = [pendingOrder]): MockedResponse => ({
  request: {
    query: ConsignmentOrdersDocument,
    variables: { page: 1, perPage: 15, sortBy: 'ORDER_DATE', desc: true, ...variables },
  },
  result: { data: { consignmentOrders: { __typename: 'OrderList', totalCount: rows.length, rows } } },
});

const routes = [
  { path: '/dashboard/consignment_invoice', element: <ConsignmentOrderListPage /> },
  { path: '/dashboard/add/invoice', element: <p>Create Invoice page</p> },
];

describe('consignment invoice list', () => {
  it('reads its filters from the address, shows the spec columns and links each order to Create Invoice', async () => {
    const user = userEvent.setup();
    const router = renderAt(
      '/dashboard/consignment_invoice?start_date=2026-11-01&end_date=2026-11-30&per_page=25',
      routes,
      [ordersMock({ perPage: 25, filter: { startDate: '2026-11-01', endDate: '2026-11-30' } })],
    );
    const table = await screen.findByRole('table', { name: 'Consignment orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order Id', 'Date', 'Customer', 'Product', 'Status', 'Action']);
    const row = await within(table).findByRole('row', { name: /Toko Sumber Rejeki/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '12',
      '20/11/2026',
      'Toko Sumber Rejeki',
      'Kerupuk Udang (x5)Cumi Ring 500 gr (x3)...2 more',
      'Pending',
      'Invoice List',
    ]);

    await user.click(within(row).getByRole('link', { name: 'Invoice List of order 12' }));
    expect(router.state.location.pathname).toBe('/dashboard/add/invoice/');
    expect(router.state.location.search).toBe('?id_order=12');
  });

  it('searches the customer on Enter and the order typed, both kept in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/consignment_invoice', routes, [
      ordersMock({ filter: {} }),
      ordersMock({ filter: { customer: 'Sumber' } }, [{ ...pendingOrder, consignmentStatus: 'ON_PROCESS' }]),
      ordersMock({ filter: { customer: 'Sumber', orderId: '12' } }, [{ ...pendingOrder, consignmentStatus: 'DONE' }]),
    ]);
    const table = await screen.findByRole('table', { name: 'Consignment orders' });
    expect(await within(table).findByText('Pending')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search customer'), 'Sumber{Enter}');
    expect(router.state.location.search).toBe('?customer=Sumber');
    expect(await within(table).findByText('On Process')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search order'), '#12{Enter}');
    expect(router.state.location.search).toBe('?customer=Sumber&order=12');
    expect(await within(table).findByText('Done')).toBeInTheDocument();
  });

  it('shows a status the gateway does not know as the API sent it, keeping the row', async () => {
    renderAt('/dashboard/consignment_invoice', routes, [
      ordersMock({ filter: {} }, [{ ...pendingOrder, consignmentStatus: null, unknownConsignmentStatus: '7' }]),
    ]);
    const table = await screen.findByRole('table', { name: 'Consignment orders' });
    const row = await within(table).findByRole('row', { name: /Toko Sumber Rejeki/ });
    expect(within(row).getAllByRole('cell')[4]!.textContent).toBe('7');
  });

  it('filters by status, chosen in the address (the overview links here) or in its select, in the chips’ words', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/consignment_invoice?status=on_process', routes, [
      ordersMock({ filter: { status: 'ON_PROCESS' } }, [{ ...pendingOrder, consignmentStatus: 'ON_PROCESS' }]),
      ordersMock({ filter: { status: 'DONE' } }, []),
      ordersMock({ filter: {} }),
    ]);
    const table = await screen.findByRole('table', { name: 'Consignment orders' });
    expect(await within(table).findByText('On Process')).toBeInTheDocument();
    // The REST API's spelling is written back as the GraphQL value, in place.
    expect(router.state.location.search).toBe('?status=ON_PROCESS');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('On Process');

    await user.click(status);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'Pending', 'On Process', 'Done']);
    await user.click(options[3]!);
    expect(router.state.location.search).toBe('?status=DONE');
    expect(await screen.findByText('No stockist order matches these filters')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    expect(await within(table).findByText('Pending')).toBeInTheDocument();
  });
});
