import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

import type { Choice } from './choices';

interface FilterSelectProps {
  label: string;
  /** The chosen value, '' for All. */
  value: string;
  options: readonly Choice[];
  onChange(value: string): void;
  width?: number;
  /** What the empty value is called ('All' unless said). */
  allLabel?: string;
}

/** A list filter of one choice, with All (or `allLabel`) first: the empty value, shown rather than a blank field. */
export function FilterSelect({ label, value, options, onChange, width = 190, allLabel = 'All' }: FilterSelectProps) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      // Never wider than a phone's filter bar.
      sx={{ width, maxWidth: '100%' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
