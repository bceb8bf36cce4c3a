import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';

import type { GatewayContext } from './context';
import { gatewayError } from './errors';
import { type GatewayMetrics, operationLabels } from './metrics';
import { finishOperationSpan } from './tracing';

const PUBLIC_FIELDS = new Set(['login', '__typename']);
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** True when every root field of the operation may run without a session. */
function isPublicOperation(operation: OperationDefinitionNode, allowIntrospection: boolean): boolean {
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (PUBLIC_FIELDS.has(selection.name.value) ||
        (allowIntrospection && INTROSPECTION_FIELDS.has(selection.name.value))),
  );
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
