import * as z from 'zod/mini';

import { PaymentStatus, SalesChannel, ShipmentStatus } from '../generated/enums';
import { CUSTOMER_TYPES } from './customer';
import { splitCustomerName } from './customerName';
import { calendarDay, optionalCalendarDay } from './day';
import { optionalId, requiredId } from './id';
import { numberRule } from './number';
import { ORDER_TAX_PERCENTS } from './orderTotals';
import { nullishText, postalCodeRule, requiredText } from './party';
import { internationalPhoneRule } from './phone';

/** Spec 001 §9: the default courier, of orders, samples and stock transfers alike. */
export const DEFAULT_COURIER_ID = '1';

/** The REST API takes at most this many lines on one order. */
const MAX_ORDER_LINES = 200;

// The order's fixed lists (spec 001 §4, 002 §9) are the SDL's enums, listed by codegen.
export const paymentStatusRule = z.enum(PaymentStatus, { error: 'Payment status is required' });
export const shipmentStatusRule = z.enum(ShipmentStatus, { error: 'Shipment status is required' });
const salesChannelRule = z.enum(SalesChannel, { error: 'Sales channel is required' });
const customerTypeRule = z.enum(CUSTOMER_TYPES, { error: 'Customer type is required' });

const TAX_MESSAGE = `Tax must be one of ${ORDER_TAX_PERCENTS.join(', ')} percent`;
const taxPercentRule = z
  .number({ error: TAX_MESSAGE })
  .check(z.refine((value) => (ORDER_TAX_PERCENTS as readonly number[]).includes(value), TAX_MESSAGE));

export const quantityRule = numberRule('Quantity', { min: 1 });

/** One product line: a positive whole quantity, and a price of 0 or more when given (else the product's gross price). */
export const orderLineRules = z.object({
  productId: requiredId('Product'),
  quantity: quantityRule,
  unitPrice: z.nullish(numberRule('Price')),
});

const orderLinesRule = z
  .array(orderLineRules)
  .check(
    z.minLength(1, 'Add at least one product line'),
    z.maxLength(MAX_ORDER_LINES, `An order takes at most ${MAX_ORDER_LINES} product lines`),
  );

const NAME_PART_MAX = 60;

/**
 * The customer typed on the order form; its name becomes first, middle and last name (each at most 60
 * characters). `customerId` names an existing customer chosen on the form ('' or none: a new one).
 */
const orderCustomerRules = z.object({
  customerId: z.nullish(optionalId('Customer')),
  name: requiredText('Customer name', 3 * NAME_PART_MAX + 2).check(
    z.refine(
      (name) => Object.values(splitCustomerName(name)).every((part) => (part ?? '').length <= NAME_PART_MAX),
      `Each word of the customer name must be at most ${NAME_PART_MAX} characters`,
    ),
  ),
  phoneNumber: z.nullish(internationalPhoneRule),
  address: requiredText('Shipment address', 500),
  provinceId: requiredId('Province'),
  cityId: requiredId('City'),
  postalCode: z.nullish(postalCodeRule),
});

/** What the gateway accepts as OrderInput (create and edit). */
export const orderInputRules = z.object({
  customer: orderCustomerRules,
  orderDate: calendarDay('Order date'),
  shipmentDate: optionalCalendarDay('Shipment date'),
  shipFromId: requiredId('Ship-from warehouse'),
  courierId: requiredId('Courier'),
  salesChannel: salesChannelRule,
  customerType: customerTypeRule,
  paymentStatus: paymentStatusRule,
  shipmentStatus: shipmentStatusRule,
  taxPercent: taxPercentRule,
  deliveryFee: numberRule('Delivery fee'),
  invoiceNumber: nullishText('Invoice number', 100),
  memo: nullishText('Memo', 2000),
  lines: orderLinesRule,
});

export type OrderInputValues = z.output<typeof orderInputRules>;

/** What the gateway accepts as OrderShippingInput (the detail dialog's Save). */
export const orderShippingInputRules = z.object({
  shipFromId: requiredId('Ship-from warehouse'),
  shipmentDate: optionalCalendarDay('Shipment date'),
  shipmentStatus: shipmentStatusRule,
  courierId: requiredId('Courier'),
  trackingCode: nullishText('Tracking code', 100),
  paymentStatus: paymentStatusRule,
});
