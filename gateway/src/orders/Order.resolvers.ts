import { consignmentStatusMap, consignmentStatusOf, loadOrderConsignment } from '../consignmentInvoices/rest';
import { customerTypeMap } from '../core/parties';
import { isUnknownValue } from '../core/restAnswer';
import { paymentStatusMap, shipmentStatusMap } from '../core/statuses';
import { summarizedCustomer } from '../customers/rest';
import { courierOf } from '../deliveryFees/rest';
import type { OrderResolvers } from '../generated/graphql';
import { provinceOf } from '../locations/rest';
import { loadReturnableProducts } from '../returns/rest';
import { shipFromOf } from '../warehouses/rest';
import { GOJEK_COURIER_ID, orderTotalsOf } from './map';
import { quickbooksStatusOf } from './quickbooks';
import { salesChannelMap } from './rest';

export const Order: OrderResolvers = {
  id: (order) => String(order.id),
  orderDate: (order) => order.order_date,
  shipmentDate: (order) => order.shipment_date,
  paymentStatus: (order) => paymentStatusMap.fromRest(order.OrderStatus),
  unknownPaymentStatus: (order) => paymentStatusMap.unknownText(order.OrderStatus),
  shipmentStatus: (order) => shipmentStatusMap.fromRest(order.ShipStatus),
  unknownShipmentStatus: (order) => shipmentStatusMap.unknownText(order.ShipStatus),
  salesChannel: (order) => salesChannelMap.fromRest(order.sales_type),
  unknownSalesChannel: (order) => salesChannelMap.unknownText(order.sales_type),
  customerType: (order) => customerTypeMap.fromRest(order.customer_type),
  unknownCustomerType: (order) => customerTypeMap.unknownText(order.customer_type),
  customer: ({ Customer: customer }, _args, context, info) => {
    if (!customer) return null;
    const { customer_type: type, CustomerContact: contact, ...summary } = customer;
    // A summary field the answer left out is read from the whole customer (summaryOrLoaded).
    return summarizedCustomer(context, info, {
      ...summary,
      firstName: summary.firstName ?? undefined,
      ...(type === null || isUnknownValue(type) ? {} : { type }),
      ...(contact ? { CustomerContact: contact } : {}),
    } as Parameters<typeof summarizedCustomer>[2]);
  },
  shipFrom: (order, _args, context, info) =>
    shipFromOf(context, info, order.ShipFromLocation, order.ShipFromLocationId),
  courier: (order, _args, context) => courierOf(context, order.DeliveryMethod, order.DeliveryMethodId),
  shippingAddress: async (order, _args, context) => ({
    address: order.ShiptoAddress,
    postalCode: order.postal_code,
    city: order.City,
    province: await provinceOf(context, order.City, order.province_id),
  }),
  lines: (order) => order.OrderLine.items,
  totals: (order) => orderTotalsOf(order),
  invoiceNumber: (order) => order.invoice_no,
  trackingCode: (order) => order.tracking_code,
  paymentMethod: (order) => order.Payment?.payment_method ?? null,
  quickbooksStatus: (order, _args, context) => quickbooksStatusOf(context, order),
  canOrderGojek: (order) => order.DeliveryMethodId === GOJEK_COURIER_ID,
  // The fields the consignment and returns SDL add to Order resolve here too, so Order has one place.
  // The order's `status` is its consignment status, computed by the REST API (002 §3): no call.
  consignmentStatus: (order) => consignmentStatusOf(order.status),
  unknownConsignmentStatus: (order) => consignmentStatusMap.unknownText(order.status),
  consignment: (order, _args, context) => loadOrderConsignment(context, String(order.id)),
  returnableProducts: (order, _args, context) => loadReturnableProducts(context, order),
};
