import { listPresetInputRules, listPresetUpdateRules, presetListRules } from '@backoffice/schema/rules/listPreset';

import { currentStaff } from '../auth/identity';
import type { GatewayContext } from '../core/context';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { toListPreset } from './map';
import { createPreset, deletePreset, listPresets, replacePreset } from './store';

/** The signed-in staff member's id: each store call names them, so nobody reaches another's presets. */
const staffId = async (context: GatewayContext) => (await currentStaff(context)).id;

// The gateway keeps the presets itself (issue 24): the company's REST API has no place for them.
export const listPresetResolvers: Resolvers = {
  Query: {
    async listPresets(_parent, args, context) {
      const { list } = validateInput(presetListRules, args);
      return (await listPresets(context.store, await staffId(context), list)).map(toListPreset);
    },
  },
  Mutation: {
    async createListPreset(_parent, { input }, context) {
      const preset = validateInput(listPresetInputRules, input);
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
