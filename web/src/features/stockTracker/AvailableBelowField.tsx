import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

import { availableBelowOf } from './stockFilter';

interface AvailableBelowFieldProps {
  /** What the address holds ('' for none). */
  value: string;
  /** Called with the number to filter by, or '' to clear the filter. */
  onApply(value: string): void;
}

const problemOf = (text: string) => {
  const checked = availableBelowOf(text);
  return 'problem' in checked ? checked.problem : null;
};

/**
 * Available Below (issue 27): the pairs with fewer units to sell (current minus pending stock). Applied as the item
 * search is, on Enter or on leaving the field, so each keystroke does not refetch; emptied, the filter is cleared. A
 * number it cannot take stays typed with the reason under it, and the list keeps its filter.
 */
export function AvailableBelowField({ value, onApply }: AvailableBelowFieldProps) {
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState(() => problemOf(value));
  const applied = useRef(value);
  // Follow the address when it changes from elsewhere (Back, a link), not when it echoes what was applied here.
  useEffect(() => {
    if (value !== applied.current) {
      setText(value);
      setProblem(problemOf(value));
    }
    applied.current = value;
  }, [value]);
  const apply = (typed: string) => {
    const checked = availableBelowOf(typed);
    if ('problem' in checked) return setProblem(checked.problem);
    const next = checked.value === null ? '' : String(checked.value);
    setText(next);
    if (next === applied.current) return;
    applied.current = next;
    onApply(next);
  };
  return (
    <TextField
      label="Available Below"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        setProblem(null);
        if (event.target.value === '') apply('');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(text);
      }}
      onBlur={() => apply(text)}
      error={problem !== null}
      helperText={problem}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 170, maxWidth: '100%' }}
    />
  );
}
