import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderAt } from '../../testing/renderAt';
import { WithStylesheets } from '../../testing/stylesheets';
import { DashboardLayout } from './DashboardLayout';
import { sidebarCollapsed } from './sidebarState';

const renderDashboard = () =>
  renderAt('/dashboard/inventory', [
    {
      path: '/dashboard',
      element: (
        <WithStylesheets>
          <DashboardLayout />
        </WithStylesheets>
      ),
      children: [
        { path: 'inventory', element: <h1>Inventory</h1> },
        { path: 'orders', element: <h1>Orders</h1> },
      ],
    },
  ]);

/** A screen at least `md` wide (jsdom has no media queries: without this, every query is false). */
function onWideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('DashboardLayout', () => {
  it('on a phone or tablet keeps the sidebar in a drawer that the header opens and a link closes', async () => {
    const user = userEvent.setup();
    const router = renderDashboard();
    await screen.findByRole('heading', { name: 'Inventory' });
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();

    const menuButton = screen.getByRole('button', { name: 'Open sidebar' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton);
    const sidebar = await screen.findByRole('navigation', { name: 'Sidebar' });
    await user.click(within(sidebar).getByRole('link', { name: 'Orders' }));

    expect(router.state.location.pathname).toBe('/dashboard/orders');
    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument());
  });

  it('lists the overview first, at /dashboard itself, current on its own page only', async () => {
    onWideScreen();
    renderDashboard();
    const links = within(await screen.findByRole('navigation', { name: 'Sidebar' })).getAllByRole('link');
    expect(links).toHaveLength(19);
    expect(links[0]).toHaveAccessibleName('Overview');
    expect(links[0]).toHaveAttribute('href', '/dashboard');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[1]).toHaveAccessibleName('Inventory');
    expect(links[1]).toHaveAttribute('aria-current', 'page');
  });

  it('on a wide screen always shows the sidebar, with no menu button', async () => {
    onWideScreen();
    renderDashboard();
    expect(await screen.findByRole('navigation', { name: 'Sidebar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open sidebar' })).not.toBeInTheDocument();
  });

  it('on a wide screen narrows the sidebar and back, and this browser remembers the choice', async () => {
    const user = userEvent.setup();
    onWideScreen();
    renderDashboard();
    const toggle = await screen.findByRole('button', { name: 'Wide sidebar' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'false'));
    // Narrow, every link still names its screen.
    expect(
      within(screen.getByRole('navigation', { name: 'Sidebar' })).getByRole('link', { name: 'Orders' }),
    ).toBeInTheDocument();
    cleanup();

    renderDashboard();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Wide sidebar' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('narrow, shows each label under its icon for all to read, not only to screen readers', async () => {
    const user = userEvent.setup();
    onWideScreen();
    renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Wide sidebar' }));
    const sidebar = screen.getByRole('navigation', { name: 'Sidebar' });
    await waitFor(() =>
      expect(within(sidebar).getByRole('link', { name: 'Samples' })).toHaveStyle({ flexDirection: 'column' }),
    );
    for (const label of ['Samples', 'Tester', 'Returns', 'Consignment Invoice'])
      // Not the visually hidden text (1 px, clipped, taken out of the flow) that only screen readers read.
      expect(within(sidebar).getByText(label).closest('.MuiListItemText-root')).not.toHaveStyle({
        position: 'absolute',
      });
  });

  it('labels the account button Admin as the spec writes it, not in capitals', async () => {
    renderDashboard();
    await waitFor(() => expect(screen.getByRole('button', { name: /Admin$/ })).toHaveStyle({ textTransform: 'none' }));
  });
});

describe('sidebarCollapsed', () => {
  it("follows this browser's choice, else collapses where the screen is narrower than roomy", () => {
    expect(sidebarCollapsed(null, false)).toBe(true);
    expect(sidebarCollapsed(null, true)).toBe(false);
    expect(sidebarCollapsed('expanded', false)).toBe(false);
    expect(sidebarCollapsed('collapsed', true)).toBe(true);
  });
});
