import { describe, expect, it } from 'vitest';

import { presetParams } from './presetParams';

describe('presetParams', () => {
  it('keeps filters, search, sort and page size, in key order, without the page, a dialog or empty values', () => {
    expect(presetParams('?status=PAYMENT_SUCCESS&page=3&orderby=TOTAL&desc=true&per_page=50&detail=12&search=')).toBe(
      'desc=true&orderby=TOTAL&per_page=50&status=PAYMENT_SUCCESS',
    );
  });

  it('gives one spelling for the same view, and another for another', () => {
    expect(presetParams('?b=2&a=1')).toBe(presetParams('a=1&b=2&page=2'));
    expect(presetParams('?a=1')).not.toBe(presetParams('?a=2'));
    expect(presetParams('')).toBe('');
    expect(presetParams('?page=4')).toBe('');
  });

  it('keeps the order of a repeated key and encodes what is not ASCII', () => {
    expect(presetParams('?tag=z&tag=a')).toBe('tag=z&tag=a');
    expect(presetParams(new URLSearchParams({ search: 'ikan tuna & udang' }))).toBe('search=ikan+tuna+%26+udang');
    expect(presetParams('?search=kopi%20gayo%C3%A9')).toMatch(/^[!-~]*$/);
  });
});
