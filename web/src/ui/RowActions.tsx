import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Switch, { type SwitchProps } from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router-dom';

// A list row's controls, each named after the row for screen readers ("Edit Gudang Muara Baru").

export function EditRowButton({ to, rowName }: { to: string; rowName: string }) {
  return (
    <Tooltip title="Edit">
      <IconButton component={RouterLink} to={to} aria-label={`Edit ${rowName}`}>
        <EditIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

export function DeleteRowButton({ onClick, rowName }: { onClick(): void; rowName: string }) {
  return (
    <Tooltip title="Delete">
      <IconButton onClick={onClick} aria-label={`Delete ${rowName}`}>
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

type RowStatusSwitchProps = Omit<SwitchProps, 'onChange' | 'slotProps'> & {
  rowName: string;
  onSwitch(checked: boolean): void;
};

/** The other props (and a Tooltip's) go to the Switch. */
export function RowStatusSwitch({ rowName, onSwitch, ...switchProps }: RowStatusSwitchProps) {
  return (
    <Switch
      {...switchProps}
      onChange={(event) => onSwitch(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Status of ${rowName}` } }}
    />
  );
}

/**
 * A list's columns without its actions column when the role may use none of the row's actions (issue 39): a row
 * whose one allowed action is Edit keeps the column, with Edit only.
 */
export function withoutEmptyActions<Column extends { kind?: string }>(columns: Column[], anyAction: boolean): Column[] {
  return anyAction ? columns : columns.filter((column) => column.kind !== 'actions');
}
