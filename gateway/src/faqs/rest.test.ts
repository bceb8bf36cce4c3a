import { describe, expect, it } from 'vitest';

import { failure, fakeRestContext, problemSink } from '../../test/answers';
import { readAnswer } from '../core/restAnswer';
import { createFaq, createFaqCategory, deleteFaq, FAQ, FAQ_CATEGORIES, FAQS, replaceFaq } from './rest';

const sink = problemSink();
const { problems } = sink;

const faq = {
  id: 3,
  title: 'Berapa lama pengiriman?',
  body: '2-3 hari',
  locale: 'id_ID',
  faq_category_id: 1,
  faq_category: { id: 1, name: 'Pengiriman' },
};
const body = { title: 'Baru', body: 'Isi', faq_category_id: 1, locale: 'en_US' as const };

describe('GET /faqs (spec 002 §7 "GET /faqs (rows)")', () => {
  it('reads { rows, count } at the top, ids and counts as numbers or their digits', () => {
    const read = readAnswer(
      'GET /faqs',
      FAQS,
      { rows: [{ ...faq, id: '3', faq_category_id: '1' }], count: '12' },
      sink,
    );
    expect(read.count).toBe(12);
    expect(read.rows[0]).toMatchObject({ id: 3, faq_category_id: 1, locale: 'id_ID' });
    expect(readAnswer('GET /faqs', FAQS, { rows: [faq, faq] }, sink).count).toBe(2);
  });

  it('keeps a FAQ whose locale it does not know, as its text, and reports it', () => {
    problems.length = 0;
    const read = readAnswer('GET /faqs', FAQS, { rows: [{ ...faq, locale: 'fr_FR' }], count: 1 }, sink);
    expect(read.rows[0]!.locale).toEqual({ unknown: 'fr_FR' });
    expect(problems).toEqual(['GET /faqs unknown FAQ locale']);
  });

  it('reads a FAQ that carries no category, or its name only (the spec names faq_category.name)', () => {
    const { faq_category: _category, ...bare } = faq;
    expect(readAnswer('GET /faqs', FAQS, { rows: [bare], count: 1 }, sink).rows[0]!.faq_category).toBeNull();
    const named = { ...faq, faq_category: { name: 'Pengiriman' } };
    expect(readAnswer('GET /faqs', FAQS, { rows: [named], count: 1 }, sink).rows[0]!.faq_category).toMatchObject({
      name: 'Pengiriman',
      faq_count: null,
    });
  });

  it('fails naming the call and the field when a field the screens need is missing', () => {
    const { title: _title, ...untitled } = faq;
    const error = failure(() => readAnswer('GET /faqs', FAQS, { rows: [untitled], count: 1 }, sink));
    expect(error.message).toBe('GET /faqs answered without rows[].title.');
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamCall: 'GET /faqs' });
    expect(failure(() => readAnswer('GET /faqs', FAQS, { Faqs: [faq] }, sink)).message).toBe(
      'GET /faqs answered without rows.',
    );
  });

  it('reads the categories the same way, a count of FAQs the spec does not name as none when missing', () => {
    const read = readAnswer('GET /faq_categories', FAQ_CATEGORIES, { rows: [{ id: '1', name: 'Pengiriman' }] }, sink);
    expect(read).toEqual({
      rows: [{ id: 1, name: 'Pengiriman', faq_count: null, createdAt: null, updatedAt: null }],
      count: 1,
    });
    expect(
      readAnswer('GET /faq_categories', FAQ_CATEGORIES, { rows: [{ id: 1, name: 'A', faq_count: '4' }] }, sink).rows[0]!
        .faq_count,
    ).toBe(4);
  });

  it('reads one FAQ under Faq, data, or as the whole answer', () => {
    for (const answer of [{ Faq: faq }, { data: faq }, faq])
      expect(readAnswer('GET /faqs/{id}', FAQ, answer, sink)).toMatchObject({ id: 3, title: faq.title });
  });
});

describe('FAQ writes the API accepted are reported as saved (their answers are not shown: 002 §7)', () => {
  it('reads a new FAQ back by the id a message-and-id answer names', async () => {
    const { context, calls, warnings } = fakeRestContext({
      'POST /faqs': { message: 'created', id: 9 },
      'GET /faqs/9': { Faq: { ...faq, ...body, id: 9 } },
    });
    expect(await createFaq(context, body)).toMatchObject({ id: 9, title: 'Baru', locale: 'en_US' });
    expect(calls).toEqual(['POST /faqs', 'GET /faqs/9']);
    expect(warnings).toEqual([]);
  });

  it('answers none with a warning when the answer names no FAQ', async () => {
    const { context, warnings } = fakeRestContext({ 'POST /faqs': { message: 'Success add data faq Baru' } });
    expect(await createFaq(context, body)).toBeNull();
    expect(warnings).toEqual([
      'POST /faqs saved the new record but did not say which it is: reload the list to see it.',
    ]);
    const categories = fakeRestContext({ 'POST /faq_categories': {} });
    expect(await createFaqCategory(categories.context, { name: 'Garansi' })).toBeNull();
  });

  it('answers a changed FAQ as sent when its answer is a message and reading back fails', async () => {
    const { context, warnings } = fakeRestContext({ 'PUT /faqs/3': { message: 'ok' } });
    expect(await replaceFaq(context, '3', body)).toEqual({
      ...body,
      id: 3,
      faq_category: null,
      createdAt: null,
      updatedAt: null,
    });
    expect(warnings).toHaveLength(1);
  });

  it('answers a deleted FAQ as it was read before the delete when the answer is a message', async () => {
    const { context, calls } = fakeRestContext({ 'GET /faqs/3': { Faq: faq }, 'DELETE /faqs/3': { message: 'ok' } });
    expect(await deleteFaq(context, '3')).toMatchObject({ id: 3, title: faq.title });
    expect(calls).toEqual(['GET /faqs/3', 'DELETE /faqs/3']);
  });

  it('never calls a path without the id', async () => {
    const { context, calls } = fakeRestContext({});
    await expect(deleteFaq(context, '')).rejects.toMatchObject({ extensions: { code: 'UPSTREAM_ERROR' } });
    expect(calls).toEqual([]);
  });
});
