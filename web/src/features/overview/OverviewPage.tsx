import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useSearchParams } from 'react-router-dom';

import type { OverviewPeriod } from '@backoffice/schema/generated/enums';
import { OVERVIEW_PERIOD_DAYS } from '@backoffice/schema/rules/overview';

import { formatDate } from '../../ui/dates';
import { PageHeader } from '../../ui/PageHeader';
import { LowStockCard } from './LowStockCard';
import { useOverviewQuery } from './overview.generated';
import { jakartaTime, overviewMessages } from './overviewMessages';
import { SalesCard } from './SalesCard';
import { ShipmentStatusCard } from './ShipmentStatusCard';
import { TopProductsCard } from './TopProductsCard';
import { PERIOD_PARAM, periodFromParams } from './urls';
import { WorkQueuesCard } from './WorkQueuesCard';

const PERIODS = Object.keys(OVERVIEW_PERIOD_DAYS) as OverviewPeriod[];

/**
 * Issue 27: the landing page. Today's work queues and stock running low, then the period's paid sales, orders by
 * shipment status and top products; each card shows its own part of one query, or its own error.
 */
export function OverviewPage() {
  const [search, setSearch] = useSearchParams();
  const period = periodFromParams(search);
  const days = OVERVIEW_PERIOD_DAYS[period];
  // Every part that answers shows; one that fails is null with an error at its path, on its card only.
  const query = useOverviewQuery({ variables: { period }, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const answer = { data: query.data, error: query.error, loading: query.loading };
  const overview = query.data?.overview;
  const periodLabelId = useId();

  const choosePeriod = (chosen: OverviewPeriod | null) => {
    if (!chosen) return;
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(PERIOD_PARAM, String(OVERVIEW_PERIOD_DAYS[chosen]));
      return next;
    });
  };

  return (
    <>
      <PageHeader title={overviewMessages.title}>
        <Stack direction="row" alignItems="center" gap={1}>
          <Typography id={periodLabelId} variant="body2" color="text.secondary">
            {overviewMessages.period}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={period}
            onChange={(_event, chosen: OverviewPeriod | null) => choosePeriod(chosen)}
            aria-labelledby={periodLabelId}
          >
            {PERIODS.map((option) => (
              <ToggleButton key={option} value={option} sx={{ textTransform: 'none' }}>
                {overviewMessages.periodOption(OVERVIEW_PERIOD_DAYS[option])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
      </PageHeader>
      {overview && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {overviewMessages.figuresFor(formatDate(overview.today), formatDate(overview.startDate))}{' '}
          {overviewMessages.figuresFrom(jakartaTime(overview.readAt))}
        </Typography>
      )}
      {/* Side by side from md (900 px), one above the other below it: today's work first. */}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <WorkQueuesCard answer={answer} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack gap={2}>
            <LowStockCard answer={answer} refetch={() => query.refetch()} />
            <ShipmentStatusCard answer={answer} days={days} />
          </Stack>
        </Grid>
        <Grid size={12}>
          <SalesCard answer={answer} days={days} />
        </Grid>
        <Grid size={12}>
          <TopProductsCard answer={answer} days={days} />
        </Grid>
      </Grid>
    </>
  );
}
