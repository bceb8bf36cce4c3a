import type { GatewayContext } from '../core/context';

export interface RestListPreset {
  id: number;
  list: string;
  name: string;
  params: string;
  createdAt: string;
  updatedAt: string;
}

/** The body of POST /presets. */
export interface RestListPresetBody {
  list: string;
  name: string;
  params: string;
}

/** The body of PUT /presets/{id}: a preset stays on its list. */
export interface RestListPresetChanges {
  name: string;
  params: string;
}

type PresetReply = { Preset: RestListPreset };

// The REST API answers only the signed-in user's presets (the session's token says whose), so nothing here names a user.

export const listPresets = async ({ rest }: GatewayContext, list: string) =>
  (await rest.get<{ Presets: RestListPreset[] }>('/presets', { list })).Presets;

export const createPreset = async ({ rest }: GatewayContext, body: RestListPresetBody) =>
  (await rest.post<PresetReply>('/presets', body)).Preset;

export const replacePreset = async ({ rest }: GatewayContext, id: string, body: RestListPresetChanges) =>
  (await rest.put<PresetReply>(`/presets/${encodeURIComponent(id)}`, body)).Preset;

export const deletePreset = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<PresetReply>(`/presets/${encodeURIComponent(id)}`)).Preset;
