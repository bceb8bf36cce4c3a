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

/** A character no name holds (NUL, tab, line breaks…): the store's text cannot hold NUL, and a name is one line. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/** A preset's name: what the save dialog asks for. */
const presetName = requiredText('Name', PRESET_NAME_MAX).check(
  z.refine((name) => !CONTROL_CHARACTER.test(name), 'Name must not contain control characters'),
);

/**
 * The lists presets are kept for: the route path of each of the dashboard's lists, one per sidebar area (spec 000
 * §2). Only these are accepted, so MAX_PRESETS_PER_LIST bounds what one user keeps; the web's tests check that they
 * are its list routes (web/src/ui/ListPresets.test.tsx).
 */
export const PRESET_LISTS = [
  '/dashboard/inventory',
  '/dashboard/delivery',
  '/dashboard/warehouse',
  '/dashboard/customers',
  '/dashboard/vendors',
  '/dashboard/promotions',
  '/dashboard/stocks',
  '/dashboard/orders',
  '/dashboard/samples',
  '/dashboard/tester',
  '/dashboard/returns',
  '/dashboard/stock_tracker',
  '/dashboard/consignment_invoice',
  '/dashboard/retail-partner',
  '/dashboard/faq',
  '/dashboard/faq_category',
  '/dashboard/recipe',
  '/dashboard/newsletter_subscriber',
  '/dashboard/staff',
  '/dashboard/activity',
] as const;

/** The list a preset is saved for: its route path, e.g. /dashboard/orders. */
const list = z.enum(PRESET_LISTS, { error: "List must be one of the dashboard's lists, such as /dashboard/orders" });

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
