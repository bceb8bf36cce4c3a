/**
 * The overview reads the REST API only through the dashboard's own list queries, run with the request's context on
 * the gateway's schema: a work queue's count is then its list's total by construction (the same filters, the same
 * mapping, the same filtering where the upstream cannot), and a sum is the sum of what that list shows. Every call
 * they make is a call of the spec (GET /orders, /samples, /tester, /inventory/stock/count), through the same client,
 * loaders and limits as the screens' own.
 */
import { type DocumentNode, execute, GraphQLError, type GraphQLSchema, parse } from 'graphql';

import { ShipmentStatus } from '@backoffice/schema/generated/enums';
import { PAID_ORDERS_CAP, type WorkQueueList } from '@backoffice/schema/rules/overview';

import type { GatewayContext } from '../core/context';
import { ALL_ROWS_ESTIMATE } from '../core/queryCost';
import type { OverviewPeriod, WorkQueue } from '../generated/graphql';
import type { PaidOrder } from './aggregate';

/** What the Overview type's resolvers receive. */
export interface OverviewParent {
  today: string;
  period: OverviewPeriod;
  startDate: string;
  /** When the request began reading the figures, an ISO instant. */
  readAt: string;
  /** The period's paid orders, read at most once per request for both paidSales and topProducts. */
  paidOrders?: Promise<PaidOrders>;
}

/** What a WorkQueueCount's resolvers receive: the queue, counted on `today` when its count is asked. */
export interface WorkQueueCountParent {
  queue: WorkQueue;
  today: string;
}

/** The paid orders of a period as the overview read them. */
export interface PaidOrders {
  orders: PaidOrder[];
  /** The orders list's total for the period: more than `orders` holds past the cap. */
  periodOrderCount: number;
}

/** Where a list query needs the schema: resolvers pass their `info`. */
interface ListQueryRunner {
  schema: GraphQLSchema;
  context: GatewayContext;
}

const documents = new Map<string, DocumentNode>();

/**
 * Runs one of the dashboard's list queries in this request. A refusal reaches the overview's field as the list's own
 * error (its code and message), not as an error of the inner query's path.
 */
async function runListQuery<Data>({ schema, context }: ListQueryRunner, text: string, variables: object) {
  let document = documents.get(text);
  if (!document) documents.set(text, (document = parse(text)));
  const result = await execute({ schema, document, variableValues: { ...variables }, contextValue: context });
  const [error] = result.errors ?? [];
  if (error) throw error.originalError ?? new GraphQLError(error.message, { extensions: error.extensions });
  return result.data as Data;
}

type Total = { totalCount: number };

/** The filter input type of each list a queue counts. */
const FILTER_TYPES: Record<WorkQueueList['field'], string> = {
  orders: 'OrderFilter',
  testers: 'TesterFilter',
  consignmentOrders: 'ConsignmentOrderFilter',
  samples: 'SampleFilter',
};

/** The total of a work queue's list: its own query, one row asked. */
export async function countWorkQueue(runner: ListQueryRunner, { field, filter }: WorkQueueList): Promise<number> {
  const text = `query WorkQueueCount($filter: ${FILTER_TYPES[field]}) { list: ${field}(filter: $filter, perPage: 1) { totalCount } }`;
  return (await runListQuery<{ list: Total }>(runner, text, { filter })).list.totalCount;
}

const LOW_STOCK_COUNT = `query LowStockCount($below: Int!) {
  list: stockCounts(availableBelow: $below, perPage: 1) { totalCount }
}`;

/** The Stock Tracker's total today for pairs whose current minus pending stock is below `threshold`. */
export const countLowStock = async (runner: ListQueryRunner, threshold: number) =>
  (await runListQuery<{ list: Total }>(runner, LOW_STOCK_COUNT, { below: threshold })).list.totalCount;

/** One orders-list total per shipment status, as aliases of one document: they run at once, in one wave. */
const SHIPMENT_STATUS_COUNTS = `query OrdersByShipmentStatus($startDate: Date!, $endDate: Date!) {
${Object.values(ShipmentStatus)
  .map(
    (status) =>
      `  ${status}: orders(filter: { startDate: $startDate, endDate: $endDate, shipmentStatus: ${status} }, perPage: 1) { totalCount }`,
  )
  .join('\n')}
}`;

/** How many orders placed from `startDate` to `endDate` are at each shipment status, in the enum's order. */
export async function countOrdersByShipmentStatus(runner: ListQueryRunner, startDate: string, endDate: string) {
  const totals = await runListQuery<Record<ShipmentStatus, Total>>(runner, SHIPMENT_STATUS_COUNTS, {
    startDate,
    endDate,
  });
  return Object.values(ShipmentStatus).map((status) => ({ status, count: totals[status].totalCount }));
}

const PAID_ORDERS = `query PaidOrders($filter: OrderFilter!, $page: Int!, $perPage: Int!) {
  list: orders(filter: $filter, page: $page, perPage: $perPage, sortBy: ORDER_DATE, desc: true) {
    totalCount
    rows { orderDate salesChannel totals { total } lines { productId productName sku quantity linePrice } }
  }
}`;

/**
 * The paid orders placed from `startDate` to `endDate`, newest first. The first page goes out with a count of one row
 * (a few milliseconds at 100,000 orders, where a page of 1,000 takes a few hundred), and the other pages (up to
 * PAID_ORDERS_CAP orders) as soon as the count tells how many there are, so they overlap the first page's read.
 */
export async function readPaidOrders(runner: ListQueryRunner, startDate: string, endDate: string): Promise<PaidOrders> {
  const filter = { paymentStatus: 'PAYMENT_SUCCESS', startDate, endDate };
  const page = async (number: number, perPage = ALL_ROWS_ESTIMATE) =>
    (
      await runListQuery<{ list: Total & { rows: PaidOrder[] } }>(runner, PAID_ORDERS, {
        filter,
        page: number,
        perPage,
      })
    ).list;
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
