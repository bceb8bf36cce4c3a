import type { GatewayContext } from '../core/context';
import { hasCode } from '../core/errors';
import { type FilterableList, holdsEveryWord, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import { ALL_ROWS_ESTIMATE } from '../core/queryCost';
import type { RestCourier } from '../deliveryFees/rest';
import type { RestOrder } from '../orders/rest';
import { returnableProducts, returnsOfOrder } from './returnable';

/** Spec 001 §9: a replacement ('return') or money back ('refund'), as the REST API spells it. */
export type ReturnActionKey = 'return' | 'refund';
/** Spec 001 §4 shows no transitions: every return is Received. */
export type ReturnStatusKey = 'Received';

/** One product line of a return, with its product's name and SKU (joined, no call per line). */
export interface RestReturnLine {
  id: number;
  ItemId: number;
  qty: number;
  /** Whole rupiah per unit, as the order charged it. */
  price: number;
  Item: { id: number; name: string; sku: string };
}

/** A return as GET /returns and GET /returns/:id answer it (spec 001 §3). */
export interface RestReturn {
  id: number;
  status: ReturnStatusKey;
  action: ReturnActionKey;
  return_date: string;
  OrderId: number;
  Order: {
    id: number;
    order_date: string;
    CustomerId: number | null;
    Customer: { id: number; fullName: string; CustomerContact: { contactNo: string | null } } | null;
  };
  /** The warehouse the goods return to (Ship To on the form). */
  ShipFromLocationId: number;
  ShipFromLocation: { id: number; LocationName: string };
  /** The courier bringing the goods back. */
  ship_by: number | null;
  ShipBy: RestCourier | null;
  money_returned: number;
  memo: string | null;
  items: RestReturnLine[];
  createdAt: string;
  updatedAt: string;
}

export interface RestReturnList {
  rows: RestReturn[];
  count: number;
}

/** One line of the `items` JSON text of POST /returns. */
export interface RestReturnItem {
  ItemId: number;
  qty: number;
}

/** The body of POST /returns (spec 001 §7): the lines as JSON text. */
export interface RestReturnBody {
  OrderId: number;
  ShipFromLocationId: number;
  ship_by: number | null;
  action: ReturnActionKey;
  money_returned: number;
  memo: string | null;
  return_date: string;
  /** `JSON.stringify` of RestReturnItem[]. */
  items: string;
}

/** GET /orders/:id/returnable: what of one product of the order a new return can still take. */
export interface RestReturnableProduct {
  ItemId: number;
  name: string;
  ordered_qty: number;
  returned_qty: number;
  returnable_qty: number;
  price: number;
}

export interface ReturnListQuery {
  /** Words of the order's customer's full name, in any letter case. */
  customer?: string | null;
  page: number;
  per_page: number;
  orderby: 'created_at' | 'id' | 'order_id';
  desc: boolean;
}

type ReturnReply = { Return: RestReturn };

const returnPath = (id: string | number) => `/returns/${encodeURIComponent(id)}`;

/**
 * GET /returns's customer search, not in the spec: as rest-api returns/store.ts applies it, every word in the full
 * name of the order's customer (none when the order has no customer, whose name is then empty).
 */
const RETURN_LIST: FilterableList<ReturnListQuery, RestReturn> = {
  path: '/returns',
  name: 'return list',
  filters: {
    customer: {
      field: 'filter.customer',
      label: 'Customer',
      matches: (row, customer) => holdsEveryWord(row.Order.Customer?.fullName ?? '', customer),
    },
  },
};

export const listReturns = (context: GatewayContext, query: ReturnListQuery) =>
  readList(context, RETURN_LIST, query, (reply: { Returns: RestReturnList }) => reply.Returns);

export const fetchReturn = async ({ rest }: GatewayContext, id: string) =>
  (await rest.get<ReturnReply>(returnPath(id))).Return;

/** A refusal answers a list of errors (spec 001 §8: the form shows the first); the normalizer keeps them all. */
export const createReturn = async ({ rest }: GatewayContext, body: RestReturnBody) =>
  (await rest.post<ReturnReply>('/returns', body)).Return;

/** Answers the return as it was; the stock it brought back goes with it. */
export const deleteReturn = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<ReturnReply>(returnPath(id))).Return;

/** By order id through the request's DataLoader: a page of orders asking it makes its calls together, once per order. */
const loadOfferedReturnable = byIdLoader(
  'returnableProductsByOrderId',
  async ({ rest }, orderId) =>
    (
      await rest.get<{ ReturnableProducts: RestReturnableProduct[] }>(
        `/orders/${encodeURIComponent(orderId)}/returnable`,
      )
    ).ReturnableProducts,
);

/**
 * The returns of an order, with their lines, out of GET /returns (returns/returnable.ts). The orders of one
 * request asked together (a page of orders) share the pages they read: one call for all while the list fits a page.
 */
const loadReturnsOfOrder = (context: GatewayContext, orderId: number) =>
  context.loaders
    .get<number, RestReturn[]>('returnsByOrderId', (orderIds) => {
      const pages = new Map<number, Promise<RestReturnList>>();
      const readPage = (page: number) => {
        const read =
          pages.get(page) ??
          listReturns(context, { page, per_page: ALL_ROWS_ESTIMATE, orderby: 'order_id', desc: false });
        pages.set(page, read);
        return read;
      };
      return Promise.all(
        orderIds.map((id) => returnsOfOrder(id, readPage, ALL_ROWS_ESTIMATE).catch((error: Error) => error)),
      );
    })
    .load(orderId);

/**
 * What of each product of the order a new return can still take: the REST API's answer where it offers one
 * (core/upstream.ts), else computed from the order's lines and its returns, to the same numbers. The order is in
 * hand, so a 404 from the offered route means the route went away: the upstream is checked again, and the
 * answer computed.
 */
export async function loadReturnableProducts(context: GatewayContext, order: RestOrder) {
  if (context.upstream.offers('returnable')) {
    try {
      return await loadOfferedReturnable(context, order.id);
    } catch (error) {
      if (!hasCode(error, 'NOT_FOUND')) throw error;
      context.upstream.suspect('returnable');
    }
  }
  return returnableProducts(order.OrderLine.items, await loadReturnsOfOrder(context, order.id));
}
