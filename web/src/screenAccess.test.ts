import { describe, expect, it } from 'vitest';

import { mayUse, PRESET_LIST_AREAS, rolesAllowed } from '@backoffice/schema/rules/access';

import { dashboardUrl } from './appUrls';
import { sidebarLinks } from './features/shell/sidebarLinks';
import { type Area, areaPaths } from './routePaths';
import { accessAreaOf, linksFor, previewRule, screenRule } from './screenAccess';

describe('who opens each screen (issue 39)', () => {
  it('knows the area of every sidebar area by its list, as presets do', () => {
    for (const area of Object.keys(areaPaths) as Area[])
      expect(Object.keys(PRESET_LIST_AREAS)).toContain(`${dashboardUrl}/${areaPaths[area].list}`);
    expect(accessAreaOf('stock_tracker')).toBe('stock');
    expect(accessAreaOf('staff')).toBe('staff');
  });

  it('opens a list to the roles that read its area, its add and edit forms to those that write it', () => {
    expect(rolesAllowed(screenRule('vendors', 'list'))).toEqual([
      'ADMIN',
      'WAREHOUSE',
      'CONTENT',
      'FINANCE',
      'DEVELOPER',
    ]);
    expect(rolesAllowed(screenRule('vendors', 'add'))).toEqual(['ADMIN']);
    expect(rolesAllowed(screenRule('returns', 'addForOrder'))).toEqual(['ADMIN', 'SALES']);
    expect(rolesAllowed(screenRule('staff', 'list'))).toEqual(['ADMIN', 'DEVELOPER']);
  });

  it("opens a product's edit form to Finance too, for its prices, but not the add form", () => {
    expect(mayUse('FINANCE', screenRule('inventory', 'edit'))).toBe(true);
    expect(mayUse('FINANCE', screenRule('inventory', 'add'))).toBe(false);
    expect(mayUse('CONTENT', screenRule('inventory', 'add'))).toBe(true);
  });

  it("opens an order's Invoice List to who reads consignment, and the accounting mock-ups to accounting", () => {
    expect(mayUse('SALES', screenRule('consignment_invoice', 'add'))).toBe(true);
    expect(mayUse('SALES', screenRule('consignment_invoice', 'edit'))).toBe(false);
    expect(rolesAllowed(previewRule)).toEqual(['ADMIN', 'FINANCE', 'DEVELOPER']);
  });

  it('gives each role the overview and the links of what it may open', () => {
    const contentLinks = linksFor((rule) => mayUse('CONTENT', rule)).map((link) => link.url);
    expect(contentLinks[0]).toBe('/dashboard');
    expect(contentLinks).toContain('/dashboard/recipe');
    expect(contentLinks).not.toContain('/dashboard/orders');
    expect(linksFor((rule) => mayUse('ADMIN', rule))).toHaveLength(sidebarLinks.length + 1);
    expect(linksFor((rule) => mayUse(null, rule))).toEqual([]);
  });
});
