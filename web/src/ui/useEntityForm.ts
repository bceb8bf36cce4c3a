import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type * as z from 'zod/mini';

/**
 * The form of an add and edit page: checked with the rules of @backoffice/schema, empty when adding, and
 * filled from the record once it has loaded when editing. `Input` is what the rules give the mutation.
 */
export function useEntityForm<Values extends FieldValues, Input extends FieldValues>(
  rules: z.ZodMiniType<Input, Values>,
  empty: DefaultValues<Values>,
  loaded: Values | undefined,
) {
  return useForm<Values, unknown, Input>({
    resolver: zodResolver(rules),
    defaultValues: empty,
    values: loaded,
    // A failed save must not wipe what the user typed when the cached record changes.
    resetOptions: { keepDirtyValues: true },
  });
}
