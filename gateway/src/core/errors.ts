import { GraphQLError } from 'graphql';

/** The codes every client can rely on (see the README's error table). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'UPSTREAM_ERROR'
  | 'UPSTREAM_UNAVAILABLE';

export function gatewayError(code: ErrorCode, message: string, extensions: Record<string, unknown> = {}) {
  return new GraphQLError(message, { extensions: { ...extensions, code } });
}

export const UPSTREAM_UNAVAILABLE_MESSAGE = 'The back-office service is not reachable right now. Please try again in a moment.';
