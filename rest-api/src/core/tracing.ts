import type { IncomingMessage } from 'node:http';

import { type Context, context, propagation, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_SERVICE_NAME,
} from '@opentelemetry/semantic-conventions';
import type { FastifyBaseLogger } from 'fastify';

import type { RestApiConfig } from '../config';
import type { App } from './app';

/**
 * Exports the process's spans over OTLP/HTTP, keeping `traceSampleRatio` of the traces begun here and the caller's
 * choice for the others (W3C `traceparent`). The process entry (main.ts) alone calls it: it registers the global
 * provider, context manager and propagator. Returns what flushes the spans before the process exits.
 */
export function startTracing(config: RestApiConfig): { shutdown(): Promise<void> } | undefined {
  if (!config.otlpEndpoint) return undefined;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.traceSampleRatio) }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${config.otlpEndpoint}/v1/traces` }))],
  });
  provider.register();
  return { shutdown: () => provider.shutdown() };
}

const tracer = () => trace.getTracer('@backoffice/rest-api');

/** Each request's span and the context its handler runs in; begun with the request's logger, ended in onResponse. */
const requestSpans = new WeakMap<IncomingMessage, { span: Span; context: Context }>();

/**
 * Fastify's child logger factory when tracing is on. It begins the request's span, continuing the caller's trace,
 * as early as Fastify sees the request, so every line the request logs (Fastify's "incoming request" and "request
 * completed" included) carries `trace_id` and `span_id`.
 */
export function tracedRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Record<string, unknown>,
  options: object,
  request: IncomingMessage,
): FastifyBaseLogger {
  const parent = propagation.extract(context.active(), request.headers);
  const span = tracer().startSpan(
    request.method ?? 'HTTP',
    { kind: SpanKind.SERVER, attributes: { [ATTR_HTTP_REQUEST_METHOD]: request.method } },
    parent,
  );
  requestSpans.set(request, { span, context: trace.setSpan(parent, span) });
  const { traceId, spanId } = span.spanContext();
  return logger.child({ ...bindings, trace_id: traceId, span_id: spanId }, options);
}

/**
 * Names each request's span after its route template and ends it with the status (no path, query, header or body
 * is recorded), and runs each handler inside the span, so that its SQL statements become the span's children.
 * Added before any route.
 */
export function traceRequests(app: App) {
  app.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = function (request, reply) {
      const active = requestSpans.get(request.raw);
      return active ? context.with(active.context, handler, this, request, reply) : handler.call(this, request, reply);
    };
  });
  app.addHook('onResponse', async (request, reply) => {
    const active = requestSpans.get(request.raw);
    if (!active) return;
    const route = request.routeOptions.url ?? 'unmatched';
    active.span.updateName(`${request.method} ${route}`);
    active.span.setAttributes({ [ATTR_HTTP_ROUTE]: route, [ATTR_HTTP_RESPONSE_STATUS_CODE]: reply.statusCode });
    if (reply.statusCode >= 500) active.span.setStatus({ code: SpanStatusCode.ERROR });
    active.span.end();
    requestSpans.delete(request.raw);
  });
}
