import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { testedProfile } from './harness';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { promtool, throwawayPrometheus } from './throwawayPrometheus';
import { freePort } from './throwawayRedis';

/**
 * The gateway and the REST API as they run in production, each its own process, seen through the real tools:
 * Prometheus from Debian's package scrapes both, promtool checks what they expose and the deployment's rules,
 * and an OTLP/HTTP receiver collects their spans.
 */

const repo = join(__dirname, '..', '..');

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
  service: string;
}
const SPAN_KIND = { server: 2, client: 3 } as const;

/** An OTLP/HTTP receiver (JSON encoding): what the exporters of both services send to OTEL_EXPORTER_OTLP_ENDPOINT. */
async function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const { resourceSpans } = JSON.parse(body) as {
          resourceSpans: Array<{
            resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
            scopeSpans: Array<{ spans: Array<Omit<OtlpSpan, 'service'>> }>;
          }>;
        };
        for (const { resource, scopeSpans } of resourceSpans) {
          const service = resource.attributes.find(({ key }) => key === 'service.name')?.value.stringValue ?? '';
          for (const { spans: sent } of scopeSpans) for (const span of sent) spans.push({ ...span, service });
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

describe('metrics and traces, with Prometheus and an OTLP receiver', () => {
  let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
  let restApi: ServerProcess;
  let gateway: ServerProcess;
  let prometheus: Awaited<ReturnType<typeof throwawayPrometheus>>;
  let gatewayUrl: string;
  let metricsUrls: { gateway: string; restApi: string };
  let cookie: string;

  const graphql = async (operationName: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ operationName, query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, any>; errors?: unknown[] };
    expect(body.errors, operationName).toBeUndefined();
    return body.data!;
  };

  /** A few screens: the orders list, an order's detail dialog, the warehouses list, the stock tracker. */
  const screens = async () => {
    const { orders } = await graphql('Orders', 'query Orders { orders(perPage: 15) { rows { id orderDate } } }');
    await graphql(
      'OrderDetail',
      'query OrderDetail($id: ID!) { order(id: $id) { id lines { product { name } } quickbooksStatus { text } } }',
      { id: orders.rows[0].id },
    );
    await graphql('Warehouses', 'query Warehouses { warehouses { rows { id name } } }');
    await graphql('StockCounts', 'query StockCounts { stockCounts { rows { productName } } }');
    return orders.rows[0].id as string;
  };

  beforeAll(async () => {
    receiver = await otlpReceiver();
    const [restApiPort, restApiMetricsPort, gatewayPort, gatewayMetricsPort] = await Promise.all(
      Array.from({ length: 4 }, () => freePort()),
    );
    const tracing = {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_TRACES_SAMPLER_ARG: '1',
      // Spans leave every 100 ms instead of every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '100',
    };
    restApi = await startServerProcess(
      'rest-api',
      {
        ...tracing,
        REST_API_PORT: String(restApiPort),
        REST_API_METRICS_PORT: String(restApiMetricsPort),
        REST_API_PROFILE: testedProfile,
        DATA_DIR: ':memory:',
        LOG_LEVEL: 'info',
      },
      /REST API on/,
    );
    gateway = await startServerProcess(
      'gateway',
      {
        ...tracing,
        GATEWAY_PORT: String(gatewayPort),
        GATEWAY_METRICS_PORT: String(gatewayMetricsPort),
        REST_API_URL: `http://127.0.0.1:${restApiPort}`,
        GATEWAY_DATA_DIR: ':memory:',
        // Every request asks the REST API for all it shows, so each one has its whole trace.
        RESPONSE_CACHE_TTL_MS: '0',
        PRODUCT_CACHE_TTL_MS: '0',
        QUICKBOOKS_STATUS_TTL_MS: '0',
        LOG_LEVEL: 'debug',
      },
      /GraphQL gateway on/,
    );
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    metricsUrls = {
      gateway: `http://127.0.0.1:${gatewayMetricsPort}/metrics`,
      restApi: `http://127.0.0.1:${restApiMetricsPort}/metrics`,
    };
    prometheus = await throwawayPrometheus({
      gateway: `127.0.0.1:${gatewayMetricsPort}`,
      'rest-api': `127.0.0.1:${restApiMetricsPort}`,
    });
    const login = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { expiresAt } }',
        variables: { email: 'admin@example.com', password: 'admin12345' },
      }),
    });
    cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  });

  afterAll(async () => {
    await prometheus?.stop();
    await gateway?.stop();
    await restApi?.stop();
    receiver?.close();
  });

  it('gives Prometheus a p95 per operation and the upstream calls per route', async () => {
    const screenOperations = ['Orders', 'OrderDetail', 'Warehouses', 'StockCounts'];
    // Two rounds, each scraped whole before the next: a rate needs every count to grow between two scrapes.
    const scraped = (count: number) =>
      prometheus.until('sum by (operation) (graphql_operation_duration_seconds_count{job="gateway"})', (result) =>
        screenOperations.every((operation) =>
          result.some(({ metric, value }) => metric.operation === operation && Number(value[1]) >= count),
        ),
      );
    await prometheus.until('up', (result) => result.length === 2 && result.every(({ value }) => value[1] === '1'));
    await screens();
    await scraped(1);
    await screens();
    await scraped(2);

    const p95 = await prometheus.query(
      'histogram_quantile(0.95, sum by (le, operation) (rate(graphql_operation_duration_seconds_bucket{job="gateway"}[5m])))',
    );
    const p95ByOperation = Object.fromEntries(p95.map(({ metric, value }) => [metric.operation, Number(value[1])]));
    for (const operation of screenOperations) {
      expect(p95ByOperation[operation], operation).toBeGreaterThan(0);
      expect(Number.isFinite(p95ByOperation[operation]), operation).toBe(true);
    }

    // What the gateway counted calling each route is what the REST API counted answering it, once both are scraped.
    const perRoute = async (expression: string) =>
      Object.fromEntries(
        (await prometheus.query(expression)).map(({ metric, value }) => [metric.route, Number(value[1])]),
      );
    const { calls } = await vi.waitFor(
      async () => {
        const counted = {
          calls: await perRoute('sum by (route) (upstream_request_duration_seconds_count{job="gateway",method="GET"})'),
          answers: await perRoute('sum by (route) (http_request_duration_seconds_count{job="rest-api",method="GET"})'),
        };
        for (const route of ['/orders', '/orders/{id}', '/products/{id}', '/warehouse'])
          expect(counted.calls[route], route).toBe(counted.answers[route.replace('{id}', ':id')]);
        return counted;
      },
      { timeout: testLimits.waitMs, interval: 250 },
    );
    expect(calls['/orders']).toBeGreaterThanOrEqual(2);
    expect(calls.other).toBeUndefined();

    const sql = await prometheus.query('sum by (statement) (sql_query_duration_seconds_count{job="rest-api"})');
    expect(sql.map(({ metric }) => metric.statement)).toContain('SELECT orders');
  });

  it('passes promtool check metrics on both services', async () => {
    for (const url of [metricsUrls.gateway, metricsUrls.restApi]) {
      const text = await (await fetch(url)).text();
      expect(await promtool(['check', 'metrics'], text), url).toEqual({ code: 0, output: '' });
    }
  });

  it("checks the deployment's Prometheus config, alert rules and Grafana queries with the real tools", async () => {
    const folder = join(repo, 'docker', 'prometheus');
    expect(await promtool(['check', 'config', join(folder, 'prometheus.yml')])).toMatchObject({ code: 0 });
    expect(await promtool(['test', 'rules', join(folder, 'alerts.test.yml')])).toMatchObject({ code: 0 });
    const checked = spawn(process.execPath, [join(repo, 'docker', 'grafana', 'checkDashboard.mjs'), prometheus.url], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    checked.stdout!.on('data', (chunk) => (output += chunk));
    checked.stderr!.on('data', (chunk) => (output += chunk));
    const [code] = await once(checked, 'exit');
    expect({ code, output }).toMatchObject({ code: 0 });
  });

  it('traces one order detail request as one trace: gateway → each REST call → its SQL', async () => {
    const orderId = await screens();
    const before = gateway.lines.length;
    await graphql(
      'OrderDetail',
      'query OrderDetail($id: ID!) { order(id: $id) { id lines { product { name } } quickbooksStatus { text } } }',
      { id: orderId },
    );
    // The operation's log line names its trace.
    const logged = await vi.waitFor(
      () => {
        const line = gateway.lines
          .slice(before)
          .map((text) => JSON.parse(text) as { msg: string; operation?: string; trace_id?: string })
          .find(({ msg, operation }) => msg === 'graphql operation' && operation === 'OrderDetail');
        if (!line?.trace_id) throw new Error('no traced log line of OrderDetail yet');
        return line;
      },
      { timeout: testLimits.waitMs },
    );
    const traceId = logged.trace_id!;
    const inTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    const spans = await vi.waitFor(
      () => {
        const found = inTrace();
        const calls = found.filter((span) => span.kind === SPAN_KIND.client && span.service === 'gateway');
        const answered = found.filter((span) => span.kind === SPAN_KIND.server && span.service === 'rest-api');
        if (!found.some((span) => !span.parentSpanId) || calls.length === 0 || answered.length < calls.length)
          throw new Error(`trace incomplete: ${found.map((span) => `${span.name} ${span.kind}`).join(', ')}`);
        return found;
      },
      { timeout: testLimits.waitMs },
    );
    const byId = new Map(spans.map((span) => [span.spanId, span]));
    const children = (span: OtlpSpan) => spans.filter((child) => child.parentSpanId === span.spanId);

    const roots = spans.filter((span) => !span.parentSpanId);
    expect(roots.map((span) => [span.service, span.name])).toEqual([['gateway', 'query OrderDetail']]);
    const calls = spans.filter((span) => span.kind === SPAN_KIND.client && span.service === 'gateway');
    expect(calls.map((span) => span.name).sort()).toEqual([
      'GET /orders/{id}',
      'GET /products/{id}',
      'GET /products/{id}',
      'GET /quickbooks/orderInvoice/{id}',
    ]);
    for (const call of calls) {
      // Each REST call sits under the resolver that made it, and the REST API continues it.
      const resolver = byId.get(call.parentSpanId!)!;
      expect(resolver.service).toBe('gateway');
      expect(resolver.name).toMatch(/^(Query|Order|OrderLine)\.\w+$/);
      const answer = children(call);
      expect(
        answer.map((span) => [span.service, span.kind]),
        call.name,
      ).toEqual([['rest-api', SPAN_KIND.server]]);
    }
    const orderAnswer = children(calls.find((span) => span.name === 'GET /orders/{id}')!)[0]!;
    expect(children(orderAnswer).map((span) => span.name)).toEqual(['SELECT orders', 'SELECT order_lines']);

    // The REST API's log lines of this request carry the same trace.
    expect(restApi.lines.some((line) => line.includes(`"trace_id":"${traceId}"`))).toBe(true);
  });
});
