import { describe, expect, it } from 'vitest';

import { HistoryRecordType } from '@backoffice/schema/generated/enums';
import { MUTATION_RULES } from '@backoffice/schema/rules/access';

import { changeLine, describeChange, HISTORY_FIELDS } from './historyFields';
import {
  HISTORY_RECORD_TYPE_LABELS,
  OPERATION_LABELS,
  operationLabel,
  outcomeText,
  recordText,
  stockCountRecordId,
} from './historyLabels';

describe('the words of the history', () => {
  it('has words for every mutation the gateway records, and for none it does not', () => {
    expect(Object.keys(OPERATION_LABELS).sort()).toEqual(Object.keys(MUTATION_RULES).sort());
    for (const label of Object.values(OPERATION_LABELS)) expect(label).toMatch(/^[A-Z]/);
  });

  it('names every kind of record, and has a field table for each', () => {
    for (const recordType of Object.values(HistoryRecordType)) {
      expect(HISTORY_RECORD_TYPE_LABELS[recordType]).toBeTruthy();
      expect(HISTORY_FIELDS[recordType]).toBeDefined();
    }
  });

  it('makes a mutation newer than the table readable', () => {
    expect(operationLabel('updateOrder')).toBe('Edited the order');
    expect(operationLabel('archiveOrderLines')).toBe('Archive order lines');
    // Not a label: a name on Object's prototype is no mutation of the table.
    expect(operationLabel('toString')).toBe('To string');
  });

  it('says a refusal or a failure as such, and nothing for OK', () => {
    expect(outcomeText('OK')).toBeNull();
    expect(outcomeText('FORBIDDEN')).toBe('Refused: FORBIDDEN');
    expect(outcomeText('BAD_USER_INPUT')).toBe('Refused: BAD_USER_INPUT');
    expect(outcomeText('UPSTREAM_ERROR')).toBe('Failed: UPSTREAM_ERROR');
  });

  it('names a record by its kind and id; a stock count by its product and warehouse', () => {
    expect(recordText('ORDER', '12')).toBe('Order 12');
    // Kept under the staff member's own id: no id of a record to show.
    expect(recordText('LOW_STOCK_THRESHOLD', '1')).toBe('Low-stock threshold');
    expect(recordText('SESSION', '1')).toBe('Sign-in');
    expect(stockCountRecordId('5', '2')).toBe('5:2');
    expect(recordText('STOCK_COUNT', stockCountRecordId('5', '2'))).toBe('Stock count of product 5 in warehouse 2');
  });
});

describe('a change in the screen’s words', () => {
  const line = (recordType: HistoryRecordType, field: string, before: string | null, after: string | null) =>
    changeLine(describeChange(recordType, { field, before, after }));

  it("uses each screen's labels for its fields and its values", () => {
    expect(line('PRODUCT', 'status', 'DRAFT', 'ACTIVE')).toBe('Status: Draft → Active');
    expect(line('PRODUCT', 'retailPrice', '125000', '130000')).toBe('Retail Price: Rp 125.000 → Rp 130.000');
    expect(line('TESTER', 'status', 'PENDING', 'ACCEPTED')).toBe('Status: Pending → Accepted');
    expect(line('DELIVERY_FEE', 'active', 'true', 'false')).toBe('Active: Active → Inactive');
    expect(line('PROMOTION', 'condition', 'LESS_THAN', 'GREATER_THAN')).toBe('Condition: < → >');
    expect(line('ORDER', 'orderDate', '2026-11-05', '2026-11-06')).toBe('Order Date: 05/11/2026 → 06/11/2026');
    expect(line('ORDER', 'shipFromId', '1', '2')).toBe('Ship From: warehouse 1 → warehouse 2');
    expect(line('STAFF_MEMBER', 'role', null, 'FINANCE')).toBe('Role: (not known) → Finance');
  });

  it('numbers a list item as its form does', () => {
    expect(line('ORDER', 'lines.0.quantity', '2', '3')).toBe('Quantity 1: 2 → 3');
    expect(line('ORDER', 'lines.1.unitPrice', '40000', '42000')).toBe('Price Each 2: Rp 40.000 → Rp 42.000');
    expect(line('PRODUCT', 'faqs.1.title', 'Lama', 'Baru')).toBe('FAQ 2 Title: Lama → Baru');
    expect(line('RECIPE', 'lines.2.grams', '100', '150')).toBe('Grams 3: 100 → 150');
  });

  it('finds a field under a wrapper the gateway may name, and makes an unknown path readable', () => {
    expect(line('ORDER', 'shipping.trackingCode', 'JNE1', 'JNE2')).toBe('Tracking Code: JNE1 → JNE2');
    expect(line('ORDER', 'dropshipper.phoneNumber', '0812', '0813')).toBe('Dropshipper phone number: 0812 → 0813');
    expect(line('ORDER', 'extras.0.note', 'a', 'b')).toBe('Extras 1 note: a → b');
  });

  it('shows rich text as its words, and cuts a long value', () => {
    const long = `<p>${'Udang segar '.repeat(20)}</p>`;
    const words = describeChange('PRODUCT', { field: 'description', before: '<p>Lama</p>', after: long });
    expect(words.before).toBe('Lama');
    expect(words.after).toHaveLength(80);
    expect(words.after.endsWith('…')).toBe(true);
  });
});
