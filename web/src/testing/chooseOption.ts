import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens a select's or an autocomplete's menu (the combobox itself, or its accessible name), picks `option`, and waits
 * until the menu has gone. A closing menu stays in the page while it fades, labelled by its field: the next choice
 * would otherwise find two listboxes, or two elements by that label (seen failing on a busy machine).
 */
export async function chooseOption(user: UserEvent, combobox: HTMLElement | RegExp | string, option: string) {
  const field = combobox instanceof HTMLElement ? combobox : await screen.findByRole('combobox', { name: combobox });
  await user.click(field);
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
  await waitFor(() => expect(listbox).not.toBeInTheDocument());
}
