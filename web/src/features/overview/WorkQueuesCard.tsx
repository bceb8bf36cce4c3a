import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { workQueueList } from '@backoffice/schema/rules/overview';

import { OverviewCard } from './OverviewCard';
import { formatCount, overviewMessages, workQueueLabels, workQueueListHeadings } from './overviewMessages';
import { type OverviewAnswer, overviewPart, queueErrorMessage } from './overviewPart';
import { workQueueUrl } from './urls';

/**
 * Issue 27: what waits for staff, each queue a link to its list filtered, showing as many as its count. A queue that
 * could not be counted says why, and the others still show.
 */
export function WorkQueuesCard({ answer }: { answer: OverviewAnswer }) {
  // Jakarta's day by the gateway, which the overdue payments' list is filtered from; there whenever the queues are.
  const today = answer.data?.overview.today ?? '';
  return (
    <OverviewCard
      title={overviewMessages.cards.workQueues}
      part={overviewPart(answer, 'workQueues')}
      skeletonHeight={300}
    >
      {(queues) => {
        const lines = queues.map((count, index) => ({ ...count, index, list: workQueueList(count.queue, today) }));
        const fields = [...new Set(lines.map((line) => line.list.field))];
        return (
          <List dense disablePadding>
            {fields.map((field) => (
              <li key={field}>
                <List
                  dense
                  disablePadding
                  subheader={<ListSubheader disableSticky>{workQueueListHeadings[field]}</ListSubheader>}
                >
                  {lines
                    .filter((line) => line.list.field === field)
                    .map((line) => (
                      <ListItem key={line.queue} disablePadding>
                        <ListItemButton component={RouterLink} to={workQueueUrl(line.list)}>
                          <ListItemText
                            primary={workQueueLabels[line.queue]}
                            secondary={
                              line.count === null || line.count === undefined
                                ? queueErrorMessage(answer.error, line.index)
                                : undefined
                            }
                            slotProps={{ secondary: { color: 'error' } }}
                          />
                          <Typography variant="h6" component="span" sx={{ ml: 2 }}>
                            {line.count === null || line.count === undefined ? '–' : formatCount(line.count)}
                          </Typography>
                        </ListItemButton>
                      </ListItem>
                    ))}
                </List>
              </li>
            ))}
          </List>
        );
      }}
    </OverviewCard>
  );
}
