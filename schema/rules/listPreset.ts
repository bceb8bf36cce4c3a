import * as z from 'zod/mini';

import { requiredText } from './party';

/**
 * The most presets one user keeps for one list (the gateway's store counts them under a lock, and its query cost
 * takes `listPresets` to answer): with names of 60 characters and params of 2 KB, a list's presets stay near 100 KB.
 */
export const MAX_PRESETS_PER_LIST = 50;

/** The refusal of one preset more (on the `list` field; the text avoids that bare word, which the gateway would label). */
export const PRESETS_FULL_MESSAGE = `At most ${MAX_PRESETS_PER_LIST} presets are kept for each of your lists: delete one to save another`;

/** The longest preset name: what the save dialog's field takes. */
const PRESET_NAME_MAX = 60;

/** A preset's name: what the save dialog asks for. */
const presetName = requiredText('Name', PRESET_NAME_MAX);

/** The list a preset is saved for: its route path, e.g. /dashboard/orders. */
const list = z
  .string()
  .check(
    z.maxLength(100, 'List must be at most 100 characters'),
    z.regex(/^(\/[A-Za-z0-9_-]+)+$/, 'List must be a route path such as /dashboard/orders'),
  );

/**
 * The list's query string without `page`, as URLSearchParams writes it: printable ASCII (everything else is
 * percent-encoded), so 2048 characters are 2 KB in the gateway's store.
 */
const params = z
  .string()
  .check(
    z.maxLength(2048, 'The saved filters must be at most 2048 characters'),
    z.regex(/^[!-~]*$/, 'The saved filters must be a query string as the address holds it'),
  );

/** The argument of listPresets. */
export const presetListRules = z.object({ list });

/** What the gateway accepts as ListPresetInput. */
export const listPresetInputRules = z.object({ list, name: presetName, params });
export type ListPresetInputValues = z.output<typeof listPresetInputRules>;

/** What the gateway accepts as ListPresetUpdateInput. */
export const listPresetUpdateRules = z.object({ name: presetName, params });

/** The save dialog's form. */
export const presetNameFormRules = z.object({ name: presetName });
