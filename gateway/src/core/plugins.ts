import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';

import { mayExploreSchema } from '@backoffice/schema/rules/access';

import type { GatewayContext } from './context';
import { gatewayError } from './errors';
import {
  claimKey,
  forgetExpiredKeys,
  freeKey,
  IDEMPOTENCY_HEADER,
  keepAnswer,
  keptAnswer,
  readIdempotencyKey,
  requestHash,
  type StoredAnswer,
} from './idempotency';
import { type GatewayMetrics, operationLabels } from './metrics';
import { finishOperationSpan } from './tracing';
import type { WriteCounter } from './writeCount';

const PUBLIC_FIELDS = new Set(['login', '__typename']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** True when every root field of the operation may run without a session. */
export function isPublicOperation(operation: OperationDefinitionNode, allowIntrospection: boolean): boolean {
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (PUBLIC_FIELDS.has(selection.name.value) ||
        (allowIntrospection && INTROSPECTION_FIELDS.has(selection.name.value))),
  );
}

/**
 * Whether a mutation may have changed what a query answers. One run with a session may, whatever its outcome (a
 * save that failed may still have written part of itself upstream). Without a session only `login` runs
 * (core/plugins.ts): one that signed in may have renamed its user (`me`), one refused changes nothing, and counting
 * it would let anyone make every replica's caches stale.
 */
export function isWrite(operation: OperationDefinitionNode, hasSession: boolean, failed: boolean): boolean {
  if (!isPublicOperation(operation, false)) return hasSession;
  const signsIn = operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && selection.name.value === 'login',
  );
  return signsIn && !failed;
}

/**
 * Counts every write an operation may have made (isWrite) once its answer is ready: what is kept until a write.
 * A mutation is marked before its resolvers run, so it reads nothing kept (context.ts `writeCount`).
 */
export function writeCountPlugin(writes: WriteCounter): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart: async () => ({
      didResolveOperation: async ({ operation, contextValue }) => {
        if (operation?.operation === 'mutation') contextValue.startsWriting();
      },
      willSendResponse: async ({ operation, contextValue, errors }) => {
        if (
          operation?.operation === 'mutation' &&
          isWrite(operation, contextValue.sessionKey !== undefined, Boolean(errors?.length))
        )
          await writes.add();
      },
    }),
  };
}

/**
 * Whether the request's staff member may explore the schema in production (issue 39: Admin and Developer): false
 * without a session, or when the store cannot say whose it is.
 */
export async function mayExplore(context: GatewayContext): Promise<boolean> {
  if (!context.hasToken) return false;
  return mayExploreSchema(
    await context.staff().then(
      (staff) => staff.role,
      () => null,
    ),
  );
}

/** Whether the operation asks the schema about itself (`__schema`, `__type`) at its root. */
const introspects = (operation: OperationDefinitionNode) =>
  operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && INTROSPECTION_FIELDS.has(selection.name.value),
  );

/**
 * Introspection (Apollo Sandbox, codegen against a running gateway): open outside production; in production only to
 * signed-in staff whose role explores (Admin, Developer), else FORBIDDEN. requireSessionPlugin answers those without
 * a session first.
 */
export function exploreSchemaPlugin(production: boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          if (!production || !operation || !introspects(operation) || (await mayExplore(contextValue))) return;
          throw gatewayError('FORBIDDEN', 'Introspection is open to signed-in Admin and Developer staff only.');
        },
      };
    },
  };
}

/** GraphQL's "Did you mean …?" hints, which in production would tell a stranger the schema's names. */
export const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean [^?]*\?/g, '').trim();

/**
 * Field suggestions in validation errors would spell out the schema to anyone guessing at it: in production they are
 * left out, except for staff who may explore it (Admin, Developer). graphql-armor's blockFieldSuggestion cannot ask
 * who is asking.
 */
export function fieldSuggestionsPlugin(production: boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          if (!production || !errors.some((error) => error.message.includes('Did you mean'))) return;
          if (await mayExplore(contextValue)) return;
          for (const error of errors) error.message = withoutSuggestions(error.message);
        },
      };
    },
  };
}

/**
 * Refuses a whole operation without a session (HTTP 401) before any resolver runs; only `login` is open.
 * Introspection stays open where it is enabled (outside production), so Apollo Sandbox can show the schema.
 */
