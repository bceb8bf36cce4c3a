import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useImageUpload } from './useImageUpload';

describe('useImageUpload', () => {
  it('shows the gateway refusal of its own field beside the slot, and leaves other fields to the form', () => {
    const { result } = renderHook(() => useImageUpload('media'));
    let handled = false;
    act(() => {
      handled = result.current.nonFormField('media', 'Image must be PNG, JPEG, WebP or GIF');
    });
    expect(handled).toBe(true);
    expect(result.current.slot.error).toBe('Image must be PNG, JPEG, WebP or GIF');
    expect(result.current.nonFormField('website', 'Website must be an http(s) address')).toBe(false);
  });

  it('keeps the chosen file for the save and clears the old refusal when another is chosen', () => {
    const { result } = renderHook(() => useImageUpload());
    act(() => void result.current.nonFormField('image', 'too large'));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'udang.png', { type: 'image/png' });
    act(() => result.current.slot.onChange(file));
    expect(result.current.file).toBe(file);
    expect(result.current.slot.error).toBeUndefined();
  });
});
