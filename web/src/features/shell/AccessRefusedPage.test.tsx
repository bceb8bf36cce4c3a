import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { screenRule } from '../../screenAccess';
import { renderAt } from '../../testing/renderAt';
import { ScreenGate } from './AccessRefusedPage';

const gated = (rule: ReturnType<typeof screenRule>) => (
  <ScreenGate rule={rule}>
    <h1>The screen</h1>
  </ScreenGate>
);

describe('a screen the role may not open (issue 39)', () => {
  it('says so at its address, names the roles that may, and sends them to an admin', async () => {
    renderAt('/dashboard/customers', gated(screenRule('customers', 'list')), [], { role: 'WAREHOUSE' });
    expect(screen.getByRole('heading', { name: 'No access to this page' })).toBeInTheDocument();
    expect(screen.getByText('Your role, Warehouse, cannot open /dashboard/customers')).toBeInTheDocument();
    expect(
      screen.getByText(
        /It is open to the role Admin, Sales, Finance or Developer: ask an admin if your work needs it\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the Overview' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('heading', { name: 'The screen' })).not.toBeInTheDocument();
    // Not the page of an address that does not exist.
    expect(screen.queryByText(/There is no page at/)).not.toBeInTheDocument();
  });

  it('refuses an add form to a role that reads the area but does not write it, and shows a list it reads', () => {
    renderAt('/dashboard/add/product', gated(screenRule('inventory', 'add')), [], { role: 'FINANCE' });
    expect(screen.getByText(/It is open to the role Admin or Content:/)).toBeInTheDocument();
  });

  it('shows the screen to a role that may open it', () => {
    renderAt('/dashboard/edit/product/4', gated(screenRule('inventory', 'edit')), [], { role: 'FINANCE' });
    expect(screen.getByRole('heading', { name: 'The screen' })).toBeInTheDocument();
  });

  it('keeps the Staff screen to admins (and those who read everything)', () => {
    renderAt('/dashboard/staff', gated(screenRule('staff', 'list')), [], { role: 'SALES' });
    expect(screen.getByText(/It is open to the role Admin or Developer:/)).toBeInTheDocument();
  });
});
