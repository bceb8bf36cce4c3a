import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import type { OverviewPeriod } from '@backoffice/schema/generated/enums';
import { STAFF_ROLE_LABELS } from '@backoffice/schema/rules/access';
import { OVERVIEW_PERIOD_DAYS } from '@backoffice/schema/rules/overview';

import { dashboardUrl } from '../../appUrls';
import { linksFor } from '../../screenAccess';
import { formatDate } from '../../ui/dates';
import { PageHeader } from '../../ui/PageHeader';
import { type StaffAccess, useStaffAccess } from '../../ui/staffAccess';
import { LowStockCard } from './LowStockCard';
import { useOverviewQuery } from './overview.generated';
import { overviewParts, partVariables } from './overviewAccess';
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
  const access = useStaffAccess();
  const parts = overviewParts(access.canRead);
  const [search, setSearch] = useSearchParams();
  const period = periodFromParams(search);
  const days = OVERVIEW_PERIOD_DAYS[period];
  // Issue 39: only the role's parts (a role with none asks nothing).
  const nothing = !Object.values(parts).some(Boolean);
  const periodParts = parts.paidSales || parts.topProducts || parts.ordersByShipmentStatus;
  // Every part that answers shows; one that fails is null with an error at its path, on its card only.
  const query = useOverviewQuery({
    variables: { period, ...partVariables(parts) },
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
    skip: nothing,
  });
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

  if (nothing) return <NothingForTheRole access={access} />;
  // The queues beside the stock and the shipments, each column the whole width when alone.
  const rightColumn = parts.lowStock || parts.ordersByShipmentStatus;
  const columnSize = { xs: 12, md: parts.workQueues && rightColumn ? 6 : 12 };
  return (
    <>
      <PageHeader title={overviewMessages.title}>
        {periodParts && (
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
        )}
      </PageHeader>
      {overview && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {periodParts && overviewMessages.figuresFor(formatDate(overview.today), formatDate(overview.startDate))}{' '}
          {overviewMessages.figuresFrom(jakartaTime(overview.readAt))}
        </Typography>
      )}
      {/* Side by side from md (900 px), one above the other below it: today's work first. */}
      <Grid container spacing={2}>
        {parts.workQueues && (
          <Grid size={columnSize}>
            <WorkQueuesCard answer={answer} />
          </Grid>
        )}
        {rightColumn && (
          <Grid size={columnSize}>
            <Stack gap={2}>
              {parts.lowStock && (
                <LowStockCard
                  answer={answer}
                  refetch={() => query.refetch()}
                  canSetThreshold={access.canMutate('setLowStockThreshold')}
                />
              )}
              {parts.ordersByShipmentStatus && <ShipmentStatusCard answer={answer} days={days} />}
            </Stack>
          </Grid>
        )}
        {parts.paidSales && (
          <Grid size={12}>
            <SalesCard answer={answer} days={days} />
          </Grid>
        )}
        {parts.topProducts && (
          <Grid size={12}>
            <TopProductsCard answer={answer} days={days} />
          </Grid>
        )}
      </Grid>
    </>
  );
}

/** Issue 39: a role with nothing on the overview (Content) is told so, with the screens it works on. */
function NothingForTheRole({ access }: { access: StaffAccess }) {
  const links = linksFor(access.canUse).filter((link) => link.url !== dashboardUrl);
  return (
    <>
      <PageHeader title={overviewMessages.title} />
      <Typography sx={{ mb: 1 }}>
        {overviewMessages.nothingForRole(access.role ? STAFF_ROLE_LABELS[access.role] : '')}
      </Typography>
      <Stack component="ul" aria-label={overviewMessages.yourScreens} sx={{ m: 0, pl: 3 }}>
        {links.map((link) => (
          <li key={link.path}>
            <Link component={RouterLink} to={link.url}>
              {link.label}
            </Link>
          </li>
        ))}
      </Stack>
    </>
  );
}
