import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import * as z from 'zod/mini';

import { presetNameFormRules } from '@backoffice/schema/rules/listPreset';

import { errorMessage } from './errorMessage';

/** Asks the new preset's name; a refusal (a name the list already has) is shown on the field, the dialog stays. */
export function PresetNameDialog({ onSave, onCancel }: { onSave(name: string): Promise<unknown>; onCancel(): void }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = z.safeParse(presetNameFormRules, { name });
    if (!checked.success) return setProblem(checked.error.issues[0]!.message);
    setBusy(true);
    try {
      await onSave(checked.data.name);
    } catch (failure) {
      setProblem(errorMessage(failure));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="save-preset-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="save-preset-title">Save preset</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label="Preset name"
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(null);
            }}
            error={problem !== null}
            helperText={problem ?? 'Saves the current filters, search, sort and page size'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
