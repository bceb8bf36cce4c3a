import { gatewayError } from './errors';
import { isUnknownValue, oneOf, type UnknownValue } from './restAnswer';

/** A GraphQL enum and the REST API's spelling of each value, both ways. */
interface EnumMap<GraphQLValue extends string, RestValue extends string | number> {
  readonly table: Readonly<Record<GraphQLValue, RestValue>>;
  /** The answer schema of a REST field holding this list (core/restAnswer.ts): unknown values kept as text. */
  answer(): ReturnType<typeof oneOf<RestValue[]>>;
  toRest(value: GraphQLValue): RestValue;
  /** None stays none: for optional inputs and filters. */
  toRest(value: GraphQLValue | null | undefined): RestValue | null;
  /** A value the gateway does not know is none here; `unknownText` gives its text, shown in its place. */
  fromRest(value: RestValue | UnknownValue | null): GraphQLValue | null;
  /** A known value, where the field cannot hold an unknown one (a filter echoed back, a value the gateway sent). */
  knownFromRest(value: RestValue): GraphQLValue;
  /** The API's own text for a value the gateway does not know; none for a known one. */
  unknownText(value: RestValue | UnknownValue | null): string | null;
}

/**
 * Each fixed list declared once and mapped once: one table `{ GRAPHQL_VALUE: restValue }` per enum, in the
 * domain's map.ts or rest.ts, read in both directions and as the answer schema of the REST fields that hold it.
 * A REST value the table lacks keeps its row: the enum field is null and its `unknown…` sibling carries the text.
 */
export function enumMap<const Table extends Record<string, string | number>>(
  name: string,
  table: Table,
): EnumMap<keyof Table & string, Table[keyof Table]> {
  type GraphQLValue = keyof Table & string;
  type RestValue = Table[keyof Table];
  const restValues = Object.values(table) as RestValue[];
  const fromRest = new Map<RestValue, GraphQLValue>(
    Object.entries(table).map(([value, rest]) => [rest as RestValue, value]),
  );
  const knownFromRest = (value: RestValue) => {
    const known = fromRest.get(value);
    if (known === undefined)
      throw gatewayError('UPSTREAM_ERROR', `The back-office service sent an unknown ${name}: ${JSON.stringify(value)}`);
    return known;
  };
  return {
    table,
    answer: () => oneOf(name, restValues),
    toRest: ((value: GraphQLValue | null | undefined) => (value == null ? null : table[value])) as EnumMap<
      GraphQLValue,
      RestValue
    >['toRest'],
    fromRest: (value) => (value === null || isUnknownValue(value) ? null : knownFromRest(value)),
    knownFromRest,
    unknownText: (value) => (isUnknownValue(value) ? value.unknown : null),
  };
}
