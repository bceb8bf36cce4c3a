import { spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';

import { afterAll, beforeAll, expect, it } from 'vitest';

import { readConfig } from '../src/config';
import type { RunningRestApi } from '../src/server';
import { restLoginToken, startTestRestApi } from '../src/testing';

let api: RunningRestApi;
let text: string;

beforeAll(async () => {
  api = await startTestRestApi({ metricsPort: 0 });
  const token = await restLoginToken(api.url);
  // Each body read whole, so the request is over (and recorded) before the next.
  const get = async (path: string) => {
    const answer = await fetch(api.url + path, { headers: { token } });
    await answer.arrayBuffer();
    return answer.status;
  };
  expect([
    await get('/orders'),
    await get('/orders/1'),
    await get('/orders/987654'),
    await get('/no/such/987654'),
  ]).toEqual([200, 200, 404, 404]);
  const answer = await fetch(api.metricsUrl!);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  text = await answer.text();
});
let closed = false;
afterAll(() => (closed ? undefined : api?.close()));

/** The sample lines of one metric, e.g. `http_request_duration_seconds_count{…} 1`. */
const samples = (name: string) => text.split('\n').filter((line) => line.startsWith(`${name}{`));

it('labels requests by route template, never by a raw path or id', () => {
  const requests = samples('http_request_duration_seconds_count');
  expect(requests).toEqual(
    expect.arrayContaining([
      'http_request_duration_seconds_count{method="GET",route="/orders",status="200"} 1',
      'http_request_duration_seconds_count{method="GET",route="/orders/:id",status="200"} 1',
      'http_request_duration_seconds_count{method="GET",route="/orders/:id",status="404"} 1',
      'http_request_duration_seconds_count{method="GET",route="unmatched",status="404"} 1',
      'http_request_duration_seconds_count{method="POST",route="/login",status="200"} 1',
    ]),
  );
  expect(text).not.toContain('987654');
  expect(text).not.toContain('/no/such');
});

it('times SQL statements by their names', () => {
  const statements = samples('sql_query_duration_seconds_count').map((line) => line.match(/statement="([^"]*)"/)![1]);
  expect(statements).toEqual(expect.arrayContaining(['SELECT orders', 'SELECT order_lines', 'INSERT sessions']));
});

it('includes the process metrics', () => {
  for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_p99_seconds'])
    expect(text).toMatch(new RegExp(`^${name} `, 'm'));
});

it('passes promtool check metrics without a finding', () => {
  const check = spawnSync('promtool', ['check', 'metrics'], { input: text, encoding: 'utf8' });
  expect({ status: check.status, output: check.stdout + check.stderr }).toEqual({ status: 0, output: '' });
});

it('serves the metrics apart from the API', async () => {
  expect(new URL(api.metricsUrl!).port).not.toBe(new URL(api.url).port);
  const onApiPort = await fetch(`${api.url}/metrics`);
  await onApiPort.text();
  expect(onApiPort.status).toBe(401);
});

it('opens no metrics listener when off', async () => {
  const off = await startTestRestApi({ metricsPort: 'off' });
  try {
    expect(off.metricsUrl).toBeUndefined();
  } finally {
    await off.close();
  }
});

it('reads the metrics and tracing settings', () => {
  expect(readConfig({})).toMatchObject({
    metricsPort: 9465,
    metricsHost: '127.0.0.1',
    tracing: false,
    traceSampleRatio: 0.1,
    serviceName: 'rest-api',
  });
  expect(readConfig({}).otlpEndpoint).toBeUndefined();
  expect(
    readConfig({
      REST_API_METRICS_PORT: 'off',
      REST_API_METRICS_HOST: '0.0.0.0',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
      OTEL_TRACES_SAMPLER_ARG: '1',
      OTEL_SERVICE_NAME: 'rest-api-2',
    }),
  ).toMatchObject({
    metricsPort: 'off',
    metricsHost: '0.0.0.0',
    otlpEndpoint: 'http://collector:4318',
    tracing: true,
    traceSampleRatio: 1,
    serviceName: 'rest-api-2',
  });
  expect(readConfig({ REST_API_METRICS_PORT: '0', OTEL_TRACES_SAMPLER_ARG: '0.25' })).toMatchObject({
    metricsPort: 0,
    traceSampleRatio: 0.25,
  });
});

// After the tests that read it: it closes the API.
it('stops its metrics listener on close', async () => {
  const { port } = new URL(api.metricsUrl!);
  closed = true;
  await api.close();
  const refused = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ port: Number(port), host: '127.0.0.1' });
    socket.once('connect', () => resolve(!socket.destroy()));
    socket.once('error', () => resolve(true));
  });
  expect(refused).toBe(true);
});

it.each([
  ['REST_API_METRICS_PORT', 'on'],
  ['REST_API_METRICS_PORT', '70000'],
  ['OTEL_EXPORTER_OTLP_ENDPOINT', 'collector:4318'],
  ['OTEL_EXPORTER_OTLP_ENDPOINT', 'ftp://collector'],
  ['OTEL_TRACES_SAMPLER_ARG', '1.5'],
  ['OTEL_TRACES_SAMPLER_ARG', 'half'],
  ['OTEL_TRACES_SAMPLER_ARG', '-0.1'],
])('refuses %s=%s at start-up, naming the variable', (name, value) => {
  expect(() => readConfig({ [name]: value })).toThrow(new RegExp(`^${name} must be .*"${value.replace('.', '\\.')}"`));
});
