import type { CodegenConfig } from '@graphql-codegen/cli';

const scalars = { DateTime: 'string' };

/**
 * One config for both ends of the schema: the gateway's resolver types (with mappers from each
 * GraphQL type to the REST shape its resolvers receive) and the web's typed hooks, generated beside
 * the .graphql operation files of each feature folder.
 */
const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: 'web/src/**/*.graphql',
  emitLegacyCommonJSImports: false,
  generates: {
    'gateway/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        scalars,
        contextType: '../core/context#GatewayContext',
        useTypeImports: true,
        enumsAsTypes: true,
        mappers: {
          User: '../auth/rest#RestUser',
          Session: '../auth/rest#RestSession',
          Province: '../locations/rest#RestProvince',
          City: '../locations/rest#RestCity',
          Warehouse: '../warehouses/rest#RestWarehouse',
          WarehouseList: '../warehouses/rest#RestWarehouseList',
        },
      },
    },
    'web/src/generated/graphql.ts': {
      plugins: ['typescript'],
      config: { scalars, enumsAsTypes: true, useTypeImports: true },
    },
    'web/src/': {
      preset: 'near-operation-file',
      presetConfig: { extension: '.generated.ts', baseTypesPath: 'generated/graphql.ts' },
      plugins: ['typescript-operations', 'typescript-react-apollo'],
      // Pre-parsed documents: the browser never ships or runs the GraphQL parser.
      config: { scalars, useTypeImports: true, withHooks: true, withRefetchFn: false, dedupeFragments: true, documentMode: 'documentNode' },
    },
  },
};

export default config;
