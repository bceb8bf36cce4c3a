import { describe, expect, it } from 'vitest';

import {
  canonicalEnumParams,
  enumOf,
  enumsOf,
  lastPage,
  type ListDefaults,
  oneOf,
  PAGE_SIZES,
  parseListParams,
  someOf,
  unknownEnumParams,
  unknownFilterMessage,
  withoutUnknownEnumParams,
  writeListParams,
} from './listParams';
import { paymentStatusLabels, shipmentStatusLabels } from './shippingStatuses';

type Sort = 'NAME' | 'CITY';
const defaults: ListDefaults<Sort> = {
  perPage: 15,
  sortFields: ['NAME', 'CITY'],
  orderBy: 'NAME',
  pageSizes: PAGE_SIZES,
};

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
    expect(parseListParams(new URLSearchParams('page=-2&per_page=17'), defaults)).toEqual({
      page: 1,
      perPage: 15,
      orderBy: 'NAME',
      desc: false,
    });
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
    expect(writeListParams(new URLSearchParams('orderby=foo'), { orderBy: 'CITY' }, defaults).toString()).toBe(
      'orderby=CITY',
    );
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

describe("an old dashboard's bookmark (REST spellings, issue 22 item 24)", () => {
  const channels = {
    SHOPEE: 'shopee',
    WHATSAPP: 'whatsapp',
    WHATSAPP_CATALOG: 'whatsapp_catalog',
    CRYSTAL_WEB: 'crystal web',
  } as const;

  it('reads a value by its GraphQL spelling, its label, or the REST spelling the label stands for', () => {
    expect(enumOf(paymentStatusLabels, 'payment_success')).toBe('PAYMENT_SUCCESS');
    expect(enumOf(paymentStatusLabels, 'PAYMENT_SUCCESS')).toBe('PAYMENT_SUCCESS');
    expect(enumOf(shipmentStatusLabels, 'Out_for_delivery')).toBe('OUT_FOR_DELIVERY');
    expect(enumOf(shipmentStatusLabels, 'Label Printed')).toBe('LABEL_PRINTED');
    expect(enumOf(channels, 'crystal web')).toBe('CRYSTAL_WEB');
    expect(enumOf(channels, 'whatsapp_catalog')).toBe('WHATSAPP_CATALOG');
    expect(enumOf(paymentStatusLabels, 'paid')).toBeNull();
    expect(enumOf(paymentStatusLabels, '')).toBeNull();
    expect(enumsOf(channels, 'crystal web,SHOPEE,friendster')).toEqual(['SHOPEE', 'CRYSTAL_WEB']);
  });

  it('rewrites the address in the GraphQL spellings, keeping the rest, and changes nothing already canonical', () => {
    const filters = {
      status: { labels: paymentStatusLabels },
      sales_type: { labels: channels, multiple: true },
      shipment_status: { labels: shipmentStatusLabels },
    };
    const old = new URLSearchParams(
      'status=payment_success&sales_type=crystal web&shipment_status=Out_for_delivery&page=2',
    );
    expect(canonicalEnumParams(old, filters)?.toString()).toBe(
      'status=PAYMENT_SUCCESS&sales_type=CRYSTAL_WEB&shipment_status=OUT_FOR_DELIVERY&page=2',
    );
    expect(
      canonicalEnumParams(new URLSearchParams('status=PAYMENT_SUCCESS&sales_type=SHOPEE,CRYSTAL_WEB'), filters),
    ).toBeNull();
    expect(canonicalEnumParams(new URLSearchParams('status=paid'), filters)).toBeNull();
  });

  it('names the values that name nothing, keeps them until asked to drop them, and words the notice (issue 36 item 13)', () => {
    const filters = { status: { labels: paymentStatusLabels }, sales_type: { labels: channels, multiple: true } };
    const address = new URLSearchParams('status=bogus&sales_type=shopee,friendster&page=2');
    // Known values are respelt; the unknown one stays, for the list to say it ignored it.
    expect(canonicalEnumParams(address, filters)?.toString()).toBe(
      'status=bogus&sales_type=SHOPEE%2Cfriendster&page=2',
    );
    expect(unknownEnumParams(address, filters)).toEqual([
      { key: 'status', value: 'bogus' },
      { key: 'sales_type', value: 'friendster' },
    ]);
    expect(withoutUnknownEnumParams(address, filters).toString()).toBe('sales_type=SHOPEE&page=2');
    expect(unknownEnumParams(new URLSearchParams('status=&sales_type=SHOPEE'), filters)).toEqual([]);
    expect(unknownFilterMessage({ key: 'shipment_status', value: 'lost' })).toBe(
      "Unknown shipment status filter 'lost' was ignored",
    );
  });
});

describe('the last page', () => {
  it('is the page holding the last row; 1 for none or for all on one page', () => {
    expect(lastPage(80, 15)).toBe(6);
    expect(lastPage(75, 15)).toBe(5);
    expect(lastPage(0, 15)).toBe(1);
    expect(lastPage(80, -1)).toBe(1);
  });
});
