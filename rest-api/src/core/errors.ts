import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The company's REST API answers errors in several shapes, depending on the route; the spec records
 * which screen reads which one, and the gateway must cope with all of them:
 * - `list`:       { errors: [{ message, field? }] }
 * - `object`:     { errors: { message } }
 * - `statusText`: no JSON at all, only the HTTP status and its reason phrase
 * - `message`:    { message } (the outside-service routes, a promotion's 409)
 */
export type ErrorShape = 'list' | 'object' | 'statusText' | 'message';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route answers errors (default `list`). */
    errorShape?: ErrorShape;
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

export function sendError(reply: FastifyReply, shape: ErrorShape, statusCode: number, errors: FieldError[]) {
  reply.code(statusCode);
  if (shape === 'statusText') return reply.type('text/plain').send(STATUS_CODES[statusCode] ?? 'Error');
  if (shape === 'object') return reply.send({ errors: { message: errors.map((e) => e.message).join('; ') } });
  if (shape === 'message') return reply.send({ message: errors.map((e) => e.message).join('; ') });
  return reply.send({ errors });
}

const PG_UNIQUE_VIOLATION = '23505';
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** Class 22, data exceptions: a value the column cannot hold (NUL in text, an integer overflow, a bad date). */
const PG_DATA_EXCEPTION = /^22/;

/** One error handler for every route: validation, expected errors, database constraints, the unexpected. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const shape = request.routeOptions.config?.errorShape ?? 'list';
  if (error.validation) {
    // Nullable fields fail every branch of their union: report the first issue of each field only.
    const byField = new Map<string, FieldError>();
    for (const issue of error.validation) {
      const missing = (issue.params as { missingProperty?: string }).missingProperty;
      const field = missing ?? issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const where = field || error.validationContext || 'request';
      if (!byField.has(where)) {
        byField.set(where, { field: field || undefined, message: `${where} ${missing ? 'is required' : issue.message}` });
      }
    }
    return sendError(reply, shape, 400, [...byField.values()]);
  }
  if (error instanceof HttpError) {
    return sendError(reply, shape, error.statusCode, [{ message: error.message, field: error.field }]);
  }
  const pgCode = (error as { code?: string }).code;
  if (pgCode === PG_UNIQUE_VIOLATION) {
    return sendError(reply, shape, 409, [{ message: `A record with the same value already exists (${describeConstraint(error)})` }]);
  }
  if (pgCode === PG_FOREIGN_KEY_VIOLATION) {
    return sendError(reply, shape, 409, [{ message: `This record is still used elsewhere (${describeConstraint(error)})` }]);
  }
  // The schemas refuse such values first; this is the last line of defence, so a new route cannot answer 500 for them.
  if (pgCode && PG_DATA_EXCEPTION.test(pgCode)) {
    const column = (error as { column?: string }).column;
    return sendError(reply, shape, 400, [{ message: `${column ?? 'A value'} does not fit what the database can store`, field: column }]);
  }
  if (error.statusCode && error.statusCode < 500) {
    return sendError(reply, shape, error.statusCode, [{ message: error.message }]);
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(reply, shape, 500, [{ message: 'Internal server error' }]);
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
    ...Object.fromEntries(['table', 'column', 'constraint', 'routine'].filter((name) => fields[name]).map((name) => [name, fields[name]])),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...cause,
  };
}

function describeConstraint(error: unknown): string {
  return (error as { constraint?: string }).constraint ?? 'constraint';
}
