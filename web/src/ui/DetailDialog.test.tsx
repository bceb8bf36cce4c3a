import { ApolloError } from '@apollo/client';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { DetailDialog } from './DetailDialog';

const show = (query: { data?: { name: string }; error?: unknown; refetch(): unknown }, onClose = vi.fn()) =>
  render(
    <DetailDialog title="Return 30" query={query} loadingLabel="Loading return" onClose={onClose}>
      {(data) => <p>{data.name}</p>}
    </DetailDialog>,
  );

describe('DetailDialog', () => {
  it('is named by its title, shows a spinner until the record is there, then the record; Close closes it', async () => {
    const onClose = vi.fn();
    const { rerender } = show({ refetch: vi.fn() }, onClose);
    const dialog = screen.getByRole('dialog', { name: 'Return 30' });
    expect(within(dialog).getByRole('progressbar', { name: 'Loading return' })).toBeInTheDocument();
    rerender(
      <DetailDialog
        title="Return 30"
        query={{ data: { name: 'Kerupuk Udang' }, refetch: vi.fn() }}
        loadingLabel="Loading return"
        onClose={onClose}
      >
        {(data) => <p>{data.name}</p>}
      </DetailDialog>,
    );
    expect(within(dialog).getByText('Kerupuk Udang')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("shows the server's message when the record cannot be read, and Retry asks again", async () => {
    const refetch = vi.fn();
    show({ error: new ApolloError({ graphQLErrors: [new GraphQLError('Return 30 was not found')] }), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Return 30 was not found');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });
});
