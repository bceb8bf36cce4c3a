import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { NotificationProvider } from './notifications';
import { useConfirmedAction } from './useConfirmedAction';

interface Row {
  id: string;
  name: string;
}

const row: Row = { id: '7', name: 'Gudang Muara Baru' };

function setUp(perform: (row: Row) => Promise<string>, after = vi.fn()) {
  const { result } = renderHook(
    () => useConfirmedAction<Row>({ question: (r) => `Remove Warehouse ${r.name} ?`, perform, after }),
    {
      wrapper: NotificationProvider,
    },
  );
  return { result, after };
}

describe('useConfirmedAction', () => {
  it('opens the dialog on the row asked about, and closes it on cancel without acting', () => {
    const perform = vi.fn();
    const { result } = setUp(perform);
    expect(result.current.dialog.title).toBeNull();
    act(() => result.current.ask(row));
    expect(result.current.dialog.title).toBe('Remove Warehouse Gudang Muara Baru ?');
    act(() => result.current.dialog.onCancel());
    expect(result.current.dialog.title).toBeNull();
    expect(perform).not.toHaveBeenCalled();
  });

  it('is busy while acting, then notifies success, closes, and runs the step after', async () => {
    let finish: (message: string) => void = () => {};
    const perform = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { result, after } = setUp(perform);
    act(() => result.current.ask(row));
    let confirmed: Promise<void> = Promise.resolve();
    act(() => {
      confirmed = result.current.dialog.onConfirm();
    });
    expect(perform).toHaveBeenCalledWith(row);
    expect(result.current.dialog.busy).toBe(true);
    await act(async () => {
      finish('Berhasil menghapus Warehouse Gudang Muara Baru');
      await confirmed;
    });
    expect(result.current.dialog).toMatchObject({ title: null, busy: false });
    expect(after).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(screen.getByTestId('notification')).toHaveTextContent('Berhasil menghapus Warehouse Gudang Muara Baru'),
    );
  });

  it('notifies the error and keeps the dialog open when the action fails', async () => {
    const { result, after } = setUp(() => Promise.reject(new Error('Warehouse is still in use')));
    act(() => result.current.ask(row));
    await act(() => result.current.dialog.onConfirm());
    expect(result.current.dialog).toMatchObject({ title: 'Remove Warehouse Gudang Muara Baru ?', busy: false });
    expect(after).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('notification')).toHaveTextContent('Warehouse is still in use'));
  });
});
