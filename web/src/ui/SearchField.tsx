import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface SearchFieldProps {
  label: string;
  value: string;
  /** Called on Enter, on the search icon, when the field is emptied, and when it is left with a text not searched yet. */
  onSearch(value: string): void;
}

/**
 * A search box that searches on Enter or its search icon (or when cleared), so each keystroke does not
 * refetch. Leaving the field with a text not yet searched searches it too: choosing another filter takes
 * the focus first, so the typed text goes into the list's query with that filter instead of staying in the
 * box unapplied.
 */
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
  // The icon's click follows the field's blur, which has searched already: no second history entry.
  const searchIfNew = () => {
    if (text.trim() !== searched.current) search(text.trim());
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
      onBlur={searchIfNew}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconButton aria-label="Search" edge="start" size="small" onClick={searchIfNew}>
                <SearchIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
