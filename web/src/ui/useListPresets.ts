import type { ApolloCache } from '@apollo/client';
import { useState } from 'react';

import {
  type ListPresetFieldsFragment,
  ListPresetsDocument,
  type ListPresetsQuery,
  useCreateListPresetMutation,
  useDeleteListPresetMutation,
  useListPresetsQuery,
  useUpdateListPresetMutation,
} from './presets.generated';
import { submissionKeys, submissionRequest } from './useFormPageKey';

export type ListPreset = ListPresetFieldsFragment;

const byName = (a: ListPreset, b: ListPreset) => a.name.localeCompare(b.name, 'id', { sensitivity: 'base' });

/** The cached presets of `list` changed by `change`, kept by name as the server sorts them. */
function changeCached(cache: ApolloCache<unknown>, list: string, change: (presets: ListPreset[]) => ListPreset[]) {
  cache.updateQuery<ListPresetsQuery>({ query: ListPresetsDocument, variables: { list } }, (data) =>
    data ? { ...data, listPresets: change(data.listPresets).sort(byName) } : data,
  );
}

/**
 * The signed-in user's saved presets of one list (its route path) and their writes. The cache is changed in
 * place after each write, so the menu shows the change without asking for the list again.
 */
export function useListPresets(list: string) {
  const query = useListPresetsQuery({ variables: { list } });
  const [createPreset] = useCreateListPresetMutation();
  const [updatePreset] = useUpdateListPresetMutation();
  const [deletePreset] = useDeleteListPresetMutation();
  // Saving the same name and filters again after a failure is a retry: the gateway never saves it twice.
  const [keys] = useState(() => submissionKeys());
  return {
    presets: query.data?.listPresets ?? [],
    loading: query.loading,
    error: query.error,
    /** Saves `params` under `name`; fails (CONFLICT) when the list has a preset of that name. */
    save: async (name: string, params: string) => {
      const created = await createPreset({
        variables: { input: { list, name, params } },
        update: (cache, { data }) =>
          data && changeCached(cache, list, (presets) => [...presets, data.createListPreset]),
        ...submissionRequest(keys.keyFor({ name, params })),
      });
      keys.saved();
      return created;
    },
    /** Replaces a preset's params with `params`, keeping its name. */
    update: (preset: ListPreset, params: string) =>
      updatePreset({ variables: { id: preset.id, input: { name: preset.name, params } } }),
    remove: (preset: ListPreset) =>
      deletePreset({
        variables: { id: preset.id },
        update: (cache) => changeCached(cache, list, (presets) => presets.filter((p) => p.id !== preset.id)),
      }),
  };
}
