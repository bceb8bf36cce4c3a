import {
  CONSIGNMENT_STATUS_FILTERS,
  type ConsignmentStatusFilterKey,
  type ConsignmentStatusKey,
} from '../consignmentInvoices/rest';
import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { type FilterableList, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import type { CustomerTypeKey } from '../core/parties';
import type { PaymentStatusKey, ShipmentStatusName } from '../core/statuses';
import type { OrderSortField } from '../generated/graphql';
import type { CityWithProvince } from '../locations/rest';

/** sales_type as the REST API spells it (spec 002 §9). */
export type SalesChannelKey =
  | 'tokopedia'
  | 'shopee'
  | 'bukalapak'
  | 'blibli'
  | 'jdid'
  | 'lazada'
  | 'whatsapp'
  | 'whatsapp_catalog'
  | 'instagram'
  | 'tiktok'
  | 'orami'
  | 'amazon'
  | 'crystal web';

/** One line of an order, with the name, sku and prices of its product (but not its weight). */
export interface RestOrderLine {
  id: number;
  ItemId: number;
  qty: number;
  /** Whole rupiah per unit; none means the product's retail price. */
  price: number | null;
  Item: { id: number; name: string; sku: string; gross_price: number | null; retail_price: number | null };
}

/** The customer as an order carries it: names and contact only. */
interface OrderCustomerSummary {
  id: number;
  firstName: string;
  middleName: string | null;
  lastName: string | null;
  fullName: string;
  company_name: string | null;
  customer_type: CustomerTypeKey | null;
  CustomerContact: { contactNo: string | null; email: string | null };
}

/** An order as GET /orders and GET /orders/:id answer it (spec 001 §3). */
export interface RestOrder {
  id: number;
  order_date: string;
  shipment_date: string | null;
  OrderStatus: PaymentStatusKey;
  ShipStatus: ShipmentStatusName;
  sales_type: SalesChannelKey | null;
  customer_type: CustomerTypeKey | null;
  CustomerId: number | null;
  Customer: OrderCustomerSummary | null;
  ShipFromLocationId: number | null;
  ShipFromLocation: { id: number; LocationName: string; City: CityWithProvince | null } | null;
  DeliveryMethodId: number | null;
  DeliveryMethod: { id: number; CourierCompany: string } | null;
  ShiptoAddress: string | null;
  city_id: number | null;
  province_id: number | null;
  postal_code: string | null;
  City: CityWithProvince | null;
  /** A percent of the sub total. */
  tax: number;
  delivery_fee: number;
  grand_total: number;
  memo: string | null;
  invoice_no: string | null;
  tracking_code: string | null;
  shipping_method: string | null;
  Payment: { payment_method: string | null };
  OrderLine: { items: RestOrderLine[]; grand_total: number };
  /** Spec 002 §4, computed by the REST API with the order (SQL function consignment_status). */
  consignment_status: ConsignmentStatusKey;
  createdAt: string;
  updatedAt: string;
}

export interface RestOrderList {
  rows: RestOrder[];
  count: number;
}

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

/** GET /quickbooks/orderInvoice/:id (spec 001 §7): invoice 'No QB Id' means not imported. */
export interface RestQuickbooksInvoice {
  invoice: string;
  payment: Array<{ TxnDate: string; DepositToAccountRefFullName: string }>;
  paymentAmount: number;
}

type OrderReply = { Order: RestOrder };

const orderPath = (id: string | number) => `/orders/${encodeURIComponent(id)}`;

/**
 * Whether an order has a tracking code: one that is more than white space, as the shipment status rule reads it
 * (statusOnSave) and as rest-api orders/store.ts's has_tracking_code does.
 */
const hasTrackingCode = (order: RestOrder) => (order.tracking_code ?? '').trim() !== '';

/** GET /orders's filters that the spec does not name: as rest-api orders/store.ts applies them. */
const ORDER_FILTERS: FilterableList<OrderListQuery, RestOrder>['filters'] = {
  has_tracking_code: {
    field: 'filter.hasTrackingCode',
    label: 'Tracking Code',
    matches: (order, has) => hasTrackingCode(order) === has,
  },
  consignment_status: {
    field: 'filter.status',
    label: 'Status',
    matches: (order, status) => order.consignment_status === CONSIGNMENT_STATUS_FILTERS[status],
  },
};

/** A page of orders; `name` is the list in staff's words (the consignment list reads orders too). */
export const listOrders = (context: GatewayContext, query: OrderListQuery, name = 'order list') =>
  readList(
    context,
    { path: '/orders', name, filters: ORDER_FILTERS },
    query,
    (reply: { Orders: RestOrderList }) => reply.Orders,
  );

/** By id through the request's DataLoader: a query naming one order twice fetches it once. */
export const loadOrder = byIdLoader(
  'orderById',
  async ({ rest }, id) => (await rest.get<OrderReply>(orderPath(id))).Order,
);

/** A failed create answers errors.message (spec 001 §8); the normalizer makes it the error's message. */
export const createOrder = async ({ rest }: GatewayContext, body: RestOrderBody) =>
  (await rest.post<OrderReply>('/orders', body)).Order;

/** PUT answers `{ message, Order }`; the detail dialog sends a few fields, the edit form all of them. */
export const updateOrder = async ({ rest }: GatewayContext, id: string | number, body: Partial<RestOrderBody>) =>
  (await rest.put<OrderReply & { message: string }>(orderPath(id), body)).Order;

const fetchQuickbooksInvoice =
  ({ rest }: GatewayContext, orderId: string) =>
  () =>
    rest.get<RestQuickbooksInvoice>(`/quickbooks/orderInvoice/${encodeURIComponent(orderId)}`);

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

export const syncOrderToJubelio = ({ rest }: GatewayContext, id: string) =>
  rest.post<{ message: string }>(`/jubelios/${encodeURIComponent(id)}`);

export const orderGojekPickup = ({ rest }: GatewayContext, id: string) =>
  rest.post<{ message: string }>('/gojek/order', { order_id: Number(id) });
