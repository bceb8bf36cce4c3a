import { gatewayError } from './errors';

/** A GraphQL enum and the REST API's spelling of each value, both ways. */
interface EnumMap<GraphQLValue extends string, RestValue extends string | number> {
  readonly table: Readonly<Record<GraphQLValue, RestValue>>;
  toRest(value: GraphQLValue): RestValue;
  /** None stays none: for optional inputs and filters. */
  toRest(value: GraphQLValue | null | undefined): RestValue | null;
  fromRest(value: RestValue): GraphQLValue;
  /** None stays none: for fields the REST API may leave empty. */
  fromRest(value: RestValue | null): GraphQLValue | null;
}

/**
 * Each fixed list mapped once: one table `{ GRAPHQL_VALUE: restValue }` per enum, in the domain's map.ts,
 * read in both directions. A REST value the table lacks is an error of the REST API, not of the user: it is
 * reported as such (UPSTREAM_ERROR naming the list and the value) instead of reaching the client as null.
 */
export function enumMap<const Table extends Record<string, string | number>>(
  name: string,
  table: Table,
): EnumMap<keyof Table & string, Table[keyof Table]> {
  type GraphQLValue = keyof Table & string;
  type RestValue = Table[keyof Table];
  const fromRest = new Map<RestValue, GraphQLValue>(
    Object.entries(table).map(([value, rest]) => [rest as RestValue, value]),
  );
  return {
    table,
    toRest: ((value: GraphQLValue | null | undefined) => (value == null ? null : table[value])) as EnumMap<
      GraphQLValue,
      RestValue
    >['toRest'],
    fromRest: ((value: RestValue | null) => {
      if (value === null) return null;
      const known = fromRest.get(value);
      if (known === undefined)
        throw gatewayError(
          'UPSTREAM_ERROR',
          `The back-office service sent an unknown ${name}: ${JSON.stringify(value)}`,
        );
      return known;
    }) as EnumMap<GraphQLValue, RestValue>['fromRest'],
  };
}
