import { listPresetInputRules, listPresetUpdateRules, presetListRules } from '@backoffice/schema/rules/listPreset';
import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { listPresetInputFields, listPresetTypeResolvers } from './map';
import { createPreset, deletePreset, listPresets, replacePreset } from './rest';

/** A taken name answers CONFLICT without naming a field: it is the name's. */
const NAME_CONFLICT = { conflictField: 'name' };

export const listPresetResolvers: Resolvers = {
  ...listPresetTypeResolvers,
  Query: {
    listPresets: (_parent, { list }, context) =>
      inInputTerms(listPresetInputFields, listPresets(context, validateInput(presetListRules, { list }).list), { defaultField: 'list' }),
  },
  Mutation: {
    createListPreset: (_parent, { input }, context) =>
      inInputTerms(listPresetInputFields, createPreset(context, validateInput(listPresetInputRules, input)), NAME_CONFLICT),
    updateListPreset: (_parent, { id, input }, context) =>
      inInputTerms(listPresetInputFields, replacePreset(context, id, validateInput(listPresetUpdateRules, input)), NAME_CONFLICT),
    deleteListPreset: (_parent, { id }, context) => inInputTerms(listPresetInputFields, deletePreset(context, id), ABOUT_THE_RECORD),
  },
};
