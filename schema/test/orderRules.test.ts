import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { orderInputRules, orderShippingInputRules } from '../rules/order';

const validOrder = {
  customer: {
    name: ' Siti Nur Aisyah ',
    phoneNumber: '+6281234567890',
    address: 'Jl. Pluit Raya No. 5',
    provinceId: '31',
    cityId: '3175',
    postalCode: '14450',
  },
  orderDate: '2026-11-20',
  shipmentDate: null,
  shipFromId: '1',
  courierId: '2',
  salesChannel: 'TOKOPEDIA',
  customerType: 'INDIVIDUAL',
  paymentStatus: 'PAYMENT_PENDING',
  shipmentStatus: 'PROCESSED',
  taxPercent: 11,
  deliveryFee: 15000,
  invoiceNumber: ' INV/1 ',
  memo: null,
  lines: [
    { productId: '1', quantity: 2, unitPrice: 50000 },
    { productId: '2', quantity: 1 },
  ],
};

/** The first problem's field and message, as the gateway reports it. */
function firstProblem(rules: z.ZodMiniType, input: unknown) {
  const result = z.safeParse(rules, input);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return { field: issue.path.join('.'), message: issue.message };
}

describe('order input rules', () => {
  it('accepts a whole order, trimming its text', () => {
    const parsed = z.parse(orderInputRules, validOrder);
    expect(parsed.customer.name).toBe('Siti Nur Aisyah');
    expect(parsed.invoiceNumber).toBe('INV/1');
    expect(parsed.lines[1]!.unitPrice).toBeUndefined();
  });

  it.each([
    [{ lines: [] }, 'lines', 'Add at least one product line'],
    [{ lines: [{ productId: '1', quantity: 0 }] }, 'lines.0.quantity', 'Quantity must be 1 or more'],
    [{ lines: [{ productId: '1', quantity: 1.5 }] }, 'lines.0.quantity', 'Quantity must be a whole number'],
    [{ lines: [{ productId: '1', quantity: 1, unitPrice: -1 }] }, 'lines.0.unitPrice', 'Price must be 0 or more'],
    [{ lines: [{ productId: '', quantity: 1 }] }, 'lines.0.productId', 'Product is required'],
    [{ taxPercent: 10 }, 'taxPercent', 'Tax must be one of 0, 5, 11, 20, 30 percent'],
    [{ deliveryFee: -5 }, 'deliveryFee', 'Delivery fee must be 0 or more'],
    [{ customer: { ...validOrder.customer, name: '   ' } }, 'customer.name', 'Customer name is required'],
    [
      { customer: { ...validOrder.customer, name: `${'a'.repeat(61)} Budi` } },
      'customer.name',
      'Each word of the customer name must be at most 60 characters',
    ],
    [{ customer: { ...validOrder.customer, cityId: '' } }, 'customer.cityId', 'City is required'],
    [
      { customer: { ...validOrder.customer, phoneNumber: '081234567890' } },
      'customer.phoneNumber',
      'Phone number must be 6 to 13 digits after +62',
    ],
    [
      { customer: { ...validOrder.customer, postalCode: '1445' } },
      'customer.postalCode',
      'Postal code must be 5 digits',
    ],
    [{ shipFromId: '' }, 'shipFromId', 'Ship-from warehouse is required'],
    [
      { customer: { ...validOrder.customer, customerId: 'abc' } },
      'customer.customerId',
      'Customer id must be a positive whole number',
    ],
  ])('refuses %j at %s', (change, field, message) => {
    expect(firstProblem(orderInputRules, { ...validOrder, ...change })).toEqual({ field, message });
  });

  it('takes every allowed tax percent', () => {
    for (const taxPercent of [0, 5, 11, 20, 30])
      expect(firstProblem(orderInputRules, { ...validOrder, taxPercent })).toBeNull();
  });

  it('needs no phone number', () => {
    expect(
      firstProblem(orderInputRules, { ...validOrder, customer: { ...validOrder.customer, phoneNumber: null } }),
    ).toBeNull();
  });
});

describe('order shipping input rules', () => {
  const shipping = {
    shipFromId: '1',
    shipmentDate: '2026-11-21',
    shipmentStatus: 'PROCESSED',
    courierId: '8',
    trackingCode: ' JNE123 ',
    paymentStatus: 'PAYMENT_SUCCESS',
  };

  it('trims the tracking code', () => {
    expect(z.parse(orderShippingInputRules, shipping).trackingCode).toBe('JNE123');
  });

  it('refuses a tracking code longer than the REST API keeps', () => {
    expect(firstProblem(orderShippingInputRules, { ...shipping, trackingCode: 'x'.repeat(101) })).toEqual({
      field: 'trackingCode',
      message: 'Tracking code must be at most 100 characters',
    });
  });
});
