import * as z from 'zod/mini';

import type { ReturnAction, ReturnStatus } from '@backoffice/schema/generated/enums';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { hasCode } from '../core/errors';
import { type FilterableList, holdsEveryWord, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import { ALL_ROWS_ESTIMATE } from '../core/queryCost';
import {
  type Answer,
  droppable,
  id,
  integer,
  number,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord } from '../core/savedRecord';
import { restCourier } from '../deliveryFees/rest';
import type { RestOrder } from '../orders/rest';
import { returnableProducts, returnsOfOrder } from './returnable';

/** Spec 001 §9 "Return actions: Return, Refund": a replacement ('return') or money back ('refund'). */
export const returnActionMap = enumMap('return action', {
  RETURN: 'return',
  REFUND: 'refund',
} as const satisfies Record<ReturnAction, string>);
export type ReturnActionKey = (typeof returnActionMap.table)[ReturnAction];

/** Spec 001 §4 "Return: status shown as a chip; values and transitions not shown": the stand-in's one value. */
export const returnStatusMap = enumMap('return status', { RECEIVED: 'Received' } as const satisfies Record<
  ReturnStatus,
  string
>);

/**
 * Spec 001 §3 Return "items (Item.name, qty, price)": whole rupiah per unit, as the order charged it. The product's
 * id is `ItemId` (the stand-in's) or `Item.id`; a line id the spec does not name is the return's id and the line's
 * position ("7.1").
 */
const restReturnLineAnswer = z.pipe(
  z.object({
    id: optional(id()),
    ItemId: optional(id()),
    qty: integer(),
    price: number(),
    Item: z.object({ id: optional(id()), name: text() }),
  }),
  // The product: `ItemId`, else `Item.id`; a line naming neither still shows its name (ReturnLine.productId null).
  z.transform((line) => ({ ...line, ItemId: line.ItemId ?? line.Item.id })),
);

/** One product line of a return. */
export interface RestReturnLine {
  id: string;
  /** None when the answer names only the product's name. */
  ItemId: number | null;
  qty: number;
  price: number;
  Item: { name: string };
}

/**
 * Spec 001 §3: "Return: id, status, createdAt, OrderId, Order (with Customer.fullName and
 * Customer.CustomerContact.contactNo), ShipFromLocation.LocationName, items (Item.name, qty, price), ship_by, memo,
 * money_returned". Needed: id, createdAt, OrderId, the lines and the money returned. The action and the return
 * date are the stand-in's (the spec's form sends an action, 001 §2); the date falls back to the day created.
 */
export const restReturn = z.pipe(
  z.object({
    id: id(),
    createdAt: text(),
    status: optional(returnStatusMap.answer()),
    action: optional(returnActionMap.answer()),
    return_date: optional(text()),
    OrderId: id(),
    Order: optional(
      z.object({
        Customer: optional(
          z.object({
            fullName: optional(text()),
            CustomerContact: optional(z.object({ contactNo: optional(text()) })),
          }),
        ),
      }),
    ),
    /** The warehouse the goods return to (Ship To on the form). */
    ShipFromLocationId: optional(id()),
    ShipFromLocation: optional(z.object({ id: optional(id()), LocationName: text() })),
    /** The courier bringing the goods back. */
    /** The courier's id; the spec does not say (001 §2 "Ship By"): text that is no id is reported and left out. */
    ship_by: droppable('ship-by courier id', id()),
    ShipBy: optional(restCourier),
    money_returned: number(),
    memo: optional(text()),
    items: z.array(restReturnLineAnswer),
  }),
  z.transform(({ items, ...ret }) => ({
    ...ret,
    items: items.map((line): RestReturnLine => ({
      ...line,
      id: line.id === null ? `${ret.id}.${items.indexOf(line) + 1}` : String(line.id),
    })),
  })),
);
export type RestReturn = Answer<typeof restReturn>;

export type RestReturnList = Answer<typeof RETURNS>;

/** GET /returns: 001 §7 "Response shapes of lists are not shown"; docs/company-rest-api.md. */
export const RETURNS = rowsAnswer('Returns', restReturn);
/** GET /returns/{id}: not shown; read under `Return`, as the writes answer it. */
const RETURN = recordAnswer('Return', restReturn);
/** POST /returns and DELETE /returns/{id}: 001 §7 "Return.id". */
const RETURN_WRITTEN = writeAnswer('Return', restReturn);

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

/** GET /orders/{id}/returnable (the stand-in's, not in the spec): what of one product a new return can still take. */
const restReturnableProduct = z.object({
  ItemId: id(),
  name: text(),
  ordered_qty: integer(),
  returned_qty: integer(),
  returnable_qty: integer(),
  price: number(),
});
export type RestReturnableProduct = Answer<typeof restReturnableProduct>;
const RETURNABLE = z.pipe(
  z.object({ ReturnableProducts: z.array(restReturnableProduct) }),
  z.transform((answer) => answer.ReturnableProducts),
);

export interface ReturnListQuery {
  /** Words of the order's customer's full name, in any letter case. */
  customer?: string | null;
  page: number;
  per_page: number;
  orderby: 'created_at' | 'id' | 'order_id';
  desc: boolean;
}

/**
 * GET /returns's customer search, not in the spec: as rest-api returns/store.ts applies it, every word in the full
 * name of the order's customer (none when the order has no customer, whose name is then empty).
 */
const RETURN_LIST: FilterableList<'/returns', ReturnListQuery, RestReturn> = {
  path: '/returns',
  name: 'return list',
  filters: {
    customer: {
      field: 'filter.customer',
      label: 'Customer',
      matches: (row, customer) => holdsEveryWord(row.Order?.Customer?.fullName ?? '', customer),
    },
  },
};

export const listReturns = (context: GatewayContext, query: ReturnListQuery) =>
  readList(context, RETURN_LIST, query, RETURNS);

export const fetchReturn = ({ rest }: GatewayContext, returnId: string | number) =>
  rest.get(restPath`/returns/${returnId}`, RETURN);

/** The return as sent, with its id: what a create whose answer and read-back both failed reports. */
const echoedReturn = (returnId: number, body: RestReturnBody): RestReturn => ({
  id: returnId,
  createdAt: new Date().toISOString(),
  status: null,
  action: body.action,
  return_date: body.return_date,
  OrderId: body.OrderId,
  Order: null,
  ShipFromLocationId: body.ShipFromLocationId,
  ShipFromLocation: null,
  ship_by: body.ship_by,
  ShipBy: null,
  money_returned: body.money_returned,
  memo: body.memo,
  items: (JSON.parse(body.items) as RestReturnItem[]).map((item, index) => ({
    id: `${returnId}.${index + 1}`,
    ItemId: item.ItemId,
    qty: item.qty,
    price: 0,
    Item: { name: '' },
  })),
});

/** A refusal answers a list of errors (spec 001 §8: the form shows the first); the normalizer keeps them all. */
export const createReturn = async (context: GatewayContext, body: RestReturnBody) =>
  createdRecord(context, 'POST /returns', await context.rest.post('/returns', RETURN_WRITTEN, body), {
    readBack: (returnId) => fetchReturn(context, returnId),
    echo: (returnId) => echoedReturn(returnId, body),
  });

/**
 * Read first, so the answer is the return as it was even when the API's delete answer does not hold it; the
 * stock it brought back goes with it.
 */
export async function deleteReturn(context: GatewayContext, returnId: string) {
  const before = await fetchReturn(context, returnId);
  return deletedRecord(await context.rest.delete(restPath`/returns/${returnId}`, RETURN_WRITTEN), before);
}

/** By order id through the request's DataLoader: a page of orders asking it makes its calls together, once per order. */
const loadOfferedReturnable = byIdLoader('returnableProductsByOrderId', ({ rest }, orderId) =>
  rest.get(restPath`/orders/${orderId}/returnable`, RETURNABLE),
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

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const returnReads: RestReads = {
  'GET /returns': RETURNS,
  'GET /returns/{id}': RETURN,
  'GET /orders/{id}/returnable': RETURNABLE,
};
