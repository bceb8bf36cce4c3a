import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { sampleRow } from '../../testing/samples.fixture';
import { TesterListPage } from './TesterListPage';
import { TestersDocument } from './testers.generated';

const testersMock = (
  filter: Record<string, unknown>,
  rows = [sampleRow('8', 4, { purpose: 'TESTER', testerStatus: 'PENDING' })],
): MockedResponse => ({
  request: { query: TestersDocument, variables: { filter, page: 1, perPage: 15, sortBy: 'CREATED_AT', desc: true } },
  result: { data: { testers: { __typename: 'SampleList', totalCount: rows.length, rows } } },
});

describe('testers list', () => {
  it('shows the spec columns and filters by status under `status` in the address', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/tester', <TesterListPage />, [
      testersMock({}),
      testersMock({ status: 'ACCEPTED' }, [sampleRow('9', 1, { purpose: 'TESTER', testerStatus: 'ACCEPTED' })]),
    ]);
    const table = await screen.findByRole('table', { name: 'Testers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Recipient', 'Product', 'Contact', 'Ship From', 'Ship By', 'Purpose', 'Status', 'Action']);
    const row = await within(table).findByRole('row', { name: /CV Laut Biru/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '05/11/2026',
      'CV Laut Biru (Vendor)',
      'Udang Vaname Beku 1 kg (x1)Cumi Ring 500 gr (x2)Kerupuk Udang 250 gr (x3)...1 more',
      '081298765432',
      'Gudang Muara Baru',
      'JNE',
      'Tester',
      'Pending',
      '',
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Pending', 'Accepted', 'Rejected']);
    await user.click(screen.getByRole('option', { name: 'Accepted' }));
    expect(router.state.location.search).toBe('?status=ACCEPTED');
    expect(await within(table).findByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open tester 9' })).toBeInTheDocument();
  });

  it("reads an old bookmark's `?status=pending` as Pending and writes it back as the list spells it (issue 36 item 13)", async () => {
    const router = renderAt('/dashboard/tester?status=pending', <TesterListPage />, [
      testersMock({ status: 'PENDING' }),
    ]);
    expect(await screen.findByRole('button', { name: 'Open tester 8' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=PENDING');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');
  });

  it('lists all with a notice for a status it does not know, and takes the value out when the notice is closed (issue 36 item 13)', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/tester?status=bogus&page=1', <TesterListPage />, [testersMock({})]);
    expect(await screen.findByRole('button', { name: 'Open tester 8' })).toBeInTheDocument();
    expect(screen.getByText("Unknown status filter 'bogus' was ignored")).toBeInTheDocument();
    await user.click(screen.getByLabelText('Close'));
    expect(router.state.location.search).toBe('?page=1');
    expect(screen.queryByText("Unknown status filter 'bogus' was ignored")).not.toBeInTheDocument();
  });
});
