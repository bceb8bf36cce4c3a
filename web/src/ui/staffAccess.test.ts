import { describe, expect, it } from 'vitest';

import { parseRole, staffAccess } from './staffAccess';

describe('staffAccess (issue 39)', () => {
  it("reads and writes by the role's row of the one declaration", () => {
    const warehouse = staffAccess('WAREHOUSE');
    expect(warehouse.canRead('stock')).toBe(true);
    expect(warehouse.canRead('customers')).toBe(false);
    expect(warehouse.canWrite('shipping')).toBe(true);
    expect(warehouse.canWrite('orders')).toBe(false);
    const developer = staffAccess('DEVELOPER');
    expect(developer.canRead('staff')).toBe(true);
    expect(developer.canWrite('products')).toBe(false);
  });

  it('allows a mutation by its rule: Finance updates a product (its prices), creates none', () => {
    const finance = staffAccess('FINANCE');
    expect(finance.canMutate('updateProduct')).toBe(true);
    expect(finance.canMutate('createProduct')).toBe(false);
    expect(finance.canMutate('refreshQuickbooksStatus')).toBe(true);
    expect(finance.canMutate('generateShippingLabel')).toBe(false);
    expect(staffAccess('WAREHOUSE').canMutate('generateShippingLabels')).toBe(true);
    // Every role keeps its own presets.
    expect(staffAccess('DEVELOPER').canMutate('createListPreset')).toBe(true);
  });

  it('allows nothing without a role, and no mutation the declaration does not name', () => {
    const none = staffAccess(null);
    expect(none.canRead('products')).toBe(false);
    expect(none.canUse({ kind: 'anyRole' })).toBe(false);
    expect(none.canMutate('createListPreset')).toBe(false);
    expect(staffAccess('ADMIN').canMutate('dropEverything')).toBe(false);
    expect(staffAccess('ADMIN').canMutate('toString')).toBe(false);
  });

  it("reads a remembered role: a role's name, none, or nothing known", () => {
    expect(parseRole('SALES')).toBe('SALES');
    expect(parseRole(null)).toBeNull();
    expect(parseRole(undefined)).toBeUndefined();
    expect(parseRole('OWNER')).toBeUndefined();
  });
});
