import { DEFAULT_COURIER_ID } from '@backoffice/schema/rules/order';
import {
  newOrderFormValues,
  type OrderFormValues,
  type OrderShippingFormValues,
} from '@backoffice/schema/rules/orderForm';
import { toNationalNumber } from '@backoffice/schema/rules/phone';

import type { OrderDetailFragment, OrderFormOrderFragment } from './orders.generated';

// The order form's values and rules are shared (schema/rules/orderForm.ts); what is here reads a fetched order into them.

/** Where a form starts a status the gateway does not know: a new order's statuses. */
const UNKNOWN_STATUS_START = newOrderFormValues('');

/** The order as the edit form shows it. */
export function orderToFormValues(order: OrderFormOrderFragment): OrderFormValues {
  const { shippingAddress: to } = order;
  return {
    customer: {
      // An edit or a duplicate goes on with the order's customer unless the name or phone is changed.
      customerId: order.customer?.id ?? '',
      name: order.customer?.fullName ?? '',
      phoneNumber: toNationalNumber(order.customer?.phoneNumber),
      address: to.address ?? '',
      provinceId: to.province?.id ?? to.city?.provinceId ?? '',
      cityId: to.city?.id ?? '',
      postalCode: to.postalCode ?? '',
    },
    dropshipper: { enabled: false, name: '', phoneNumber: '' },
    orderDate: order.orderDate,
    shipmentDate: order.shipmentDate ?? '',
    shipFromId: order.shipFrom?.id ?? '',
    courierId: order.courier?.id ?? DEFAULT_COURIER_ID,
    salesChannel: order.salesChannel ?? '',
    customerType: order.customerType ?? '',
    // A status the gateway does not know (shown as the API's text elsewhere) starts the form as a new order's does.
    paymentStatus: order.paymentStatus ?? UNKNOWN_STATUS_START.paymentStatus,
    shipmentStatus: order.shipmentStatus ?? UNKNOWN_STATUS_START.shipmentStatus,
    taxPercent: String(order.totals.taxPercent),
    deliveryFee: String(order.totals.deliveryFee),
    invoiceNumber: order.invoiceNumber ?? '',
    memo: order.memo ?? '',
    lines: order.lines.map((line) => ({
      productId: line.productId,
      quantity: String(line.quantity),
      unitPrice: String(line.unitPrice),
    })),
  };
}

/**
 * A new order copied from another: same customer (the same record, not a copy), address, channel, products and prices, but dated
 * today, with a new order's statuses and without the other order's external invoice number, which
 * belongs to that order alone.
 */
export function duplicateFormValues(order: OrderFormOrderFragment, today: string): OrderFormValues {
  const fresh = newOrderFormValues(today);
  return {
    ...orderToFormValues(order),
    orderDate: fresh.orderDate,
    shipmentDate: fresh.shipmentDate,
    paymentStatus: fresh.paymentStatus,
    shipmentStatus: fresh.shipmentStatus,
    invoiceNumber: '',
  };
}

export function toShippingFormValues(order: OrderDetailFragment): OrderShippingFormValues {
  return {
    shipFromId: order.shipFrom?.id ?? '',
    shipmentDate: order.shipmentDate ?? '',
    shipmentStatus: order.shipmentStatus ?? UNKNOWN_STATUS_START.shipmentStatus,
    courierId: order.courier?.id ?? DEFAULT_COURIER_ID,
    trackingCode: order.trackingCode ?? '',
    paymentStatus: order.paymentStatus ?? UNKNOWN_STATUS_START.paymentStatus,
  };
}
