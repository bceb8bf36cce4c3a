import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useNavigate } from 'react-router-dom';

import type { ShipmentStatus } from '@backoffice/schema/generated/enums';

import { ChartFigure, clickableBars } from './ChartFigure';
import { OverviewCard } from './OverviewCard';
import { shipmentStatusBars } from './overviewCharts';
import { formatCount, overviewMessages } from './overviewMessages';
import { type OverviewAnswer, overviewPart } from './overviewPart';
import { shipmentStatusUrl } from './urls';

/** Room for the longest status ("Out_for_delivery") beside its bar. */
const STATUS_AXIS_WIDTH = 110;
const BAR_HEIGHT = 32;

/**
 * Issue 27: the orders placed in the period by shipment status, one bar per status that has any; a bar, or its row of
 * the table, opens the orders it counts (issue 36).
 */
export function ShipmentStatusCard({ answer, days }: { answer: OverviewAnswer; days: number }) {
  const theme = useTheme();
  const navigate = useNavigate();
  // The period by the gateway's days; there whenever the counts are.
  const { startDate = '', today = '' } = answer.data?.overview ?? {};
  const ordersAt = (status: ShipmentStatus) => shipmentStatusUrl(status, startDate, today);
  return (
    <OverviewCard
      title={overviewMessages.cards.ordersByShipmentStatus}
      part={overviewPart(answer, 'ordersByShipmentStatus')}
      skeletonHeight={240}
    >
      {(counts) => {
        const bars = shipmentStatusBars(counts);
        if (bars.length === 0) return <Typography>{overviewMessages.noOrders(days)}</Typography>;
        const name = overviewMessages.charts.ordersByShipmentStatus(days);
        return (
          <ChartFigure
            name={name}
            chart={
              <BarChart
                layout="horizontal"
                height={bars.length * BAR_HEIGHT + 60}
                hideLegend
                sx={clickableBars}
                onItemClick={(_event, bar) => navigate(ordersAt(bars[bar.dataIndex]!.status))}
                yAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), width: STATUS_AXIS_WIDTH }]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[{ label: 'Orders', data: bars.map((bar) => bar.count), color: theme.palette.primary.main }]}
              />
            }
            table={{
              columns: [{ heading: 'Shipment Status' }, { heading: 'Orders', numeric: true }],
              rows: bars.map((bar) => ({
                key: bar.status,
                href: ordersAt(bar.status),
                cells: [bar.label, formatCount(bar.count)],
              })),
            }}
          />
        );
      }}
    </OverviewCard>
  );
}
