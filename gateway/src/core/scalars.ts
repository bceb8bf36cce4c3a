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

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function toDay(value: unknown): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
  if (!DAY.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
    throw new GraphQLError(`Date must be a calendar day as YYYY-MM-DD, not ${JSON.stringify(value)}`);
  }
  return text;
}

/** A calendar day as YYYY-MM-DD: no time and no time zone to shift it. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar day, YYYY-MM-DD.',
  serialize: toDay,
  parseValue: toDay,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Date must be a string');
    return toDay(ast.value);
  },
});
