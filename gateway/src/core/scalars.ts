import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

function toIsoString(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}`);
  return date.toISOString();
}

export const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An instant in ISO 8601 form.',
  serialize: toIsoString,
  parseValue: toIsoString,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('DateTime must be a string');
    return toIsoString(ast.value);
  },
});
