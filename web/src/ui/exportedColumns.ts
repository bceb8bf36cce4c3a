import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * For tests: the columns that the list on screen asks the gateway to export, read from the address its
 * Export CSV button fetches (the download itself is refused, so nothing is saved).
 */
export async function exportedColumns(): Promise<unknown[]> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('no network in tests'));
  try {
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const address = new URL(String(fetchSpy.mock.calls[0]![0]), 'http://localhost');
    return JSON.parse(address.searchParams.get('columns')!) as unknown[];
  } finally {
    fetchSpy.mockRestore();
  }
}
