import { STATUS_CODES } from 'node:http';

import { type ErrorCode, gatewayError } from './errors';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'BAD_USER_INPUT',
  415: 'BAD_USER_INPUT',
  422: 'BAD_USER_INPUT',
  429: 'RATE_LIMITED',
  // The REST API cannot reach its database for now (rest-api/src/core/errors.ts): a retry shortly may succeed.
  503: 'UPSTREAM_UNAVAILABLE',
};

interface RestErrorEntry {
  message?: unknown;
  field?: unknown;
}

/**
 * Turns any error answer of the REST API into one GraphQL error with the human message and a code.
 * The REST API answers in several shapes (spec 000 §8, 002 §8), and screens once read each one
 * differently — some from the wrong place, so messages were lost. Here they all end up in `message`:
 * - { errors: [{ message, field? }, …] }  → the first entry (all of them in extensions.fields)
 * - { errors: { message } }               → errors.message
 * - { message } or { error }              → that text
 * - anything else (text, HTML, nothing)   → the HTTP status text
 */
export function normalizeRestError(status: number, bodyText: string, retryAfterHeader?: string | string[]) {
  const code = CODE_BY_STATUS[status] ?? 'UPSTREAM_ERROR';
  const body = parseJson(bodyText);
  const entries = errorEntries(body);
  const message =
    entries.map((entry) => entry.message).find(isText) ??
    topLevelMessage(body) ??
    STATUS_CODES[status] ??
    `HTTP ${status}`;
  const fields = entries
    .filter((entry) => isText(entry.field))
    .map((entry) => ({ field: entry.field, message: entry.message }));
  // A limited login (the REST API's per-e-mail limit) tells the seconds to wait, as the gateway's own limit does.
  const retryAfter = status === 429 ? Number(retryAfterHeader) : Number.NaN;
  return gatewayError(code, message, {
    upstreamStatus: status,
    ...(fields.length > 0 ? { field: fields[0]!.field, fields } : {}),
    ...(Number.isInteger(retryAfter) && retryAfter >= 0 ? { retryAfter } : {}),
  });
}

function errorEntries(body: unknown): RestErrorEntry[] {
  if (!isObject(body)) return [];
  const { errors } = body;
  if (Array.isArray(errors)) return errors.map((entry) => (isObject(entry) ? entry : { message: entry }));
  if (isObject(errors)) return [errors];
  if (isText(errors)) return [{ message: errors }];
  return [];
}

function topLevelMessage(body: unknown): string | undefined {
  if (isText(body)) return body.length <= 300 && !body.trimStart().startsWith('<') ? body.trim() : undefined;
  if (!isObject(body)) return undefined;
  return [body.message, body.error].find(isText);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
