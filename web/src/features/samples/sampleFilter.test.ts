import { describe, expect, it } from 'vitest';

import { endDateProblem } from '../../ui/dates';
import { sampleFilterFromParams, sampleSearch } from './sampleFilter';

describe('the samples filter in the address', () => {
  it("reads the spec's keys into the GraphQL filter", () => {
    const params = new URLSearchParams(
      'sample=Laut Biru&start_date=2026-11-01&end_date=2026-11-30&ship_from=3&purpose=TESTER&ship_status=LABEL_PRINTED',
    );
    expect(sampleFilterFromParams(params)).toEqual({
      search: 'Laut Biru',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      shipFromId: '3',
      purpose: 'TESTER',
      shipmentStatus: 'LABEL_PRINTED',
    });
  });

  it('leaves out what the address cannot mean, and an end date before the start', () => {
    const params = new URLSearchParams(
      'sample=%20&start_date=2026-11-10&end_date=2026-11-01&ship_from=x&purpose=fun&ship_status=LOST',
    );
    expect(sampleFilterFromParams(params)).toEqual({ startDate: '2026-11-10' });
    expect(endDateProblem('2026-11-10', '2026-11-01')).toBe('End date is before the start date');
    expect(endDateProblem('2026-11-01', '2026-11-01')).toBeUndefined();
  });

  it("reads an old dashboard's bookmark in the REST API's spellings (issue 22 item 24)", () => {
    expect(sampleFilterFromParams(new URLSearchParams('ship_status=Label Printed&purpose=review'))).toEqual({
      shipmentStatus: 'LABEL_PRINTED',
      purpose: 'REVIEW',
    });
  });

  it('takes "#12" as sample 12 and keeps words as they are', () => {
    expect(sampleSearch(' #12 ')).toBe('12');
    expect(sampleSearch('#Laut')).toBe('#Laut');
  });
});
