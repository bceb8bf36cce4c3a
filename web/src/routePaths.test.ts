import { navigationLinks, sidebarLinks } from './features/shell/sidebarLinks';
import { areaPaths, overviewPath, previewPaths, routePatterns } from './routePaths';

describe('the route table', () => {
  const patterns = routePatterns();

  it('holds every screen, every sidebar area among them, once each', () => {
    expect(patterns).toEqual(
      expect.arrayContaining([
        overviewPath,
        'inventory',
        'add/product',
        'edit/product/:id',
        'orders',
        'edit/order/:id',
        'edit/recipe/:slug',
      ]),
    );
    expect(patterns).toEqual(expect.arrayContaining(sidebarLinks.map((link) => link.path)));
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it("has screens for each sidebar area, the spec's 18 and those added since, and nothing else keyed as an area", () => {
    expect(Object.keys(areaPaths).sort()).toEqual(sidebarLinks.map((link) => link.path).sort());
    // The spec's 18 first, in its order (000 §2); then Staff (issue 39) and whatever issues added after.
    expect(sidebarLinks.slice(0, 18).map((link) => link.path)).toEqual([
      'inventory',
      'delivery',
      'warehouse',
      'customers',
      'vendors',
      'promotions',
      'stocks',
      'orders',
      'samples',
      'tester',
      'returns',
      'stock_tracker',
      'consignment_invoice',
      'retail-partner',
      'faq',
      'faq_category',
      'recipe',
      'newsletter_subscriber',
    ]);
    expect(sidebarLinks.slice(18).map((link) => link.path)).toContain('staff');
  });

  it('puts the overview, /dashboard itself, first in the sidebar, above the 18 areas', () => {
    expect(navigationLinks.map((link) => link.path)).toEqual([overviewPath, ...sidebarLinks.map((link) => link.path)]);
    expect(navigationLinks[0]).toEqual({ path: '', label: 'Overview' });
    expect(Object.keys(areaPaths)).not.toContain(overviewPath);
  });

  it('serves the accounting mock-ups as screens of their own, not as sidebar links', () => {
    const mockUps = Object.values(previewPaths);
    expect(mockUps).toHaveLength(11);
    expect(patterns).toEqual(expect.arrayContaining(mockUps));
    for (const path of mockUps) expect(sidebarLinks.map((link) => link.path)).not.toContain(path);
  });
});
