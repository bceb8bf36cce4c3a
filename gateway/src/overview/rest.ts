/**
 * The overview reads the REST API only through the dashboard's own list queries, run with the request's context on
 * the gateway's schema: a work queue's count is then its list's total by construction (the same filters, the same
 * mapping, the same filtering where the upstream cannot), and a sum is the sum of what that list shows. Every call
 * they make is a call of the spec (GET /orders, /samples, /tester, /inventory/stock/count), through the same client,
 * loaders and limits as the screens' own.
 */
import { execute, GraphQLError, type GraphQLSchema, type TypedQueryDocumentNode } from 'graphql';

import {
  type OverviewPeriod,
  ShipmentStatus,
  type StaffRole,
  type WorkQueue,
} from '@backoffice/schema/generated/enums';
import { daysFrom, PAID_ORDERS_CAP, type WorkQueueList } from '@backoffice/schema/rules/overview';

import type { GatewayContext } from '../core/context';
import { ALL_ROWS_ESTIMATE } from '../core/queryCost';
import {
  ConsignmentOrdersCountDocument,
  LowStockCountDocument,
  type OrderFilter,
  OrdersCountDocument,
  PaidOrdersDocument,
  SamplesCountDocument,
  TestersCountDocument,
} from '../generated/operations';
import { type PaidOrder, salesByDay, topProductsByQuantity } from './aggregate';

/** What the Overview type's resolvers receive. */
export interface OverviewParent {
  /** The request's staff member's role: which parts they may see (schema/rules/access.ts). */
  role: StaffRole | null;
  today: string;
  period: OverviewPeriod;
  startDate: string;
  /** When the request began, an ISO instant: the figures' time when none is asked. */
  readAt: string;
  /** When each figure this request answers was read (figures.ts): the overview's time is the oldest. */
  figureReads: Array<Promise<string | undefined>>;
  /** The period's paid figures, asked at most once per request for both paidSales and topProducts. */
  paidFigures?: Promise<Awaited<ReturnType<typeof readPaidFigures>>>;
}

/** What a WorkQueueCount's resolvers receive: the queue, counted on `today` when its count is asked. */
export interface WorkQueueCountParent {
  queue: WorkQueue;
  today: string;
  /** The overview's, which the count's read joins. */
  figureReads: Array<Promise<string | undefined>>;
}

/** The paid orders of a period as the overview read them. */
export interface PaidOrders {
  orders: PaidOrder[];
  /** The orders list's total for the period: more than `orders` holds past the cap. */
  periodOrderCount: number;
}

/** Where a list query needs the schema: resolvers pass their `info`. */
export interface ListQueryRunner {
  schema: GraphQLSchema;
  context: GatewayContext;
}

/**
 * Runs one of the dashboard's list queries (listQueries.graphql, typed by codegen) in this request. A refusal reaches
 * the overview's field as the list's own error (its code and message), not as an error of the inner query's path.
 */
async function runListQuery<Data, Variables extends Record<string, unknown>>(
  { schema, context }: ListQueryRunner,
  document: TypedQueryDocumentNode<Data, Variables>,
  variableValues: Variables,
): Promise<Data> {
  const result = await execute({ schema, document, variableValues, contextValue: context });
  const [error] = result.errors ?? [];
  if (error) throw error.originalError ?? new GraphQLError(error.message, { extensions: error.extensions });
  return result.data as Data;
}

type Total = { totalCount: number };

/**
 * The total of a list query whose `filter` is `Filter`, the list's input type, for `filter`: a queue's filter
 * (schema/rules/overview.ts) naming a field the input type has not (one the SDL renamed) fails the type check here.
 */
const countList = async <Filter, Given extends Filter>(
  runner: ListQueryRunner,
  document: TypedQueryDocumentNode<{ list: Total }, { filter?: Filter | null }>,
  filter: Given & Record<Exclude<keyof Given, keyof Filter>, never>,
) => (await runListQuery(runner, document, { filter })).list.totalCount;

/** The total of a work queue's list: its own query, one row asked. */
export async function countWorkQueue(runner: ListQueryRunner, list: WorkQueueList): Promise<number> {
  switch (list.field) {
    case 'orders':
      return countList(runner, OrdersCountDocument, list.filter);
    case 'testers':
      return countList(runner, TestersCountDocument, list.filter);
    case 'consignmentOrders':
      return countList(runner, ConsignmentOrdersCountDocument, list.filter);
    case 'samples':
      return countList(runner, SamplesCountDocument, list.filter);
  }
}

/** The Stock Tracker's total today for pairs whose current minus pending stock is below `threshold`. */
export const countLowStock = async (runner: ListQueryRunner, threshold: number) =>
  (await runListQuery(runner, LowStockCountDocument, { below: threshold })).list.totalCount;

/** How many orders placed from `startDate` to `endDate` are at each shipment status, in the enum's order, all at once. */
export const countOrdersByShipmentStatus = (runner: ListQueryRunner, startDate: string, endDate: string) =>
  Promise.all(
    Object.values(ShipmentStatus).map(async (shipmentStatus) => ({
      status: shipmentStatus,
      count: await countList(runner, OrdersCountDocument, { startDate, endDate, shipmentStatus }),
    })),
  );

/**
 * The paid orders placed from `startDate` to `endDate`, newest first. The first page goes out with a count of one row
 * (a few milliseconds at 100,000 orders, where a page of 1,000 takes a few hundred), and the other pages (up to
 * PAID_ORDERS_CAP orders) as soon as the count tells how many there are, so they overlap the first page's read.
 */
export async function readPaidOrders(runner: ListQueryRunner, startDate: string, endDate: string): Promise<PaidOrders> {
  const filter: OrderFilter = { paymentStatus: 'PAYMENT_SUCCESS', startDate, endDate };
  const page = async (number: number, perPage = ALL_ROWS_ESTIMATE) =>
    (await runListQuery(runner, PaidOrdersDocument, { filter, page: number, perPage })).list;
  // Both awaited together: when one fails, the other's failure is still handled (an unhandled one ends the process).
  const [first, others] = await Promise.all([
    page(1),
    page(1, 1).then(({ totalCount }) => {
      const pages = Math.min(Math.ceil(totalCount / ALL_ROWS_ESTIMATE), PAID_ORDERS_CAP / ALL_ROWS_ESTIMATE);
      return Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, index) => page(index + 2)));
    }),
  ]);
  const lists = [first, ...others];
  return { orders: lists.flatMap((list) => list.rows), periodOrderCount: lists[0]!.totalCount };
}

/**
 * What paidSales and topProducts show of the paid orders placed from `startDate` to `today`: read once for both, and
 * kept as these sums rather than as the orders.
 */
export async function readPaidFigures(runner: ListQueryRunner, startDate: string, today: string) {
  const { orders, periodOrderCount } = await readPaidOrders(runner, startDate, today);
  return {
    paidSales: {
      days: salesByDay(orders, daysFrom(startDate, today)),
      orderCount: orders.length,
      total: orders.reduce((sum, order) => sum + order.totals.total, 0),
      periodOrderCount,
      complete: periodOrderCount <= PAID_ORDERS_CAP,
    },
    topProducts: topProductsByQuantity(orders),
  };
}