export function requireSessionPlugin(allowIntrospection: boolean): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation }) {
          if (contextValue.hasToken || (operation && isPublicOperation(operation, allowIntrospection))) return;
          throw gatewayError('UNAUTHENTICATED', 'Please log in to continue.', { http: { status: 401 } });
        },
      };
    },
  };
}

/**
 * What every operation leaves behind when it is answered: one log line (its name, duration and error codes, never
 * variables, which may hold passwords; successes at debug level, failures at info), one observation of
 * graphql_operation_duration_seconds, and its span's name and outcome when it is traced.
 */
export function operationOutcomePlugin(logger: Logger, metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request }) {
      const started = performance.now();
      const recorded = metrics.operationStarted();
      return {
        async willSendResponse({ errors, operationName, operation }) {
          const codes = errors?.map((error) => error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
          const name = operationName ?? request.operationName ?? null;
          const labels = operationLabels(name, operation?.operation, codes?.[0]);
          recorded(labels);
          finishOperationSpan(operation?.operation, name, labels.outcome);
          logger[codes ? 'info' : 'debug'](
            { operation: name, ms: Math.round(performance.now() - started), errors: codes },
            'graphql operation',
          );
        },
      };
    },
  };
}

/**
 * A success the client should hear more about (a write saved but not answered, core/savedRecord.ts) goes out in
 * `extensions.warnings`, beside the data.
 */
export function warningsPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, contextValue }) {
          if (contextValue.warnings.length === 0 || response.body.kind !== 'single') return;
          const { singleResult } = response.body;
          singleResult.extensions = { ...singleResult.extensions, warnings: [...contextValue.warnings] };
        },
      };
    },
  };
}

/** How often a gateway deletes the idempotency keys past their 24 h (core/idempotency.ts). */
const FORGET_EXPIRED_KEYS_MS = 10 * 60_000;

/**
 * A mutation sent with an `Idempotency-Key` header runs once per key and session (core/idempotency.ts): a repeat
 * of the same request gets the answer kept for the key (with the `Idempotent-Replayed: true` header) without
 * running, one arriving while the first runs waits for the first's answer. Keeps the answer before it is sent,
 * so an answer lost on the way to the client is there for the retry.
 */
export function idempotencyPlugin(): ApolloServerPlugin<GatewayContext> {
  let expiredForgottenAt = 0;
  return {
    async requestDidStart({ request }) {
      // Set once this call holds the key; awaited before the answer goes, even when another plugin refused first.
      let claiming: Promise<{ scope: string; key: string } | undefined> | undefined;
      let replay: StoredAnswer | undefined;
      let executed = false;
      return {
        async didResolveOperation({ contextValue, operation, queryHash, operationName }) {
          const header = request.http?.headers.get(IDEMPOTENCY_HEADER) ?? undefined;
          if (operation?.operation !== 'mutation' || !contextValue.sessionKey || header === undefined) return;
          const key = readIdempotencyKey(header);
          if (key === undefined) return;
          const { store, sessionKey: scope } = contextValue;
          if (Date.now() - expiredForgottenAt > FORGET_EXPIRED_KEYS_MS) {
            expiredForgottenAt = Date.now();
            await forgetExpiredKeys(store);
          }
          const found = claimKey(store, scope, key, requestHash(queryHash, operationName, request.variables));
          claiming = found.then(
            (row) => (row.claimed ? { scope, key } : undefined),
            () => undefined,
          );
          const row = await found;
          if (row.claimed) return;
          // A kept answer is only this session's while the REST API still accepts its token.
          await contextValue.checkSession();
          replay = row.answer;
        },
        async responseForOperation() {
          if (!replay) return null;
          return {
            http: { status: replay.status, headers: new HeaderMap([['idempotent-replayed', 'true']]) },
            body: { kind: 'single', singleResult: replay.body },
          };
        },
        async executionDidStart() {
          executed = true;
        },
        async willSendResponse({ response, contextValue }) {
          const claimed = await claiming;
          if (!claimed) return;
          const { scope, key } = claimed;
          const { store, logger } = contextValue;
          const kept = executed && response.body.kind === 'single' ? keptAnswer(response.body.singleResult) : undefined;
          try {
            if (kept?.outcome === 'keep')
              await keepAnswer(store, scope, key, { status: response.http.status ?? 200, body: kept.body });
            else await freeKey(store, scope, key);
          } catch (error) {
            logger.error({ err: error }, 'idempotency key: the answer could not be kept');
          }
        },
      };
    },
  };
}
