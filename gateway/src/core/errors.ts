import { GraphQLError } from 'graphql';

/** The codes every client can rely on (see the table in docs/architecture.md, "Errors"). */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'RATE_LIMITED',
  'UPSTREAM_ERROR',
  'UPSTREAM_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

/** Whether `error` is a gateway error with this code. */
export const hasCode = (error: unknown, code: ErrorCode) =>
  error instanceof GraphQLError && error.extensions.code === code;

export const UPSTREAM_UNAVAILABLE_MESSAGE =
  'The back-office service is not reachable right now. Please try again in a moment.';

/**
 * A record the input names, loaded: one that does not exist (NOT_FOUND) is the input's fault, so it becomes
 * BAD_USER_INPUT about that input field, with `message` ("Customer 9 is not a known customer").
 */
export async function knownOrBadInput<T>(load: Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (!hasCode(error, 'NOT_FOUND')) throw error;
    throw gatewayError('BAD_USER_INPUT', message, { field, fields: [{ field, message }] });
  }
}
