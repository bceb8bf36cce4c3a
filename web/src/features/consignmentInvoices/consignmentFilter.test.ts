import { consignmentFilterFromParams, orderSearch } from './consignmentFilter';

describe('consignment list filter', () => {
  it('reads every filter key of the address', () => {
    const params = new URLSearchParams('start_date=2026-11-01&end_date=2026-11-30&customer=%20Budi%20&order=%2312');
    expect(consignmentFilterFromParams(params)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      customer: 'Budi',
      orderId: '12',
    });
  });

  it('leaves out what the address cannot mean', () => {
    const params = new URLSearchParams('start_date=2026-11-30&end_date=2026-11-01&order=abc&customer=');
    expect(consignmentFilterFromParams(params)).toEqual({ startDate: '2026-11-30' });
    expect(consignmentFilterFromParams(new URLSearchParams('start_date=30-11-2026'))).toEqual({});
  });

  it('takes "#12" as order 12', () => {
    expect(orderSearch(' #12 ')).toBe('12');
    expect(orderSearch('#1a')).toBe('#1a');
  });
});
