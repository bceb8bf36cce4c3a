import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

import type { Choice } from '../../ui/choices';

interface OrderBulkStatusDialogProps {
  /** "Set shipping status", "Set payment status". */
  title: string;
  label: string;
  choices: readonly Choice[];
  /** How many orders the status is set for. */
  count: number;
  onClose(): void;
  onApply(value: string): void;
}

/** The small dialog of a bulk status change: the status to set, for how many orders. Mounted only while open. */
export function OrderBulkStatusDialog({ title, label, choices, count, onClose, onApply }: OrderBulkStatusDialogProps) {
  const [value, setValue] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby="bulk-status-title" maxWidth="xs" fullWidth>
      <DialogTitle id="bulk-status-title">{title}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          label={label}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          sx={{ mt: 1 }}
        >
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={value === ''} onClick={() => onApply(value)}>
          Set for {count} {count === 1 ? 'order' : 'orders'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
