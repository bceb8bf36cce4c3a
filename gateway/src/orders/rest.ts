import * as z from 'zod/mini';

import type { OrderSortField, SalesChannel } from '@backoffice/schema/generated/enums';

import {
  CONSIGNMENT_STATUS_FILTERS,
  consignmentStatusAnswer,
  type ConsignmentStatusFilterKey,
} from '../consignmentInvoices/rest';
import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { type FilterableList, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import { type CustomerTypeKey, customerTypeMap } from '../core/parties';
import {
  type Answer,
  droppable,
  id,
  integer,
  messageAnswer,
  number,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  SHIPMENT_IDS,
  text,
  withIdsBeside,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, updatedRecord } from '../core/savedRecord';
import { type PaymentStatusKey, paymentStatusMap, shipmentStatusMap, type ShipmentStatusName } from '../core/statuses';
import { restCourier } from '../deliveryFees/rest';
import { restCityWithProvince } from '../locations/rest';
import { restShipFromSummary } from '../warehouses/rest';

/** Spec 002 §9: each sales channel as the spec spells it (and the REST API stores it: 'crystal web'). */
export const salesChannelMap = enumMap('sales channel', {
  TOKOPEDIA: 'tokopedia',
  SHOPEE: 'shopee',
  BUKALAPAK: 'bukalapak',
  BLIBLI: 'blibli',
  JDID: 'jdid',
  LAZADA: 'lazada',
  WHATSAPP: 'whatsapp',
  WHATSAPP_CATALOG: 'whatsapp_catalog',
  INSTAGRAM: 'instagram',
  TIKTOK: 'tiktok',
  ORAMI: 'orami',
  AMAZON: 'amazon',
  CRYSTAL_WEB: 'crystal web',
} as const satisfies Record<SalesChannel, string>);
export type SalesChannelKey = (typeof salesChannelMap.table)[SalesChannel];

/**
 * Spec 001 §3: "Order item: id, ItemId, qty, price, Item (name, sku, gross_price, retail_price)". Money as
 * numbers or numeric strings ("25000.00"), so totals are sums, never concatenations.
 */
export const restOrderLine = z.object({
  id: id(),
  ItemId: id(),
  qty: integer(),
  /** Whole rupiah per unit; none means the product's retail price. */
  price: optional(number()),
  Item: z.object({
    name: text(),
    sku: text(),
    gross_price: optional(number()),
    retail_price: optional(number()),
  }),
});
export type RestOrderLine = Answer<typeof restOrderLine>;

/** Spec 001 §3 Customer: fullName, firstName, middleName, lastName, company_name, CustomerContact (contactNo…). */
const restOrderCustomer = z.object({
  id: id(),
  firstName: optional(text()),
  middleName: optional(text()),
  lastName: optional(text()),
  fullName: text(),
  company_name: optional(text()),
  customer_type: optional(customerTypeMap.answer()),
  CustomerContact: optional(z.object({ contactNo: optional(text()), email: optional(text()) })),
});

/**
 * Spec 001 §3: "Order: id, order_date, shipment_date, OrderStatus, ShipStatus, sales_type, customer_type,
 * ShipFromLocationId, ShipFromLocation (LocationName, City with type, name and Province name), DeliveryMethodId,
 * DeliveryMethod (CourierCompany), ShiptoAddress, city_id, province_id, postal_code, City, tax (percent),
 * delivery_fee, grand_total, memo, invoice_no, tracking_code, shipping_method (sent as manual on create), Payment
 * (payment_method), Customer, OrderLine (items, grand_total)"; 002 §3: "Order as shown in the consignment list: id,
 * order_date, status, Customer.fullName, OrderLine.items (Item.name, qty)". Needed: id, order_date and the lines;
 * the rest may be missing (an order without a fee or tax charges none).
 */
export const restOrder = withIdsBeside(
  SHIPMENT_IDS,
  z.object({
    id: id(),
    order_date: text(),
    shipment_date: optional(text()),
    OrderStatus: optional(paymentStatusMap.answer()),
    ShipStatus: optional(shipmentStatusMap.answer()),
    sales_type: optional(salesChannelMap.answer()),
    customer_type: optional(customerTypeMap.answer()),
    CustomerId: optional(id()),
    Customer: optional(restOrderCustomer),
    ShipFromLocationId: optional(id()),
    ShipFromLocation: restShipFromSummary,
    DeliveryMethodId: optional(id()),
    DeliveryMethod: droppable('courier', restCourier),
    ShiptoAddress: optional(text()),
    city_id: optional(id()),
    province_id: optional(id()),
    postal_code: optional(text()),
    City: optional(restCityWithProvince),
    /** A percent of the sub total. */
    tax: z.pipe(
      optional(number()),
      z.transform((tax) => tax ?? 0),
    ),
    delivery_fee: z.pipe(
      optional(number()),
      z.transform((fee) => fee ?? 0),
    ),
    grand_total: optional(number()),
    memo: optional(text()),
    invoice_no: optional(text()),
    tracking_code: optional(text()),
    shipping_method: optional(text()),
    Payment: optional(z.object({ payment_method: optional(text()) })),
    OrderLine: z.object({ items: z.array(restOrderLine), grand_total: optional(number()) }),
    /**
     * Spec 002 §4 "Consignment order status: null Pending, 0 On Process, 1 Done", the order's `status` (002 §3);
     * the stand-in computes it with the order (SQL function consignment_status).
     */
    status: consignmentStatusAnswer(),
  }),
);
export type RestOrder = Answer<typeof restOrder>;

export type RestOrderList = Answer<typeof ORDERS>;

/** GET /orders: 002 §7 "reads Orders.rows and Orders.count"; 001 §7 "orders returning rows and count". */
export const ORDERS = rowsAnswer('Orders', restOrder, { shown: true });
/** GET /orders/{id}: 001 §7 "order by id" through the shared store, path and answer not shown. */
export const ORDER = recordAnswer('Order', restOrder);
/** POST /orders: 001 §7 "Order.id"; PUT /orders/{id}: "message" (the edit flow "Order.id"). */
const ORDER_WRITTEN = writeAnswer('Order', restOrder);

/** The body of POST /orders; PUT /orders/:id takes any part of it. */
export interface RestOrderBody {
  CustomerId: number;
  ShipFromLocationId: number;
  DeliveryMethodId: number;
  ShiptoAddress: string;
  OrderStatus: PaymentStatusKey;
  ShipStatus: ShipmentStatusName;
  items: Array<{ ItemId: number; qty: number; price: number }>;
  sales_type: SalesChannelKey;
  customer_type: CustomerTypeKey;
  city_id: number;
  province_id: number;
  postal_code: string | null;
  order_date: string;
  shipment_date: string | null;
  tax: number;
  delivery_fee: number;
  grand_total: number;
  memo: string | null;
  invoice_no: string | null;
  shipping_method?: string;
  tracking_code?: string | null;
}

export interface OrderListQuery {
  order?: string | null;
  customer?: string | null;
  /** Channels, comma-separated. */
  sales_type?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  /** The payment status. */
  status?: PaymentStatusKey | null;
  ship_from?: string | null;
  shipment_status?: ShipmentStatusName | null;
  customer_type?: CustomerTypeKey | null;
  has_tracking_code?: boolean | null;
  consignment_status?: ConsignmentStatusFilterKey | null;
  page: number;
  per_page: number;
  orderby: 'order_date' | 'id' | 'grand_total';
  desc: boolean;
}

/** The sort keys of GET /orders; here, not in map.ts, because the consignment list pages orders too. */
export const orderSortFieldMap = enumMap('order sort field', {
  ORDER_DATE: 'order_date',
  ID: 'id',
  TOTAL: 'grand_total',
} as const satisfies Record<OrderSortField, OrderListQuery['orderby']>);

/**
 * GET /quickbooks/orderInvoice/{orderId}, 001 §7: "invoice (value 'No QB Id' means not imported), payment (list
 * with TxnDate and DepositToAccountRefFullName), paymentAmount". A payment list or amount left out is none.
 */
const restQuickbooksInvoice = z.object({
  invoice: text(),
  payment: z.pipe(
    optional(z.array(z.object({ TxnDate: text(), DepositToAccountRefFullName: text() }))),
    z.transform((payments) => payments ?? []),
  ),
  paymentAmount: optional(number()),
});
export type RestQuickbooksInvoice = Answer<typeof restQuickbooksInvoice>;

/**
 * Whether an order has a tracking code: one that is more than white space, as the shipment status rule reads it
 * (statusOnSave) and as rest-api orders/store.ts's has_tracking_code does.
 */
const hasTrackingCode = (order: RestOrder) => (order.tracking_code ?? '').trim() !== '';

/** GET /orders's filters that the spec does not name: as rest-api orders/store.ts applies them. */
const ORDER_FILTERS: FilterableList<'/orders', OrderListQuery, RestOrder>['filters'] = {
  has_tracking_code: {
    field: 'filter.hasTrackingCode',
    label: 'Tracking Code',
    matches: (order, has) => hasTrackingCode(order) === has,
  },
  consignment_status: {
    field: 'filter.status',
    label: 'Status',
    matches: (order, status) => order.status === CONSIGNMENT_STATUS_FILTERS[status],
  },
};

/** A page of orders; `name` is the list in staff's words (the consignment list reads orders too). */
export const listOrders = (context: GatewayContext, query: OrderListQuery, name = 'order list') =>
  readList(context, { path: '/orders', name, filters: ORDER_FILTERS }, query, ORDERS);

const fetchOrder = ({ rest }: GatewayContext, orderId: string | number) =>
  rest.get(restPath`/orders/${orderId}`, ORDER);

/** By id through the request's DataLoader: a query naming one order twice fetches it once. */
export const loadOrder = byIdLoader('orderById', fetchOrder);

/**
 * The order as a write left it, when its answer did not hold it: read afresh (the request's loader may hold the
 * order as it was before the write), or, if that fails, the body as sent with the id: a whole order's body, or a
 * change over the order as read before it. A change of a few fields without that cannot be shown.
 */
const recovery = (context: GatewayContext, body: Partial<RestOrderBody>, before?: RestOrder) => ({
  readBack: (orderId: number) => fetchOrder(context, orderId),
  echo:
    before || body.order_date !== undefined
      ? (orderId: number): RestOrder => echoedOrder(orderId, body, before)
      : undefined,
});

/** An order as sent: what the body holds over what was read before (nothing, for a new order). */
function echoedOrder(orderId: number, body: Partial<RestOrderBody>, before?: RestOrder): RestOrder {
  const base: RestOrder = before ?? {
    id: orderId,
    order_date: body.order_date ?? '',
    shipment_date: null,
    OrderStatus: null,
    ShipStatus: null,
    sales_type: null,
    customer_type: null,
    CustomerId: null,
    Customer: null,
    ShipFromLocationId: null,
    ShipFromLocation: null,
    DeliveryMethodId: null,
    DeliveryMethod: null,
    ShiptoAddress: null,
    city_id: null,
    province_id: null,
    postal_code: null,
    City: null,
    tax: 0,
    delivery_fee: 0,
    grand_total: null,
    memo: null,
    invoice_no: null,
    tracking_code: null,
    shipping_method: null,
    Payment: null,
    OrderLine: { items: [], grand_total: null },
    status: null,
  };
  const { items, ...fields } = body;
  const sentLines = items?.map((item, index) => ({
    id: index + 1,
    ItemId: item.ItemId,
    qty: item.qty,
    price: item.price,
    Item: { name: '', sku: '', gross_price: null, retail_price: null },
  }));
  return {
    ...base,
    ...fields,
    id: orderId,
    OrderLine: sentLines ? { items: sentLines, grand_total: body.grand_total ?? null } : base.OrderLine,
  };
}

/** A failed create answers errors.message (spec 001 §8); the normalizer makes it the error's message. */
export const createOrder = async (context: GatewayContext, body: RestOrderBody) =>
  createdRecord(
    context,
    'POST /orders',
    await context.rest.post('/orders', ORDER_WRITTEN, body),
    recovery(context, body),
  );

/**
 * PUT answers `message` (001 §7; the stand-in adds the order): the order is then read back. The detail dialog
 * sends a few fields, the edit form all of them.
 */
export const updateOrder = async (
  context: GatewayContext,
  orderId: string | number,
  body: Partial<RestOrderBody>,
  before?: RestOrder,
) =>
  updatedRecord(
    context,
    'PUT /orders/{id}',
    Number(orderId),
    await context.rest.put(restPath`/orders/${orderId}`, ORDER_WRITTEN, body),
    recovery(context, body, before),
  );

const fetchQuickbooksInvoice =
  ({ rest }: GatewayContext, orderId: string) =>
  () =>
    rest.get(restPath`/quickbooks/orderInvoice/${orderId}`, restQuickbooksInvoice);

/** A failed lookup is logged and answers none, never an error of the query: the rest of the order still shows. */
const unlessFailed =
  ({ logger }: GatewayContext, orderId: string) =>
  (error: Error) => {
    logger.warn({ orderId, err: error.message }, 'QuickBooks lookup failed');
    return null;
  };

/**
 * The QuickBooks invoices of a request, keyed by order id: each as kept for the last QUICKBOOKS_STATUS_TTL_MS,
 * else asked now (and kept). A list asking for 50 rows makes its uncached lookups together (the REST client
 * caps how many run at once).
 */
const quickbooksInvoiceLoader = (context: GatewayContext) =>
  context.loaders.get<string, RestQuickbooksInvoice | null>('quickbooksInvoiceByOrderId', (orderIds) =>
    Promise.all(
      orderIds.map((id) =>
        context.quickbooksStatusCache.get(id, fetchQuickbooksInvoice(context, id)).catch(unlessFailed(context, id)),
      ),
    ),
  );

export const loadQuickbooksInvoice = (context: GatewayContext, orderId: string) =>
  quickbooksInvoiceLoader(context).load(orderId);

/** Asks QuickBooks afresh and keeps the answer for everyone, this request included; a failure forgets what was kept. */
export async function refreshQuickbooksInvoice(context: GatewayContext, orderId: string) {
  const fresh = await context.quickbooksStatusCache
    .refresh(orderId, fetchQuickbooksInvoice(context, orderId))
    .catch(unlessFailed(context, orderId));
  quickbooksInvoiceLoader(context).clear(orderId).prime(orderId, fresh);
}

/** POST /jubelios/{orderId}, 001 §7: "message"; an answer without one is told in the gateway's words. */
export const syncOrderToJubelio = async ({ rest }: GatewayContext, orderId: string) => {
  const { message } = await rest.post(restPath`/jubelios/${orderId}`, messageAnswer());
  return { message: message ?? `Order ${orderId} sent to Jubelio` };
};

/** POST /gojek/order, 001 §7: "message". */
export const orderGojekPickup = async ({ rest }: GatewayContext, orderId: string) => {
  const { message } = await rest.post('/gojek/order', messageAnswer(), { order_id: Number(orderId) });
  return { message: message ?? `Gojek ordered for order ${orderId}` };
};

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const orderReads: RestReads = {
  'GET /orders': ORDERS,
  'GET /orders/{id}': ORDER,
  'GET /quickbooks/orderInvoice/{id}': restQuickbooksInvoice,
};
