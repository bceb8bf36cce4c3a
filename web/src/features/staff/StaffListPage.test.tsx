import type { MockedResponse } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import type { StaffRole } from '@backoffice/schema/generated/enums';
import { LAST_ADMIN_ACTIVE_MESSAGE, LAST_ADMIN_ROLE_MESSAGE } from '@backoffice/schema/rules/staff';

import { chooseOption } from '../../testing/chooseOption';
import { renderAt } from '../../testing/renderAt';
import { answerDialog } from '../../ui/answerDialog';
import { exportedColumns } from '../../ui/exportedColumns';
import { StaffMembersDocument, UpdateStaffMemberDocument } from './staff.generated';
import { StaffListPage } from './StaffListPage';

const member = (
  id: string,
  name: string,
  email: string,
  role: StaffRole | null,
  active = true,
  lastSignInAt: string | null = '2026-11-25T07:05:00.000Z',
) => ({ __typename: 'StaffMember' as const, id, name, email, role, active, lastSignInAt });

const admin = member('1', 'Admin', 'admin@example.com', 'ADMIN');
const budi = member('7', 'Budi Santoso', 'budi@example.com', 'WAREHOUSE');
const newcomer = member('9', 'new@example.com', 'new@example.com', null, true, null);
const gone = member('4', 'Dewi Lestari', 'dewi@example.com', 'SALES', false, '2026-10-01T01:00:00.000Z');

const listMock = (variables: Record<string, unknown> = {}, rows = [admin, budi, newcomer, gone]): MockedResponse => ({
  request: { query: StaffMembersDocument, variables: { search: null, page: 1, perPage: 15, ...variables } },
  result: { data: { staffMembers: { __typename: 'StaffMemberList', totalCount: rows.length, rows } } },
});

const saved = (id: string, input: { role: StaffRole | null; active: boolean }, answer: object): MockedResponse => ({
  request: { query: UpdateStaffMemberDocument, variables: { id, input } },
  result: { data: { updateStaffMember: answer } },
});

