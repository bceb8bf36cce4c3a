import { describe, expect, it } from 'vitest';

import { failure } from '../../test/answers';
import { readAnswer } from '../core/restAnswer';
import { CREATED, INVOICE, keyedLines, ORDER_CONSIGNMENT } from './rest';

const problems: string[] = [];
const sink = { answerProblem: (_route: string, problem: string) => void problems.push(problem) };

/** An invoice with only the fields 002 §3 names: no order, no ItemId, no line ids, no SKU. */
const specInvoice = {
  id: 3,
  invoice_no: 'CI/2026/0003',
  order_id: 12,
  invoice_date: '2026-03-01T00:00:00.000Z',
  type: 'payment',
  memo: null,
  grand_total: '150000.00',
  customer: { fullName: 'Toko Sumber', company_name: null, CustomerContact: { email: null, addressLine1: 'Jl. A' } },
  invoice_items: [{ Item: { id: 1, name: 'Kerupuk' }, qty: '3', price: '50000.00' }],
};

describe('GET /consignment_invoices/{id} (002 §3 fields; the answer not shown)', () => {
  const read = (answer: unknown) => readAnswer('GET /consignment_invoices/{id}', INVOICE, answer, sink);

  it('reads the fields the spec names, money as numeric strings exactly, and an ISO instant as its day', () => {
    const invoice = read({ ConsignmentInvoice: specInvoice });
    expect(invoice).toMatchObject({
      id: 3,
      order_id: 12,
      invoice_date: '2026-03-01',
      grand_total: 150000,
      order: null,
    });
    expect(keyedLines(invoice.id, invoice.invoice_items)).toEqual([
      {
        id: null,
        ItemId: null,
        productId: 1,
        key: '3.1',
        qty: 3,
        price: 50000,
        Item: { id: 1, name: 'Kerupuk', sku: null },
      },
    ]);
  });

  it('totals the lines as numbers when the answer gives no grand_total', () => {
    const lines = [
      { Item: { id: 1 }, qty: 2, price: '25000.00' },
      { Item: { id: 2 }, qty: '1', price: '0.00' },
    ];
    expect(read({ ...specInvoice, grand_total: null, invoice_items: lines }).grand_total).toBe(50000);
  });

  it('keeps an invoice whose type it does not know, as its text', () => {
    problems.length = 0;
    expect(read({ ...specInvoice, type: 'refund' }).type).toEqual({ unknown: 'refund' });
    expect(problems).toContain('unknown invoice type');
  });

  it('refuses a line naming no product as UPSTREAM_ERROR naming the field', () => {
    const error = failure(() => read({ ...specInvoice, invoice_items: [{ Item: { name: 'x' }, qty: 1, price: 1 }] }));
    expect(error.message).toContain('invoice_items[].Item.id');
  });

  it('refuses an invoice without its number as UPSTREAM_ERROR naming the call and the field', () => {
    const error = failure(() => read({ ...specInvoice, invoice_no: undefined }));
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamCall: 'GET /consignment_invoices/{id}' });
    expect(error.message).toContain('invoice_no');
  });
});

describe('GET /orders/{id}/consignment_invoices (002 §3: invoices, original_items, remaining_items)', () => {
  const read = (answer: unknown) =>
    readAnswer('GET /orders/{id}/consignment_invoices', ORDER_CONSIGNMENT, answer, sink);
  const items = [{ ItemId: 1, qty: 5, price: '50000' }];

  it('reads the answer the spec shows: no status, no customer name, items without names', () => {
    const consignment = read({ invoices: [], original_items: items, remaining_items: items });
    expect(consignment.status).toBeUndefined();
    expect(consignment.customerName).toBeNull();
    expect(consignment.original_items).toEqual([{ ItemId: 1, name: null, qty: 5, price: 50000 }]);
  });

  it('keeps null as Pending and an unknown status as its text', () => {
    const base = { invoices: [], original_items: [], remaining_items: [] };
    expect(read({ ...base, status: null }).status).toBeNull();
    expect(read({ ...base, status: 2 }).status).toEqual({ unknown: '2' });
  });
});

describe('POST /consignment_invoices (002 §7 "reads message")', () => {
  it('reads the message alone, without failing the saved write', () => {
    const read = (answer: unknown) => readAnswer('POST /consignment_invoices', CREATED, answer, sink);
    expect(read({ message: 'Berhasil' })).toEqual({ record: null, id: null, message: 'Berhasil' });
    expect(read({ message: 'Berhasil', ConsignmentInvoice: specInvoice }).record?.id).toBe(3);
  });
});
