import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';

type ComposeLogger = Parameters<typeof getComposedSchemaFromConfig>[1];
const ignore = () => undefined;
/** Composition's warnings are about the REST API's naming, not the benchmark. */
const quiet: ComposeLogger = {
  log: ignore,
  warn: ignore,
  info: ignore,
  error: console.error,
  debug: ignore,
  child: () => quiet,
} as unknown as ComposeLogger;

/** The supergraph Hive Gateway serves: GraphQL Mesh's OpenAPI source over the REST API's own /openapi.json. */
export function composeFromOpenApi(restUrl: string, openApiFile: string): Promise<string> {
  return getComposedSchemaFromConfig(
    {
      subgraphs: [
        {
          sourceHandler: loadOpenAPISubgraph('REST', {
            source: openApiFile,
            endpoint: restUrl,
            // The REST API's session token travels as the `token` header (spec 000 §7).
            operationHeaders: { token: '{context.headers.token}' },
          }),
        },
      ],
    },
    quiet,
  );
}
