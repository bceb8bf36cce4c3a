import { Counter, Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';

import { collectProcessMetrics, type MetricsListener, serveMetrics } from './metrics';

describe('collectProcessMetrics', () => {
  it('collects the process metrics without the gauges named like counters', async () => {
    const registry = new Registry();
    collectProcessMetrics(registry);
    const text = await registry.metrics();
    expect(text).toMatch(/^process_cpu_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds /m);
    expect(text).not.toMatch(/^nodejs_active_\w+_total/m);
  });
});

describe('serveMetrics', () => {
  let listener: MetricsListener | undefined;
  afterEach(async () => {
    await listener?.close();
    listener = undefined;
  });

  it('answers GET /metrics with the registry’s text and nothing else', async () => {
    const registry = new Registry();
    new Counter({ name: 'served_total', help: 'A counter to find.', registers: [registry] }).inc();
    listener = await serveMetrics(registry, '127.0.0.1', 0);
    expect(listener.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);

    const answer = await fetch(`${listener.url}?name=ignored`);
    expect(answer.headers.get('content-type')).toBe(registry.contentType);
    expect(await answer.text()).toContain('served_total 1');
    for (const [path, method] of [
      ['/', 'GET'],
      ['/metrics/more', 'GET'],
      ['/metrics', 'POST'],
    ] as const) {
      const other = await fetch(listener.url.replace('/metrics', path), { method });
      await other.arrayBuffer();
      expect(other.status, `${method} ${path}`).toBe(404);
    }
  });

  it('answers a failed collection with a bare 500, keeping the error in the process', async () => {
    const failing = { contentType: 'text/plain', metrics: () => Promise.reject(new Error('secret detail')) };
    listener = await serveMetrics(failing, '127.0.0.1', 0);
    const answer = await fetch(listener.url);
    expect({ status: answer.status, body: await answer.text() }).toEqual({ status: 500, body: '' });
  });

  it('names a wildcard address localhost and an IPv6 address in brackets', async () => {
    listener = await serveMetrics(new Registry(), '0.0.0.0', 0);
    expect(listener.url).toMatch(/^http:\/\/localhost:\d+\/metrics$/);
    await listener.close();
    listener = await serveMetrics(new Registry(), '::1', 0);
    expect(listener.url).toMatch(/^http:\/\/\[::1\]:\d+\/metrics$/);
    expect((await fetch(listener.url)).status).toBe(200);
  });

  it('fails when the port is taken', async () => {
    listener = await serveMetrics(new Registry(), '127.0.0.1', 0);
    const { port } = new URL(listener.url);
    await expect(serveMetrics(new Registry(), '127.0.0.1', Number(port))).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
  });
});
