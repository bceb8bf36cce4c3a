import { ApolloError } from '@apollo/client';

import { UNREACHABLE_MESSAGE } from '../graphqlRequest';

interface ErrorBody {
  errors?: Array<{ message?: string }>;
}

/** The one human message of any failed operation, shown the same way on every screen. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApolloError) {
    const first = error.graphQLErrors[0]?.message;
    if (first) return first;
    const network = error.networkError as (Error & { result?: ErrorBody | string }) | null;
    const result = network?.result;
    const fromBody = typeof result === 'object' ? result?.errors?.[0]?.message : undefined;
    if (fromBody) return fromBody;
    if (network) return UNREACHABLE_MESSAGE;
    return error.message;
  }
  return error instanceof Error ? error.message : String(error);
}

/** Field problems the gateway reported (extensions.fields), to mark the fields of a form. */
export function fieldErrors(error: unknown): Array<{ field: string; message: string }> {
  if (!(error instanceof ApolloError)) return [];
  const fields = error.graphQLErrors[0]?.extensions?.fields;
  return Array.isArray(fields) ? (fields as Array<{ field: string; message: string }>) : [];
}

/** Every problem of a failed operation: each field problem the gateway listed, else its one message. */
export function errorMessages(error: unknown): string[] {
  const fields = fieldErrors(error).map((problem) => problem.message);
  return fields.length > 0 ? [...new Set(fields)] : [errorMessage(error)];
}

/**
 * Why one part of a query's answer is missing, when the query answers what it can (errorPolicy 'all'): the first
 * GraphQL error at `path`, below it or above it (a parent that failed takes its parts along). An error without a
 * path, or a request that failed as a whole (the server unreachable), is every part's. Undefined when none is.
 */
export function errorMessageAt(error: unknown, path: ReadonlyArray<string | number>): string | undefined {
  if (!error) return undefined;
  if (!(error instanceof ApolloError) || error.graphQLErrors.length === 0) return errorMessage(error);
  const overlaps = (where: ReadonlyArray<string | number>) =>
    where.every((key, index) => index >= path.length || key === path[index]);
  return error.graphQLErrors.find((problem) => overlaps(problem.path ?? []))?.message;
}
