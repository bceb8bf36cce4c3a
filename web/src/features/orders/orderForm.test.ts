import { describe, expect, it } from 'vitest';

import { parseQuantity } from '@backoffice/schema/rules/number';
import {
  formTotals,
  newOrderFormValues,
  orderFormRules,
  type OrderFormValues,
  priceOrGrossPrice,
  toOrderInput,
} from '@backoffice/schema/rules/orderForm';

import { duplicateFormValues, orderToFormValues } from './orderForm';
import { formOrder } from './orders.fixture';

const TODAY = '2026-11-22';

/** A complete, valid form: the edit form of the fixture order. */
const filled = (): OrderFormValues => orderToFormValues(formOrder);

describe('a new order', () => {
  it('starts payment pending, Processed, with courier 1, dated today and one empty product line (spec 001 §4, §9)', () => {
    expect(newOrderFormValues(TODAY)).toMatchObject({
      orderDate: TODAY,
      shipmentDate: TODAY,
      paymentStatus: 'PAYMENT_PENDING',
      shipmentStatus: 'PROCESSED',
      courierId: '1',
      taxPercent: '0',
      lines: [{ productId: '', quantity: '1', unitPrice: '' }],
    });
  });
});

describe('an order on the form', () => {
  it('fills every field for edit, with the phone shown without its country code', () => {
    expect(orderToFormValues(formOrder)).toEqual({
      customer: {
        customerId: '7',
        name: 'Siti Nur Aisyah',
        phoneNumber: '81234567890',
        address: 'Jl. Cihampelas No. 160',
        provinceId: '32',
        cityId: '3273',
        postalCode: '40131',
      },
      dropshipper: { enabled: false, name: '', phoneNumber: '' },
      orderDate: '2026-11-05',
      shipmentDate: '2026-11-06',
      shipFromId: '3',
      courierId: '2',
      salesChannel: 'CRYSTAL_WEB',
      customerType: 'RETAILER',
      paymentStatus: 'PAYMENT_SUCCESS',
      shipmentStatus: 'PROCESSED',
      taxPercent: '11',
      deliveryFee: '15000',
      invoiceNumber: 'TKP/2026/11/0042',
      memo: 'Kirim pagi',
      lines: [
        { productId: '11', quantity: '2', unitPrice: '125000' },
        { productId: '12', quantity: '3', unitPrice: '40000' },
      ],
    });
  });

  it("duplicates as a new order: today's dates, a new order's statuses, no external invoice number", () => {
    const copy = duplicateFormValues(formOrder, TODAY);
    expect(copy).toMatchObject({
      orderDate: TODAY,
      shipmentDate: TODAY,
      paymentStatus: 'PAYMENT_PENDING',
      shipmentStatus: 'PROCESSED',
      invoiceNumber: '',
    });
    // The same customer record, not a copy of it (issue 9 item 9).
    expect(copy.customer).toEqual(orderToFormValues(formOrder).customer);
    expect(copy.customer.customerId).toBe('7');
    expect(copy.lines).toEqual(orderToFormValues(formOrder).lines);
    expect(copy.salesChannel).toBe('CRYSTAL_WEB');
  });
});

describe('product line prices', () => {
  it('puts the gross price back into an emptied price, and leaves a typed one alone (spec 001 §5)', () => {
    expect(priceOrGrossPrice('', 130_000)).toBe('130000');
    expect(priceOrGrossPrice('  ', 130_000)).toBe('130000');
    expect(priceOrGrossPrice('99000', 130_000)).toBe('99000');
    expect(priceOrGrossPrice('', null)).toBe('');
  });

  it('reads the number typed, so the rules can say what is wrong with it', () => {
    expect(parseQuantity(' 3 ')).toBe(3);
    expect(parseQuantity('-2')).toBe(-2);
    expect(parseQuantity('1.5')).toBe(1.5);
    expect(parseQuantity('1,5')).toBe(1.5);
    // Dots between thousands, as rupiah are typed.
    expect(parseQuantity('1.000')).toBe(1000);
    expect(parseQuantity('2 pcs')).toBeNaN();
    expect(parseQuantity('')).toBeNaN();
  });
});

