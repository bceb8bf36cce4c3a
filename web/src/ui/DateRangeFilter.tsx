import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Suspense, useEffect, useState } from 'react';

import { lazyPart } from '../lazyArea';
import { appliedDay, type DateRangeKeys } from './dateRange';
import { DATE_FIELD_MIN_WIDTH, endDateProblem, formatDate } from './dates';
import type { ListState } from './useListParams';

// The pickers (MUI X, 50 KB) load once the page is idle: a list's first rows wait neither for them nor for their
// parsing.
const DateField = lazyPart(async () => (await import('./DateField')).DateField);

/** Whether the browser has been idle since the first render (Safari has no requestIdleCallback: a moment later). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setIdle(true));
      return () => clearTimeout(timer);
    }
    const request = requestIdleCallback(() => setIdle(true));
    return () => cancelIdleCallback(request);
  }, []);
  return idle;
}

interface DateFilterProps {
  label: string;
  value: string;
  onChange(date: string): void;
  error?: string;
}

/** A date picker of a list's filters; until the picker's code arrives, the date as text in a field of its size. */
function DateFilter(props: DateFilterProps) {
  const idle = useIdle();
  const waiting = (
    <TextField
      size="small"
      fullWidth
      disabled
      label={props.label}
      value={formatDate(props.value)}
      error={!!props.error}
      helperText={props.error}
      sx={{ minWidth: DATE_FIELD_MIN_WIDTH }}
    />
  );
  // The field as text sits outside the boundary: were it inside, React would keep it hidden while the picker loads
  // and show the fallback beside it, two fields (and two error texts) at once.
  return idle ? (
    <Suspense fallback={waiting}>
      <DateField {...props} />
    </Suspense>
  ) : (
    waiting
  );
}

/** A list's Start Date and End Date, kept in the address; an end before the start is marked on End Date. */
export function DateRangeFilter({ list, keys }: { list: ListState; keys: DateRangeKeys }) {
  // Only a day the list applies (dateRange.ts): a 2026-13-45 typed into the address shows as no day, not as 14/02/2027.
  const startDate = appliedDay(list.filter(keys.startDate));
  const endDate = appliedDay(list.filter(keys.endDate));
  const set = (key: string, date: string) => list.update({ filters: { [key]: date } });
  return (
    // Side by side where two fit, one under the other on a phone.
    <Stack
      direction="row"
      gap={1}
      flexWrap="wrap"
      sx={{ width: 2 * DATE_FIELD_MIN_WIDTH + 8, maxWidth: '100%', '& > *': { flex: `1 1 ${DATE_FIELD_MIN_WIDTH}px` } }}
    >
      <DateFilter label="Start Date" value={startDate} onChange={(date) => set(keys.startDate, date)} />
      <DateFilter
        label="End Date"
        value={endDate}
        onChange={(date) => set(keys.endDate, date)}
        error={endDateProblem(startDate, endDate)}
      />
    </Stack>
  );
}
