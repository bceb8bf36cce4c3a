import * as z from 'zod/mini';

import type { CustomerType, PaymentStatus, SalesChannel } from '../generated/enums';
import { ShipmentStatus } from '../generated/enums';
import { parseRupiah } from './money';
import { parseNumberText, parseQuantity } from './number';
import { DEFAULT_COURIER_ID, orderInputRules, orderShippingInputRules } from './order';
import { type OrderTotals, orderTotals } from './orderTotals';
import { typedPhoneNumber } from './phone';

/** One product line as its fields hold it: quantity and price are free text (spec 001 §5). */
interface OrderLineFormValues {
  productId: string;
  quantity: string;
  /** Whole rupiah per unit; empty means the product's gross price. */
  unitPrice: string;
}

/**
 * What the order form's fields hold. Names follow OrderInput, so the shared rules' messages and the
 * fields the gateway names land on the right field.
 */
export interface OrderFormValues {
  customer: {
    /**
     * The existing customer chosen on the name field (or the duplicated order's), '' for a new one. Editing
     * the name or the phone afterwards empties it: a different person gets a customer of their own.
     */
    customerId: string;
    name: string;
    /** The digits typed after the fixed +62. */
    phoneNumber: string;
    address: string;
    provinceId: string;
    cityId: string;
    postalCode: string;
  };
  /**
   * Spec 001 §2: the Dropshipper checkbox with a name and a contact "not sent anywhere". The form keeps
   * them while it is open, and nothing else does: OrderInput has no place for them.
   */
  dropshipper: { enabled: boolean; name: string; phoneNumber: string };
  orderDate: string;
  shipmentDate: string;
  shipFromId: string;
  courierId: string;
  salesChannel: SalesChannel | '';
  customerType: CustomerType | '';
  paymentStatus: PaymentStatus;
  shipmentStatus: ShipmentStatus;
  taxPercent: string;
  deliveryFee: string;
  invoiceNumber: string;
  memo: string;
  lines: OrderLineFormValues[];
}

export const emptyOrderLine = (): OrderLineFormValues => ({ productId: '', quantity: '1', unitPrice: '' });

/**
 * A new order (spec 001 §4, §9): payment pending, Processed, courier 1, dated today, one empty product
 * line. The spec gives no default tax or delivery fee: both start at 0.
 */
export function newOrderFormValues(today: string): OrderFormValues {
  return {
    customer: { customerId: '', name: '', phoneNumber: '', address: '', provinceId: '', cityId: '', postalCode: '' },
    dropshipper: { enabled: false, name: '', phoneNumber: '' },
    orderDate: today,
    shipmentDate: today,
    shipFromId: '',
    courierId: DEFAULT_COURIER_ID,
    salesChannel: '',
    customerType: '',
    paymentStatus: 'PAYMENT_PENDING',
    shipmentStatus: ShipmentStatus.Processed,
    taxPercent: '0',
    deliveryFee: '0',
    invoiceNumber: '',
    memo: '',
    lines: [emptyOrderLine()],
  };
}

/** Spec 001 §5: an emptied price goes back to the product's gross price. */
export function priceOrGrossPrice(text: string, grossPrice: number | null | undefined): string {
  return text.trim() === '' && grossPrice != null ? String(grossPrice) : text;
}

/** A money field left empty counts as 0 (the delivery fee) rather than failing the whole order. */
const numberOrZero = (text: string) => parseNumberText(text) ?? 0;

interface FormLinePrice {
  unitPrice: number;
  linePrice: number;
}

/**
 * The form's running figures, with the same rule as everywhere else (orderTotals). Free text that is
 * not a number counts as 0 here; saving names it instead.
 */
export function formTotals(
  values: Pick<OrderFormValues, 'lines' | 'taxPercent' | 'deliveryFee'>,
  grossPriceOf: (productId: string) => number | null | undefined,
): { lines: FormLinePrice[]; totals: OrderTotals } {
  const orZero = (value: number) => (Number.isFinite(value) ? value : 0);
  const priced = values.lines.map((line) => {
    const quantity = orZero(parseQuantity(line.quantity));
    const unitPrice = orZero(parseRupiah(priceOrGrossPrice(line.unitPrice, grossPriceOf(line.productId))));
    return { quantity, unitPrice };
  });
  return {
    lines: priced.map((line) => ({ unitPrice: line.unitPrice, linePrice: line.quantity * line.unitPrice })),
    totals: orderTotals(priced, orZero(Number(values.taxPercent)), orZero(numberOrZero(values.deliveryFee))),
  };
}

/** The fields as an OrderInput, before the shared rules check it. */
export function toOrderInput(values: OrderFormValues) {
  const text = (value: string) => value.trim() || null;
  return {
    customer: {
      customerId: values.customer.customerId || null,
      name: values.customer.name,
      phoneNumber: typedPhoneNumber(values.customer.phoneNumber),
      address: values.customer.address,
      provinceId: values.customer.provinceId,
      cityId: values.customer.cityId,
      postalCode: text(values.customer.postalCode),
    },
    orderDate: values.orderDate,
    shipmentDate: values.shipmentDate || null,
    shipFromId: values.shipFromId,
    courierId: values.courierId,
    salesChannel: values.salesChannel,
    customerType: values.customerType,
    paymentStatus: values.paymentStatus,
    shipmentStatus: values.shipmentStatus,
    taxPercent: Number(values.taxPercent),
    deliveryFee: numberOrZero(values.deliveryFee),
    invoiceNumber: text(values.invoiceNumber),
    memo: text(values.memo),
    lines: values.lines.map((line) => ({
      productId: line.productId,
      quantity: parseNumberText(line.quantity),
      // An empty price is none: the product's gross price.
      unitPrice: parseNumberText(line.unitPrice),
    })),
  };
}

/**
 * The order form's rules: the gateway's own OrderInput rules, applied to what the fields hold. The mapped
 * values are unknown to the rules until they have checked them (a channel may still be unchosen).
 */
export const orderFormRules = z.pipe(
  z.transform((values: OrderFormValues): unknown => toOrderInput(values)),
  orderInputRules,
);

/** What the order detail dialog edits (spec 001 §2), as its fields hold it. */
export interface OrderShippingFormValues {
  shipFromId: string;
  shipmentDate: string;
  shipmentStatus: ShipmentStatus;
  courierId: string;
  trackingCode: string;
  paymentStatus: PaymentStatus;
}

/** The detail dialog's rules: the gateway's OrderShippingInput rules, with empty fields sent as none. */
export const orderShippingFormRules = z.pipe(
  z.transform((values: OrderShippingFormValues): unknown => ({
    ...values,
    shipmentDate: values.shipmentDate || null,
    trackingCode: values.trackingCode.trim() || null,
  })),
  orderShippingInputRules,
);
