import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useDialogParam, withQuery } from './urlParams';

describe('withQuery', () => {
  it('writes the values given, comma-separates lists and leaves empty ones out', () => {
    expect(
      withQuery('/dashboard/orders', {
        detail: '12',
        status: null,
        sales_type: ['SHOPEE', 'CRYSTAL_WEB'],
        page: 2,
        search: '',
      }),
    ).toBe('/dashboard/orders?detail=12&sales_type=SHOPEE%2CCRYSTAL_WEB&page=2');
    expect(withQuery('/dashboard/orders')).toBe('/dashboard/orders');
  });
});

describe('useDialogParam', () => {
  const at =
    (path: string) =>
    ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[path]} future={{ v7_relativeSplatPath: true, v7_startTransition: false }}>
        {children}
      </MemoryRouter>
    );
  const digits = (text: string) => (/^\d+$/.test(text) ? text : null);

  it('opens and closes a dialog through the address, keeping the other parameters', () => {
    const { result } = renderHook(() => ({ dialog: useDialogParam('detail', digits), location: useLocation() }), {
      wrapper: at('/orders?page=2'),
    });
    expect(result.current.dialog.value).toBeNull();
    act(() => result.current.dialog.open('12'));
    expect(result.current.dialog.value).toBe('12');
    expect(result.current.location.search).toBe('?page=2&detail=12');
    act(() => result.current.dialog.close());
    expect(result.current.location.search).toBe('?page=2');
  });

  it('ignores a value its parser refuses', () => {
    const { result } = renderHook(() => useDialogParam('detail', digits), { wrapper: at('/orders?detail=abc') });
    expect(result.current.value).toBeNull();
  });
});
