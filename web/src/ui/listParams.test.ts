import { describe, expect, it } from 'vitest';
import { PAGE_SIZES, parseListParams, writeListParams } from './listParams';

const defaults = { perPage: 15, orderBy: 'name', pageSizes: PAGE_SIZES };

describe('list parameters in the address', () => {
  it('reads page, per_page, orderby and desc', () => {
    expect(parseListParams(new URLSearchParams('page=3&per_page=50&orderby=city&desc=true'), defaults)).toEqual({
      page: 3,
      perPage: 50,
      orderBy: 'city',
      desc: true,
    });
  });

  it('falls back to the defaults for missing or odd values', () => {
    expect(parseListParams(new URLSearchParams('page=-2&per_page=17'), defaults)).toEqual({ page: 1, perPage: 15, orderBy: 'name', desc: false });
    expect(parseListParams(new URLSearchParams('per_page=-1'), defaults).perPage).toBe(-1);
  });

  it('goes back to page 1 when anything but the page changes, and leaves defaults out', () => {
    const at = new URLSearchParams('page=4&search=gudang');
    expect(writeListParams(at, { page: 5 }, defaults).toString()).toBe('page=5&search=gudang');
    expect(writeListParams(at, { perPage: 25 }, defaults).toString()).toBe('search=gudang&per_page=25');
    expect(writeListParams(at, { filters: { search: '' } }, defaults).toString()).toBe('');
    expect(writeListParams(at, { orderBy: 'name', desc: true }, defaults).toString()).toBe('search=gudang&desc=true');
  });

  it('keeps a descending default apart from an explicit ascending choice', () => {
    const newestFirst = { ...defaults, desc: true };
    expect(parseListParams(new URLSearchParams(''), newestFirst).desc).toBe(true);
    expect(parseListParams(new URLSearchParams('desc=false'), newestFirst).desc).toBe(false);
    expect(writeListParams(new URLSearchParams(''), { desc: false }, newestFirst).toString()).toBe('desc=false');
    expect(writeListParams(new URLSearchParams('desc=false'), { desc: true }, newestFirst).toString()).toBe('');
  });
});
