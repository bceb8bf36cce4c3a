import { describe, expect, it } from 'vitest';

import { MUTATION_RULES } from '@backoffice/schema/rules/access';

import { activityFilterFromParams, operationExportValues, operationsOf } from './activityFilter';
import { recordUrl } from './recordLinks';

const none = { staffId: null, recordType: null, operation: null, startDate: null, endDate: null };

describe("the Activity screen's filters", () => {
  it('reads the address into the query, leaving out what it cannot mean', () => {
    const params = new URLSearchParams(
      'staff=3&record_type=ORDER&operation=updateOrder&start_date=2026-11-01&end_date=2026-11-30',
    );
    expect(activityFilterFromParams(params, { admin: true })).toEqual({
      staffId: '3',
      recordType: 'ORDER',
      operation: 'updateOrder',
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(
      activityFilterFromParams(new URLSearchParams('staff=abc&record_type=BOGUS&operation=dropTables'), {
        admin: true,
      }),
    ).toEqual(none);
    // An end before the start would match nothing: the list goes on from the start date.
    expect(
      activityFilterFromParams(new URLSearchParams('start_date=2026-11-30&end_date=2026-11-01'), { admin: true }),
    ).toEqual({
      ...none,
      startDate: '2026-11-30',
    });
  });

  it("asks for another's changes only for an admin", () => {
    expect(activityFilterFromParams(new URLSearchParams('staff=3'), { admin: false })).toEqual(none);
  });

  it('offers the operations of the chosen kind of record, or all of them', () => {
    expect(operationsOf('TESTER')).toEqual(['setTesterStatus']);
    expect(operationsOf(null)).toEqual(Object.keys(MUTATION_RULES));
  });

  it("gives the export the operations' words", () => {
    expect(operationExportValues({ ...none, operation: 'updateOrder' })).toEqual({ updateOrder: 'Edited the order' });
    expect(operationExportValues({ ...none, recordType: 'TESTER' })).toEqual({ setTesterStatus: 'Changed the status' });
    expect(Object.keys(operationExportValues(none))).toEqual(Object.keys(MUTATION_RULES));
  });
});

describe('the screen of a changed record', () => {
  it('is its edit form or its list with its dialog open', () => {
    expect(recordUrl({ recordType: 'PRODUCT', recordId: '5', operation: 'updateProduct' })).toBe(
      '/dashboard/edit/product/5',
    );
    expect(recordUrl({ recordType: 'ORDER', recordId: '12', operation: 'generateShippingLabel' })).toBe(
      '/dashboard/orders?detail=12',
    );
    expect(recordUrl({ recordType: 'STOCK_COUNT', recordId: '11:3', operation: 'correctStock' })).toBe(
      '/dashboard/stock_tracker?detail=11%3A3',
    );
    expect(recordUrl({ recordType: 'CONSIGNMENT_INVOICE', recordId: '8', operation: 'updateConsignmentInvoice' })).toBe(
      '/dashboard/edit/invoice/8',
    );
    expect(recordUrl({ recordType: 'LOW_STOCK_THRESHOLD', recordId: null, operation: 'setLowStockThreshold' })).toBe(
      '/dashboard',
    );
  });

  it('is none after a delete, without an id, or for a record no screen shows by its id', () => {
    expect(recordUrl({ recordType: 'RETURN', recordId: '30', operation: 'deleteReturn' })).toBeUndefined();
    expect(recordUrl({ recordType: 'ORDER', recordId: null, operation: 'createOrder' })).toBeUndefined();
    expect(recordUrl({ recordType: 'RECIPE', recordId: '4', operation: 'updateRecipe' })).toBeUndefined();
    expect(recordUrl({ recordType: 'SESSION', recordId: '1', operation: 'login' })).toBeUndefined();
    expect(recordUrl({ recordType: 'ORDER', recordId: '../1', operation: 'updateOrder' })).toBeUndefined();
  });
});
