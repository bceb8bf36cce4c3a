import { describe, expect, it } from 'vitest';

import { checkChoiceCount, productChoicesOf } from './choices';
import type { RestProductChoice } from './rest';

const choice = (id: number, name: string, sku: string, type = 'single'): RestProductChoice => ({
  id,
  name,
  sku,
  product_type: type as RestProductChoice['product_type'],
  gross_price: null,
  retail_price: null,
  gross_weight: null,
});

const lite = [
  choice(1, 'Cumi Ring 500 gr', 'CMS-RING-500'),
  choice(2, 'Paket Cumi Keluarga', 'PKT-CUMI', 'bundle'),
  choice(3, 'Udang Vaname 1 kg', 'UDG-1K'),
  choice(4, 'Udang Kupas 500 gr', 'UDG-500'),
];
const ids = (choices: RestProductChoice[]) => choices.map((product) => product.id);

describe('product choices', () => {
  it('keeps those holding every word searched in the name or SKU, in any case and order', () => {
    expect(ids(productChoicesOf(lite, { search: '500 udang', includeBundles: false, first: 20 }))).toEqual([4]);
    expect(ids(productChoicesOf(lite, { search: 'cms-ring', includeBundles: false, first: 20 }))).toEqual([1]);
    expect(ids(productChoicesOf(lite, { search: '  ', includeBundles: false, first: 20 }))).toEqual([1, 3, 4]);
  });

  it('leaves bundles out unless asked, and answers the first `first`', () => {
    expect(ids(productChoicesOf(lite, { search: 'cumi', includeBundles: true, first: 20 }))).toEqual([1, 2]);
    expect(ids(productChoicesOf(lite, { includeBundles: true, first: 2 }))).toEqual([1, 2]);
  });

  it('refuses a `first` outside 1 to 100, naming it', () => {
    expect(() => checkChoiceCount(100)).not.toThrow();
    for (const first of [0, 101])
      expect(() => checkChoiceCount(first)).toThrow(
        expect.objectContaining({ extensions: expect.objectContaining({ field: 'first' }) }),
      );
  });
});
