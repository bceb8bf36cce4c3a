/**
 * For the answer tests of the domains (src/<domain>/rest.test.ts) and core/restAnswer.test.ts: what a REST answer
 * read through its schema gives, without starting anything.
 */
import type { GraphQLError } from 'graphql';
import type * as z from 'zod/mini';

import type { GatewayContext } from '../src/core/context';
import { LoaderRegistry } from '../src/core/loaderRegistry';
import type { GatewayMetrics } from '../src/core/metrics';
import { readAnswer } from '../src/core/restAnswer';

/** The error `read` throws, for its message and extensions; a read that does not fail fails the test. */
export function failure(read: () => unknown): GraphQLError {
  try {
    read();
  } catch (error) {
    return error as GraphQLError;
  }
  throw new Error('read did not fail');
}

/** Where a read reports its problems: kept as "route problem" lines, for a test to look at. */
export function problemSink() {
  const problems: string[] = [];
  return { problems, answerProblem: (route: string, problem: string) => void problems.push(`${route} ${problem}`) };
}

/** A REST API answering each call ("POST /delivery/fees") from a table, read through the call's schema. */
export function fakeRestContext(answers: Record<string, unknown>) {
  const calls: string[] = [];
  const warnings: string[] = [];
  const problems: string[] = [];
  /** What each write sent, by call. */
  const sent: Record<string, unknown> = {};
  const sink = { answerProblem: (_route: string, problem: string) => void problems.push(problem) };
  const answer =
    (method: string) =>
    async <S extends z.ZodMiniType>(path: string, schema: S, body?: unknown) => {
      const call = `${method} ${path}`;
      calls.push(call);
      if (method !== 'GET') sent[call] = body;
      if (!(call in answers)) throw new Error(`unexpected ${call}`);
      return readAnswer(call.replace(/\/\d+$/, '/{id}'), schema, answers[call], sink);
    };
  const context = {
    rest: {
      get: answer('GET'),
      post: answer('POST'),
      put: answer('PUT'),
      delete: answer('DELETE'),
      postForm: answer('POST'),
      putForm: answer('PUT'),
    },
    productCache: { get: (_key: string, fill: () => Promise<unknown>) => fill(), forget: async () => undefined },
    // Every filter documented: lists go as asked (core/listFilters.ts).
    upstream: { takesQueryParameter: () => true },
    referenceCache: { get: (_key: string, fill: () => Promise<unknown>) => fill() },
    loaders: new LoaderRegistry({ batch: () => undefined } as unknown as GatewayMetrics),
    warn: (message: string) => void warnings.push(message),
  } as unknown as GatewayContext;
  return { context, calls, warnings, problems, sent };
}
