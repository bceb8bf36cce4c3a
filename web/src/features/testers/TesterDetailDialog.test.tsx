import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { sampleRow } from '../../testing/samples.fixture';
import { TesterDetailDialog } from './TesterDetailDialog';
import { SetTesterStatusDocument, TesterDocument } from './testers.generated';

const tester = (testerStatus: 'PENDING' | 'ACCEPTED' | 'REJECTED') =>
  sampleRow('8', 1, { purpose: 'TESTER', testerStatus });
const testerMock = (status: 'PENDING' | 'ACCEPTED' | 'REJECTED'): MockedResponse => ({
  request: { query: TesterDocument, variables: { id: '8' } },
  result: { data: { tester: tester(status) } },
});

function renderDialog(mocks: MockedResponse[]) {
  const onTesterChanged = vi.fn();
  renderAt(
    '/dashboard/tester?detail=8',
    <TesterDetailDialog testerId="8" onClose={vi.fn()} onTesterChanged={onTesterChanged} />,
    mocks,
  );
  return { onTesterChanged };
}

const buttons = (dialog: HTMLElement) =>
  ['Accepted', 'Pending', 'Rejected'].map((name) => within(dialog).getByRole('button', { name }));

describe('tester detail dialog', () => {
  it('saves Accepted at once, shows the message, and then locks the status and all three buttons', async () => {
    const user = userEvent.setup();
    const { onTesterChanged } = renderDialog([
      testerMock('PENDING'),
      {
        request: { query: SetTesterStatusDocument, variables: { id: '8', status: 'ACCEPTED' } },
        result: {
          data: {
            setTesterStatus: {
              __typename: 'SampleSaveResult',
              message: 'Tester 8 berhasil diperbarui',
              sample: tester('ACCEPTED'),
            },
          },
        },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Tester 8' });
    await within(dialog).findByText('CV Laut Biru (Vendor)');
    for (const button of buttons(dialog)) expect(button).toBeEnabled();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending');

    await user.click(within(dialog).getByRole('button', { name: 'Accepted' }));
    expect(await screen.findByText('Tester 8 berhasil diperbarui')).toBeInTheDocument();
    expect(onTesterChanged).toHaveBeenCalled();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Accepted'));
    for (const button of buttons(dialog)) expect(button).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('offers no change of a tester that is not Pending', async () => {
    renderDialog([testerMock('REJECTED')]);
    const dialog = await screen.findByRole('dialog', { name: 'Tester 8' });
    await within(dialog).findByText('Only a Pending tester can change');
    for (const button of buttons(dialog)) expect(button).toBeDisabled();
  });

  it("shows the gateway's refusal when another clerk decided first", async () => {
    const user = userEvent.setup();
    const refusal = 'Tester 8 is Rejected: only a Pending tester can change';
    renderDialog([
      testerMock('PENDING'),
      {
        request: { query: SetTesterStatusDocument, variables: { id: '8', status: 'ACCEPTED' } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] },
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Tester 8' });
    await user.click(await within(dialog).findByRole('button', { name: 'Accepted' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('reads the tester again when refused as stale (CONFLICT), showing the other decision with its buttons locked', async () => {
    const user = userEvent.setup();
    const refusal = 'Tester 8 is Rejected: only a Pending tester can change';
    const { onTesterChanged } = renderDialog([
      testerMock('PENDING'),
      {
        request: { query: SetTesterStatusDocument, variables: { id: '8', status: 'ACCEPTED' } },
        result: { errors: [new GraphQLError(refusal, { extensions: { code: 'CONFLICT' } })] },
      },
      testerMock('REJECTED'),
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Tester 8' });
    await user.click(await within(dialog).findByRole('button', { name: 'Accepted' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Status' })).toHaveTextContent('Rejected'));
    for (const button of buttons(dialog)) expect(button).toBeDisabled();
    expect(onTesterChanged).toHaveBeenCalled();
  });
});
