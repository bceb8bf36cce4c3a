import type { MockedResponse } from '@apollo/client/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { StaffRole } from '@backoffice/schema/generated/enums';

import { rememberRole, roleHint } from '../../session';
import { renderAt } from '../../testing/renderAt';
import { WithStylesheets } from '../../testing/stylesheets';
import { MeDocument } from '../../ui/staffAccess.generated';
import { DashboardLayout } from './DashboardLayout';
import { navigationLinks } from './sidebarLinks';
import { sidebarCollapsed } from './sidebarState';

/** `me` as the gateway answers it, after `delay` ms: the signed-in person with `role`. */
const meMock = (role: StaffRole | null, delay = 0): MockedResponse => ({
  request: { query: MeDocument },
  delay,
  maxUsageCount: Infinity,
  result: {
    data: { me: { __typename: 'User', id: '7', email: 'budi@example.com', name: 'Budi Santoso', role } },
  },
});

/**
 * The dashboard's frame at `address` as `me` answers `role`; the role login answered is remembered as `hint` (none
 * unless given, as a session from before roles).
 */
function renderDashboard({
  role = 'ADMIN',
  hint,
  delay,
  address = '/dashboard/inventory',
}: {
  role?: StaffRole | null;
  hint?: StaffRole | null;
  delay?: number;
  address?: string;
} = {}) {
  if (hint !== undefined) rememberRole(hint);
  return renderAt(
    address,
    [
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
          { path: 'customers', element: <h1>Customers</h1> },
        ],
      },
    ],
    [meMock(role, delay)],
    // The frame gives its own: what the test's renderAt gives is not what it shows.
    { role: null },
  );
}

const sidebarLinkNames = async () =>
  within(await screen.findByRole('navigation', { name: 'Sidebar' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

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
    // An admin opens every screen.
    expect(links).toHaveLength(navigationLinks.length);
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

describe('the frame by role (issue 39)', () => {
  it('shows a warehouse clerk the links of their work, and none they may not open', async () => {
    onWideScreen();
    renderDashboard({ role: 'WAREHOUSE' });
    await waitFor(async () => expect(await sidebarLinkNames()).toContain('Stock Tracker'));
    const names = await sidebarLinkNames();
    expect(names).toEqual([
      'Overview',
      'Inventory',
      'Delivery',
      'Warehouse',
      'Vendors',
      'Internal Transfer',
      'Orders',
      'Samples',
      'Returns',
      'Stock Tracker',
      // One's own changes: any role's.
      'Activity',
    ]);
    expect(names).not.toContain('Customers');
    expect(names).not.toContain('Staff');
  });

  it('shows admins the Staff link, last', async () => {
    onWideScreen();
    renderDashboard({ role: 'ADMIN' });
    await waitFor(async () => expect((await sidebarLinkNames()).at(-1)).toBe('Staff'));
    const staff = within(screen.getByRole('navigation', { name: 'Sidebar' })).getByRole('link', { name: 'Staff' });
    expect(staff).toHaveAttribute('href', '/dashboard/staff');
  });

  it("draws the role login answered at once, then takes the role `me` answers (an admin's change) and keeps it", async () => {
    onWideScreen();
    renderDashboard({ hint: 'WAREHOUSE', role: 'SALES', delay: 50 });
    // Drawn in the render itself, before `me` can answer (not before a timer, which a busy machine outruns): the
    // screen is there, with the warehouse clerk's links.
    expect(screen.getByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    const first = within(screen.getByRole('navigation', { name: 'Sidebar' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(first).toContain('Stock Tracker');
    expect(first).not.toContain('Customers');
    await waitFor(async () => expect(await sidebarLinkNames()).toContain('Customers'));
    expect(roleHint()).toBe('SALES');
  });

  it('without a remembered role, waits for `me` before drawing a screen', async () => {
    renderDashboard({ role: 'SALES', delay: 50 });
    expect(screen.getByRole('progressbar', { name: 'Checking your role' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inventory' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Inventory' })).toBeInTheDocument();
    expect(roleHint()).toBe('SALES');
  });

  it('shows someone without a role one page, at any address, saying to ask an admin, with Logout still there', async () => {
    const user = userEvent.setup();
    onWideScreen();
    renderDashboard({ hint: null, role: null, address: '/dashboard/orders' });
    expect(await screen.findByText('You have no role in the back office yet')).toBeInTheDocument();
    expect(screen.getByText(/Ask an admin to give you one/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Sidebar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Admin$/ }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByText('No role yet')).toBeInTheDocument();
  });

  it('names who is signed in and their role in the account menu', async () => {
    const user = userEvent.setup();
    renderDashboard({ role: 'FINANCE' });
    await screen.findByRole('heading', { name: 'Inventory' });
    await user.click(screen.getByRole('button', { name: /Admin$/ }));
    expect(await screen.findByText('Budi Santoso')).toBeInTheDocument();
    expect(screen.getByText('Role: Finance')).toBeInTheDocument();
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
