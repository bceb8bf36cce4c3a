import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface SearchFieldProps {
  label: string;
  value: string;
  /** Called on Enter, on the search icon, and when the field is emptied. */
  onSearch(value: string): void;
}

/** A search box that searches on Enter or its search icon (or when cleared), so each keystroke does not refetch. */
export function SearchField({ label, value, onSearch }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const searched = useRef(value);
  // Follow the address when it changes from elsewhere (Back, a link), not when it echoes our own search:
  // by then the user may already be typing the next one.
  useEffect(() => {
    if (value !== searched.current) setText(value);
    searched.current = value;
  }, [value]);
  const search = (term: string) => {
    searched.current = term;
    onSearch(term);
  };
  return (
    <TextField
      label={label}
      value={text}
      type="search"
      fullWidth={false}
      sx={{ minWidth: 260 }}
      onChange={(event) => {
        setText(event.target.value);
        if (event.target.value === '') search('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search(text.trim());
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconButton aria-label="Search" edge="start" size="small" onClick={() => search(text.trim())}>
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
