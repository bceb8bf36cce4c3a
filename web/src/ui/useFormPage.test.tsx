import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import { clickWhenFree } from '../testing/clickWhenFree';
import { renderAt } from '../testing/renderAt';
import { useFormPage } from './useFormPage';
import type { SubmissionRequest } from './useFormPageKey';

const rules = z.object({ name: z.string() });

/** A page whose save fails until `failures` run out, recording the key each submission sent. */
function pageSaving(failures: number) {
  const keys: string[] = [];
  const save = vi.fn(async (_input: { name: string }, _id: string | undefined, submission: SubmissionRequest) => {
    keys.push(submission.context.headers['Idempotency-Key']);
    if (keys.length <= failures) throw new Error('The server cannot be reached.');
    return 'Saved';
  });
  function Page() {
    const { text, submit, saveError } = useFormPage({ rules, empty: { name: '' }, listUrl: '/list', save });
    return (
      <form onSubmit={submit}>
        <input aria-label="Name" {...text('name')} />
        {saveError ? <p>Failed</p> : null}
        <button type="submit">Save</button>
      </form>
    );
  }
  return { keys, Page };
}

it("sends a retry of a failed submission with its key, and a changed form's with a new one", async () => {
  const user = userEvent.setup();
  const { keys, Page } = pageSaving(2);
  const router = renderAt('/add', [
    { path: '/add', element: <Page /> },
    { path: '/list', element: <p>List</p> },
  ]);
  await user.type(screen.getByLabelText('Name'), 'Gudang');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('Failed');
  await clickWhenFree(user, screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(keys).toHaveLength(2));
  expect(keys[1]).toBe(keys[0]);

  await user.type(screen.getByLabelText('Name'), ' Baru');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText('List');
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);
  expect(router.state.location.pathname).toBe('/list');
});
