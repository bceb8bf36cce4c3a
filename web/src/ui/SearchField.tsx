import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

interface SearchFieldProps {
  label: string;
  value: string;
  /** Called on Enter, and when the field is emptied. */
  onSearch(value: string): void;
}

/** A search box that searches on Enter (or when cleared), so each keystroke does not refetch. */
export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <TextField
      label={label}
      value={text}
      type="search"
      fullWidth={false}
      sx={{ minWidth: 260 }}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === '') onSearch('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onSearch(text.trim());
      }}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
}
