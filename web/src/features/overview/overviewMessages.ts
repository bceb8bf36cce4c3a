import type { WorkQueue } from '@backoffice/schema/generated/enums';
import { BUSINESS_TIME_ZONE } from '@backoffice/schema/rules/businessDay';
import { PAYMENT_OVERDUE_AFTER_DAYS, type WorkQueueList } from '@backoffice/schema/rules/overview';

/** Issue 27: what each work queue holds, in staff's words. */
export const workQueueLabels: Record<WorkQueue, string> = {
  ORDERS_PAID_NOT_LABELLED: 'Paid, waiting for a label',
  ORDERS_LABELLED_WITHOUT_TRACKING: 'Label printed, no tracking code',
  ORDERS_PAYMENT_OVERDUE: `Payment pending over ${PAYMENT_OVERDUE_AFTER_DAYS} days`,
  TESTERS_PENDING: 'Testers to review',
  STOCKIST_ORDERS_NOT_INVOICED: 'Stockist orders not invoiced',
  STOCKIST_ORDERS_PARTLY_INVOICED: 'Stockist orders partly invoiced',
  SAMPLES_PROCESSED: 'Samples to label',
  SAMPLES_LABEL_PRINTED: 'Samples labelled, not shipped',
};

/** The heading over the queues of each list: the list's name in the sidebar. */
export const workQueueListHeadings: Record<WorkQueueList['field'], string> = {
  orders: 'Orders',
  testers: 'Tester',
  consignmentOrders: 'Consignment Invoice',
  samples: 'Samples',
};

/** Counts as staff read them: dots between thousands, as in rupiah ("10.000"). */
export const formatCount = (count: number) => count.toLocaleString('id-ID');

const jakartaClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Jakarta's clock reads it ("14:05"), whatever zone the browser is set to, as the figures' days are. */
export const jakartaTime = (instant: string) => jakartaClock.format(new Date(instant));

const lastDays = (days: number) => `in the last ${days} days`;

export const overviewMessages = {
  title: 'Overview',
  /** Issue 39: a role none of the overview's parts are for. */
  nothingForRole: (role: string) => `Nothing on the overview is for the ${role} role: your work is on these screens.`,
  yourScreens: 'Your screens',
  period: 'Period',
  periodOption: (days: number) => `${days} days`,
  figuresFor: (today: string, startDate: string) => `Today is ${today}; the charts cover ${startDate} to ${today}.`,
  /** Issue 36: when the gateway read them, in Western Indonesia Time. */
  figuresFrom: (time: string) => `Figures from ${time} WIB.`,
  cards: {
    workQueues: 'Work queues',
    lowStock: 'Stock running low',
    paidSales: 'Paid sales',
    ordersByShipmentStatus: 'Orders by shipment status',
    topProducts: 'Top ten products',
  },
  /** A part that failed without the gateway saying why (it always does): still something to read. */
  partFailed: 'This part of the overview could not be loaded.',
  queueFailed: 'This count could not be loaded.',
  lowStock: (count: number, threshold: number) =>
    `${count === 1 ? 'product and warehouse pair has' : 'product and warehouse pairs have'} fewer than ${formatCount(threshold)} units to sell (current minus pending stock)`,
  thresholdHelp: 'Low below this many units',
  thresholdSaved: 'Threshold saved',
  paidOrders: (count: number, days: number) =>
    `from ${formatCount(count)} paid ${count === 1 ? 'order' : 'orders'} ${lastDays(days)}`,
  partialSales: (read: number, all: number) =>
    `Based on the latest ${formatCount(read)} of ${formatCount(all)} paid orders.`,
  noPaidOrders: (days: number) => `No paid orders ${lastDays(days)}`,
  noOrders: (days: number) => `No orders placed ${lastDays(days)}`,
  noProductsSold: (days: number) => `No products sold ${lastDays(days)}`,
  charts: {
    paidSales: (days: number) => `Paid sales per day by channel, ${lastDays(days)}`,
    ordersByShipmentStatus: (days: number) => `Orders placed ${lastDays(days)} by shipment status`,
    topProducts: (days: number) => `Top ten products by quantity sold ${lastDays(days)}`,
  },
  showTable: 'Show table',
  noChannel: 'No channel',
} as const;
