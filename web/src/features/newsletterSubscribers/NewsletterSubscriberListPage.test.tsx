import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { NewsletterSubscriberListPage } from './NewsletterSubscriberListPage';
import { NewsletterSubscribersDocument } from './newsletterSubscribers.generated';

const subscriber = (id: string, email: string, createdAt: string) => ({
  __typename: 'NewsletterSubscriber',
  id,
  email,
  createdAt,
});
const rows = [
  subscriber('2', 'rina@example.com', '2025-03-09T10:15:00+07:00'),
  subscriber('1', 'budi@example.com', '2025-01-31T08:00:00+07:00'),
];

const listVariables = { search: null, page: 1, perPage: 5, sortBy: 'CREATED_AT', desc: true };
const listMock = (variables: Record<string, unknown>, shown = rows, totalCount = 12): MockedResponse => ({
  request: { query: NewsletterSubscribersDocument, variables: { ...listVariables, ...variables } },
  result: { data: { newsletterSubscribers: { __typename: 'NewsletterSubscriberList', totalCount, rows: shown } } },
});

describe('newsletter subscriber list', () => {
  it('shows Email and Created At (DD/MM/YYYY), newest first, 5 rows a page, read-only', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/newsletter_subscriber', <NewsletterSubscriberListPage />, [
      listMock({}),
      listMock({ perPage: 15 }, rows, 12),
    ]);
    const table = await screen.findByRole('table', { name: 'Newsletter Subscriber' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Email', 'Created At']);
    const row = await within(table).findByRole('row', { name: /rina@example.com/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['rina@example.com', '09/03/2025']);
    expect(screen.getByText('1–5 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Rows per page:' }));
    const sizes = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['5', '15', '25', '50', 'All']);
    await user.click(sizes[1]!);
    expect(router.state.location.search).toBe('?per_page=15');
  });
});
