import { describe, expect, it } from 'vitest';

import { productFormRules, type ProductFormValues, productInputRules } from '../rules/product';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []);

const form: ProductFormValues = {
  type: 'BUNDLE',
  status: 'ACTIVE',
  name: ' Paket Uji ',
  ecommerceName: '',
  whatsappName: 'Paket WA',
  slug: 'paket-uji',
  sku: 'PKT-UJI',
  description: '',
  contentBox: '<p>Isi</p>',
  tagScript: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  categoryId: '3',
  bpomNumber: '',
  barcode: '',
  grossWeight: '1,25',
  netWeight: '1',
  grossPrice: '100.000',
  discountPercent: '10',
  retailPrice: '90000',
  resellerPrice: '',
  wholesalerPrice: '',
  costPrice: '60000',
  bundleItems: [{ id: '4', sku: 'A', name: 'Udang' }],
  faqs: [{ title: 'Tahan lama?', body: 'Enam bulan.' }],
  scheduleTime: '2030-01-02T03:04:05.000Z',
};

describe('product rules', () => {
  it('turns the form into a ProductInput the gateway accepts', () => {
    const input = productFormRules.parse(form);
    expect(input).toEqual({
      type: 'BUNDLE',
      status: 'ACTIVE',
      name: 'Paket Uji',
      ecommerceName: null,
      whatsappName: 'Paket WA',
      slug: 'paket-uji',
      sku: 'PKT-UJI',
      description: null,
      contentBox: '<p>Isi</p>',
      tagScript: null,
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
      categoryId: '3',
      bpomNumber: null,
      barcode: null,
      grossWeight: 1.25,
      netWeight: 1,
      grossPrice: 100000,
      discountPercent: 10,
      retailPrice: 90000,
      resellerPrice: null,
      wholesalerPrice: null,
      costPrice: 60000,
      bundleItemIds: ['4'],
      faqs: [{ title: 'Tahan lama?', body: 'Enam bulan.', locale: 'id_ID' }],
      scheduleTime: '2030-01-02T03:04:05.000Z',
    });
    expect(productInputRules.parse(input)).toEqual(input);
  });

  it('drops the bundle items of a product that is no longer a bundle', () => {
    expect(productFormRules.parse({ ...form, type: 'SINGLE' }).bundleItemIds).toEqual([]);
  });

  it('names each wrong field of the form', () => {
    const result = productFormRules.safeParse({
      ...form,
      name: ' ',
      slug: 'Paket Uji',
      sku: '',
      grossPrice: 'seratus',
      retailPrice: '9,5',
      grossWeight: 'berat',
      discountPercent: '100',
      faqs: [{ title: '', body: 'x' }],
      scheduleTime: 'besok',
    });
    expect(messages(result)).toEqual({
      name: 'Name is required',
      slug: 'Slug may contain only lowercase letters, digits and single hyphens',
      sku: 'SKU is required',
      grossPrice: 'Gross price must be a number',
      retailPrice: 'Retail price must be a whole number',
      grossWeight: 'Gross weight must be a number',
      discountPercent: 'Discount must be a whole percentage from 0 to 99',
      'faqs.0.title': 'FAQ title is required',
      scheduleTime: 'Schedule time must be an ISO date and time',
    });
  });

  it('refuses in the gateway what the form cannot send', () => {
    const input = productFormRules.parse(form);
    const result = productInputRules.safeParse({
      ...input,
      discountPercent: 100,
      retailPrice: -1,
      faqs: [{ title: 'A', body: 'B', locale: 'en_US' }],
      scheduleTime: '2030-01-02 03:04:05',
    });
    expect(messages(result)).toEqual({
      discountPercent: 'Discount must be a whole percentage from 0 to 99',
      retailPrice: 'Retail price must be 0 or more',
      'faqs.0.locale': 'FAQ locale must be id_ID',
      scheduleTime: 'Schedule time must be an ISO date and time',
    });
    expect(messages(productInputRules.safeParse({ ...input, type: 'SINGLE' }))).toEqual({
      bundleItemIds: 'Bundle items are only for bundle products',
    });
    expect(productInputRules.safeParse({ ...input, bundleItemIds: ['4', '4'] }).success).toBe(false);
    expect(productInputRules.safeParse({ ...input, scheduleTime: '' }).success).toBe(true);
    expect(productInputRules.safeParse({ ...input, discountPercent: 99 }).success).toBe(true);
  });
});
