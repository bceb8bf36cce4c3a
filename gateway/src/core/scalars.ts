import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

import { isCalendarDay } from '@backoffice/schema/rules/day';

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

const notADay = (value: unknown) =>
  new GraphQLError(`Date must be a calendar day as YYYY-MM-DD, not ${JSON.stringify(value)}`);

/** A day a client sends: exactly YYYY-MM-DD and a real calendar day; nothing is cut from a longer text. */
function parseDay(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDay(value)) throw notADay(value);
  return value;
}

/** A day the gateway answers: the REST API's YYYY-MM-DD, or the day of an instant (a Date or ISO text). */
function serializeDay(value: unknown): string {
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
  if (!isCalendarDay(text)) throw notADay(value);
  return text;
}

/** A calendar day as YYYY-MM-DD: no time and no time zone to shift it. */
export const DateScalar = new GraphQLScalarType({
  name: 'Date',
  description: 'A calendar day, YYYY-MM-DD.',
  serialize: serializeDay,
  parseValue: parseDay,
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Date must be a string');
    return parseDay(ast.value);
  },
});
