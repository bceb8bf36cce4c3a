import type { InputFieldTable } from '../core/inputFieldNames';
import type { Resolvers } from '../generated/graphql';

/** The REST names of ListPresetInput's fields (the same words), for errors in GraphQL terms. */
export const listPresetInputFields: InputFieldTable = {
  list: { field: 'list', label: 'List' },
  name: { field: 'name', label: 'Name' },
  params: { field: 'params', label: 'Saved filters' },
};

export const listPresetTypeResolvers: Resolvers = {
  ListPreset: {
    id: (preset) => String(preset.id),
  },
};
