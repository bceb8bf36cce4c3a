import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Clicks a button that an action it started holds disabled (a form's Save, a dialog's QB Status) once that action
 * has ended. The action's message can show a render before the button is freed, and a click on a disabled button
 * does nothing, as for staff: clicked at once, a test would wait for an answer that never comes.
 */
export async function clickWhenFree(user: UserEvent, button: HTMLElement) {
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}
