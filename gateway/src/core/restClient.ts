import pLimit, { type LimitFunction } from 'p-limit';
import { errors as undiciErrors, FormData, Pool } from 'undici';
import type * as z from 'zod/mini';

import type { GatewayConfig } from '../config';
import { gatewayError, UPSTREAM_UNAVAILABLE_MESSAGE } from './errors';
import type { GatewayMetrics } from './metrics';
import { normalizeRestError } from './normalizeRestError';
import { type AnswerProblemSink, readAnswer } from './restAnswer';
import { endUpstreamSpan, upstreamSpan } from './tracing';
import { upstreamRoute } from './upstreamRoutes';

type QueryValue = string | number | boolean | null | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One keep-alive pool to the REST API for the whole process; each request gets a client bound to its token. */
export function createRestPool(config: Pick<GatewayConfig, 'restApiUrl' | 'restTimeoutMs' | 'restConnections'>) {
  return new Pool(config.restApiUrl, {
    connections: config.restConnections,
    keepAliveTimeout: 30_000,
    connect: { timeout: config.restTimeoutMs },
    headersTimeout: config.restTimeoutMs,
    bodyTimeout: config.restTimeoutMs,
  });
}

/**
 * REST calls made for one GraphQL request, with its token. Every answer is read through the call's schema
 * (core/restAnswer.ts) before anyone maps it; every failure becomes a normalized GraphQL error.
 * At most `concurrency` calls are in flight at once: a query fanning out to many by-id lookups (every
 * DataLoader of every domain goes through here) runs them in waves instead of taking the whole pool.
 */
export class RestClient {
  private readonly limit: LimitFunction;

  constructor(
    private readonly pool: Pool,
    private readonly token: string | undefined,
    concurrency: number,
    private readonly metrics: GatewayMetrics,
    private readonly problems: AnswerProblemSink,
  ) {
    this.limit = pLimit(concurrency);
  }

  get<S extends z.ZodMiniType>(path: string, answer: S, query?: Record<string, QueryValue>) {
    return this.request('GET', withQuery(path, query), answer);
  }

  post<S extends z.ZodMiniType>(path: string, answer: S, body?: unknown) {
    return this.request('POST', path, answer, body);
  }

  put<S extends z.ZodMiniType>(path: string, answer: S, body?: unknown) {
    return this.request('PUT', path, answer, body);
  }

  /** A multipart/form-data body (fields and files), for the REST routes that take uploads. */
  postForm<S extends z.ZodMiniType>(path: string, answer: S, form: FormData) {
    return this.request('POST', path, answer, form);
  }

  putForm<S extends z.ZodMiniType>(path: string, answer: S, form: FormData) {
    return this.request('PUT', path, answer, form);
  }

  delete<S extends z.ZodMiniType>(path: string, answer: S) {
    return this.request('DELETE', path, answer);
  }

  private async request<S extends z.ZodMiniType>(
    method: Method,
    path: string,
    answer: S,
    body?: unknown,
  ): Promise<z.output<S>> {
    const json = await this.limit(() => this.send(method, path, body));
    return readAnswer(`${method} ${upstreamRoute(path)}`, answer, json, this.problems);
  }

  /** One call, its answer parsed but not yet read through a schema (bench/graphqlJit.ts records and replays it). */
  protected async send(method: Method, path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token) headers.token = this.token;
    const isForm = body instanceof FormData;
    // undici writes the multipart content type, with its boundary, itself.
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const started = performance.now();
    const span = upstreamSpan(method, path, headers);
    let status: number | undefined;
    let text: string;
    let retryAfter: string | string[] | undefined;
    try {
      const response = await this.pool.request({
        method,
        path,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      });
      status = response.statusCode;
      retryAfter = response.headers['retry-after'];
      text = await response.body.text();
    } catch (error) {
      throw unavailable(error);
    } finally {
      this.metrics.upstreamCall(method, path, status, (performance.now() - started) / 1000);
      if (span) endUpstreamSpan(span, status);
    }
    if (status >= 400) throw normalizeRestError(status, text, retryAfter);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw gatewayError('UPSTREAM_ERROR', 'The back-office service sent an answer that could not be read.', {
        upstreamStatus: status,
      });
    }
  }
}

function unavailable(error: unknown) {
  const reason =
    error instanceof undiciErrors.UndiciError ? error.code : ((error as { code?: string }).code ?? 'UNKNOWN');
  return gatewayError('UPSTREAM_UNAVAILABLE', UPSTREAM_UNAVAILABLE_MESSAGE, { reason });
}

function withQuery(path: string, query?: Record<string, QueryValue>) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
