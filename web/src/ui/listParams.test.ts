import { describe, expect, it } from 'vitest';
import { oneOf, PAGE_SIZES, parseListParams, someOf, writeListParams, type ListDefaults } from './listParams';

type Sort = 'NAME' | 'CITY';
const defaults: ListDefaults<Sort> = { perPage: 15, sortFields: ['NAME', 'CITY'], orderBy: 'NAME', pageSizes: PAGE_SIZES };

describe('list parameters in the address', () => {
  it('reads page, per_page, orderby and desc', () => {
    expect(parseListParams(new URLSearchParams('page=3&per_page=50&orderby=CITY&desc=true'), defaults)).toEqual({
      page: 3,
      perPage: 50,
      orderBy: 'CITY',
      desc: true,
    });
  });

  it('falls back to the defaults for missing or odd values', () => {
    expect(parseListParams(new URLSearchParams('page=-2&per_page=17'), defaults)).toEqual({ page: 1, perPage: 15, orderBy: 'NAME', desc: false });
    expect(parseListParams(new URLSearchParams('per_page=-1'), defaults).perPage).toBe(-1);
  });

  it('goes back to page 1 when anything but the page changes, and leaves defaults out', () => {
    const at = new URLSearchParams('page=4&search=gudang');
    expect(writeListParams(at, { page: 5 }, defaults).toString()).toBe('page=5&search=gudang');
    expect(writeListParams(at, { perPage: 25 }, defaults).toString()).toBe('search=gudang&per_page=25');
    expect(writeListParams(at, { filters: { search: '' } }, defaults).toString()).toBe('');
    expect(writeListParams(at, { orderBy: 'NAME', desc: true }, defaults).toString()).toBe('search=gudang&desc=true');
  });

  it('sorts by the default for an orderby the list does not know, so the query never gets one', () => {
    expect(parseListParams(new URLSearchParams('orderby=foo'), defaults).orderBy).toBe('NAME');
    expect(parseListParams(new URLSearchParams('orderby=city'), defaults).orderBy).toBe('NAME');
    expect(writeListParams(new URLSearchParams('orderby=foo'), { orderBy: 'CITY' }, defaults).toString()).toBe('orderby=CITY');
  });

  it('keeps a descending default apart from an explicit ascending choice', () => {
    const newestFirst = { ...defaults, desc: true };
    expect(parseListParams(new URLSearchParams(''), newestFirst).desc).toBe(true);
    expect(parseListParams(new URLSearchParams('desc=false'), newestFirst).desc).toBe(false);
    expect(writeListParams(new URLSearchParams(''), { desc: false }, newestFirst).toString()).toBe('desc=false');
    expect(writeListParams(new URLSearchParams('desc=false'), { desc: true }, newestFirst).toString()).toBe('');
  });
});

describe('enum values in the address', () => {
  const types = ['INDIVIDUAL', 'ONLINE_RETAILER', 'STOCKIST'] as const;

  it('reads one value as the GraphQL enum spells it, and nothing else', () => {
    expect(oneOf(types, 'STOCKIST')).toBe('STOCKIST');
    expect(oneOf(types, 'stockist')).toBeNull();
    expect(oneOf(types, '')).toBeNull();
    expect(oneOf(types, null)).toBeNull();
  });

  it('reads a comma-separated list, leaving unknown values out', () => {
    expect(someOf(types, 'STOCKIST, INDIVIDUAL,foo')).toEqual(['INDIVIDUAL', 'STOCKIST']);
    expect(someOf(types, null)).toEqual([]);
  });
});
