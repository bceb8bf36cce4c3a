import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import type { HistoryRecordType } from '@backoffice/schema/generated/enums';

import { errorMessage } from './errorMessage';
import { type HistoryEntryRowFragment, useRecordHistoryQuery } from './history.generated';
import { HistoryChanges, HistoryOutcome, HistoryTime } from './HistoryChanges';
import { HISTORY_SCOPE_NOTE, operationLabel } from './historyLabels';

/** Entries a page: the schema's default, a dialog's worth. */
export const HISTORY_PAGE_SIZE = 10;

interface HistoryEntriesProps {
  recordType: HistoryRecordType;
  recordId: string;
}

/**
 * A record's history, newest first, HISTORY_PAGE_SIZE entries at a time with "Show more" under the last. Each page
 * is its own query (and cache entry): what is shown stays while the next page loads, and a failed page says so
 * with Retry without taking the others away. Read again each time the section opens.
 */
export function HistoryEntries({ recordType, recordId }: HistoryEntriesProps) {
  const [pages, setPages] = useState(1);
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {HISTORY_SCOPE_NOTE}
      </Typography>
      {Array.from({ length: pages }, (_, index) => (
        <HistoryPage
          key={index}
          recordType={recordType}
          recordId={recordId}
          page={index + 1}
          last={index + 1 === pages}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </Stack>
  );
}

interface HistoryPageProps extends HistoryEntriesProps {
  page: number;
  /** The last page shown, under which "Show more" goes. */
  last: boolean;
  onMore(): void;
}

function HistoryPage({ recordType, recordId, page, last, onMore }: HistoryPageProps) {
  const query = useRecordHistoryQuery({
    variables: { recordType, recordId, page, perPage: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const history = query.data?.history;
  if (query.error && !history) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch().catch(() => undefined)}>
            Retry
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    );
  }
  if (!history) return <CircularProgress size={24} aria-label="Loading history" sx={{ alignSelf: 'center' }} />;
  if (page === 1 && history.rows.length === 0) {
    return <Typography variant="body2">No changes recorded yet.</Typography>;
  }
  const more = last && page * HISTORY_PAGE_SIZE < history.totalCount;
  return (
    <>
      <Box component="ol" aria-label={page === 1 ? 'Changes' : `Changes, page ${page}`} sx={{ m: 0, p: 0 }}>
        {history.rows.map((entry) => (
          <HistoryEntryItem key={entry.id} entry={entry} />
        ))}
      </Box>
      {more && (
        <Button size="small" onClick={onMore} sx={{ alignSelf: 'flex-start' }}>
          Show more
        </Button>
      )}
    </>
  );
}

/** One entry: what was done, whether it went through, who and when, then the fields it changed. */
function HistoryEntryItem({ entry }: { entry: HistoryEntryRowFragment }) {
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
    >
      <Stack direction="row" gap={1} alignItems="center" flexWrap="wrap">
        <Typography variant="body2" fontWeight={600}>
          {operationLabel(entry.operation)}
        </Typography>
        <HistoryOutcome outcome={entry.outcome} />
      </Stack>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
        {`${entry.staffName} · `}
        <HistoryTime at={entry.at} />
      </Typography>
      <HistoryChanges recordType={entry.recordType} operation={entry.operation} changes={entry.changes} />
    </Box>
  );
}
