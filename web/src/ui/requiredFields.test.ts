import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { newOrderFormValues, orderFormRules } from '@backoffice/schema/rules/orderForm';
import { warehouseFormRules } from '@backoffice/schema/rules/warehouse';

import { fieldsRefusedWhenEmpty } from './requiredFields';

describe('the fields a form refuses empty (issue 36 item 10)', () => {
  it("reads them from the form's rules, whatever the fields start with, any line's by one name", () => {
    const required = fieldsRefusedWhenEmpty(orderFormRules, newOrderFormValues('2026-11-23'));
    for (const name of ['customer.name', 'customer.address', 'customer.provinceId', 'customer.cityId', 'orderDate'])
      expect(required(name), name).toBe(true);
    expect(required('lines.0.quantity')).toBe(true);
    expect(required('lines.3.quantity')).toBe(true);
    for (const name of ['customer.phoneNumber', 'customer.postalCode', 'memo', 'invoiceNumber', 'lines.0.unitPrice'])
      expect(required(name), name).toBe(false);
  });

  it('leaves a field out that the rules let be empty, though another beside it is required', () => {
    const required = fieldsRefusedWhenEmpty(warehouseFormRules, {
      name: 'Gudang',
      latitude: '',
      longitude: '',
      address: '',
      provinceId: '31',
      cityId: '3171',
      phoneNumber: '',
      active: true,
    });
    expect(['name', 'cityId'].filter(required)).toEqual(['name', 'cityId']);
    expect(['provinceId', 'address', 'latitude', 'phoneNumber', 'active'].filter(required)).toEqual([]);
  });

  it('is none for rules that take everything empty', () => {
    expect(fieldsRefusedWhenEmpty(z.object({ memo: z.string() }), { memo: 'x' })('memo')).toBe(false);
  });
});
