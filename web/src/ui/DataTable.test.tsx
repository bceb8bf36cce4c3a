import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { WithStylesheets } from '../testing/stylesheets';
import { type Column, DataTable } from './DataTable';
import { useListParams } from './useListParams';

interface Fee {
  id: string;
  service: string;
  fee: string;
}

const columns: Column<Fee, 'FEE'>[] = [
  { key: 'service', label: 'Service Name', render: (row) => row.service },
  { key: 'fee', label: 'Unit Fees (Kg)', sortKey: 'FEE', kind: 'money', render: (row) => row.fee },
  {
    key: 'actions',
    label: 'Actions',
    kind: 'actions',
    render: (row) => <button type="button">Edit {row.service}</button>,
  },
];

const sortFields = { FEE: 'FEE' } as const;

function FeeTable({ totalCount = 1 }: { totalCount?: number }) {
  const list = useListParams({ sortFields, orderBy: 'FEE' });
  return (
    <DataTable
      aria-label="Courier fees"
      columns={columns}
      page={{ rows: list.page === 1 ? [{ id: '1', service: 'Next Day Service', fee: 'Rp 17.000' }] : [], totalCount }}
      query={{ loading: false, refetch: () => undefined }}
      list={list}
    />
  );
}

// jsdom lays nothing out: these check the styles the layout rests on; e2e/tests/layout.spec.ts measures it.
describe('DataTable column kinds', () => {
  it('never wraps headings or money, and keeps the actions at the right edge over a scrolling table', () => {
    render(
      <WithStylesheets>
        <MemoryRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
          <FeeTable />
        </MemoryRouter>
      </WithStylesheets>,
    );
    const table = screen.getByRole('table', { name: 'Courier fees' });
    for (const heading of within(table).getAllByRole('columnheader'))
      expect(heading).toHaveStyle({ whiteSpace: 'nowrap' });

    const [service, fee, actions] = within(table).getAllByRole('cell');
    expect(service).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(fee).toHaveStyle({ whiteSpace: 'nowrap', textAlign: 'right' });
    expect(actions).toHaveStyle({ whiteSpace: 'nowrap', position: 'sticky', right: '0px' });
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveStyle({
      position: 'sticky',
      right: '0px',
    });
    // The box around the table is the one that scrolls sideways, not the page.
    expect(table.parentElement).toHaveStyle({ overflowX: 'auto' });
  });
});

describe('DataTable paging', () => {
  function Address() {
    const location = useLocation();
    return <output aria-label="Address">{`${useNavigationType()}|${location.search}`}</output>;
  }

  it('goes from a page past the last to the last, correcting the address in place (issue 22 item 18)', async () => {
    render(
      <MemoryRouter
        initialEntries={['/fees?page=999']}
        future={{ v7_startTransition: false, v7_relativeSplatPath: true }}
      >
        <FeeTable />
        <Address />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('cell', { name: 'Next Day Service' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(/^REPLACE\|$/);
    expect(screen.queryByText('No data found')).not.toBeInTheDocument();
  });
});

describe('DataTable paging under a route with a loader', () => {
  it('corrects a page past the last once, without looping while the navigation waits for the loader (issue 36 item 9)', async () => {
    let loads = 0;
    // The orders route's loader (routeQuery.ts): each navigation waits for it before the address changes.
    const router = createMemoryRouter(
      [
        {
          path: '/fees',
          loader: async () => {
            loads += 1;
            await new Promise((resolve) => setTimeout(resolve, 20));
            return null;
          },
          element: <FeeTable />,
        },
      ],
      { initialEntries: ['/fees?page=999'], future: { v7_relativeSplatPath: true } },
    );
    render(<RouterProvider router={router} future={{ v7_startTransition: false }} />);
    expect(await screen.findByRole('cell', { name: 'Next Day Service' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');
    // The first visit and the one correction; a loop would send one per render.
    expect(loads).toBe(2);
  });
});
