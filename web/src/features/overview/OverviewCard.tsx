import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Skeleton from '@mui/material/Skeleton';
import { type ReactNode, useId } from 'react';

import type { Part } from './overviewPart';

interface OverviewCardProps<Value> {
  title: string;
  part: Part<Value>;
  /** About the height of what the card shows, so the page does not jump when it comes. */
  skeletonHeight: number;
  children(value: Value): ReactNode;
}

/** One card of the overview: its heading, then its part of the answer, a skeleton while it comes, or its own error. */
export function OverviewCard<Value>({ title, part, skeletonHeight, children }: OverviewCardProps<Value>) {
  const headingId = useId();
  return (
    <Card component="section" variant="outlined" aria-labelledby={headingId}>
      <CardHeader
        title={title}
        slotProps={{ title: { id: headingId, component: 'h2', variant: 'h6' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        {part.state === 'loading' && (
          // A progressbar, as every screen's loading is, so tests and screen readers know the card is not done.
          <Box role="progressbar" aria-label={`Loading ${title}`}>
            <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} />
            <Skeleton variant="rounded" height={skeletonHeight} />
          </Box>
        )}
        {part.state === 'failed' && <Alert severity="error">{part.message}</Alert>}
        {part.state === 'ready' && children(part.value)}
      </CardContent>
    </Card>
  );
}
