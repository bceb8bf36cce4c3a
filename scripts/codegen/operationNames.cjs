/**
 * A codegen plugin: the names of the dashboard's operations. The gateway's metrics label an operation by its name
 * only when it is one of these; any other name counts as `other`, so no client can grow the set of label values.
 */
module.exports = {
  plugin(_schema, documents) {
    const names = new Set();
    for (const { document } of documents)
      for (const definition of document.definitions)
        if (definition.kind === 'OperationDefinition' && definition.name) names.add(definition.name.value);
    const lines = [...names].sort().map((name) => `  '${name}',`);
    return [
      "/** The operations of the dashboard's .graphql files (web/src), by name: what metrics label by name. */",
      'export const DASHBOARD_OPERATION_NAMES: ReadonlySet<string> = new Set([',
      ...lines,
      ']);',
      '',
    ].join('\n');
  },
};
