import {
  blue,
  blueGrey,
  brown,
  deepPurple,
  green,
  grey,
  indigo,
  lime,
  orange,
  pink,
  purple,
  red,
  teal,
} from '@mui/material/colors';

import type { SalesChannel, ShipmentStatus } from '@backoffice/schema/generated/enums';

import { salesChannelLabels } from '../../ui/salesChannels';
import { shipmentStatusLabels } from '../../ui/shippingStatuses';
import type { OverviewQuery } from './overview.generated';
import { overviewMessages } from './overviewMessages';

type Overview = OverviewQuery['overview'];
type SalesDay = NonNullable<Overview['paidSales']>['days'][number];

/** A series of the sales chart: a channel, or the orders that record none. */
export type ChannelKey = SalesChannel | 'NONE';

/**
 * Each channel's colour, the same in every period, and each apart from the others (a chart palette repeats after ten):
 * no two closer than 25 in CIELAB (ΔE*ab; issue 36: Tokopedia's and whatsapp_catalog's greens were 17 apart), and
 * dark enough to stand out on white (WCAG 1.4.11, 3:1).
 */
export const channelColors: Record<ChannelKey, string> = {
  TOKOPEDIA: green[800],
  SHOPEE: orange[800],
  BUKALAPAK: pink[900],
  BLIBLI: blue[700],
  JDID: red[800],
  LAZADA: indigo[900],
  WHATSAPP: teal[600],
  WHATSAPP_CATALOG: lime[900],
  INSTAGRAM: purple[500],
  TIKTOK: grey[900],
  ORAMI: pink[300],
  AMAZON: brown[300],
  CRYSTAL_WEB: deepPurple[300],
  NONE: blueGrey[600],
};

export interface SalesChart {
  /** Every day of the period, oldest first (YYYY-MM-DD), with its paid orders and their total. */
  days: Array<{ day: string; orderCount: number; total: number }>;
  /** The channels with sales in the period, most sold first, each with its total per day in the order of `days`. */
  channels: Array<{ key: ChannelKey; label: string; totals: number[] }>;
}

/** The paid sales per day as the chart stacks them by channel, and its table lists them. */
export function salesChart(days: readonly SalesDay[]): SalesChart {
  const byChannel = new Map<ChannelKey, number[]>();
  days.forEach((day, index) => {
    for (const sales of day.byChannel) {
      const key = sales.channel ?? 'NONE';
      const totals = byChannel.get(key) ?? days.map(() => 0);
      totals[index] = (totals[index] ?? 0) + sales.total;
      byChannel.set(key, totals);
    }
  });
  const sum = (totals: number[]) => totals.reduce((all, total) => all + total, 0);
  return {
    days: days.map(({ day, orderCount, total }) => ({ day, orderCount, total })),
    channels: [...byChannel]
      .map(([key, totals]) => ({
        key,
        label: key === 'NONE' ? overviewMessages.noChannel : salesChannelLabels[key],
        totals,
      }))
      .sort((a, b) => sum(b.totals) - sum(a.totals)),
  };
}

/** The shipment statuses that orders of the period are at, in the enum's order, with their labels. */
export function shipmentStatusBars(
  counts: ReadonlyArray<{ status: ShipmentStatus; count: number }>,
): Array<{ status: ShipmentStatus; label: string; count: number }> {
  return counts
    .filter(({ count }) => count > 0)
    .map(({ status, count }) => ({ status, label: shipmentStatusLabels[status], count }));
}
