import { consignmentFilterFromParams, orderSearch } from './consignmentFilter';

describe('consignment list filter', () => {
  it('reads every filter key of the address', () => {
    const params = new URLSearchParams(
      'start_date=2026-11-01&end_date=2026-11-30&customer=%20Budi%20&order=%2312&status=ON_PROCESS',
    );
    expect(consignmentFilterFromParams(params)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      customer: 'Budi',
      orderId: '12',
      status: 'ON_PROCESS',
    });
  });

  it('reads the status by its GraphQL value, its chip label or the REST filter’s spelling (issue 27)', () => {
    const statusOf = (text: string) => consignmentFilterFromParams(new URLSearchParams({ status: text })).status;
    expect(['PENDING', 'On Process', 'on_process', 'done'].map(statusOf)).toEqual([
      'PENDING',
      'ON_PROCESS',
      'ON_PROCESS',
      'DONE',
    ]);
    expect(['', 'invoiced', '0'].map(statusOf)).toEqual([undefined, undefined, undefined]);
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
