import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { customerInputRules } from '../rules/customer';
import { isRecordId, optionalId, requiredId } from '../rules/id';
import { orderLineRules } from '../rules/order';

describe('record ids', () => {
  it.each(['1', '42', '3175', '2147483647'])('%j is a record id', (id) => expect(isRecordId(id)).toBe(true));

  it.each(['', 'abc', '1 OR 1=1', '3175#', '../1', '0', '-1', '007', '1.5', '1e3', ' 1', '2147483648', '99999999999'])(
    '%j is not',
    (id) => expect(isRecordId(id)).toBe(false),
  );

  it('says required when empty and names the field otherwise', () => {
    const rule = requiredId('City');
    const message = (value: unknown) => z.safeParse(rule, value).error?.issues.map((issue) => issue.message);
    expect(message('')).toEqual(['City is required']);
    expect(message('abc')).toEqual(['City id must be a positive whole number']);
    expect(message('5171')).toBeUndefined();
    expect(z.safeParse(optionalId('Category'), '').success).toBe(true);
    expect(z.safeParse(optionalId('Category'), '1 OR 1=1').success).toBe(false);
  });

  it('holds in the input rules that carry ids', () => {
    const line = z.safeParse(orderLineRules, { productId: '../1', quantity: 1 });
    expect(line.error?.issues[0]).toMatchObject({
      path: ['productId'],
      message: 'Product id must be a positive whole number',
    });
    const customer = z.safeParse(customerInputRules.shape.invoiceCityId, '3175#');
    expect(customer.error?.issues[0]?.message).toBe('Invoice city id must be a positive whole number');
  });
});
