import { STATUS_CODES } from 'node:http';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The company's REST API answers errors in several shapes, depending on the route; the spec records
 * which screen reads which one, and the gateway must cope with all of them:
 * - `list`:       { errors: [{ message, field? }] }
 * - `object`:     { errors: { message } }
 * - `statusText`: no JSON at all, only the HTTP status and its reason phrase
 * - `message`:    { message } (the outside-service routes; a taken promo code's or FAQ category name's 409)
 */
type ErrorShape = 'list' | 'object' | 'statusText' | 'message';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route answers errors (default `list`). */
    errorShape?: ErrorShape;
    /** The statuses this route answers in another shape than errorShape (a taken promo code: 409 `message`). */
    errorShapeByStatus?: Partial<Record<number, ErrorShape>>;
    /** Routes reachable without a token. */
    public?: boolean;
  }
}

export interface FieldError {
  field?: string;
  message: string;
}

/** An expected failure a route reports to the caller, with the field it concerns when there is one. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: unknown) => new HttpError(404, `${what} ${String(id)} not found`);

/** The answer to a path no route serves (also a route the running profile leaves out: core/profile.ts). */
export function routeNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ errors: [{ message: `Route ${request.method} ${request.url.split('?')[0]} not found` }] });
}

function sendError(request: FastifyRequest, reply: FastifyReply, statusCode: number, errors: FieldError[]) {
  const config = request.routeOptions.config;
  const shape = config?.errorShapeByStatus?.[statusCode] ?? config?.errorShape ?? 'list';
  reply.code(statusCode);
  if (shape === 'statusText') return reply.type('text/plain').send(STATUS_CODES[statusCode] ?? 'Error');
  if (shape === 'object') return reply.send({ errors: { message: errors.map((e) => e.message).join('; ') } });
  if (shape === 'message') return reply.send({ message: errors.map((e) => e.message).join('; ') });
  return reply.send({ errors });
}

/** What a database error (pg, PGlite) carries beside its message. */
const pgFields = (error: unknown) => (error ?? {}) as { code?: string; constraint?: string; column?: string };

/** An error of SQLSTATE `code`; with `constraint`, of that constraint only. */
const violation = (code: string) => (error: unknown, constraint?: string) => {
  const fields = pgFields(error);
  return fields.code === code && (constraint === undefined || fields.constraint === constraint);
};

/** A unique index refused the write (of index `constraint`, when given). */
export const isUniqueViolation = violation('23505');
/** A foreign key refused the write (of key `constraint`, when given). */
export const isForeignKeyViolation = violation('23503');
/** The SQLSTATEs of a server that shuts down, crashed or is still starting (57P01, 57P02, 57P03). */
const SERVER_GONE = new Set(['57P01', '57P02', '57P03']);
/** The socket errors of a server that is not there (refused) or went away mid-statement. */
const SOCKET_GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * The database cannot be reached (a restart, a crash, a failover): class 08 (connection exceptions), a server
 * shutting down or starting, a refused or broken socket, pg's "Connection terminated…", or no connection free in
 * time. Only the request that met it fails; the pool connects anew for the next one
 * (server-core/src/postgresPool.ts).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = pgFields(error).code ?? '';
  if (SERVER_GONE.has(code) || SOCKET_GONE.has(code) || /^08/.test(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return message.startsWith('Connection terminated') || message === 'timeout exceeded when trying to connect';
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is not reachable right now. Please try again in a moment.';

/** Class 22, data exceptions: a value the column cannot hold (NUL in text, an integer overflow, a bad date). */
const isDataException = (error: unknown) => /^22/.test(pgFields(error).code ?? '');

/** One error handler for every route: validation, expected errors, database constraints, the unexpected. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (statusCode: number, errors: FieldError[]) => sendError(request, reply, statusCode, errors);
  if (error.validation) {
    // Nullable fields fail every branch of their union: report the first issue of each field only.
    const byField = new Map<string, FieldError>();
    for (const issue of error.validation) {
      const missing = (issue.params as { missingProperty?: string }).missingProperty;
      const field = missing ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = field || error.validationContext || 'request';
      if (!byField.has(where)) {
        byField.set(where, {
          field: field || undefined,
          message: `${where} ${missing ? 'is required' : issue.message}`,
        });
      }
    }
    return send(400, [...byField.values()]);
  }
  if (error instanceof HttpError) return send(error.statusCode, [{ message: error.message, field: error.field }]);
  if (isUniqueViolation(error))
    return send(409, [{ message: `A record with the same value already exists (${describeConstraint(error)})` }]);
  if (isForeignKeyViolation(error))
    return send(409, [{ message: `This record is still used elsewhere (${describeConstraint(error)})` }]);
  // The schemas refuse such values first; this is the last line of defence, so a new route cannot answer 500 for them.
  if (isDataException(error)) {
    const { column } = pgFields(error);
    return send(400, [{ message: `${column ?? 'A value'} does not fit what the database can store`, field: column }]);
  }
  if (error.statusCode && error.statusCode < 500) return send(error.statusCode, [{ message: error.message }]);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    // Unavailable, not broken: the caller may send the same request again shortly.
    reply.header('retry-after', '1');
    return send(503, [{ message: DATABASE_UNAVAILABLE_MESSAGE }]);
  }
  request.log.error({ err: error }, 'unexpected error');
  return send(500, [{ message: 'Internal server error' }]);
}

/** PostgreSQL's error codes (SQLSTATE): five digits or capitals. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * An error as the log keeps it. A database error carries the statement's parameters and the failing row
 * (e-mails, phone numbers, bank accounts) and its message may quote a value, so the log keeps only its code,
 * the names it concerns and the statement's shape (SQL with $n placeholders, db/database.ts), with quoted text
 * masked; never a value.
 */
export function errorForLog(error: unknown): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(error instanceof Error)) return { type: typeof error, message: 'not an Error', stack: '' };
  const fields = error as Error & Record<string, unknown>;
  const cause = error.cause === undefined ? {} : { cause: errorForLog(error.cause) };
  if (typeof fields.code !== 'string' || !SQLSTATE.test(fields.code)) {
    return { type: error.name, message: error.message, stack: error.stack ?? '', ...cause };
  }
  const message = error.message.replace(/"[^"]*"/g, '"…"');
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  return {
    type: error.name,
    code: fields.code,
    message,
    statement: fields.statement,
    ...Object.fromEntries(
      ['table', 'column', 'constraint', 'routine'].filter((name) => fields[name]).map((name) => [name, fields[name]]),
    ),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...cause,
  };
}

function describeConstraint(error: unknown): string {
  return pgFields(error).constraint ?? 'constraint';
}
