import { Counter, Gauge, Histogram, Registry } from 'prom-client';

import { collectProcessMetrics } from '@backoffice/server-core/metrics';

import { DASHBOARD_OPERATION_NAMES } from '../generated/dashboardOperations';
import { ERROR_CODES } from './errors';
import { upstreamRoute } from './upstreamRoutes';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BATCH_BUCKETS = [1, 2, 5, 10, 25, 50, 100, 250];
/** Codes an operation's outcome may be labelled with: ours and Apollo's; any other is `OTHER`. */
const OUTCOME_CODES: ReadonlySet<string> = new Set([
  ...ERROR_CODES,
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'INTERNAL_SERVER_ERROR',
]);
const OPERATION_TYPES: ReadonlySet<string> = new Set(['query', 'mutation', 'subscription']);

export type CacheName = 'reference' | 'quickbooks-status' | 'product' | 'response' | 'whole-list' | 'overview';

/** The label values of an operation: only names and codes from fixed sets, so a client cannot grow the series. */
export function operationLabels(name: string | null | undefined, type: string | undefined, errorCode: unknown) {
  return {
    operation: !name ? 'anonymous' : DASHBOARD_OPERATION_NAMES.has(name) ? name : 'other',
    operation_type: type && OPERATION_TYPES.has(type) ? type : 'unknown',
    outcome:
      errorCode === undefined
        ? 'ok'
        : typeof errorCode === 'string' && OUTCOME_CODES.has(errorCode)
          ? errorCode
          : 'OTHER',
  };
}

/**
 * The gateway's Prometheus metrics, in a registry of its own (tests run several gateways in one process). What each
 * answers is in docs/metrics-and-traces.md. Made with `enabled: false` (GATEWAY_METRICS_PORT=off), every
 * method returns at once: nothing is recorded.
 */
export class GatewayMetrics {
  readonly registry = new Registry();
  private readonly operations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'GraphQL operations by name (the dashboard’s; any other is "other"), type and outcome ("ok" or the first error code).',
    labelNames: ['operation', 'operation_type', 'outcome'],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly inFlight = new Gauge({
    name: 'graphql_operations_in_flight',
    help: 'GraphQL operations being answered now.',
    registers: [this.registry],
  });
  private readonly costRefusals = new Counter({
    name: 'graphql_query_cost_refusals_total',
    help: 'Operations refused because their cost exceeded the limit.',
    registers: [this.registry],
  });
  private readonly throttledLogins = new Counter({
    name: 'gateway_login_throttled_total',
    help: 'Logins refused by the failed-login limits, per limit ("address" or "account").',
    labelNames: ['limit'],
    registers: [this.registry],
  });
  private readonly upstreamCalls = new Histogram({
    name: 'upstream_request_duration_seconds',
    help: 'Calls to the REST API by method, route template and HTTP status ("error" when no answer came).',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });
  private readonly answerProblems = new Counter({
    name: 'upstream_answer_problems_total',
    help: 'REST answers that differ from what the gateway reads, per route template and problem (core/restAnswer.ts).',
    labelNames: ['route', 'problem'],
    registers: [this.registry],
  });
  private readonly batches = new Histogram({
    name: 'dataloader_batch_size',
    help: 'Keys per DataLoader batch, per loader.',
    labelNames: ['loader'],
    buckets: BATCH_BUCKETS,
    registers: [this.registry],
  });
  private readonly historyWriteFailures = new Counter({
    name: 'gateway_history_write_failures_total',
    help: 'Mutations answered whose history entries the gateway store could not write (history/record.ts).',
    registers: [this.registry],
  });
  private readonly cacheLookups = new Counter({
    name: 'gateway_cache_lookups_total',
    help: 'Cache lookups per cache, result ("hit" or "miss") and store ("local" memory or "shared" Redis).',
    labelNames: ['cache', 'result', 'store'],
    registers: [this.registry],
  });

  constructor(readonly enabled: boolean) {
    if (enabled) collectProcessMetrics(this.registry);
  }

  /** Call when an operation starts; the function returned records it when it ends. */
  operationStarted(): (labels: ReturnType<typeof operationLabels>) => void {
    if (!this.enabled) return () => undefined;
    this.inFlight.inc();
    const stop = this.operations.startTimer();
    return (labels) => {
      this.inFlight.dec();
      stop(labels);
    };
  }

  queryCostRefused() {
    if (this.enabled) this.costRefusals.inc();
  }

  historyWriteFailed() {
    if (this.enabled) this.historyWriteFailures.inc();
  }

  loginThrottled(limit: 'address' | 'account') {
    if (this.enabled) this.throttledLogins.inc({ limit });
  }

  /** `status` is the HTTP status, or undefined when no answer came. */
  upstreamCall(method: string, path: string, status: number | undefined, seconds: number) {
    if (!this.enabled) return;
    this.upstreamCalls.observe({ method, route: upstreamRoute(path), status: status ?? 'error' }, seconds);
  }

  /** `route` is the call ("GET /warehouse"); `problem` names the field, never a value. */
  answerProblem(route: string, problem: string) {
    if (this.enabled) this.answerProblems.inc({ route, problem });
  }

  batch(loader: string, size: number) {
    if (this.enabled) this.batches.observe({ loader }, size);
  }

  cacheLookup(cache: CacheName, result: 'hit' | 'miss', store: 'local' | 'shared') {
    if (this.enabled) this.cacheLookups.inc({ cache, result, store });
  }
}
