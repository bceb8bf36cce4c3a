import Ajv, { type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

const shared: Options = { removeAdditional: true, useDefaults: true, allErrors: true, strict: false };

/**
 * Query strings and path parameters arrive as text, so they are coerced ("2" → 2). JSON bodies are not:
 * coercion would turn a null into 0 or "" on a nullable field (a warehouse without coordinates would sit
 * at 0,0), and a JSON client can send proper types.
 */
const forText = addFormats(new Ajv({ ...shared, coerceTypes: 'array' }));
const forJson = addFormats(new Ajv({ ...shared, coerceTypes: false }));

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? forJson : forText).compile(schema as object);
