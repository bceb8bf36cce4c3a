import { listPresetInputRules, listPresetUpdateRules, presetListRules } from '@backoffice/schema/rules/listPreset';

import { requirePresetList } from '../core/access';
import type { GatewayContext } from '../core/context';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { toListPreset } from './map';
import { createPreset, deletePreset, listPresets, replacePreset } from './store';

/** The signed-in staff member's id: each store call names them, so nobody reaches another's presets. */
const staffId = async (context: GatewayContext) => (await context.staff()).id;

// The gateway keeps the presets itself (issue 24): the company's REST API has no place for them.
export const listPresetResolvers: Resolvers = {
  Query: {
    async listPresets(_parent, args, context) {
      const { list } = validateInput(presetListRules, args);
      await requirePresetList(context, 'listPresets', list);
      return (await listPresets(context.store, await staffId(context), list)).map(toListPreset);
    },
  },
  Mutation: {
    async createListPreset(_parent, { input }, context) {
      const preset = validateInput(listPresetInputRules, input);
      await requirePresetList(context, 'createListPreset', preset.list);
      return toListPreset(await createPreset(context.store, await staffId(context), preset));
    },
    async updateListPreset(_parent, { id, input }, context) {
      const changes = validateInput(listPresetUpdateRules, input);
      return toListPreset(await replacePreset(context.store, await staffId(context), Number(id), changes));
    },
    deleteListPreset: async (_parent, { id }, context) =>
      toListPreset(await deletePreset(context.store, await staffId(context), Number(id))),
  },
};
