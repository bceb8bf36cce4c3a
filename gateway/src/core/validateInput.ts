import * as z from 'zod/mini';

import { gatewayError } from './errors';

/**
 * Checks a mutation input against the shared rules before anything reaches the REST API. The message is
 * the first problem (it names the field); extensions.fields lists them all for forms.
 */
export function validateInput<Schema extends z.ZodMiniType>(rules: Schema, input: unknown): z.output<Schema> {
  const result = z.safeParse(rules, input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
  throw gatewayError('BAD_USER_INPUT', fields[0]!.message, { field: fields[0]!.field, fields });
}
