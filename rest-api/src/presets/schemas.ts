import { type Static, Type } from '@sinclair/typebox';

import { timestamps } from '../core/schemas';

/** The longest preset name; the gateway's rules (schema/rules/listPreset.ts) say the same. */
const NAME_MAX = 60;

/** A list's route path, e.g. /dashboard/orders: the key its presets are saved under. */
const ListKey = Type.String({
  pattern: '^(/[A-Za-z0-9_-]+)+$',
  maxLength: 100,
  description: "The list's route path, e.g. /dashboard/orders",
});

/**
 * The list's query string without `page`, as URLSearchParams writes it: printable ASCII only (everything else
 * is percent-encoded), so 2048 characters are 2 KB.
 */
const Params = Type.String({
  pattern: '^[!-~]*$',
  maxLength: 2048,
  description: "The list's query string without `page` and without the `?`",
});

export const ListPreset = Type.Object({
  id: Type.Integer(),
  list: Type.String(),
  name: Type.String(),
  params: Type.String(),
  ...timestamps,
});
export type ListPreset = Static<typeof ListPreset>;

export const ListPresetBody = Type.Object(
  {
    list: ListKey,
    name: Type.String({ minLength: 1, maxLength: NAME_MAX }),
    params: Params,
  },
  { additionalProperties: false },
);
export type ListPresetBody = Static<typeof ListPresetBody>;

/** PUT: a preset stays on the list it was saved for; its name and params change. */
export const ListPresetChanges = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: NAME_MAX }),
    params: Params,
  },
  { additionalProperties: false },
);
export type ListPresetChanges = Static<typeof ListPresetChanges>;

export const PresetsQuery = Type.Object({ list: ListKey });