describe('running totals', () => {
  const grossPrices: Record<string, number> = { '11': 130_000, '12': 45_000 };
  const grossPriceOf = (id: string) => grossPrices[id];

  it('adds the lines, takes tax as a percent of the sub total and adds the delivery fee', () => {
    const figures = formTotals({ lines: filled().lines, taxPercent: '11', deliveryFee: '15.000' }, grossPriceOf);
    expect(figures.lines).toEqual([
      { unitPrice: 125_000, linePrice: 250_000 },
      { unitPrice: 40_000, linePrice: 120_000 },
    ]);
    expect(figures.totals).toEqual({
      totalQuantity: 5,
      subTotal: 370_000,
      taxPercent: 11,
      tax: 40_700,
      deliveryFee: 15_000,
      total: 425_700,
    });
  });

  it('prices an empty price at the gross price, and counts text that is not a number as 0', () => {
    const figures = formTotals(
      {
        lines: [
          { productId: '12', quantity: '2', unitPrice: '' },
          { productId: '11', quantity: 'dua', unitPrice: '130000' },
        ],
        taxPercent: '0',
        deliveryFee: '',
      },
      grossPriceOf,
    );
    expect(figures.lines).toEqual([
      { unitPrice: 45_000, linePrice: 90_000 },
      { unitPrice: 130_000, linePrice: 0 },
    ]);
    expect(figures.totals).toMatchObject({ totalQuantity: 2, subTotal: 90_000, total: 90_000 });
  });
});

describe('the form as an OrderInput', () => {
  it('sends the customer with an international phone, numbers as numbers and empty texts as none; the dropshipper stays on the form', () => {
    const values: OrderFormValues = {
      ...filled(),
      dropshipper: { enabled: true, name: 'Toko Dropship', phoneNumber: '81111111' },
      invoiceNumber: ' ',
      memo: '',
      deliveryFee: '15.000',
      lines: [{ productId: '12', quantity: '3', unitPrice: '' }],
    };
    const input = toOrderInput(values);
    expect(input).toEqual({
      customer: {
        customerId: '7',
        name: 'Siti Nur Aisyah',
        phoneNumber: '+6281234567890',
        address: 'Jl. Cihampelas No. 160',
        provinceId: '32',
        cityId: '3273',
        postalCode: '40131',
      },
      orderDate: '2026-11-05',
      shipmentDate: '2026-11-06',
      shipFromId: '3',
      courierId: '2',
      salesChannel: 'CRYSTAL_WEB',
      customerType: 'RETAILER',
      paymentStatus: 'PAYMENT_SUCCESS',
      shipmentStatus: 'PROCESSED',
      taxPercent: 11,
      deliveryFee: 15_000,
      invoiceNumber: null,
      memo: null,
      lines: [{ productId: '12', quantity: 3, unitPrice: null }],
    });
    expect(JSON.stringify(input)).not.toContain('Dropship');
  });

  it("passes the gateway's own rules when complete", () => {
    expect(orderFormRules.safeParse(filled()).success).toBe(true);
  });

  it('names what is missing, on the fields that hold it', () => {
    const result = orderFormRules.safeParse({ ...newOrderFormValues(TODAY), lines: [] });
    expect(result.success).toBe(false);
    const problems = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(problems).toMatchObject({
      'customer.name': 'Customer name is required',
      'customer.address': 'Shipment address is required',
      'customer.cityId': 'City is required',
      shipFromId: 'Ship-from warehouse is required',
      salesChannel: 'Sales channel is required',
      customerType: 'Customer type is required',
      lines: 'Add at least one product line',
    });
  });

  it.each([
    ['-2', 'Quantity must be 1 or more'],
    ['', 'Quantity is required'],
    ['1.5', 'Quantity must be a whole number'],
    ['dua', 'Quantity must be a number'],
  ])('says what is wrong with a quantity of %j (issue 9 item 4)', (quantity, message) => {
    const result = orderFormRules.safeParse({ ...filled(), lines: [{ productId: '11', quantity, unitPrice: '' }] });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines.0.quantity', message],
    ]);
  });

  it('refuses a contact that is not a phone number instead of dropping it, as the other phone fields do', () => {
    const result = orderFormRules.safeParse({ ...filled(), customer: { ...filled().customer, phoneNumber: 'abcdef' } });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['customer.phoneNumber', 'Phone number must be 6 to 13 digits after +62'],
    ]);
  });

  it('names a bad quantity and price on their line', () => {
    const result = orderFormRules.safeParse({
      ...filled(),
      lines: [{ productId: '11', quantity: '0', unitPrice: 'gratis' }],
    });
    const problems = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(problems).toEqual({
      'lines.0.quantity': 'Quantity must be 1 or more',
      'lines.0.unitPrice': 'Price must be a number',
    });
  });

  it('says a negative price must be 0 or more, not that it is no number (issue 22 item 13)', () => {
    const result = orderFormRules.safeParse({
      ...filled(),
      lines: [{ productId: '11', quantity: '1', unitPrice: '-5' }],
    });
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['lines.0.unitPrice', 'Price must be 0 or more'],
    ]);
  });
});
