import {
  type AccessArea,
  MUTATION_RULES,
  PRESET_LIST_AREAS,
  type RootFieldRule,
} from '@backoffice/schema/rules/access';

import { dashboardUrl } from './appUrls';
import { navigationLinks, type NavigationPath } from './features/shell/sidebarLinks';
import { type Area, areaPaths, overviewPath } from './routePaths';

/**
 * Issue 39: who may open each screen, from the one declaration of roles (schema/rules/access.ts). A sidebar area's
 * list is for the roles that read the area its presets follow (PRESET_LIST_AREAS, keyed by the list's route); its
 * other screens (add, edit) save, so they are for the roles that write it, or use the mutation they save through.
 * Plain data and functions without React, as routePaths.ts.
 */

const anyRole: RootFieldRule = { kind: 'anyRole' };

/** The access area of a sidebar area (null: any role's, as the Activity screen), by its list's route. */
export function accessAreaOf(area: Area): AccessArea | null {
  const list = `${dashboardUrl}/${areaPaths[area].list}`;
  const accessArea = PRESET_LIST_AREAS[list];
  // routePaths.test.ts keeps every list in the declaration; a list missing there opens to nobody rather than anybody.
  if (accessArea === undefined) throw new Error(`${list} has no area in schema/rules/access.ts PRESET_LIST_AREAS`);
  return accessArea;
}

/**
 * The screens whose rule is not "write the area": a product's edit form is Finance's too, for its prices (it saves
 * through `updateProduct`: products or prices); an order's Invoice List (consignment's add screen) shows its
 * invoices to whoever reads them, and its form only to who may create one.
 */
const screenRules: { [Key in Area]?: Partial<Record<keyof (typeof areaPaths)[Key], RootFieldRule>> } = {
  inventory: { edit: MUTATION_RULES.updateProduct },
  consignment_invoice: { add: { kind: 'reads', area: 'consignment' } },
};

/** The rule of screen `screen` ('list', 'add', 'edit'…) of `area`. */
export function screenRule(area: Area, screen: string): RootFieldRule {
  const own = (screenRules[area] as Partial<Record<string, RootFieldRule>> | undefined)?.[screen];
  if (own) return own;
  const accessArea = accessAreaOf(area);
  if (!accessArea) return anyRole;
  return screen === 'list' ? { kind: 'reads', area: accessArea } : { kind: 'writes', areas: [accessArea] };
}

/** The accounting mock-ups (spec 002 §2) are accounting's: Finance's, and those who read everything. */
export const previewRule: RootFieldRule = { kind: 'reads', area: 'accounting' };

/** Who sees a sidebar link: the overview is any role's, an area's link is its list's. */
export const sidebarLinkRule = (path: NavigationPath): RootFieldRule =>
  path === overviewPath ? anyRole : screenRule(path, 'list');

/** The sidebar's links a role sees, top to bottom, with their addresses (the overview's own "your screens" too). */
export const linksFor = (canUse: (rule: RootFieldRule) => boolean) =>
  navigationLinks
    .filter((link) => canUse(sidebarLinkRule(link.path)))
    .map((link) => ({ ...link, url: link.path === overviewPath ? dashboardUrl : `${dashboardUrl}/${link.path}` }));
