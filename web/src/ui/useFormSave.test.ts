import { ApolloError } from '@apollo/client';
import { act, renderHook } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { useFormSave } from './useFormSave';

interface Values {
  name: string;
  phone: string;
}

const refused = (fields: Array<{ field: string; message: string }>) =>
  new ApolloError({ graphQLErrors: [new GraphQLError('Invalid input', { extensions: { code: 'BAD_USER_INPUT', fields } })] });

describe('useFormSave', () => {
  it('keeps the failure and marks each field the gateway named, under the form’s own names', async () => {
    const setError = vi.fn();
    const { result } = renderHook(() => useFormSave<Values>(setError, { formFields: { phoneNumber: 'phone' } }));
    const failure = refused([
      { field: 'name', message: 'Name is required' },
      { field: 'phoneNumber', message: 'Phone number is invalid' },
    ]);
    await act(() => result.current.run(() => Promise.reject(failure)));
    expect(result.current.saveError).toBe(failure);
    expect(setError).toHaveBeenCalledWith('name', { message: 'Name is required' });
    expect(setError).toHaveBeenCalledWith('phone', { message: 'Phone number is invalid' });
  });

  it('lets fields outside the form be marked elsewhere', async () => {
    const setError = vi.fn();
    const nonFormField = vi.fn((field: string) => field === 'image');
    const { result } = renderHook(() => useFormSave<Values>(setError, { nonFormField }));
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
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('name', { message: 'Name is required' });
  });

  it('clears the previous failure when saving again', async () => {
    const { result } = renderHook(() => useFormSave<Values>(vi.fn()));
    await act(() => result.current.run(() => Promise.reject(new Error('Network down'))));
    expect(result.current.saveError).toEqual(new Error('Network down'));
    const save = vi.fn(() => Promise.resolve());
    await act(() => result.current.run(save));
    expect(save).toHaveBeenCalledOnce();
    expect(result.current.saveError).toBeNull();
  });
});
