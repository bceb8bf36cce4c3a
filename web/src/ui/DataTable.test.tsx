import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DataTable, type Column } from './DataTable';
import { useListParams } from './useListParams';

interface Fee {
  id: string;
  service: string;
  fee: string;
}

const columns: Column<Fee, 'FEE'>[] = [
  { key: 'service', label: 'Service Name', render: (row) => row.service },
  { key: 'fee', label: 'Unit Fees (Kg)', sortKey: 'FEE', kind: 'money', render: (row) => row.fee },
  { key: 'actions', label: 'Actions', kind: 'actions', render: (row) => <button type="button">Edit {row.service}</button> },
];

function FeeTable() {
  const list = useListParams({ sortFields: { FEE: 'FEE' }, orderBy: 'FEE' });
  return (
    <DataTable
      aria-label="Courier fees"
      columns={columns}
      page={{ rows: [{ id: '1', service: 'Next Day Service', fee: 'Rp 17.000' }], totalCount: 1 }}
      query={{ loading: false, refetch: () => undefined }}
      list={list}
    />
  );
}

// jsdom lays nothing out: these check the styles the layout rests on; e2e/tests/layout.spec.ts measures it.
describe('DataTable column kinds', () => {
  it('never wraps headings or money, and keeps the actions at the right edge over a scrolling table', () => {
    render(
      <MemoryRouter future={{ v7_startTransition: false, v7_relativeSplatPath: true }}>
        <FeeTable />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Courier fees' });
    for (const heading of within(table).getAllByRole('columnheader')) expect(heading).toHaveStyle({ whiteSpace: 'nowrap' });

    const [service, fee, actions] = within(table).getAllByRole('cell');
    expect(service).not.toHaveStyle({ whiteSpace: 'nowrap' });
    expect(fee).toHaveStyle({ whiteSpace: 'nowrap', textAlign: 'right' });
    expect(actions).toHaveStyle({ whiteSpace: 'nowrap', position: 'sticky', right: '0px' });
    expect(within(table).getByRole('columnheader', { name: 'Actions' })).toHaveStyle({ position: 'sticky', right: '0px' });
    // The box around the table is the one that scrolls sideways, not the page.
    expect(table.parentElement).toHaveStyle({ overflowX: 'auto' });
  });
});
