import { WorkQueue } from '@backoffice/schema/generated/enums';
import { mayRead, OVERVIEW_PART_AREAS, WORK_QUEUE_AREAS } from '@backoffice/schema/rules/access';

import { forbidden } from '../core/access';
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

/**
 * Refuses a part of the overview to a role that may not read its area (a kept figure skips the list's own check). At
 * once, not after a turn: every figure must join `figureReads` in the turn its resolver is called (figures.ts).
 */
function requirePart({ role }: OverviewParent, part: keyof typeof OVERVIEW_PART_AREAS) {
  const area = OVERVIEW_PART_AREAS[part];
  if (!mayRead(role, area)) throw forbidden(part, { kind: 'reads', area }, role);
}

/*
 * Each part of the overview is its own nullable field with its own reads: one that fails is null with an error at
 * its path, and the screen still shows the others. Each figure is kept for every session until a write (figures.ts).
 * Each part is for the roles that read its area (issue 39): the queues of other areas are left out, and another part
 * is FORBIDDEN (the screen asks only for its role's).
 */
export const Overview: OverviewResolvers = {
  readAt: ({ figureReads, readAt }) => oldestFigureRead(figureReads, readAt),
  workQueues: ({ role, today, figureReads }) =>
    Object.values(WorkQueue)
      .filter((queue) => mayRead(role, WORK_QUEUE_AREAS[queue]))
      .map((queue) => ({ queue, today, figureReads })),
  lowStock: (overview, _args, context, { schema }) => {
    requirePart(overview, 'lowStock');
    return keptFigure(
      overview.figureReads,
      (async () => {
        const threshold = await lowStockThreshold(context.store, (await context.staff()).id);
        return context.overviewFigures.get(`low-stock:${overview.today}:${threshold}`, async () => ({
          threshold,
          count: await countLowStock({ schema, context }, threshold),
        }));
      })(),
    );
  },
  paidSales: (overview, _args, context, { schema }) => {
    requirePart(overview, 'paidSales');
    return paidFiguresOf(overview, { schema, context }).then((figures) => figures.paidSales);
  },
  topProducts: (overview, _args, context, { schema }) => {
    requirePart(overview, 'topProducts');
    return paidFiguresOf(overview, { schema, context }).then((figures) => figures.topProducts);
  },
  ordersByShipmentStatus: (overview, _args, context, { schema }) => {
    requirePart(overview, 'ordersByShipmentStatus');
    return keptFigure(
      overview.figureReads,
      context.overviewFigures.get(`shipment-statuses:${overview.startDate}:${overview.today}`, () =>
        countOrdersByShipmentStatus({ schema, context }, overview.startDate, overview.today),
      ),
    );
  },
};

/** The period's paid figures, asked of the shared cache once per request, whichever of its two fields asks first. */
const paidFiguresOf = (overview: OverviewParent, runner: ListQueryRunner) =>
  (overview.paidFigures ??= keptFigure(
    overview.figureReads,
    runner.context.overviewFigures.get(`paid:${overview.startDate}:${overview.today}`, () =>
      readPaidFigures(runner, overview.startDate, overview.today),
    ),
  ));
