import { sidebarLinks } from './features/shell/sidebarLinks';
import { unbuiltRoutes } from './features/shell/unbuiltRoutes';
import { areaPaths, builtRoutePatterns, notBuiltPaths, previewPaths } from './routePaths';

describe('the route table', () => {
  const patterns = [...builtRoutePatterns(), ...notBuiltPaths.map((route) => route.path)];

  it('holds every built screen, every sidebar area and every unbuilt spec address, once each', () => {
    expect(builtRoutePatterns()).toEqual(expect.arrayContaining(['inventory', 'add/product', 'edit/product/:id', 'orders', 'edit/order/:id']));
    expect(patterns).toEqual(expect.arrayContaining(sidebarLinks.map((link) => link.path)));
    expect(patterns).toEqual(expect.arrayContaining(unbuiltRoutes.map((route) => route.path)));
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('shows the not-built page only for areas without screens', () => {
    const notBuilt = notBuiltPaths.map((route) => route.path);
    // Every sidebar area is either built or not-built, never both, whichever areas are built now.
    for (const link of sidebarLinks) expect(notBuilt.includes(link.path)).toBe(!(link.path in areaPaths));
  });

  it('serves the accounting mock-ups as built screens, not as sidebar links nor not-built pages', () => {
    const mockUps = Object.values(previewPaths);
    expect(mockUps).toHaveLength(11);
    expect(builtRoutePatterns()).toEqual(expect.arrayContaining(mockUps));
    const elsewhere = [...notBuiltPaths.map((route) => route.path), ...sidebarLinks.map((link) => link.path)];
    for (const path of mockUps) expect(elsewhere).not.toContain(path);
  });
});
