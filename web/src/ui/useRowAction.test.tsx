import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { NotificationProvider } from './notifications';
import { useRowAction } from './useRowAction';

interface Row {
  id: string;
  name: string;
}

const muaraBaru: Row = { id: '1', name: 'Gudang Muara Baru' };
const cikarang: Row = { id: '2', name: 'Gudang Cikarang' };

describe('useRowAction', () => {
  it('marks only the acted-on row busy until the action and the step after are done, then notifies success', async () => {
    let finish: (message: string) => void = () => {};
    const perform = vi.fn((_row: Row, _active: boolean) => new Promise<string>((resolve) => (finish = resolve)));
    const after = vi.fn();
    const { result } = renderHook(() => useRowAction<Row, boolean>({ perform, after }), {
      wrapper: NotificationProvider,
    });

    let ran: Promise<void> = Promise.resolve();
    act(() => {
      ran = result.current.run(muaraBaru, false);
    });
    expect(perform).toHaveBeenCalledWith(muaraBaru, false);
    expect(result.current.isBusy(muaraBaru)).toBe(true);
    expect(result.current.isBusy(cikarang)).toBe(false);
    await act(async () => {
      finish('Updated Warehouse Gudang Muara Baru status menjadi Inactive');
      await ran;
    });
    expect(after).toHaveBeenCalledOnce();
    expect(result.current.isBusy(muaraBaru)).toBe(false);
    await waitFor(() =>
      expect(screen.getByTestId('notification')).toHaveTextContent(
        'Updated Warehouse Gudang Muara Baru status menjadi Inactive',
      ),
    );
  });

  it('notifies the error and frees the row when the action fails', async () => {
    const after = vi.fn();
    const { result } = renderHook(
      () => useRowAction<Row, boolean>({ perform: () => Promise.reject(new Error('Warehouse not found')), after }),
      {
        wrapper: NotificationProvider,
      },
    );
    await act(() => result.current.run(cikarang, true));
    expect(after).not.toHaveBeenCalled();
    expect(result.current.isBusy(cikarang)).toBe(false);
    await waitFor(() => expect(screen.getByTestId('notification')).toHaveTextContent('Warehouse not found'));
  });
});
