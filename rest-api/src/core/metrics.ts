import { Histogram, Registry } from 'prom-client';

import { collectProcessMetrics } from '@backoffice/server-core/metrics';

import type { App } from './app';
import { statementName } from './statementName';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
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
    collectProcessMetrics(this.registry);
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
