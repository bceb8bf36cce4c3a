import { WorkQueue } from '@backoffice/schema/generated/enums';
import { daysFrom, PAID_ORDERS_CAP } from '@backoffice/schema/rules/overview';

import { currentStaff } from '../auth/identity';
import type { OverviewResolvers } from '../generated/graphql';
import { salesByDay, topProductsByQuantity } from './aggregate';
import { countLowStock, countOrdersByShipmentStatus, type OverviewParent, readPaidOrders } from './rest';
import { lowStockThreshold } from './store';

/** The period's paid orders, read once per request whichever of paidSales and topProducts asks first. */
const paidOrdersOf = (overview: OverviewParent, runner: Parameters<typeof readPaidOrders>[0]) =>
  (overview.paidOrders ??= readPaidOrders(runner, overview.startDate, overview.today));

/*
 * Each part of the overview is its own nullable field with its own reads: one that fails is null with an error at
 * its path, and the screen still shows the others.
 */
export const Overview: OverviewResolvers = {
  workQueues: ({ today }) => Object.values(WorkQueue).map((queue) => ({ queue, today })),
  async lowStock(_overview, _args, context, { schema }) {
    const threshold = await lowStockThreshold(context.store, (await currentStaff(context)).id);
    return { threshold, count: await countLowStock({ schema, context }, threshold) };
  },
  async paidSales(overview, _args, context, { schema }) {
    const { orders, periodOrderCount } = await paidOrdersOf(overview, { schema, context });
    return {
      days: salesByDay(orders, daysFrom(overview.startDate, overview.today)),
      orderCount: orders.length,
      total: orders.reduce((sum, order) => sum + order.totals.total, 0),
      periodOrderCount,
      complete: periodOrderCount <= PAID_ORDERS_CAP,
    };
  },
  topProducts: async (overview, _args, context, { schema }) =>
    topProductsByQuantity((await paidOrdersOf(overview, { schema, context })).orders),
  ordersByShipmentStatus: (overview, _args, context, { schema }) =>
    countOrdersByShipmentStatus({ schema, context }, overview.startDate, overview.today),
};
