import Stack from '@mui/material/Stack';

import { DATE_FIELD_MIN_WIDTH, DateField } from './DateField';
import type { DateRangeKeys } from './dateRange';
import { endDateProblem } from './dates';
import type { ListState } from './useListParams';

/** A list's Start Date and End Date, kept in the address; an end before the start is marked on End Date. */
export function DateRangeFilter({ list, keys }: { list: ListState; keys: DateRangeKeys }) {
  const startDate = list.filter(keys.startDate);
  const endDate = list.filter(keys.endDate);
  const set = (key: string, date: string) => list.update({ filters: { [key]: date } });
  return (
    // Side by side where two fit, one under the other on a phone.
    <Stack
      direction="row"
      gap={1}
      flexWrap="wrap"
      sx={{ width: 2 * DATE_FIELD_MIN_WIDTH + 8, maxWidth: '100%', '& > *': { flex: `1 1 ${DATE_FIELD_MIN_WIDTH}px` } }}
    >
      <DateField label="Start Date" value={startDate} onChange={(date) => set(keys.startDate, date)} />
      <DateField
        label="End Date"
        value={endDate}
        onChange={(date) => set(keys.endDate, date)}
        error={endDateProblem(startDate, endDate)}
      />
    </Stack>
  );
}
