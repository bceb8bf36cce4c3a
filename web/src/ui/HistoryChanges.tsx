import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

import type { HistoryRecordType } from '@backoffice/schema/generated/enums';
import { createsRecord } from '@backoffice/schema/rules/access';

import { formatJakartaDateTime } from './dates';
import { describeChange, UNKNOWN_BEFORE } from './historyFields';
import { outcomeText } from './historyLabels';

interface Change {
  field: string;
  before?: string | null;
  after?: string | null;
}

/**
 * The fields a change set, one a line: "Status: Pending → Active", in the words of the record's screen; a new
 * record's (`operation` a create) as "Status: Active". `max` shows that many and says how many more there are (the
 * Activity screen's short cell).
 */
export function HistoryChanges({
  recordType,
  operation,
  changes,
  max,
}: {
  recordType: HistoryRecordType;
  operation: string;
  changes: readonly Change[];
  max?: number;
}) {
  const created = createsRecord(operation);
  if (changes.length === 0) return null;
  const shown = max === undefined ? changes : changes.slice(0, max);
  const more = changes.length - shown.length;
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, '& > li': { overflowWrap: 'anywhere' } }}>
      {shown.map((change, index) => {
        const words = describeChange(recordType, change);
        return (
          <Typography component="li" variant="body2" key={`${change.field}-${index}`}>
            {created ? (
              `${words.label}: ${words.after}`
            ) : (
              <>
                {`${words.label}: `}
                {words.before === null ? (
                  <Box component="span" title="The value before was not known" sx={{ color: 'text.secondary' }}>
                    {UNKNOWN_BEFORE}
                  </Box>
                ) : (
                  words.before
                )}
                {` → ${words.after}`}
              </>
            )}
          </Typography>
        );
      })}
      {more > 0 && (
        <Typography component="li" variant="body2" color="text.secondary" sx={{ listStyle: 'none' }}>
          {`…${more} more`}
        </Typography>
      )}
    </Box>
  );
}

/** A change that did not go through, marked as such ("Refused: FORBIDDEN"); nothing for one that did. */
export function HistoryOutcome({ outcome }: { outcome: string }) {
  const text = outcomeText(outcome);
  return text ? <Chip size="small" color="error" variant="outlined" label={text} /> : null;
}

/** When a change was made, as Jakarta's calendar and clock read it. */
export function HistoryTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatJakartaDateTime(at)}</time>;
}
