import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState } from 'react';

import type { HistoryRecordType } from '@backoffice/schema/generated/enums';

import { lazyPart } from '../lazyArea';

// Loaded when the section first opens, with the labels of every field: a dialog's first render waits for neither.
const HistoryEntries = lazyPart(async () => (await import('./HistoryEntries')).HistoryEntries);

export interface RecordHistoryProps {
  recordType: HistoryRecordType;
  /** The record's id; a record not saved yet (no id) has no history, and no section. */
  recordId: string | null | undefined;
  /** Open from the start, for a dialog opened to show the history itself. */
  defaultExpanded?: boolean;
}

/**
 * Issue 39: the History section of a record's detail dialog or edit form — who changed what, when, through this
 * dashboard. Closed at first: its entries are asked for (and its code loaded) only when staff open it, and asked
 * again each time it opens, so a change just made shows.
 */
export function RecordHistory({ recordType, recordId, defaultExpanded = false }: RecordHistoryProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  if (!recordId) return null;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, open) => setExpanded(open)}
      variant="outlined"
      disableGutters
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Typography variant="subtitle1" component="span">
          History
        </Typography>
      </AccordionSummary>
      {/* The region under the summary is Accordion's own (role region, named by the summary). */}
      <AccordionDetails>
        <Suspense fallback={<CircularProgress size={24} aria-label="Loading history" />}>
          <HistoryEntries recordType={recordType} recordId={recordId} />
        </Suspense>
      </AccordionDetails>
    </Accordion>
  );
}
