import { type Static, Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { ErrorList, IdParams } from '../core/schemas';
import { ListPreset, ListPresetBody, ListPresetChanges, PresetsQuery } from './schemas';
import { createPreset, listPresets, removePreset, replacePreset } from './store';

const TAG = 'presets';
const reply = Type.Object({ Preset: ListPreset });

/**
 * Saved filter presets of the signed-in user (issue 15). Every route works on that user's presets only: a
 * preset of another user answers 404, as one that does not exist, so ids reveal nothing.
 */
export function presetRoutes(app: App) {
  app.route({
    method: 'GET',
    url: '/presets',
    schema: {
      tags: [TAG],
      summary: "The signed-in user's presets of one list, by name",
      querystring: PresetsQuery,
      response: { 200: Type.Object({ Presets: Type.Array(ListPreset) }), 400: ErrorList },
    },
    handler: async (request) => ({
      Presets: await listPresets(app.db, request.user!.id, (request.query as Static<typeof PresetsQuery>).list),
    }),
  });

  app.route({
    method: 'POST',
    url: '/presets',
    schema: {
      tags: [TAG],
      summary: 'Save a preset of a list; a name the user already gave one of its presets, in any case, answers 409',
      body: ListPresetBody,
      response: { 201: reply, 400: ErrorList, 409: ErrorList },
    },
    handler: async (request, answer) => {
      const created = await createPreset(app.db, request.user!.id, request.body as ListPresetBody);
      answer.code(201);
      return { Preset: created };
    },
  });

  app.route({
    method: 'PUT',
    url: '/presets/:id',
    schema: {
      tags: [TAG],
      summary:
        "Rename a preset and replace its params (it stays on its list); 409 for a name another of the list's presets has",
      params: IdParams,
      body: ListPresetChanges,
      response: { 200: reply, 400: ErrorList, 404: ErrorList, 409: ErrorList },
    },
    handler: async (request) => ({
      Preset: await replacePreset(
        app.db,
        request.user!.id,
        (request.params as Static<typeof IdParams>).id,
        request.body as ListPresetChanges,
      ),
    }),
  });

  app.route({
    method: 'DELETE',
    url: '/presets/:id',
    schema: {
      tags: [TAG],
      summary: 'Delete a preset, answering it as it was',
      params: IdParams,
      response: { 200: reply, 404: ErrorList },
    },
    handler: async (request) => ({
      Preset: await removePreset(app.db, request.user!.id, (request.params as Static<typeof IdParams>).id),
    }),
  });
}
