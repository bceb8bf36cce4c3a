import type { Logger } from 'pino';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';

import { failure } from '../../test/answers';
import { GatewayMetrics } from './metrics';
import {
  AnswerProblems,
  flag,
  id,
  integer,
  messageAnswer,
  number,
  oneOf,
  optional,
  readAnswer,
  recordAnswer,
  restPath,
  rowsAnswer,
  text,
  writeAnswer,
} from './restAnswer';

function sink() {
  const problems: Array<{ route: string; problem: string; detail: Record<string, unknown> }> = [];
  return {
    problems,
    answerProblem: (route: string, problem: string, detail: Record<string, unknown>) =>
      void problems.push({ route, problem, detail }),
  };
}

const row = z.object({
  id: id(),
  total: number(),
  quantity: integer(),
  memo: optional(text()),
  active: flag(),
  status: oneOf('return status', ['Received']),
});

/** The error `read` throws, for its message and extensions. */

describe('the answer boundary', () => {
  it('reads numbers, ids and booleans sent as text exactly: money is never concatenated', () => {
    const read = readAnswer(
      'GET /returns/{id}',
      row,
      { id: '12', total: '25000.00', quantity: '3', memo: 7, active: '1', status: 'Received' },
      sink(),
    );
    expect(read).toEqual({ id: 12, total: 25000, quantity: 3, memo: '7', active: true, status: 'Received' });
    expect(read.total + 0).toBe(25000);
  });

  it('drops fields it does not read and takes a missing or null optional field as none', () => {
    const read = readAnswer(
      'GET /returns/{id}',
      row,
      { id: 1, total: 5, quantity: 1, active: 0, status: 'Received', extra: {} },
      sink(),
    );
    expect(read).toEqual({ id: 1, total: 5, quantity: 1, memo: null, active: false, status: 'Received' });
  });

  it('keeps a row whose enum value it does not know, reporting the value once per answer', () => {
    const problems = sink();
    const read = readAnswer(
      'GET /returns/{id}',
      row,
      { id: 1, total: 5, quantity: 1, active: true, status: 'Lost' },
      problems,
    );
    expect(read.status).toEqual({ unknown: 'Lost' });
    expect(problems.problems).toEqual([
      { route: 'GET /returns/{id}', problem: 'unknown return status', detail: { value: 'Lost' } },
    ]);
  });

  it("reads a numeric list's value sent as text as the number it is", () => {
    const deliveryType = oneOf('delivery type', [0, 1]);
    const problems = sink();
    expect(readAnswer('GET /delivery/fees/{id}', deliveryType, '1', problems)).toBe(1);
    expect(readAnswer('GET /delivery/fees/{id}', deliveryType, '7', problems)).toEqual({ unknown: '7' });
    expect(problems.problems.map(({ problem }) => problem)).toEqual(['unknown delivery type']);
  });

  it('refuses a missing needed field as UPSTREAM_ERROR naming the call and the field, never the value', () => {
    const problems = sink();
    const error = failure(() =>
      readAnswer(
        'GET /returns',
        rowsAnswer('Returns', row),
        { Returns: { rows: [{ id: 1, total: 'x', active: true, status: 'Received' }] } },
        problems,
      ),
    );
    expect(error.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamCall: 'GET /returns' });
    expect(error.message).toBe('GET /returns answered rows[].total as string where the gateway reads number.');
    expect(error.extensions.fields).toEqual(['wrong rows[].total', 'missing rows[].quantity']);
    expect(problems.problems.map(({ problem }) => problem)).toEqual(error.extensions.fields);
  });

  it('reads a list the spec does not show in the wrappers APIs commonly use', () => {
    const list = rowsAnswer('Things', z.object({ id: id() }));
    const read = (answer: unknown) => readAnswer('GET /things', list, answer, sink());
    const page = { rows: [{ id: 1 }, { id: 2 }], count: 9 };
    expect(read({ Things: page })).toEqual(page);
    expect(read({ data: page })).toEqual(page);
    expect(read(page)).toEqual(page);
    expect(read({ Things: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }], count: 1 });
    expect(read([{ id: '1' }])).toEqual({ rows: [{ id: 1 }], count: 1 });
    expect(read({ rows: [{ id: 1 }] })).toEqual({ rows: [{ id: 1 }], count: 1 });
    expect(failure(() => read({ message: 'ok' })).message).toBe('GET /things answered without Things.rows.');
  });

  it('reads only the shown wrapper where the spec shows it, and requires a count only where it shows one', () => {
    const orders = rowsAnswer('Orders', z.object({ id: id() }), { shown: true, countShown: true });
    expect(readAnswer('GET /orders', orders, { Orders: { rows: [], count: '0' } }, sink())).toEqual({
      rows: [],
      count: 0,
    });
    expect(failure(() => readAnswer('GET /orders', orders, { Orders: [] }, sink())).message).toBe(
      'GET /orders answered without Orders.rows.',
    );
    expect(failure(() => readAnswer('GET /orders', orders, { Orders: { rows: [] } }, sink())).message).toBe(
      'GET /orders answered without count.',
    );
    const faqs = rowsAnswer(null, z.object({ id: id() }), { shown: true });
    expect(readAnswer('GET /faqs', faqs, { rows: [{ id: 1 }] }, sink())).toEqual({ rows: [{ id: 1 }], count: 1 });
    expect(failure(() => readAnswer('GET /faqs', faqs, { Faqs: { rows: [] } }, sink())).message).toBe(
      'GET /faqs answered without rows.',
    );
  });

  it('reads one record under its key, under data, or as the whole answer', () => {
    const record = recordAnswer('Thing', z.object({ id: id() }));
    const read = (answer: unknown) => readAnswer('GET /things/{id}', record, answer, sink());
    expect(read({ Thing: { id: 3 } })).toEqual({ id: 3 });
    expect(read({ data: { id: 3 } })).toEqual({ id: 3 });
    expect(read({ id: '3' })).toEqual({ id: 3 });
    expect(failure(() => read({ message: 'ok' })).message).toBe('GET /things/{id} answered without Thing.');
  });

  it("never refuses a write's answer: the record, else the id it names, else nothing", () => {
    const written = writeAnswer('Thing', z.object({ id: id(), name: text() }));
    const read = (answer: unknown) => readAnswer('POST /things', written, answer, sink());
    expect(read({ Thing: { id: 4, name: 'A' }, message: 'ok' })).toEqual({
      record: { id: 4, name: 'A' },
      id: 4,
      message: 'ok',
    });
    expect(read({ Thing: { id: '4' } })).toEqual({ record: null, id: 4, message: null });
    expect(read({ id: 5 })).toEqual({ record: null, id: 5, message: null });
    expect(read({ message: 'Saved' })).toEqual({ record: null, id: null, message: 'Saved' });
    expect(read('')).toEqual({ record: null, id: null, message: null });
    expect(readAnswer('DELETE /things/{id}', messageAnswer(), null, sink())).toEqual({ message: null });
  });
});