/** The gateway's refusal of a change that would leave no active admin, on the field it would change. */
const lastAdminRefusal = (
  id: string,
  input: { role: StaffRole | null; active: boolean },
  field: 'role' | 'active',
  message: string,
): MockedResponse => ({
  request: { query: UpdateStaffMemberDocument, variables: { id, input } },
  result: {
    errors: [
      new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, fields: [{ field, message }] } }),
    ],
  },
});

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Staff screen (issue 39)', () => {
  it('lists everyone who signed in: name, e-mail, role, last sign-in in Jakarta time, and whether active', async () => {
    renderAt('/dashboard/staff', <StaffListPage />, [listMock()]);
    const table = await screen.findByRole('table', { name: 'Staff' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'E-mail', 'Role', 'Last sign-in', 'Status', 'Action']);
    expect(cellsOf(await within(table).findByRole('row', { name: /Budi Santoso/ }))).toEqual([
      'Budi Santoso',
      'budi@example.com',
      'Warehouse',
      '25/11/2026 14:05 WIB',
      'Active',
      '',
    ]);
    expect(cellsOf(within(table).getByRole('row', { name: /new@example.com/ }))).toEqual([
      'new@example.com',
      'new@example.com',
      'No role',
      'Never',
      'Active',
      '',
    ]);
    expect(within(table).getByRole('row', { name: /Dewi Lestari/ })).toHaveTextContent('Disabled');
  });

  it('searches by name or e-mail on Enter, in the address, and exports what the list shows', async () => {
    const user = userEvent.setup();
    const router = renderAt('/dashboard/staff', <StaffListPage />, [listMock(), listMock({ search: 'budi' }, [budi])]);
    const table = await screen.findByRole('table', { name: 'Staff' });
    await within(table).findByRole('row', { name: /Dewi Lestari/ });
    await user.type(screen.getByLabelText('Search name or e-mail'), 'budi{Enter}');
    expect(router.state.location.search).toBe('?search=budi');
    await waitFor(() => expect(within(table).queryByRole('row', { name: /Dewi Lestari/ })).not.toBeInTheDocument());
    expect(await exportedColumns()).toEqual([
      { label: 'Name', path: 'name' },
      { label: 'E-mail', path: 'email' },
      { label: 'Role', path: 'role', values: expect.objectContaining({ ADMIN: 'Admin', WAREHOUSE: 'Warehouse' }) },
      { label: 'Last sign-in', path: 'lastSignInAt', format: 'dateTime' },
      { label: 'Status', path: 'active', values: { true: 'Active', false: 'Disabled' } },
    ]);
  });

  it("changes someone's role in a dialog, says so and shows the new role", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/staff', <StaffListPage />, [
      listMock(),
      saved('7', { role: 'SALES', active: true }, { ...budi, role: 'SALES' }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Budi Santoso' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Warehouse');
    // Who changed their role before, folded until asked for.
    expect(within(dialog).getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'false');
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Role' }), 'Sales');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Budi Santoso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Budi Santoso' })).not.toBeInTheDocument());
    // The answer updates the row through the cache.
    expect(screen.getByRole('row', { name: /Budi Santoso/ })).toHaveTextContent('Sales');
  });

  it('offers "No role", which takes every role away', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/staff', <StaffListPage />, [
      listMock(),
      saved('7', { role: null, active: true }, { ...budi, role: null }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Budi Santoso' });
    await chooseOption(user, within(dialog).getByRole('combobox', { name: 'Role' }), 'No role');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved Budi Santoso')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /Budi Santoso/ })).toHaveTextContent('No role'));
  });

  it("shows the gateway's refusal of the last admin's change on the role field, keeping what was chosen", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/staff', <StaffListPage />, [
      listMock(),
      lastAdminRefusal('1', { role: 'DEVELOPER', active: true }, 'role', LAST_ADMIN_ROLE_MESSAGE),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Admin' });
    const role = within(dialog).getByRole('combobox', { name: 'Role' });
    await chooseOption(user, role, 'Developer');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(LAST_ADMIN_ROLE_MESSAGE)).toBeInTheDocument();
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(role).toHaveTextContent('Developer');
    expect(screen.getByRole('dialog', { name: 'Edit Admin' })).toBeInTheDocument();
  });

  it('asks before disabling someone, as it ends their sessions at once, then saves', async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/staff', <StaffListPage />, [
      listMock(),
      saved('7', { role: 'WAREHOUSE', active: false }, { ...budi, active: false }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Budi Santoso' });
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    expect(within(dialog).getByRole('switch', { name: 'Disabled' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await answerDialog(user, 'Disable Budi Santoso? Their sessions end at once and they cannot sign in.', 'Disable');
    expect(await screen.findByText('Saved Budi Santoso')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('row', { name: /Budi Santoso/ })).toHaveTextContent('Disabled'));
  });

  it("cancelling the question saves nothing, and the last admin's refusal to be disabled shows on Active", async () => {
    const user = userEvent.setup();
    renderAt('/dashboard/staff', <StaffListPage />, [
      listMock(),
      lastAdminRefusal('1', { role: 'ADMIN', active: false }, 'active', LAST_ADMIN_ACTIVE_MESSAGE),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Admin' });
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    const question = 'Disable Admin? Their sessions end at once and they cannot sign in.';
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await answerDialog(user, question, 'Cancel');
    expect(within(dialog).queryByText(LAST_ADMIN_ACTIVE_MESSAGE)).not.toBeInTheDocument();
    // The form is there again once the question has faded.
    await user.click(await within(dialog).findByRole('button', { name: 'Save' }));
    await answerDialog(user, question, 'Disable');
    expect(await within(dialog).findByText(LAST_ADMIN_ACTIVE_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Disabled' })).not.toBeChecked());
  });

  it('shows the list, without Edit, to who reads everything but writes nothing', async () => {
    renderAt('/dashboard/staff', <StaffListPage />, [listMock()], { role: 'DEVELOPER' });
    const table = await screen.findByRole('table', { name: 'Staff' });
    await within(table).findByRole('row', { name: /Budi Santoso/ });
    expect(within(table).queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
  });
});
