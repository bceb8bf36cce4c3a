import { describe, expect, it } from 'vitest';

import { conditionsFor, promotionInputRules, shownFields, thresholdField } from '../rules/promotion';
import { promotionFormRules, type PromotionFormValues } from '../rules/promotionForm';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

const form: PromotionFormValues = {
  platform: 'crystal web',
  name: ' Diskon Udang ',
  code: 'UDANG15',
  type: 'PERCENT',
  value: '15',
  maxDiscount: '50.000',
  active: true,
  isDefault: false,
  validFrom: '2025-03-01',
  validUntil: '2025-03-31',
  description: '',
  termsAndConditions: 'Satu kali per pelanggan',
  terms: 'QTY',
  condition: 'GREATER_THAN',
  amount: '5',
  maxAmount: '',
  minTransaction: '',
  quota: '100',
  usedQuota: '',
};

describe('which promotion fields apply (spec 000 §5)', () => {
  it("offers '<' and '>' unless the terms are minTransaction", () => {
    expect(conditionsFor('QTY')).toEqual(['LESS_THAN', 'GREATER_THAN']);
    expect(conditionsFor('PRICE')).toEqual(['LESS_THAN', 'GREATER_THAN']);
    expect(conditionsFor('MIN_TRANSACTION')).toEqual([]);
  });

  it("takes the terms' value from maxAmount for '<', amount for '>' and minTransaction for the minTransaction terms", () => {
    expect(thresholdField('QTY', 'LESS_THAN')).toBe('maxAmount');
    expect(thresholdField('PRICE', 'GREATER_THAN')).toBe('amount');
    expect(thresholdField('MIN_TRANSACTION', 'LESS_THAN')).toBe('minTransaction');
    expect(thresholdField('MIN_TRANSACTION', null)).toBe('minTransaction');
    expect(thresholdField('QTY', '')).toBeNull();
  });

  it('hides the value for free shipping and the max promo for rounded', () => {
    expect(shownFields({ type: 'FREE_SHIPPING', terms: 'MIN_TRANSACTION', condition: null })).toEqual({
      value: false,
      maxDiscount: true,
      condition: false,
      amount: false,
      maxAmount: false,
      minTransaction: true,
    });
    expect(shownFields({ type: 'ROUNDED', terms: 'PRICE', condition: 'LESS_THAN' })).toEqual({
      value: true,
      maxDiscount: false,
      condition: true,
      amount: false,
      maxAmount: true,
      minTransaction: false,
    });
    expect(shownFields({ type: 'PERCENT', terms: 'QTY', condition: 'GREATER_THAN' })).toMatchObject({
      value: true,
      maxDiscount: true,
      amount: true,
    });
  });
});

describe('promotion form rules', () => {
  it('turns the form into a PromotionInput the gateway accepts', () => {
    const input = promotionFormRules.parse(form);
    expect(input).toEqual({
      platform: 'crystal web',
      name: 'Diskon Udang',
      code: 'UDANG15',
      type: 'PERCENT',
      value: 15,
      maxDiscount: 50000,
      active: true,
      isDefault: false,
      validFrom: '2025-03-01',
      validUntil: '2025-03-31',
      description: null,
      termsAndConditions: 'Satu kali per pelanggan',
      terms: 'QTY',
      condition: 'GREATER_THAN',
      amount: 5,
      maxAmount: null,
      minTransaction: null,
      quota: 100,
      usedQuota: 0,
    });
    expect(promotionInputRules.parse(input)).toEqual(input);
  });

  it('sends hidden fields as none, even with text left in them', () => {
    const input = promotionFormRules.parse({
      ...form,
      type: 'FREE_SHIPPING',
      value: 'abc',
      terms: 'MIN_TRANSACTION',
      condition: 'LESS_THAN',
      amount: 'x',
      maxAmount: '9',
      minTransaction: '200.000',
    });
    expect(input).toMatchObject({
      value: null,
      maxDiscount: 50000,
      condition: null,
      amount: null,
      maxAmount: null,
      minTransaction: 200000,
    });
    expect(promotionFormRules.parse({ ...form, type: 'ROUNDED', value: '25.000' })).toMatchObject({
      value: 25000,
      maxDiscount: null,
    });
  });

  it('requires what the choices call for, and names each field', () => {
    expect(
      messages(promotionFormRules.safeParse({ ...form, name: ' ', value: '', condition: '', amount: '' })),
    ).toEqual({
      name: 'Promo name is required',
      value: 'Promo value is required',
      condition: 'Condition is required',
    });
    expect(messages(promotionFormRules.safeParse({ ...form, condition: 'LESS_THAN' }))).toEqual({
      maxAmount: 'Max amount is required',
    });
    expect(messages(promotionFormRules.safeParse({ ...form, terms: 'MIN_TRANSACTION' }))).toEqual({
      minTransaction: 'Min transaction is required',
    });
    expect(messages(promotionFormRules.safeParse({ ...form, value: '120' }))).toEqual({
      value: 'A percent promo value must be between 1 and 100',
    });
  });

  it('keeps the quota fields numeric, the quota used within the quota and the dates in order', () => {
    expect(messages(promotionFormRules.safeParse({ ...form, quota: 'seratus', usedQuota: '1,5' }))).toEqual({
      quota: 'Quota must be a number',
      usedQuota: 'Used quota must be a whole number',
    });
    expect(messages(promotionFormRules.safeParse({ ...form, quota: '-5' }))).toMatchObject({
      quota: 'Quota must be 0 or more',
    });
    expect(messages(promotionFormRules.safeParse({ ...form, quota: '' }))).toEqual({ quota: 'Quota is required' });
    expect(messages(promotionFormRules.safeParse({ ...form, usedQuota: '101' }))).toEqual({
      usedQuota: 'Used quota must not be more than the quota',
    });
    expect(messages(promotionFormRules.safeParse({ ...form, validFrom: '', validUntil: '2025-02-28' }))).toEqual({
      validFrom: 'Valid from is required',
    });
    expect(messages(promotionFormRules.safeParse({ ...form, validUntil: '2025-02-28' }))).toEqual({
      validUntil: 'Valid until must not be before valid from',
    });
  });

  it('refuses a promo code with spaces and an unchosen type or terms', () => {
    expect(messages(promotionFormRules.safeParse({ ...form, code: 'UDANG 15', type: '', terms: '' }))).toMatchObject({
      code: 'Promo code may only hold letters, digits, - and _',
      type: 'Promo type is required',
      terms: 'Terms is required',
    });
  });
});

describe('promotion input rules (gateway)', () => {
  const input = promotionFormRules.parse(form);

  it('applies the same rules between fields to a PromotionInput', () => {
    expect(messages(promotionInputRules.safeParse({ ...input, amount: null, usedQuota: 500 }))).toEqual({
      amount: 'Amount is required',
      usedQuota: 'Used quota must not be more than the quota',
    });
    expect(messages(promotionInputRules.safeParse({ ...input, validFrom: '2025-02-30' }))).toEqual({
      validFrom: 'Valid from must be a date',
    });
    expect(messages(promotionInputRules.safeParse({ ...input, quota: -1, usedQuota: 0 }))).toMatchObject({
      quota: 'Quota must be 0 or more',
    });
  });

  it('drops the fields that do not apply', () => {
    expect(
      promotionInputRules.parse({ ...input, type: 'ROUNDED', value: 10000, maxDiscount: 5, maxAmount: 7 }),
    ).toMatchObject({
      value: 10000,
      maxDiscount: null,
      amount: 5,
      maxAmount: null,
    });
  });
});
