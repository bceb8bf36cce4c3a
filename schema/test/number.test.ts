import { describe, expect, it } from 'vitest';

import { numberRule, numberTextRule, optionalNumberTextRule, parseNumberText } from '../rules/number';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('parseNumberText', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['15000', 15000],
    [' 15.000 ', 15000],
    ['15 000', 15000],
    ['-5000', -5000],
    ['-5', -5],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['+3', 3],
  ])('reads %j as %j', (text, value) => expect(parseNumberText(text)).toBe(value));

  it('reads a dot as the decimal point where fractions are allowed', () =>
    expect(parseNumberText('0.500', { thousands: false })).toBe(0.5));

  it.each(['abc', '2 pcs', 'Rp', '1..2', '--1'])('reads %j as no number (NaN)', (text) =>
    expect(parseNumberText(text)).toBeNaN(),
  );
});

describe('numberTextRule and optionalNumberTextRule: one message per problem, for every number field', () => {
  const serving = numberTextRule('Serving size', { min: 1, max: 1000 });
  const money = numberTextRule('Money returned');
  const price = optionalNumberTextRule('Price');
  const weight = optionalNumberTextRule('Gross weight', { whole: false, max: 100_000 });
  it.each([
    [serving, '', 'Serving size is required'],
    [serving, 'abc', 'Serving size must be a number'],
    [serving, '0', 'Serving size must be 1 or more'],
    [serving, '-2', 'Serving size must be 1 or more'],
    [serving, '2.5', 'Serving size must be a whole number'],
    [serving, '1001', 'Serving size must be 1000 or less'],
    [serving, '4', null],
    [money, '-5000', 'Money returned must be 0 or more'],
    [money, 'lima ribu', 'Money returned must be a number'],
    [money, '5.000', null],
    [money, '3000000000', 'Money returned is too large'],
    [price, '', null],
    [price, '-5', 'Price must be 0 or more'],
    [price, '12.5', 'Price must be a whole number'],
    [weight, '0,25', null],
    [weight, '0.500', null],
    [weight, '100001', 'Gross weight must be 100000 or less'],
    [weight, '-1', 'Gross weight must be 0 or more'],
  ] as const)('%#: %j → %j', (rule, text, message) => expect(firstMessage(rule.safeParse(text))).toBe(message));

  it('words a missing value as the spec does where it gives a message', () => {
    expect(firstMessage(numberTextRule('Fees', { requiredMessage: 'Field tidak boleh kosong' }).safeParse(' '))).toBe(
      'Field tidak boleh kosong',
    );
  });

  it('is the rule of the gateway too, on the numbers GraphQL delivers', () => {
    expect(firstMessage(numberRule('Quantity', { min: 1 }).safeParse(0))).toBe('Quantity must be 1 or more');
    expect(firstMessage(numberRule('Quantity', { min: 1 }).safeParse(undefined))).toBe('Quantity is required');
    expect(firstMessage(numberRule('Price').safeParse(-1))).toBe('Price must be 0 or more');
  });
});
