import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { useEntityForm } from './useEntityForm';

const rules = z.pipe(
  z.object({ name: z.string().check(z.minLength(1, 'Name is required')), phone: z.string() }),
  z.transform(({ name, phone }) => ({ name, phoneNumber: phone || null })),
);
const EMPTY = { name: '', phone: '' };

describe('useEntityForm', () => {
  it('starts empty, then takes the loaded record but keeps what was typed meanwhile', async () => {
    const { result, rerender } = renderHook(({ loaded }) => useEntityForm(rules, EMPTY, loaded), {
      initialProps: { loaded: undefined as typeof EMPTY | undefined },
    });
    expect(result.current.getValues()).toEqual(EMPTY);

    act(() => result.current.setValue('phone', '0215550123', { shouldDirty: true }));
    rerender({ loaded: { name: 'Gudang Muara Baru', phone: '0211234567' } });
    await waitFor(() => expect(result.current.getValues()).toEqual({ name: 'Gudang Muara Baru', phone: '0215550123' }));
  });

  it('checks with the rules and hands on what they give', async () => {
    const { result } = renderHook(() => useEntityForm(rules, EMPTY, undefined));
    let submitted: unknown;
    await act(() => result.current.handleSubmit((input) => void (submitted = input))());
    expect(result.current.getFieldState('name').error?.message).toBe('Name is required');
    expect(submitted).toBeUndefined();

    act(() => result.current.setValue('name', 'Gudang Baru'));
    await act(() => result.current.handleSubmit((input) => void (submitted = input))());
    expect(submitted).toEqual({ name: 'Gudang Baru', phoneNumber: null });
  });
});