describe('restPath', () => {
  it('puts ids into a path, encoded', () => {
    expect(restPath`/vendors/${7}`).toBe('/vendors/7');
    expect(restPath`/nutrition/recipe/${'a b'}`).toBe('/nutrition/recipe/a%20b');
  });

  it.each([undefined, null, '', ' ', Number.NaN])('refuses %s before any call is made', (missing) => {
    const error = failure(() => restPath`/vendors/${missing}`);
    expect(error.message).toBe('The gateway did not call /vendors/{id}: the id it needs is missing.');
    expect(error.extensions.code).toBe('UPSTREAM_ERROR');
  });
});

describe('what an operator is told', () => {
  it('counts every problem per call and logs each kind once, naming the call, the field and the value', async () => {
    const metrics = new GatewayMetrics(true);
    const lines: Array<Record<string, unknown>> = [];
    const logger = { warn: (fields: Record<string, unknown>) => void lines.push(fields) } as unknown as Logger;
    const problems = new AnswerProblems(logger, (route, problem) => metrics.answerProblem(route, problem));
    const list = rowsAnswer('Returns', z.object({ id: id(), status: oneOf('return status', ['Received']) }));
    for (const status of ['Lost', 'Lost', 'Damaged'])
      readAnswer('GET /returns', list, { Returns: { rows: [{ id: 1, status }], count: 1 } }, problems);
    expect(
      failure(() => readAnswer('GET /returns', list, { Returns: { rows: [{}], count: 1 } }, problems)).message,
    ).toBe('GET /returns answered without rows[].id.');
    expect(lines).toEqual([
      { call: 'GET /returns', problem: 'unknown return status', value: 'Lost' },
      { call: 'GET /returns', problem: 'unknown return status', value: 'Damaged' },
      { call: 'GET /returns', problem: 'missing rows[].id' },
      { call: 'GET /returns', problem: 'missing rows[].status' },
    ]);
    const text = await metrics.registry.getSingleMetricAsString('upstream_answer_problems_total');
    expect(text).toContain('upstream_answer_problems_total{route="GET /returns",problem="unknown return status"} 3');
    expect(text).toContain('upstream_answer_problems_total{route="GET /returns",problem="missing rows[].id"} 1');
  });
});
