import { readdirSync, readFileSync } from 'node:fs';

import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string', Date: 'string' };
/** What an Upload is on each side: a file the browser sends, a stream the gateway reads. */
const gatewayScalars = { ...scalars, Upload: "Promise<import('graphql-upload/processRequest.mjs').FileUpload>" };
const webScalars = { ...scalars, Upload: 'File' };

/**
 * The SDL, its files joined in name order. With `sort: false` the generated order follows the load
 * order, and codegen loads a glob's (or a list's) files concurrently, so the order differed between
 * runs and clones (CI's `--check` saw every file as stale). One string loads in one order.
 */
const sdl = readdirSync('schema')
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(`schema/${file}`, 'utf8'))
  .join('\n');

/**
 * Mappers by convention: a GraphQL type `X` is resolved from the REST shape `RestX` exported by the
 * `rest.ts` of a gateway domain folder, or, for a type no REST answer carries (the overview's parts, which
 * the gateway computes), from `XParent` there. Adding a domain never means editing this file.
 */
function restShapeMappers(): Record<string, string> {
  const objectTypes = new Set([...sdl.matchAll(/^type (\w+)/gm)].map(([, name]) => name));
  const mappers: Record<string, string> = {};
  for (const domain of readdirSync('gateway/src', { withFileTypes: true })) {
    const file = `gateway/src/${domain.name}/rest.ts`;
    if (!domain.isDirectory() || !readdirSync(`gateway/src/${domain.name}`).includes('rest.ts')) continue;
    const source = readFileSync(file, 'utf8');
    for (const [, name] of source.matchAll(/^export (?:interface|type) Rest(\w+)/gm)) {
      // Request bodies (RestXBody…) share the prefix; only shapes of GraphQL object types are mappers.
      if (objectTypes.has(name!)) mappers[name!] = `../${domain.name}/rest#Rest${name}`;
    }
    for (const [, name] of source.matchAll(/^export (?:interface|type) (\w+)Parent\b/gm))
      if (objectTypes.has(name!)) mappers[name!] = `../${domain.name}/rest#${name}Parent`;
  }
  return mappers;
}

/** The dashboard's operations: the .graphql files of the web's feature folders. */
const webDocuments = 'web/src/**/*.graphql';

/**
 * One config for both ends of the schema: the gateway's resolver types (with mappers from each
 * GraphQL type to the REST shape its resolvers receive), the typed documents the gateway runs on its own schema,
 * and the web's typed hooks, generated beside the .graphql operation files of each feature folder. Each output
 * names its documents: codegen adds a root `documents` to every output's.
 */
const config: CodegenConfig = {
  schema: sdl,
  emitLegacyCommonJSImports: false,
  // Types and enum values in the SDL's order, which is the spec's order of each fixed list.
  config: { sort: false },
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars: gatewayScalars,
        contextType: '../core/context#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: restShapeMappers(),
      },
    },
    /*
     * The queries the gateway runs on its own schema (the overview's counts and reads, gateway/src/overview), checked
     * against the SDL and typed here. Self-contained (its own input and enum types, no mappers), so that the rest.ts
     * files running them never import the resolver types, which import their REST shapes.
     */
    'gateway/src/generated/operations.ts': {
      documents: 'gateway/src/**/*.graphql',
      plugins: ['typescript', 'typescript-operations', 'typed-document-node'],
      config: {
        scalars: gatewayScalars,
        onlyOperationTypes: true,
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        // A nullable field of an answer is there, null: `salesChannel: SalesChannel | null`, not optional.
        avoidOptionals: { field: true },
        // graphql's own typed document: the gateway needs no other package for it.
        documentNodeImport: 'graphql#TypedQueryDocumentNode',
      },
    },
    // What the gateway's metrics label by operation name (scripts/codegen/operationNames.cjs).
    'gateway/src/generated/dashboardOperations.ts': {
      documents: webDocuments,
      plugins: ['./scripts/codegen/operationNames.cjs'],
    },
    // The enums' values at run time, for the rules and screens that list them (labels, choices, address values):
    // each fixed list is declared once, in the SDL.
    'schema/generated/enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsConst: true },
    },
    'web/src/generated/graphql.ts': {
      plugins: ['typescript'],
      config: { scalars: webScalars, enumsAsTypes: true, useTypeImports: true },
    },
    'web/src/': {
      documents: webDocuments,
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'generated/graphql.ts' },
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      // Pre-parsed documents: the browser never ships or runs the GraphQL parser.
      config: {
        scalars: webScalars,
        useTypeImports: true,
        withHooks: true,
        withRefetchFn: false,
        dedupeFragments: true,
        documentMode: 'documentNode',
      },
    },
  },
};

export default config;
