import { describe, expect, it } from 'vitest';

import { productFormRules } from '@backoffice/schema/rules/product';

import { EMPTY_MEDIA, mediaInput, mediaSlotOf, slugify, slugSuggestion, toFormValues } from './productFormValues';
import type { ProductDetailFragment } from './products.generated';

const product: ProductDetailFragment = {
  __typename: 'Product',
  id: '7',
  sku: 'UDG-1',
  name: 'Udang Vaname',
  type: 'BUNDLE',
  status: 'PENDING',
  bpomNumber: null,
  grossWeight: 1.1,
  grossPrice: 100000,
  retailPrice: 90000,
  stock: 4,
  category: { __typename: 'Category', id: '1', name: 'Udang' },
  ecommerceName: null,
  whatsappName: 'Udang WA',
  slug: 'udang-vaname',
  description: null,
  contentBox: '<p>Segar</p>',
  tagScript: null,
  metaTitle: null,
  metaDescription: null,
  metaKeywords: null,
  barcode: null,
  netWeight: 1,
  discountPercent: 10,
  resellerPrice: null,
  wholesalerPrice: null,
  costPrice: 60000,
  scheduleTime: '2030-01-02T03:04:05.000Z',
  bundleItems: [{ __typename: 'BundleItem', id: '3', sku: 'CMS-1', name: 'Cumi' }],
  faqs: [{ __typename: 'ProductFaq', title: 'Tahan?', body: 'Ya.', locale: 'id_ID' }],
  imageUrls: [null, '/media/products/a.png', null],
  videoUrl: null,
};

describe('product form values', () => {
  it('fills the form from a product and gives back the same product as input', () => {
    expect(productFormRules.parse(toFormValues(product))).toEqual({
      type: 'BUNDLE',
      status: 'PENDING',
      name: 'Udang Vaname',
      ecommerceName: null,
      whatsappName: 'Udang WA',
      slug: 'udang-vaname',
      sku: 'UDG-1',
      description: null,
      contentBox: '<p>Segar</p>',
      tagScript: null,
      metaTitle: null,
      metaDescription: null,
      metaKeywords: null,
      categoryId: '1',
      bpomNumber: null,
      barcode: null,
      grossWeight: 1.1,
      netWeight: 1,
      grossPrice: 100000,
      discountPercent: 10,
      retailPrice: 90000,
      resellerPrice: null,
      wholesalerPrice: null,
      costPrice: 60000,
      bundleItemIds: ['3'],
      faqs: [{ title: 'Tahan?', body: 'Ya.', locale: 'id_ID' }],
      scheduleTime: '2030-01-02T03:04:05.000Z',
    });
  });

  it('suggests a slug from the name', () => {
    expect(slugify('Udang Vaname Kupas 500 gr')).toBe('udang-vaname-kupas-500-gr');
    expect(slugify(' Cumi & Sotong — Spesial! ')).toBe('cumi-sotong-spesial');
    expect(slugify('Crème Brûlée')).toBe('creme-brulee');
  });

  it('suggests the slug from the name only while the slug is empty or still the last suggestion', () => {
    expect(slugSuggestion('Udang', '', '')).toBe('udang');
    expect(slugSuggestion('Udang Vaname', 'udang', 'udang')).toBe('udang-vaname');
    // Typed by the user, or the stored slug of a product being edited: kept.
    expect(slugSuggestion('Udang Vaname', 'my-slug', 'udang')).toBeNull();
    expect(slugSuggestion('Udang Vaname', 'hello-worldmy-slug', 'hello-world')).toBeNull();
    expect(slugSuggestion('Udang Vaname Baru', 'udang-vaname', '')).toBeNull();
    // Emptied by the user: suggested again.
    expect(slugSuggestion('Udang Vaname', '', 'udang')).toBe('udang-vaname');
  });

  it('sends media only when a slot changes; a chosen file wins over clearing its slot', () => {
    expect(mediaInput(EMPTY_MEDIA)).toBeNull();
    const image = new File(['x'], 'a.png', { type: 'image/png' });
    const video = new File(['y'], 'a.mp4', { type: 'video/mp4' });
    expect(mediaInput({ files: [null, null, image, null], removed: [] })).toEqual({
      images: [null, null, image],
      video: null,
      removeImages: [],
      removeVideo: false,
    });
    expect(mediaInput({ files: [image, null, null, null], removed: [0, 1, 3] })).toEqual({
      images: [image, null, null],
      video: null,
      removeImages: [1],
      removeVideo: true,
    });
    expect(mediaInput({ files: [null, null, null, video], removed: [3] })).toMatchObject({ video, removeVideo: false });
  });

  it('reads which media slot the gateway named', () => {
    expect(mediaSlotOf('media.images.2')).toBe(2);
    expect(mediaSlotOf('media.video')).toBe(3);
    expect(mediaSlotOf('sku')).toBeNull();
  });
});
