import { context, propagation, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { RunningRestApi } from '../src/server';
import { restLoginToken, startTestRestApi } from '../src/testing';

/**
 * The REST API's spans in-process: the provider is the process's global one only while this file runs (main.ts
 * registers the real one), and the test files share a process.
 */
const exporter = new InMemorySpanExporter();
const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const lines: string[] = [];
let api: RunningRestApi;
let token: string;

beforeAll(async () => {
  provider.register();
  api = await startTestRestApi(
    { tracing: true, logLevel: 'info' },
    { logStream: { write: (line) => void lines.push(line) } },
  );
  token = await restLoginToken(api.url);
});
afterAll(async () => {
  await api?.close();
  await provider.shutdown();
  trace.disable();
  context.disable();
  propagation.disable();
});

const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
const callerSpanId = '00f067aa0ba902b7';

it('continues the caller’s trace with a span per request and a child span per SQL statement', async () => {
  exporter.reset();
  const answer = await fetch(`${api.url}/orders/1?secret=query`, {
    headers: { token, traceparent: `00-${traceId}-${callerSpanId}-01` },
  });
  expect(answer.status).toBe(200);
  await answer.text();
  await provider.forceFlush();

  const spans = exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
  const request = spans.find((span) => span.kind === SpanKind.SERVER)!;
  expect(request).toMatchObject({
    name: 'GET /orders/:id',
    parentSpanContext: expect.objectContaining({ spanId: callerSpanId }),
    attributes: { 'http.request.method': 'GET', 'http.route': '/orders/:id', 'http.response.status_code': 200 },
  });
  expect(JSON.stringify(request.attributes)).not.toContain('secret');

  const statements = spans.filter((span) => span.kind === SpanKind.CLIENT);
  expect(statements.map((span) => span.name)).toEqual(expect.arrayContaining(['SELECT orders', 'SELECT order_lines']));
  for (const statement of statements) {
    expect(statement.parentSpanContext?.spanId).toBe(request.spanContext().spanId);
    expect(statement.attributes).toMatchObject({ 'db.system': 'postgresql', 'db.statement': expect.any(String) });
  }
  const order = statements.find((span) => span.name === 'SELECT orders')!;
  expect(order.attributes['db.statement']).toMatch(/WHERE o\.id = \$1$/);

  // Every line the request logged carries its trace and span, Fastify's own included.
  const logged = lines.map((line) => JSON.parse(line)).filter((entry) => entry.trace_id === traceId);
  expect(logged.map((entry) => entry.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
  for (const entry of logged) expect(entry.span_id).toBe(request.spanContext().spanId);
});

it('names an unmatched path’s span without the path', async () => {
  exporter.reset();
  const answer = await fetch(`${api.url}/no/such/987654`, { headers: { token } });
  await answer.text();
  expect(answer.status).toBe(404);
  await provider.forceFlush();
  const [unmatched] = exporter.getFinishedSpans().filter((span) => span.kind === SpanKind.SERVER);
  expect(unmatched).toMatchObject({ name: 'GET unmatched', status: { code: SpanStatusCode.UNSET } });
  expect(JSON.stringify(unmatched!.attributes)).not.toContain('987654');
});
