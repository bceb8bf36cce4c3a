import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import {
  internalTransferFormRules,
  type InternalTransferFormValues,
  internalTransferInputRules,
  newTransferFormValues,
  shownTransferEnds,
  totalTransferQuantity,
  withFromWarehouse,
  withType,
} from '../rules/internalTransfer';

const problems = (rules: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(rules, value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

const purchase = {
  type: 'PURCHASES',
  shipmentDate: '2026-11-23',
  receivedDate: '2026-11-23',
  toWarehouseId: '1',
  lines: [{ productId: '1', quantity: 5 }],
};

describe('internal transfer rules', () => {
  it('accepts each type with the ends it uses, and clears empty ones', () => {
    expect(problems(internalTransferInputRules, purchase)).toEqual([]);
    expect(
      problems(internalTransferInputRules, { ...purchase, type: 'INTER_WAREHOUSE', fromWarehouseId: '2' }),
    ).toEqual([]);
    expect(
      problems(internalTransferInputRules, {
        ...purchase,
        type: 'ADJUSTMENT',
        toWarehouseId: null,
        fromWarehouseId: '2',
        lines: [{ productId: '1', quantity: -3 }],
      }),
    ).toEqual([]);
    expect(
      problems(internalTransferInputRules, {
        ...purchase,
        type: 'PURCHASE_RETURN',
        toWarehouseId: '',
        fromWarehouseId: '2',
        toVendorId: '4',
      }),
    ).toEqual([]);
    expect(z.parse(internalTransferInputRules, { ...purchase, vendorId: '', memo: '  ' })).toMatchObject({
      vendorId: null,
      fromWarehouseId: null,
      memo: null,
    });
  });

  it.each([
    ['no type', { ...purchase, type: undefined }, ['type', 'Type is required']],
    [
      'no destination for a purchase',
      { ...purchase, toWarehouseId: '' },
      ['toWarehouseId', 'Destination warehouse is required'],
    ],
    [
      'no source for a move',
      { ...purchase, type: 'INTER_WAREHOUSE' },
      ['fromWarehouseId', 'From warehouse is required'],
    ],
    [
      'the same warehouse twice',
      { ...purchase, type: 'INTER_WAREHOUSE', fromWarehouseId: '1' },
      ['toWarehouseId', 'Destination warehouse must differ from the From warehouse'],
    ],
    [
      'no vendor for a return',
      { ...purchase, type: 'PURCHASE_RETURN', toWarehouseId: null, fromWarehouseId: '1' },
      ['toVendorId', 'Vendor/unit is required'],
    ],
    [
      'a destination on an adjustment',
      { ...purchase, type: 'ADJUSTMENT', fromWarehouseId: '2' },
      ['toWarehouseId', 'Destination warehouse does not apply to Adjustment'],
    ],
    [
      'a negative purchase',
      { ...purchase, lines: [{ productId: '1', quantity: -1 }] },
      ['lines.0.quantity', 'Quantity must be 1 or more'],
    ],
    [
      'a zero adjustment',
      {
        ...purchase,
        type: 'ADJUSTMENT',
        toWarehouseId: null,
        fromWarehouseId: '2',
        lines: [{ productId: '1', quantity: 0 }],
      },
      ['lines.0.quantity', 'Quantity must not be 0'],
    ],
    [
      'a fraction',
      { ...purchase, lines: [{ productId: '1', quantity: 1.5 }] },
      ['lines.0.quantity', 'Quantity must be a whole number'],
    ],
    [
      'no product',
      { ...purchase, lines: [{ productId: '', quantity: 1 }] },
      ['lines.0.productId', 'Product is required'],
    ],
    ['no lines', { ...purchase, lines: [] }, ['lines', 'Add at least one product line']],
    [
      'a received date before shipment',
      { ...purchase, receivedDate: '2026-11-22' },
      ['receivedDate', 'Received date must not be before the shipment date'],
    ],
  ])('refuses %s, naming the field', (_case, input, expected) => {
    expect(problems(internalTransferInputRules, input)).toContainEqual(expected);
  });
});

describe('the Add Stock form', () => {
  const filled: InternalTransferFormValues = {
    ...newTransferFormValues('2026-11-23'),
    type: 'INTER_WAREHOUSE',
    fromWarehouseId: '2',
    toWarehouseId: '3',
    vendorId: '5',
    toVendorId: '6',
  };

  it('starts today with no type, the destination shown and one empty line', () => {
    expect(newTransferFormValues('2026-11-23')).toMatchObject({
      type: '',
      shipmentDate: '2026-11-23',
      receivedDate: '2026-11-23',
      lines: [{ productId: '', quantity: '' }],
    });
    expect(shownTransferEnds('')).toEqual(['toWarehouseId']);
    expect(shownTransferEnds('PURCHASES')).toEqual(['toWarehouseId']);
    expect(shownTransferEnds('PURCHASE_RETURN')).toEqual(['fromWarehouseId', 'toVendorId']);
  });

  it('clears both vendors and both locations when the type changes, and the vendor when the source does', () => {
    expect(withType(filled, 'ADJUSTMENT')).toMatchObject({
      type: 'ADJUSTMENT',
      fromWarehouseId: '',
      toWarehouseId: '',
      vendorId: '',
      toVendorId: '',
    });
    expect(withFromWarehouse(filled, '4')).toMatchObject({
      fromWarehouseId: '4',
      toWarehouseId: '3',
      vendorId: '',
      toVendorId: '',
    });
  });

  it('totals what is typed, and checks typed quantities with the gateway rules', () => {
    expect(
      totalTransferQuantity([
        { productId: '1', quantity: '4' },
        { productId: '2', quantity: '-1' },
        { productId: '3', quantity: 'x' },
      ]),
    ).toBe(3);
    expect(
      problems(internalTransferFormRules, {
        ...filled,
        vendorId: '',
        toVendorId: '',
        lines: [
          { productId: '1', quantity: '2 pcs' },
          { productId: '2', quantity: '1,5' },
          { productId: '3', quantity: '' },
        ],
      }),
    ).toEqual([
      ['lines.0.quantity', 'Quantity must be a number'],
      ['lines.1.quantity', 'Quantity must be a whole number'],
      ['lines.2.quantity', 'Quantity is required'],
    ]);
  });

  it('refuses a quantity of 0 or below before a type is chosen (issue 36 item 12)', () => {
    const untyped = newTransferFormValues('2026-11-23');
    const lines = [
      { productId: '1', quantity: '0' },
      { productId: '2', quantity: '-2' },
      { productId: '3', quantity: '4' },
    ];
    expect(problems(internalTransferFormRules, { ...untyped, lines })).toEqual([
      ['type', 'Type is required'],
      ['lines.0.quantity', 'Quantity must be 1 or more'],
      ['lines.1.quantity', 'Quantity must be 1 or more'],
    ]);
    // An adjustment takes the negative one, still not the 0, whatever else is refused.
    expect(problems(internalTransferFormRules, { ...untyped, type: 'ADJUSTMENT', lines })).toEqual([
      ['fromWarehouseId', 'From warehouse is required'],
      ['lines.0.quantity', 'Quantity must not be 0'],
    ]);
  });
});
