import { ApolloError } from '@apollo/client';
import { act, renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { get } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';

import { useFormSave } from './useFormSave';

interface Values {
  name: string;
  phone: string;
  lines: Array<{ quantity: string }>;
}

const refused = (fields: Array<{ field: string; message: string }>) =>
  new ApolloError({
    graphQLErrors: [new GraphQLError('Invalid input', { extensions: { code: 'BAD_USER_INPUT', fields } })],
  });

/** A form holding a name, a phone and one line. */
function stubForm() {
  const values: Values = { name: '', phone: '', lines: [{ quantity: '5' }] };
  return { setError: vi.fn(), getValues: vi.fn((path: string): unknown => get(values, path)) };
}

describe('useFormSave', () => {
  it('marks each field the gateway named, under the form’s own names, and then shows nothing above the fields', async () => {
    const form = stubForm();
    const { result } = renderHook(() =>
      useFormSave<Values>(form, { formFields: { phoneNumber: 'phone' }, onFieldsOnly: true }),
    );
    const failure = refused([
      { field: 'name', message: 'Name is required' },
      { field: 'phoneNumber', message: 'Phone number is invalid' },
    ]);
    await act(() => result.current.run(() => Promise.reject(failure)));
    expect(form.setError).toHaveBeenCalledWith('name', { message: 'Name is required' });
    expect(form.setError).toHaveBeenCalledWith('phone', { message: 'Phone number is invalid' });
    // Once on its field, not again above the form.
    expect(result.current.saveError).toBeNull();
  });

  it('shows above the fields a refusal naming no field, or a field the form no longer holds (a removed line)', async () => {
    const form = stubForm();
    const { result } = renderHook(() => useFormSave<Values>(form, { onFieldsOnly: true }));
    const unnamed = new ApolloError({
      graphQLErrors: [new GraphQLError('Order 12 is locked', { extensions: { code: 'CONFLICT' } })],
    });
    await act(() => result.current.run(() => Promise.reject(unnamed)));
    expect(result.current.saveError).toBe(unnamed);
    const removedLine = refused([{ field: 'lines.1.quantity', message: 'Line 2: not 5' }]);
    await act(() => result.current.run(() => Promise.reject(removedLine)));
    expect(form.setError).not.toHaveBeenCalled();
    expect(result.current.saveError).toBe(removedLine);
  });

  it('shows every problem above the fields too unless the page asks for fields only (Add Stock: spec 001 §8)', async () => {
    const form = stubForm();
    const { result } = renderHook(() => useFormSave<Values>(form));
    const failure = refused([{ field: 'lines.0.quantity', message: 'Quantity must be 1 or more' }]);
    await act(() => result.current.run(() => Promise.reject(failure)));
    expect(form.setError).toHaveBeenCalledWith('lines.0.quantity', { message: 'Quantity must be 1 or more' });
    expect(result.current.saveError).toBe(failure);
  });

  it('lets fields outside the form be marked elsewhere', async () => {
    const form = stubForm();
    const nonFormField = vi.fn((field: string) => field === 'image');
    const { result } = renderHook(() => useFormSave<Values>(form, { nonFormField, onFieldsOnly: true }));
    await act(() =>
      result.current.run(() =>
        Promise.reject(
          refused([
            { field: 'image', message: 'Image is too large' },
            { field: 'name', message: 'Name is required' },
          ]),
        ),
      ),
    );
    expect(nonFormField).toHaveBeenCalledWith('image', 'Image is too large');
    expect(form.setError).toHaveBeenCalledTimes(1);
    expect(form.setError).toHaveBeenCalledWith('name', { message: 'Name is required' });
    expect(result.current.saveError).toBeNull();
  });

  it('clears the previous failure when saving again', async () => {
    const { result } = renderHook(() => useFormSave<Values>(stubForm()));
    await act(() => result.current.run(() => Promise.reject(new Error('Network down'))));
    expect(result.current.saveError).toEqual(new Error('Network down'));
    const save = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(save));
    expect(save).toHaveBeenCalledOnce();
    expect(result.current.saveError).toBeNull();
  });
});
