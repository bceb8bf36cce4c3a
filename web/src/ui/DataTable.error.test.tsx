import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { type Column, DataTable } from './DataTable';
import { useListParams } from './useListParams';

interface Subscriber {
  id: string;
  email: string;
}

const columns: Column<Subscriber, 'EMAIL'>[] = [{ key: 'email', label: 'Email', render: (row) => row.email }];
const REFUSED =
  'The newsletter subscriber list has 200,105 rows, more than “All” shows (1,000): narrow the filters, or use Export CSV';

/** The list as a page shows it after "All" was refused: the previous page's rows, and the gateway's error. */
function Subscribers() {
  const list = useListParams({ sortFields: { EMAIL: 'EMAIL' } as const, orderBy: 'EMAIL' });
  return (
    <DataTable
      aria-label="Subscribers"
      columns={columns}
      page={{ rows: [{ id: '1', email: 'siti@contoh.co.id' }], totalCount: 200_105 }}
      query={{ loading: false, error: new Error(REFUSED), refetch: () => undefined }}
      list={list}
    />
  );
}

describe('DataTable errors', () => {
  it("shows the gateway's refusal of the “All” page size as the list's error, not the page before it", () => {
    render(
      <MemoryRouter
        initialEntries={['/subscribers?per_page=-1']}
        future={{ v7_startTransition: false, v7_relativeSplatPath: true }}
      >
        <Subscribers />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(REFUSED);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('siti@contoh.co.id')).not.toBeInTheDocument();
  });
});
