import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

import { formatRupiah } from '@backoffice/schema/rules/money';

import { formatDate } from '../../ui/dates';
import { ChartFigure } from './ChartFigure';
import { OverviewCard } from './OverviewCard';
import { channelColors, salesChart } from './overviewCharts';
import { formatCount, overviewMessages } from './overviewMessages';
import { type OverviewAnswer, overviewPart } from './overviewPart';

/** Room for the y axis's amounts ("Rp 12.500.000") beside the bars. */
const AMOUNT_AXIS_WIDTH = 100;

/**
 * Issue 27: the period's paid sales, their total and count, and per day stacked by channel; when the period has more
 * paid orders than the gateway reads, it says on how many the figures are based.
 */
export function SalesCard({ answer, days }: { answer: OverviewAnswer; days: number }) {
  return (
    <OverviewCard
      title={overviewMessages.cards.paidSales}
      part={overviewPart(answer, 'paidSales')}
      skeletonHeight={300}
    >
      {(sales) => {
        if (sales.periodOrderCount === 0) return <Typography>{overviewMessages.noPaidOrders(days)}</Typography>;
        const chart = salesChart(sales.days);
        const name = overviewMessages.charts.paidSales(days);
        return (
          <>
            <Typography variant="h4" component="p" data-testid="paid-sales-total">
              {formatRupiah(sales.total)}
            </Typography>
            <Typography color="text.secondary">{overviewMessages.paidOrders(sales.orderCount, days)}</Typography>
            {!sales.complete && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {overviewMessages.partialSales(sales.orderCount, sales.periodOrderCount)}
              </Alert>
            )}
            <ChartFigure
              name={name}
              chart={
                <BarChart
                  height={320}
                  xAxis={[{ scaleType: 'band', data: chart.days.map(({ day }) => day), valueFormatter: formatDate }]}
                  yAxis={[{ width: AMOUNT_AXIS_WIDTH, valueFormatter: (amount: number) => formatRupiah(amount) }]}
                  series={chart.channels.map((channel) => ({
                    id: channel.key,
                    label: channel.label,
                    data: channel.totals,
                    stack: 'sales',
                    color: channelColors[channel.key],
                    valueFormatter: (amount) => formatRupiah(amount),
                  }))}
                />
              }
              table={{
                columns: [
                  { heading: 'Day' },
                  { heading: 'Paid orders', numeric: true },
                  { heading: 'Total', numeric: true },
                  ...chart.channels.map((channel) => ({ heading: channel.label, numeric: true })),
                ],
                rows: chart.days.map((day, index) => ({
                  key: day.day,
                  cells: [
                    formatDate(day.day),
                    formatCount(day.orderCount),
                    formatRupiah(day.total),
                    ...chart.channels.map((channel) => formatRupiah(channel.totals[index])),
                  ],
                })),
              }}
            />
          </>
        );
      }}
    </OverviewCard>
  );
}
