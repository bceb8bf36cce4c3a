import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { loginProblems } from '../rules/login';
import { internationalPhoneRule, toInternationalNumber, toNationalNumber, typedPhoneNumber } from '../rules/phone';
import { warehouseFormRules, warehouseInputRules } from '../rules/warehouse';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('login rules (spec 000 §5)', () => {
  it.each([
    ['', ['E-mail is required']],
    ['   ', ['E-mail is required']],
    ['admin', ['E-mail must be a valid email']],
    ['admin@example', ['E-mail must be a valid email']],
    ['admin @example.com', ['E-mail must be a valid email']],
    ['admin@example.com', []],
    [' admin@example.com ', []],
  ])('e-mail %j gives %j', (email, expected) => {
    expect(Object.values(loginProblems({ email, password: 'x' }))).toEqual(expected);
  });

  it('requires the password', () => {
    expect(loginProblems({ email: 'a@b.co', password: '' })).toEqual({ password: 'Password is required' });
  });
});

describe('phone numbers (+62 prefix)', () => {
  it.each([
    ['+62216694512', '216694512'],
    ['62216694512', '216694512'],
    ['0216694512', '216694512'],
    ['', ''],
    [null, ''],
  ])('%j displays as %j', (stored, shown) => expect(toNationalNumber(stored)).toBe(shown));

  it('stores the digits typed after the prefix in international form', () => {
    expect(toInternationalNumber('812 3456 789')).toBe('+628123456789');
    expect(toInternationalNumber('0812')).toBe('+62812');
    expect(toInternationalNumber('')).toBeNull();
  });

  it('passes a typed phone that is not a number on as typed, for the phone rule to refuse rather than drop', () => {
    expect(typedPhoneNumber(' 081234567890 ')).toBe('+6281234567890');
    expect(typedPhoneNumber('   ')).toBeNull();
    expect(typedPhoneNumber('abcdef')).toBe('abcdef');
    expect(typedPhoneNumber('abc123456')).toBe('abc123456');
    expect(z.safeParse(internationalPhoneRule, typedPhoneNumber('abcdef')).error?.issues[0]?.message).toBe(
      'Phone number must be 6 to 13 digits after +62',
    );
  });
});

describe('warehouse rules', () => {
  const form = {
    name: ' Gudang Baru ',
    latitude: '-6,2',
    longitude: '106.8',
    address: '',
    provinceId: '31',
    cityId: '3171',
    phoneNumber: '0216694512',
    active: true,
  };

  it('turns the form into a WarehouseInput the gateway accepts', () => {
    const input = warehouseFormRules.parse(form);
    expect(input).toEqual({
      name: 'Gudang Baru',
      latitude: -6.2,
      longitude: 106.8,
      address: null,
      cityId: '3171',
      phoneNumber: '+62216694512',
      active: true,
    });
    expect(warehouseInputRules.parse(input)).toEqual(input);
  });

  it('names each field that is wrong', () => {
    const result = warehouseFormRules.safeParse({
      ...form,
      name: '',
      latitude: 'north',
      longitude: '200',
      cityId: '',
      phoneNumber: '12',
    });
    expect(messages(result)).toEqual([
      'Name is required',
      'Latitude must be a number',
      'Longitude must be between -180 and 180',
      'City is required',
      'Phone number must be 6 to 13 digits after +62',
    ]);
  });

  it('refuses a phone number not in international form at the gateway', () => {
    const result = warehouseInputRules.safeParse({ name: 'A', cityId: '1', active: true, phoneNumber: '0812345678' });
    expect(messages(result)).toEqual(['Phone number must be 6 to 13 digits after +62']);
  });
});
