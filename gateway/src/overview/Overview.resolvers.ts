import { WorkQueue } from '@backoffice/schema/generated/enums';

import { currentStaff } from '../auth/identity';
import type { OverviewResolvers } from '../generated/graphql';
import { keptFigure, oldestFigureRead } from './figures';
import {
  countLowStock,
  countOrdersByShipmentStatus,
  type ListQueryRunner,
  type OverviewParent,
  readPaidFigures,
} from './rest';
import { lowStockThreshold } from './store';

/*
 * Each part of the overview is its own nullable field with its own reads: one that fails is null with an error at
 * its path, and the screen still shows the others. Each figure is kept for every session until a write (figures.ts).
 */
export const Overview: OverviewResolvers = {
  readAt: ({ figureReads, readAt }) => oldestFigureRead(figureReads, readAt),
  workQueues: ({ today, figureReads }) => Object.values(WorkQueue).map((queue) => ({ queue, today, figureReads })),
  lowStock: (overview, _args, context, { schema }) =>
    keptFigure(
      overview.figureReads,
      (async () => {
        const threshold = await lowStockThreshold(context.store, (await currentStaff(context)).id);
        return context.overviewFigures.get(`low-stock:${overview.today}:${threshold}`, async () => ({
          threshold,
          count: await countLowStock({ schema, context }, threshold),
        }));
      })(),
    ),
  paidSales: async (overview, _args, context, { schema }) =>
    (await paidFiguresOf(overview, { schema, context })).paidSales,
  topProducts: async (overview, _args, context, { schema }) =>
    (await paidFiguresOf(overview, { schema, context })).topProducts,
  ordersByShipmentStatus: (overview, _args, context, { schema }) =>
    keptFigure(
      overview.figureReads,
      context.overviewFigures.get(`shipment-statuses:${overview.startDate}:${overview.today}`, () =>
        countOrdersByShipmentStatus({ schema, context }, overview.startDate, overview.today),
      ),
    ),
};

/** The period's paid figures, asked of the shared cache once per request, whichever of its two fields asks first. */
const paidFiguresOf = (overview: OverviewParent, runner: ListQueryRunner) =>
  (overview.paidFigures ??= keptFigure(
    overview.figureReads,
    runner.context.overviewFigures.get(`paid:${overview.startDate}:${overview.today}`, () =>
      readPaidFigures(runner, overview.startDate, overview.today),
    ),
  ));
