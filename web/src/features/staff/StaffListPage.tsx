import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, useState } from 'react';

import { lazyPart } from '../../lazyArea';
import { type Column, DataTable } from '../../ui/DataTable';
import { formatJakartaDateTime } from '../../ui/dates';
import { PageHeader } from '../../ui/PageHeader';
import { SearchField } from '../../ui/SearchField';
import { useStaffAccess } from '../../ui/staffAccess';
import { useListParams } from '../../ui/useListParams';
import { type StaffMemberRowFragment, useStaffMembersQuery } from './staff.generated';
import { ROLE_EXPORT_VALUES, roleLabel, staffMessages, STATE_EXPORT_VALUES } from './staffMessages';

// Loaded when opened: the list's first rows do not wait for the form.
const StaffMemberDialog = lazyPart(async () => (await import('./StaffMemberDialog')).StaffMemberDialog);

/** The list has one order, by name (the gateway's); `orderby` has nothing to choose. */
const STAFF_SORT = { Name: 'NAME' } as const;

/**
 * Issue 39: everyone who has signed in, with their role, last sign-in and whether they may sign in; an admin changes
 * a role or disables someone in a dialog. Search and paging live in the address, as on every list.
 */
export function StaffListPage() {
  const { canWrite } = useStaffAccess();
  const list = useListParams({ sortFields: STAFF_SORT, orderBy: 'NAME' });
  const search = list.filter('search');
  const query = useStaffMembersQuery({
    variables: { search: search || null, page: list.page, perPage: list.perPage },
  });
  const shown = (query.data ?? query.previousData)?.staffMembers;
  const [editing, setEditing] = useState<StaffMemberRowFragment | null>(null);
  const editable = canWrite('staff');

  const columns: Column<StaffMemberRowFragment, 'NAME'>[] = [
    { key: 'name', label: 'Name', exportPath: 'name', render: (member) => member.name },
    { key: 'email', label: 'E-mail', exportPath: 'email', render: (member) => member.email },
    {
      key: 'role',
      label: 'Role',
      exportPath: 'role',
      exportValues: ROLE_EXPORT_VALUES,
      render: (member) => roleLabel(member.role),
    },
    {
      key: 'lastSignIn',
      label: 'Last sign-in',
      exportPath: 'lastSignInAt',
      exportFormat: 'dateTime',
      noWrap: true,
      render: (member) => formatJakartaDateTime(member.lastSignInAt) || staffMessages.neverSignedIn,
    },
    {
      key: 'state',
      label: 'Status',
      exportPath: 'active',
      exportValues: STATE_EXPORT_VALUES,
      render: (member) => (
        <Chip
          size="small"
          label={member.active ? staffMessages.active : staffMessages.disabled}
          color={member.active ? 'success' : 'default'}
        />
      ),
    },
  ];
  // Who reads everything (Developer) sees the list, not its edit button.
  if (editable)
    columns.push({
      key: 'actions',
      label: 'Action',
      kind: 'actions',
      render: (member) => (
        <Tooltip title="Edit">
          <IconButton onClick={() => setEditing(member)} aria-label={`Edit ${member.name}`}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    });

  return (
    <>
      <PageHeader title={staffMessages.title}>
        <SearchField
          label="Search name or e-mail"
          value={search}
          onSearch={(value) => list.update({ filters: { search: value } })}
        />
      </PageHeader>
      <DataTable
        aria-label="Staff"
        columns={columns}
        page={shown}
        query={query}
        list={list}
        emptyText={search ? `Nobody matches "${search}"` : 'Nobody has signed in yet'}
      />
      {editing && (
        <Suspense>
          <StaffMemberDialog key={editing.id} member={editing} onClose={() => setEditing(null)} />
        </Suspense>
      )}
    </>
  );
}
