import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * For tests: answers the dialog named `dialogName` with `button` and waits until it has left. Until its
 * closing transition ends the page behind it is hidden from assistive technology, so a check straight after
 * the click would find no row at all, and "this row is gone" would pass whether or not it went.
 */
export async function answerDialog(user: UserEvent, dialogName: string, button: string) {
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument());
}
