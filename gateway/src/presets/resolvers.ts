import {
  listPresetInputRules,
  type ListPresetInputValues,
  listPresetUpdateRules,
  MAX_PRESETS_PER_LIST,
  presetListRules,
  PRESETS_FULL_MESSAGE,
} from '@backoffice/schema/rules/listPreset';

import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { listPresetInputFields, listPresetTypeResolvers } from './map';
import { createPreset, deletePreset, listPresets, replacePreset } from './rest';

/** A taken name answers CONFLICT without naming a field: it is the name's. */
const NAME_CONFLICT = { conflictField: 'name' };

/**
 * Saves a preset while its list has room. The REST API keeps the limit too, in the same step as the insert (two
 * saves at once cannot pass it there); this check answers before the write even where a REST API does not.
 */
async function createWithinLimit(context: GatewayContext, values: ListPresetInputValues) {
  if ((await listPresets(context, values.list)).length >= MAX_PRESETS_PER_LIST) {
    throw gatewayError('CONFLICT', PRESETS_FULL_MESSAGE, {
      field: 'list',
      fields: [{ field: 'list', message: PRESETS_FULL_MESSAGE }],
    });
  }
  return createPreset(context, values);
}

export const listPresetResolvers: Resolvers = {
  ...listPresetTypeResolvers,
  Query: {
    listPresets: (_parent, { list }, context) =>
      inInputTerms(listPresetInputFields, listPresets(context, validateInput(presetListRules, { list }).list), {
        defaultField: 'list',
      }),
  },
  Mutation: {
    createListPreset: (_parent, { input }, context) =>
      inInputTerms(
        listPresetInputFields,
        createWithinLimit(context, validateInput(listPresetInputRules, input)),
        NAME_CONFLICT,
      ),
    updateListPreset: (_parent, { id, input }, context) =>
      inInputTerms(
        listPresetInputFields,
        replacePreset(context, id, validateInput(listPresetUpdateRules, input)),
        NAME_CONFLICT,
      ),
    deleteListPreset: (_parent, { id }, context) =>
      inInputTerms(listPresetInputFields, deletePreset(context, id), ABOUT_THE_RECORD),
  },
};
