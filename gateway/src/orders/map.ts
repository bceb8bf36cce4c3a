import type { OrderInputValues } from '@backoffice/schema/rules/order';
import { orderTotals } from '@backoffice/schema/rules/orderTotals';

import type { InputFieldTable } from '../core/inputFieldNames';
import { customerTypeMap } from '../core/parties';
import { paymentStatusMap, shipmentStatusMap } from '../core/statuses';
import type { OrderFilter } from '../generated/graphql';
import { type OrderListQuery, type RestOrder, type RestOrderBody, type RestOrderLine, salesChannelMap } from './rest';

/**
 * The REST names of OrderInput's and OrderShippingInput's fields, for errors in GraphQL terms; the order's
 * customer is written to /customers first, so its REST names are here too.
 */
export const orderInputFields: InputFieldTable = {
  ShipFromLocationId: { field: 'shipFromId', label: 'Ship from' },
  DeliveryMethodId: { field: 'courierId', label: 'Courier' },
  ShiptoAddress: { field: 'customer.address', label: 'Address' },
  OrderStatus: { field: 'paymentStatus', label: 'Payment status' },
  ShipStatus: { field: 'shipmentStatus', label: 'Shipment status' },
  items: { field: 'lines', label: 'Lines' },
  'items.#.ItemId': { field: 'lines.#.productId', label: 'Product' },
  'items.#.qty': { field: 'lines.#.quantity', label: 'Quantity' },
  'items.#.price': { field: 'lines.#.unitPrice', label: 'Unit price' },
  sales_type: { field: 'salesChannel', label: 'Sales channel' },
  customer_type: { field: 'customerType', label: 'Customer type' },
  city_id: { field: 'customer.cityId', label: 'City' },
  province_id: { field: 'customer.provinceId', label: 'Province' },
  postal_code: { field: 'customer.postalCode', label: 'Postal code' },
  order_date: { field: 'orderDate', label: 'Order date' },
  shipment_date: { field: 'shipmentDate', label: 'Shipment date' },
  tax: { field: 'taxPercent', label: 'Tax' },
  delivery_fee: { field: 'deliveryFee', label: 'Delivery fee' },
  memo: { field: 'memo', label: 'Memo' },
  invoice_no: { field: 'invoiceNumber', label: 'Invoice number' },
  tracking_code: { field: 'trackingCode', label: 'Tracking code' },
  CustomerId: { field: 'customer.customerId', label: 'Customer' },
  firstName: { field: 'customer.name', label: 'Name' },
  middleName: { field: 'customer.name', label: 'Name' },
  lastName: { field: 'customer.name', label: 'Name' },
  contactNo: { field: 'customer.phoneNumber', label: 'Phone number' },
  addressLine1: { field: 'customer.address', label: 'Address' },
};

/** Spec 002 §9: Gojek can be ordered only for orders shipped with this courier. */
export const GOJEK_COURIER_ID = 8;

/** Every filter of the orders screen under its REST key (spec 001 §2); channels as a comma list. */
export function toRestOrderFilters(
  filter: OrderFilter | null | undefined,
): Omit<OrderListQuery, 'page' | 'per_page' | 'orderby' | 'desc'> {
  if (!filter) return {};
  return {
    order: filter.orderId,
    customer: filter.customer?.trim(),
    sales_type: filter.salesChannels?.map((channel) => salesChannelMap.toRest(channel)).join(','),
    start_date: filter.startDate,
    end_date: filter.endDate,
    status: paymentStatusMap.toRest(filter.paymentStatus),
    ship_from: filter.shipFromId,
    shipment_status: shipmentStatusMap.toRest(filter.shipmentStatus),
    customer_type: customerTypeMap.toRest(filter.customerType),
    has_tracking_code: filter.hasTrackingCode,
  };
}

/** Spec 001 §2: the line's own price, else the product's retail price (both carried by the order). */
export const unitPriceOf = (line: RestOrderLine) => line.price ?? line.Item.retail_price ?? 0;

/** The order's totals as the orders screens show them, from its lines' unit prices, tax and delivery fee. */
export const orderTotalsOf = (order: RestOrder) =>
  orderTotals(
    order.OrderLine.items.map((line) => ({ quantity: line.qty, unitPrice: unitPriceOf(line) })),
    order.tax,
    order.delivery_fee,
  );

/** The whole order for POST (plus shipping_method) and the edit form's PUT; the grand total from orderTotals. */
export function toRestOrderBody(input: OrderInputValues, customerId: number, unitPrices: number[]): RestOrderBody {
  const items = input.lines.map((line, index) => ({
    ItemId: Number(line.productId),
    qty: line.quantity,
    price: unitPrices[index]!,
  }));
  const totals = orderTotals(
    items.map((item) => ({ quantity: item.qty, unitPrice: item.price })),
    input.taxPercent,
    input.deliveryFee,
  );
  return {
    CustomerId: customerId,
    ShipFromLocationId: Number(input.shipFromId),
    DeliveryMethodId: Number(input.courierId),
    ShiptoAddress: input.customer.address,
    OrderStatus: paymentStatusMap.toRest(input.paymentStatus),
    ShipStatus: shipmentStatusMap.toRest(input.shipmentStatus),
    items,
    sales_type: salesChannelMap.toRest(input.salesChannel),
    customer_type: customerTypeMap.toRest(input.customerType),
    city_id: Number(input.customer.cityId),
    province_id: Number(input.customer.provinceId),
    postal_code: input.customer.postalCode || null,
    order_date: input.orderDate,
    shipment_date: input.shipmentDate || null,
    tax: input.taxPercent,
    delivery_fee: input.deliveryFee,
    grand_total: totals.total,
    memo: input.memo || null,
    invoice_no: input.invoiceNumber || null,
  };
}

/** A day the REST API sent, as the Date scalar answers it (YYYY-MM-DD). */
const dayOf = (text: string | null) => text?.slice(0, 10) ?? null;

/**
 * The order as read, in the words of OrderInput and OrderShippingInput: what its history entry compares the
 * mutation's arguments with (core/history.ts), so only what a save changed is recorded.
 */
export const orderInWords = (order: RestOrder) => ({
  customer: {
    customerId: order.CustomerId,
    name: order.Customer?.fullName ?? null,
    phoneNumber: order.Customer?.CustomerContact?.contactNo ?? null,
    address: order.ShiptoAddress,
    provinceId: order.province_id,
    cityId: order.city_id,
    postalCode: order.postal_code,
  },
  orderDate: dayOf(order.order_date),
  shipmentDate: dayOf(order.shipment_date),
  shipFromId: order.ShipFromLocationId,
  courierId: order.DeliveryMethodId,
  salesChannel: salesChannelMap.fromRest(order.sales_type),
  customerType: customerTypeMap.fromRest(order.customer_type),
  paymentStatus: paymentStatusMap.fromRest(order.OrderStatus),
  shipmentStatus: shipmentStatusMap.fromRest(order.ShipStatus),
  taxPercent: order.tax,
  deliveryFee: order.delivery_fee,
  invoiceNumber: order.invoice_no,
  memo: order.memo,
  trackingCode: order.tracking_code,
  lines: order.OrderLine.items.map((line) => ({ productId: line.ItemId, quantity: line.qty, unitPrice: line.price })),
});
