import { describe, expect, it } from 'vitest';

import { gramsLabel, productSummary, STATUS_FILTER_CHOICES } from './productDisplay';

describe('product display', () => {
  it.each([
    [0.5, '500 gr'],
    [1.1, '1.100 gr'],
    [0.36, '360 gr'],
    [12.3456, '12.346 gr'],
    [null, null],
  ])('shows %j kg as %j', (kilograms, label) => {
    expect(gramsLabel(kilograms)).toBe(label);
  });

  it('sums up weight, stock and a status that is neither Active nor Inactive', () => {
    expect(productSummary({ grossWeight: 0.6, stock: 85, status: 'ACTIVE' })).toBe('600 gr · Stock 85');
    expect(productSummary({ grossWeight: null, stock: 0, status: 'DRAFT' })).toBe('Stock 0 · Draft');
    expect(productSummary({ grossWeight: 1, stock: 3, status: 'PENDING' })).toBe('1.000 gr · Stock 3 · Pending');
  });

  it("shows a status the gateway does not know as the company's API sent it", () => {
    expect(productSummary({ grossWeight: null, stock: 2, status: null, unknownStatus: 'Archived' })).toBe(
      'Stock 2 · Archived',
    );
  });

  it('offers Active, Inactive and Draft as status filters (spec 000 §2), not Pending', () => {
    expect(STATUS_FILTER_CHOICES).toEqual([
      { value: 'ACTIVE', label: 'Active' },
      { value: 'INACTIVE', label: 'Inactive' },
      { value: 'DRAFT', label: 'Draft' },
    ]);
  });
});
