import { describe, expect, it } from 'vitest';

import { endDateProblem } from '../../ui/dates';
import { hasTrackingCodeOf, orderFilterFromParams, orderIdSearch, orderListVariables } from './orderListFilter';

describe('the orders filter in the address (spec 001 §2 keys)', () => {
  it('reads every key into the GraphQL filter', () => {
    const params = new URLSearchParams({
      order: '42',
      status: 'PAYMENT_SUCCESS',
      customer: 'siti',
      sales_type: 'SHOPEE,CRYSTAL_WEB',
      start_date: '2026-11-01',
      end_date: '2026-11-30',
      ship_from: '3',
      shipment_status: 'LABEL_PRINTED',
      has_tracking_code: 'false',
      page: '2',
      detail: '42',
    });
    expect(orderFilterFromParams(params)).toEqual({
      orderId: '42',
      paymentStatus: 'PAYMENT_SUCCESS',
      customer: 'siti',
      salesChannels: ['SHOPEE', 'CRYSTAL_WEB'],
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      shipFromId: '3',
      shipmentStatus: 'LABEL_PRINTED',
      hasTrackingCode: false,
    });
  });

  it('reads has_tracking_code as true or false only (issue 27)', () => {
    expect(orderFilterFromParams(new URLSearchParams('has_tracking_code=true'))).toEqual({ hasTrackingCode: true });
    expect(orderFilterFromParams(new URLSearchParams('has_tracking_code=%20false%20'))).toEqual({
      hasTrackingCode: false,
    });
    expect(['', 'yes', '1', 'TRUE'].map(hasTrackingCodeOf)).toEqual([null, null, null, null]);
  });

  it('is empty without filters, and leaves out values the address cannot mean', () => {
    expect(orderFilterFromParams(new URLSearchParams('page=3&per_page=50'))).toEqual({});
    expect(
      orderFilterFromParams(
        new URLSearchParams('status=paid&shipment_status=Lost&start_date=05/11/2026&sales_type=friendster'),
      ),
    ).toEqual({});
  });

  it("reads an old dashboard's bookmark, whose values are the REST API's spellings (issue 22 item 24)", () => {
    expect(
      orderFilterFromParams(
        new URLSearchParams(
          'status=payment_success&shipment_status=Out_for_delivery&sales_type=crystal web,shopee,friendster',
        ),
      ),
    ).toEqual({
      paymentStatus: 'PAYMENT_SUCCESS',
      shipmentStatus: 'OUT_FOR_DELIVERY',
      salesChannels: ['SHOPEE', 'CRYSTAL_WEB'],
    });
  });

  it('does not ask for an end date before the start date, and says why on End Date (issue 9 item 4)', () => {
    expect(orderFilterFromParams(new URLSearchParams('start_date=2026-11-10&end_date=2026-11-01'))).toEqual({
      startDate: '2026-11-10',
    });
    expect(endDateProblem('2026-11-10', '2026-11-01')).toBe('End date is before the start date');
    expect(endDateProblem('2026-11-10', '2026-11-10')).toBeUndefined();
    expect(endDateProblem('', '2026-11-01')).toBeUndefined();
  });

  it('reads "#42" typed in the search as order 42', () => {
    expect(orderIdSearch(' #42 ')).toBe('42');
    expect(orderIdSearch('')).toBe('');
  });

  it("gives the list's variables, newest first 15 a page unless the address says otherwise, for its route to send early", () => {
    expect(orderListVariables(new URLSearchParams())).toEqual({
      filter: {},
      page: 1,
      perPage: 15,
      sortBy: 'ORDER_DATE',
      desc: true,
    });
    expect(
      orderListVariables(new URLSearchParams('page=2&per_page=50&orderby=TOTAL&desc=false&status=payment_success')),
    ).toEqual({ filter: { paymentStatus: 'PAYMENT_SUCCESS' }, page: 2, perPage: 50, sortBy: 'TOTAL', desc: false });
    // What the address cannot mean is the default.
    expect(orderListVariables(new URLSearchParams('page=0&per_page=7&orderby=customer'))).toMatchObject({
      page: 1,
      perPage: 15,
      sortBy: 'ORDER_DATE',
    });
  });
});
