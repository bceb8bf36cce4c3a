import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';

import { errorMessage } from './errorMessage';
import { useNotify } from './notifications';
import type { RowSelection } from './useRowSelection';

interface SelectionBarProps {
  selection: RowSelection;
  /** The ids of the page shown. */
  pageIds: readonly string[];
  /** How many rows the filters match, over all pages. */
  totalCount: number;
  /** The most rows one action takes: "select all that match" is offered up to it. */
  limit: number;
  /** Every id the filters match (at most `limit`), for "Select all N that match". */
  matchingIds(): Promise<readonly string[]>;
  /** The actions on the selection. */
  children: ReactNode;
}

/**
 * Above a list with a selection: "N selected", the offer to select every row that matches once the whole
 * page is selected, and the actions. Shown only while something is selected.
 */
export function SelectionBar({ selection, pageIds, totalCount, limit, matchingIds, children }: SelectionBarProps) {
  const notify = useNotify();
  const [loading, setLoading] = useState(false);
  const count = selection.ids.length;
  if (count === 0) return null;
  const wholePage = pageIds.length > 0 && pageIds.every((id) => selection.isSelected(id));
  const selectAll = async () => {
    setLoading(true);
    try {
      selection.replace(await matchingIds());
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setLoading(false);
    }
  };
  let offer: ReactNode = null;
  if (wholePage && count < totalCount) {
    offer =
      totalCount <= limit ? (
        <Button size="small" onClick={() => void selectAll()} loading={loading}>
          Select all {totalCount} that match
        </Button>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {totalCount} match: narrow the filters to act on more than {limit} at once
        </Typography>
      );
  } else if (count === totalCount && totalCount > pageIds.length) {
    offer = (
      <Typography variant="body2" color="text.secondary">
        All {totalCount} that match are selected
      </Typography>
    );
  }
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, mb: 1 }} role="region" aria-label="Selection">
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{count} selected</Typography>
        {offer}
        <Button size="small" onClick={selection.clear}>
          Clear selection
        </Button>
        <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
          {children}
        </Stack>
      </Stack>
    </Paper>
  );
}
