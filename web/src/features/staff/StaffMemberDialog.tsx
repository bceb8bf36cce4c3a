import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';

import { StaffRole } from '@backoffice/schema/generated/enums';
import { STAFF_ROLE_LABELS } from '@backoffice/schema/rules/access';

import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { errorMessage, fieldErrors } from '../../ui/errorMessage';
import { useNotify } from '../../ui/notifications';
import { RecordHistory } from '../../ui/RecordHistory';
import { useStaffAccess } from '../../ui/staffAccess';
import { MeDocument } from '../../ui/staffAccess.generated';
import { type StaffMemberRowFragment, useUpdateStaffMemberMutation } from './staff.generated';
import { staffMessages } from './staffMessages';

type Field = 'role' | 'active';

/** The role select's value: a role, or '' for none. */
type RoleChoice = StaffRole | '';

interface StaffMemberDialogProps {
  member: StaffMemberRowFragment;
  onClose(): void;
}

/**
 * Issue 39: an admin sets someone's role (or none) and whether they may sign in. Disabling asks first: it ends their
 * sessions at once. A refusal (the last active admin giving up the role or disabling themselves) shows on the field
 * it concerns, and what was chosen stays.
 */
export function StaffMemberDialog({ member, onClose }: StaffMemberDialogProps) {
  const notify = useNotify();
  const { me } = useStaffAccess();
  const titleId = useId();
  const [role, setRole] = useState<RoleChoice>(member.role ?? '');
  const [active, setActive] = useState(member.active);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A change of one's own role changes what the dashboard shows: `me` is asked again with the save.
  const [update, { loading }] = useUpdateStaffMemberMutation({
    refetchQueries: member.id === me?.id ? [MeDocument] : [],
  });

  const save = async () => {
    setConfirming(false);
    setProblems({});
    setFailure(null);
    try {
      await update({ variables: { id: member.id, input: { role: role || null, active } } });
      notify.success(staffMessages.saved(member.name));
      onClose();
    } catch (error) {
      const placed: Partial<Record<Field, string>> = {};
      for (const { field, message } of fieldErrors(error))
        if (field === 'role' || field === 'active') placed[field] ??= message;
      setProblems(placed);
      if (Object.keys(placed).length === 0) setFailure(errorMessage(error));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Disabling signs them out everywhere at once: asked first.
    if (member.active && !active) setConfirming(true);
    else void save();
  };

  return (
    <>
      <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{staffMessages.editTitle(member.name)}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <TextField
                select
                label="Role"
                name="role"
                value={role}
                onChange={(event) => {
                  setRole(event.target.value as RoleChoice);
                  setProblems(({ role: _changed, ...others }) => others);
                }}
                error={problems.role !== undefined}
                helperText={problems.role ?? staffMessages.roleHelp}
              >
                <MenuItem value="">
                  <em>{staffMessages.noRole}</em>
                </MenuItem>
                {Object.values(StaffRole).map((value) => (
                  <MenuItem key={value} value={value}>
                    {STAFF_ROLE_LABELS[value]}
                  </MenuItem>
                ))}
              </TextField>
              <FormControl error={problems.active !== undefined}>
                <FormControlLabel
                  control={
                    <Switch
                      name="active"
                      checked={active}
                      onChange={(event) => {
                        setActive(event.target.checked);
                        setProblems(({ active: _changed, ...others }) => others);
                      }}
                    />
                  }
                  label={active ? staffMessages.active : staffMessages.disabled}
                />
                <FormHelperText>{problems.active ?? staffMessages.activeHelp}</FormHelperText>
              </FormControl>
              {/* Who gave them their role, and when (issue 39: every record's history). */}
              <RecordHistory recordType="STAFF_MEMBER" recordId={member.id} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={loading}>
              Save
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      <ConfirmDialog
        title={confirming ? staffMessages.confirmDisable(member.name) : null}
        confirmLabel={staffMessages.disableLabel}
        onConfirm={() => void save()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
