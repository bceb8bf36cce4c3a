import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NotificationProvider, useNotify } from './notifications';

/** Hands the test the provider's notify, as a screen would use it. */
function renderProvider() {
  let notify!: ReturnType<typeof useNotify>;
  function Screen() {
    notify = useNotify();
    return null;
  }
  render(
    <NotificationProvider>
      <Screen />
    </NotificationProvider>,
  );
  return () => notify;
}

describe('notifications', () => {
  afterEach(() => vi.useRealTimers());

  it('clears a message after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notify = renderProvider();
    act(() => notify().success('Berhasil Update Stock'));
    expect(await screen.findByText('Berhasil Update Stock')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps the next message when the last one times out just as it arrives', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const notify = renderProvider();
    act(() => notify().error('[ERROR] Stok berubah'));
    expect(await screen.findByText('[ERROR] Stok berubah')).toBeInTheDocument();
    // One batch: the new message, then the old one's time-out, before React shows the new one.
    act(() => {
      notify().success('Berhasil Update Stock');
      vi.advanceTimersByTime(3000);
    });
    expect(await screen.findByText('Berhasil Update Stock')).toBeInTheDocument();
  });
});
