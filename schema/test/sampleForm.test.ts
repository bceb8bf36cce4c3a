import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { SAMPLE_WITHOUT_LINES_MESSAGE } from '../rules/sample';
import {
  newSampleFormValues,
  paymentStatusOfSample,
  sampleFormRules,
  sampleShippingFormRules,
} from '../rules/sampleForm';

const filled = {
  ...newSampleFormValues('2026-11-06'),
  recipientType: 'VENDOR' as const,
  recipientId: '7',
  phoneNumber: '081298765432',
  address: 'Jl. Pelabuhan No. 3',
  provinceId: '35',
  cityId: '3578',
  postalCode: '60165',
  shipFromId: '3',
  purpose: 'REVIEW' as const,
  memo: '  ',
  lines: [{ productId: '11', quantity: '2' }],
};

describe('the sample form rules', () => {
  it('gives the gateway a SampleInput: phone in international form, empty text as none', () => {
    expect(z.parse(sampleFormRules, filled)).toEqual({
      recipientType: 'VENDOR',
      recipientId: '7',
      phoneNumber: '+6281298765432',
      address: 'Jl. Pelabuhan No. 3',
      provinceId: '35',
      cityId: '3578',
      postalCode: '60165',
      shipmentStatus: 'PROCESSED',
      shipFromId: '3',
      shipmentDate: '2026-11-06',
      purpose: 'REVIEW',
      courierId: '1',
      memo: null,
      lines: [{ productId: '11', quantity: 2 }],
    });
  });

  it("refuses a sample without lines with the spec's words", () => {
    const result = z.safeParse(sampleFormRules, { ...filled, lines: [] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['lines'], message: SAMPLE_WITHOUT_LINES_MESSAGE }),
    ]);
  });

  it('names the recipient, purpose and warehouse a new form still lacks', () => {
    const result = z.safeParse(sampleFormRules, {
      ...newSampleFormValues('2026-11-06'),
      address: 'Jl. A',
      lines: [{ productId: '11', quantity: '1' }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'purpose',
      'recipientId',
      'shipFromId',
    ]);
  });
});

describe('the sample detail dialog rules', () => {
  it('starts the payment status at the sample status when that is one, else at Payment Success', () => {
    expect(paymentStatusOfSample('PAYMENT_PENDING')).toBe('PAYMENT_PENDING');
    expect(paymentStatusOfSample('LABEL_PRINTED')).toBe('PAYMENT_SUCCESS');
  });

  it('sends an empty tracking code as none', () => {
    expect(
      z.parse(sampleShippingFormRules, {
        shipmentStatus: 'PROCESSED',
        courierId: '2',
        trackingCode: ' ',
        paymentStatus: 'PAYMENT_SUCCESS',
      }),
    ).toEqual({
      shipmentStatus: 'PROCESSED',
      courierId: '2',
      trackingCode: null,
      paymentStatus: 'PAYMENT_SUCCESS',
    });
  });
});
