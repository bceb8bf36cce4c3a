import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyRequest, FastifySchema, FastifySchemaCompiler } from 'fastify';

import { isCalendarDay } from '@backoffice/schema/rules/day';

import { HttpError } from './errors';

const shared: Options = { removeAdditional: true, useDefaults: true, allErrors: true, strict: false };

/**
 * ajv-formats' formats, with a `date` checked by the calendar-day rule the gateway and the forms share
 * (schema/rules/day.ts): exactly YYYY-MM-DD, a real day, never year 0 (which PostgreSQL cannot store).
 */
function withFormats(ajv: Ajv): Ajv {
  return addFormats(ajv).addFormat('date', isCalendarDay);
}

/**
 * Query strings and path parameters arrive as text, so they are coerced ("2" → 2). JSON bodies are not:
 * coercion would turn a null into 0 or "" on a nullable field (a warehouse without coordinates would sit
 * at 0,0), and a JSON client can send proper types.
 */
const forText = withFormats(new Ajv({ ...shared, coerceTypes: 'array' }));
const forJson = withFormats(new Ajv({ ...shared, coerceTypes: false }));

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? forJson : forText).compile(schema as object);

/**
 * Multipart forms (core/multipartForm.ts) go through the same Ajv and formats, and their refusals through the same
 * 400 (a FormValidationError reaches handleError as a body's does). Their reader coerces the text itself, strictly
 * ("1e2" is no number a form sends); an unknown field is refused, not removed; and each error keeps the schema
 * that failed (verbose), so the refusal can say what the field takes.
 */
const forForms = withFormats(new Ajv({ ...shared, removeAdditional: false, coerceTypes: false, verbose: true }));

export const compileFormSchema = (schema: TSchema) => forForms.compile<unknown>(schema);

/** A form's refusals, one per field, answered as a JSON body's validation errors are (core/errors.ts handleError). */
export class FormValidationError extends Error {
  readonly statusCode = 400;
  readonly validationContext = 'body';
  constructor(readonly validation: Array<{ instancePath: string; message: string; keyword: string; params: object }>) {
    super(validation.map((issue) => `${issue.instancePath} ${issue.message}`).join('; '));
  }
}

/** The path (items.0.memo) of the first string in `value` that holds a NUL character, or undefined. */
function fieldWithNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = fieldWithNul(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold a NUL character (it failed as a 500), so every route refuses one in its address,
 * query or JSON body before validation, naming the field. Multipart fields are checked as they are read (core/media.ts).
 */
export async function refuseNulCharacters(request: FastifyRequest) {
  for (const part of [request.params, request.query, request.body]) {
    const field = fieldWithNul(part);
    if (field !== undefined)
      throw new HttpError(400, `${field || 'request'} must not contain the NUL character`, field || undefined);
  }
}

/**
 * A parser of lines sent as JSON text in a field named `items` (internal transfers, returns): the lines, or a
 * 400 naming the first wrong field (items.0.qty).
 */
export function jsonLinesParser<T extends TSchema>(schema: T) {
  const checker = TypeCompiler.Compile(schema);
  return (items: string): Static<T> => {
    let lines: unknown;
    try {
      lines = JSON.parse(items);
    } catch {
      throw new HttpError(400, 'items must be JSON text of a list of lines', 'items');
    }
    const problem = checker.Errors(lines).First();
    if (problem) {
      const field = ['items', ...problem.path.split('/').filter(Boolean)].join('.');
      throw new HttpError(400, `${field} ${problem.message.toLowerCase()}`, field);
    }
    return lines as Static<T>;
  };
}
