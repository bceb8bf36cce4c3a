import {
  type Context,
  context,
  createContextKey,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { NextFunction, Request, Response } from 'express';
import { type GraphQLFieldResolver, type GraphQLSchema, isObjectType, responsePathAsArray } from 'graphql';

import { upstreamRoute } from './upstreamRoutes';

export interface TracingConfig {
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans go to `${endpoint}/v1/traces` as OTLP/HTTP JSON. */
  endpoint: string;
  /** OTEL_TRACES_SAMPLER_ARG: the share of operations traced (a trace the caller sampled is always followed). */
  sampleRatio: number;
  serviceName: string;
}

const tracer = trace.getTracer('gateway');

/**
 * Registers the process's tracer provider: W3C trace context, async-local context, spans batched to OTLP/HTTP.
 * Called by main.ts only. Without it (OTEL_EXPORTER_OTLP_ENDPOINT unset) the API's tracer is a no-op, and
 * server.ts adds none of the hooks below: nothing is recorded and nothing is paid per request.
 */
export function startTracing(config: TracingConfig): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.sampleRatio) }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${config.endpoint}/v1/traces` }))],
  });
  provider.register();
  return () => provider.shutdown();
}

/** The active span's ids, for every log line written while a request is served (logger.ts). */
export function traceIds(): { trace_id?: string; span_id?: string } {
  const span = trace.getActiveSpan();
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { trace_id: traceId, span_id: spanId };
}

/**
 * Express middleware: one span per GraphQL request, the rest of the request running inside it. It comes after the
 * body parsers, whose stream events would lose the async context. The gateway is where a trace starts: a client's
 * `traceparent` is not followed, so no caller can force every request to be recorded.
 */
export function operationSpans() {
  return (_request: Request, response: Response, next: NextFunction) => {
    const span = tracer.startSpan('graphql', { kind: SpanKind.SERVER, attributes: { 'url.path': '/graphql' } });
    response.once('close', () => {
      span.setAttribute('http.response.status_code', response.statusCode);
      span.end();
    });
    context.with(trace.setSpan(ROOT_CONTEXT, span), next);
  };
}

export function setOperationSpanAttribute(key: string, value: string | number) {
  trace.getActiveSpan()?.setAttribute(key, value);
}

/** The operation's span, once it is answered: named after the operation, with its outcome (operationOutcomePlugin). */
export function finishOperationSpan(type: string | undefined, name: string | null | undefined, outcome: string) {
  const span = trace.getActiveSpan();
  if (!span?.isRecording()) return;
  const operationName = (name ?? 'anonymous').slice(0, 100);
  span.updateName(`${type ?? 'operation'} ${operationName}`);
  span.setAttributes({
    'graphql.operation.name': operationName,
    'graphql.operation.type': type ?? 'unknown',
    'graphql.outcome': outcome,
  });
  if (outcome !== 'ok') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
}

/**
 * A resolver's span exists only once it calls the REST API (most resolvers only map fields): its start is kept, and
 * the first upstream call under it opens the span with that start. So a trace reads operation → the resolvers that
 * called upstream → each REST call → its SQL (in the REST API), without a span for every field of every row.
 */
interface ResolverCall {
  name: string;
  path: string;
  startTime: number;
  parent?: ResolverCall;
  operation: Context;
  span?: Span;
}

const RESOLVER_CALL = createContextKey('gateway resolver call');

function resolverSpan(call: ResolverCall): Span {
  if (!call.span) {
    const parent = call.parent ? trace.setSpan(call.operation, resolverSpan(call.parent)) : call.operation;
    call.span = tracer.startSpan(
      call.name,
      { startTime: call.startTime, attributes: { 'graphql.field.path': call.path } },
      parent,
    );
  }
  return call.span;
}

/** Wraps every resolver the gateway defines (fields without one keep graphql-js's default) to note its call. */
export function withResolverSpans(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.resolve) field.resolve = traced(`${type.name}.${field.name}`, field.resolve);
    }
  }
  return schema;
}

function traced(name: string, resolve: GraphQLFieldResolver<unknown, unknown>): GraphQLFieldResolver<unknown, unknown> {
  return (source, args, contextValue, info) => {
    const active = context.active();
    if (!trace.getSpan(active)?.isRecording()) return resolve(source, args, contextValue, info);
    const parent = active.getValue(RESOLVER_CALL) as ResolverCall | undefined;
    const call: ResolverCall = {
      name,
      path: responsePathAsArray(info.path).join('.'),
      startTime: performance.timeOrigin + performance.now(),
      parent,
      operation: parent?.operation ?? active,
    };
    const end = () => call.span?.end();
    const result = context.with(active.setValue(RESOLVER_CALL, call), () => resolve(source, args, contextValue, info));
    if (!(result instanceof Promise)) {
      end();
      return result;
    }
    return result.then(
      (value) => {
        end();
        return value;
      },
      (error: unknown) => {
        call.span?.setStatus({ code: SpanStatusCode.ERROR });
        end();
        throw error;
      },
    );
  };
}

/**
 * A REST call's span, under the resolver that made it, with `traceparent` added to `headers` so the REST API
 * continues the trace. Undefined when the request is not being recorded.
 */
export function upstreamSpan(method: string, path: string, headers: Record<string, string>): Span | undefined {
  const active = context.active();
  if (!trace.getSpan(active)?.isRecording()) return undefined;
  const call = active.getValue(RESOLVER_CALL) as ResolverCall | undefined;
  const parent = call ? trace.setSpan(call.operation, resolverSpan(call)) : active;
  const route = upstreamRoute(path);
  const span = tracer.startSpan(
    `${method} ${route}`,
    { kind: SpanKind.CLIENT, attributes: { 'http.request.method': method, 'url.template': route } },
    parent,
  );
  propagation.inject(trace.setSpan(parent, span), headers);
  return span;
}

export function endUpstreamSpan(span: Span, status: number | undefined) {
  if (status === undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: 'no answer' });
  else {
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
