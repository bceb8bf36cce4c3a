import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

import type { App } from './app';
import { statementName } from './statementName';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** prom-client's default gauges whose `_total` suffix promtool refuses (only counters may have it). */
const TOTAL_GAUGES = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];
const SQL_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/**
 * The REST API's Prometheus metrics, in a registry of its own (tests run several APIs in one process). Labels are
 * route templates and statement names only, never a path or a value, so the series stay few.
 */
export class RestApiMetrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route template ("unmatched" when no route matched) and HTTP status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly statements = new Histogram({
    name: 'sql_query_duration_seconds',
    help: 'SQL statements run, by statement name (its verb and first table).',
    labelNames: ['statement'],
    buckets: SQL_BUCKETS,
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
    // Gauges named like counters fail `promtool check metrics`; the same counts remain by type (nodejs_active_handles{type}).
    for (const name of TOTAL_GAUGES) this.registry.removeSingleMetric(name);
  }

  /** Times every answer, in onResponse: the route is Fastify's template, never the path. */
  recordRequests(app: App) {
    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.requests.observe({ method: request.method, route, status: reply.statusCode }, reply.elapsedTime / 1000);
    });
  }

  /** The database's statement observer (db/database.ts). */
  readonly observeStatement = (sql: string, seconds: number) =>
    this.statements.observe({ statement: statementName(sql) }, seconds);
}

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/** `GET /metrics` on a listener of its own, apart from the API's port, so the API's clients cannot read it. */
export async function serveMetrics(registry: Registry, host: string, port: number): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
