import { describe, expect, it } from 'vitest';

import { deliveryFeeFormRules, deliveryFeeInputRules, emptyDeliveryFeeForm } from '../rules/deliveryFee';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

const form = {
  courierId: '2',
  serviceName: ' REG ',
  deliveryType: 'DOMESTIC',
  fee: '15.000',
  unitFee: '9000',
  originProvinceId: '31',
  originCityId: '3175',
  destinationProvinceId: '32',
  destinationCityId: '3273',
  trackingWebsite: 'https://www.jne.co.id/tracking-package',
  active: true,
};

describe('courier fee rules (spec 000 §5)', () => {
  it('turns the form into a DeliveryFeeInput the gateway accepts', () => {
    const input = deliveryFeeFormRules.parse(form);
    expect(input).toEqual({
      courierId: '2',
      serviceName: 'REG',
      deliveryType: 'DOMESTIC',
      fee: 15000,
      unitFee: 9000,
      originCityId: '3175',
      destinationCityId: '3273',
      trackingWebsite: 'https://www.jne.co.id/tracking-package',
      active: true,
    });
    expect(deliveryFeeInputRules.parse(input)).toEqual(input);
  });

  it("gives exactly 'Field tidak boleh kosong' for every empty required field of the form", () => {
    // Blank text counts as empty too.
    const empty = { ...emptyDeliveryFeeForm, serviceName: '  ', unitFee: ' ' };
    const required = [
      'courierId',
      'serviceName',
      'deliveryType',
      'fee',
      'unitFee',
      'originCityId',
      'destinationCityId',
      'trackingWebsite',
    ];
    expect(messages(deliveryFeeFormRules.safeParse(empty))).toEqual(
      Object.fromEntries(required.map((field) => [field, 'Field tidak boleh kosong'])),
    );
  });

  it("gives 'Field tidak boleh kosong' for every missing field at the gateway, status included", () => {
    const required = [
      'courierId',
      'serviceName',
      'deliveryType',
      'fee',
      'unitFee',
      'originCityId',
      'destinationCityId',
      'trackingWebsite',
      'active',
    ];
    expect(messages(deliveryFeeInputRules.safeParse({}))).toEqual(
      Object.fromEntries(required.map((field) => [field, 'Field tidak boleh kosong'])),
    );
  });

  it('takes fees as whole rupiah of 0 or more, saying which of the two is wrong', () => {
    expect(messages(deliveryFeeFormRules.safeParse({ ...form, fee: '12,5', unitFee: '-1' }))).toEqual({
      fee: 'Fees must be a whole number',
      unitFee: 'Unit fees must be 0 or more',
    });
    expect(messages(deliveryFeeFormRules.safeParse({ ...form, fee: 'gratis' }))).toEqual({
      fee: 'Fees must be a number',
    });
    expect(deliveryFeeFormRules.parse({ ...form, fee: '0', unitFee: '1 250 000' })).toMatchObject({
      fee: 0,
      unitFee: 1250000,
    });
    const input = deliveryFeeFormRules.parse(form);
    expect(messages(deliveryFeeInputRules.safeParse({ ...input, fee: -1 }))).toEqual({ fee: 'Fees must be 0 or more' });
  });
});
