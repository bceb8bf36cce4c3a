import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router-dom';

import { formatRupiah } from '@backoffice/schema/rules/money';

import { formatDate } from '../../ui/dates';
import { ChartFigure, clickableBars } from './ChartFigure';
import { OverviewCard } from './OverviewCard';
import { channelColors, type ChannelKey, salesChart } from './overviewCharts';
import { formatCount, overviewMessages } from './overviewMessages';
import { type OverviewAnswer, overviewPart } from './overviewPart';
import { paidSalesUrl } from './urls';

/** Room for the y axis's amounts ("Rp 12.500.000") beside the bars. */
const AMOUNT_AXIS_WIDTH = 100;

const channelOf = (key: ChannelKey) => (key === 'NONE' ? null : key);

/**
 * Issue 27: the period's paid sales, their total and count, and per day stacked by channel; when the period has more
 * paid orders than the gateway reads, it says on how many the figures are based. A bar opens the orders it adds up
 * (issue 36), a row of the table the day's.
 */
export function SalesCard({ answer, days }: { answer: OverviewAnswer; days: number }) {
  const navigate = useNavigate();
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
                  sx={clickableBars}
                  onItemClick={(_event, bar) =>
                    navigate(paidSalesUrl(chart.days[bar.dataIndex]!.day, channelOf(bar.seriesId as ChannelKey)))
                  }
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
                  href: paidSalesUrl(day.day, null),
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
