import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Logger } from 'pino';

import type { GatewayContext } from './context';
import { gatewayError } from './errors';

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
 * One log line per operation: its name, duration and error codes. Never variables, which may hold passwords.
 * Successes are logged at debug level (LOG_LEVEL=debug shows them), failures at info.
 */
export function operationLogPlugin(logger: Logger): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ request }) {
      const started = performance.now();
      return {
        async willSendResponse({ errors, operationName }) {
          const codes = errors?.map((error) => error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
          logger[codes ? 'info' : 'debug'](
            {
              operation: operationName ?? request.operationName ?? null,
              ms: Math.round(performance.now() - started),
              errors: codes,
            },
            'graphql operation',
          );
        },
      };
    },
  };
}
