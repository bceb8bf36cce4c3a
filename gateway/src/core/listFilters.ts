/**
 * Lists stay filterable over a REST API that cannot filter them (issue 24). Several filters the dashboard uses are
 * query parameters the spec never names (declared once, with the REST API, in the schema package's
 * restQueryExtensions), so the company's API may ignore them and answer every row. Each list gives each of those
 * parameters a predicate over a REST row that means exactly what the REST API's SQL means (rest-api's
 * `<domain>/store.ts`; test/listFilters.test.ts holds the two together); where the upstream does not document a
 * parameter that is set, the gateway reads the list without it, bounded as "All" is (core/paging.ts), and filters
 * and pages the rows itself, in the upstream's order.
 */
import type * as z from 'zod/mini';

import {
  type ExtendedList,
  type QueryExtension,
  REST_QUERY_EXTENSIONS,
} from '@backoffice/schema/rules/restQueryExtensions';

import { gatewayError } from './errors';
import { ALL_ROWS_ESTIMATE } from './queryCost';
import type { RestClient } from './restClient';
import type { Upstream } from './upstream';

/** A page of a REST list as the REST API answers it. */
export interface RestList<Row> {
  rows: Row[];
  count: number;
}

/** The paging every REST list takes (spec: `page`, `per_page`). */
interface RestPaging {
  page: number;
  per_page: number;
}

/** One query parameter the upstream may not take, and how the gateway applies it itself. */
export interface GatewayFilter<Row, Value> {
  /** The GraphQL argument it comes from (`search`, `filter.startDate`): the field a refusal names. */
  field: string;
  /** That argument in staff's words (`Search`, `Start Date`). */
  label: string;
  /** Whether the REST API's SQL keeps `row` for `value`. */
  matches: (row: Row, value: Value) => boolean;
}

/** A list of the REST API with a filter for each of its query parameters that the spec does not name. */
export interface FilterableList<
  List extends ExtendedList,
  Query extends { [Key in QueryExtension<List>]?: unknown },
  Row,
> {
  /** The list's path, as the upstream's OpenAPI document names it (`/products`). */
  path: List;
  /** The list in staff's words, as core/paging.ts names it ("product list"). */
  name: string;
  filters: { [Key in QueryExtension<List>]: GatewayFilter<Row, NonNullable<Query[Key]>> };
}

/** What reading a list needs of the request's context. */
export interface ListReader {
  rest: Pick<RestClient, 'get'>;
  upstream: Pick<Upstream, 'takesQueryParameter'>;
}

type QueryValue = string | number | boolean | null | undefined;

/** A filter the query sets: what the REST client sends (it leaves out none and empty text) and not blank. */
const isSet = (value: unknown) => value !== undefined && value !== null && String(value).trim() !== '';

const count = (rows: number) => rows.toLocaleString('en-US');

/** "Search", "Search and Status", "Search, Status and Category". */
const inWords = (labels: string[]) =>
  labels.length > 1 ? `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}` : (labels[0] ?? '');

/** BAD_USER_INPUT about `fields`, GraphQL arguments. */
const refusal = (fields: string[], message: string) =>
  gatewayError('BAD_USER_INPUT', message, { field: fields[0], fields: fields.map((field) => ({ field, message })) });

/**
 * One page of `list`. A filter the upstream does not document is never sent on. When none of those is set, the
 * query goes as it is; else the gateway asks for page 1 of ALL_ROWS_ESTIMATE rows (with the filters the upstream
 * takes), keeps the rows the others select and pages them itself. A list longer than that is refused on those
 * filters (BAD_USER_INPUT), as "All" is on `perPage`: the gateway filters no more rows than "All" shows. `answer`
 * reads the REST reply into its rows (core/restAnswer.ts `rowsAnswer`).
 */
export async function readList<
  List extends ExtendedList,
  Query extends RestPaging & { [Key in QueryExtension<List>]?: QueryValue } & { [Key in keyof Query]: QueryValue },
  Row,
>(
  { rest, upstream }: ListReader,
  list: FilterableList<List, Query, Row>,
  query: Query,
  answer: z.ZodMiniType<RestList<Row>>,
): Promise<RestList<Row>> {
  const untaken = (REST_QUERY_EXTENSIONS[list.path] as ReadonlyArray<QueryExtension<List>>).filter(
    (key) => !upstream.takesQueryParameter(list.path, key),
  );
  const fetch = async (paging: RestPaging) => {
    const sent: Partial<Query> = { ...query, ...paging };
    for (const key of untaken) delete sent[key];
    return (await rest.get(list.path, answer, { ...sent })) as RestList<Row>;
  };
  const filters = untaken.filter((key) => isSet(query[key])).map((key) => ({ key, ...list.filters[key]! }));
  const { page, per_page: perPage } = query;
  if (filters.length === 0) return fetch({ page, per_page: perPage });
  // Paging the REST API would refuse is refused the same, rather than paged here into an empty page.
  if (page < 1) throw refusal(['page'], 'page must be 1 or more');
  if (perPage < -1 || perPage > ALL_ROWS_ESTIMATE)
    throw refusal(['perPage'], `perPage must be -1 (all) or 0 to ${count(ALL_ROWS_ESTIMATE)}`);

  const all = await fetch({ page: 1, per_page: ALL_ROWS_ESTIMATE });
  if (all.count > ALL_ROWS_ESTIMATE) {
    const labels = inWords(filters.map((filter) => filter.label));
    const message =
      `${labels} cannot be applied: this REST API cannot filter the ${list.name}, which has ${count(all.count)} rows, ` +
      `more than the gateway filters itself (${count(ALL_ROWS_ESTIMATE)}): clear ${labels}`;
    throw refusal(
      filters.map((filter) => filter.field),
      message,
    );
  }
  const rows = all.rows.filter((row) =>
    filters.every(({ key, matches }) => matches(row, query[key] as NonNullable<Query[typeof key]>)),
  );
  // per_page -1 is every row, whatever the page, as the REST API answers it.
  return { ...all, rows: perPage === -1 ? rows : rows.slice((page - 1) * perPage, page * perPage), count: rows.length };
}

/**
 * PostgreSQL's lower(): each character on its own (no final sigma), one for one (İ → i), as the REST API's
 * ILIKE compares text.
 */
const lower = (text: string) =>
  Array.from(text, (character) => String.fromCodePoint(character.toLowerCase().codePointAt(0)!)).join('');

const REGEXP_SPECIAL = /[\\^$.*+?()[\]{}|/]/g;

/** `text ILIKE pattern`: `%` any text, `_` any one character, `\` takes the next character as it is. */
export function ilike(text: string, pattern: string): boolean {
  let source = '';
  const characters = Array.from(lower(pattern));
  for (let index = 0; index < characters.length; index++) {
    const character = characters[index]!;
    if (character === '%') source += '.*';
    else if (character === '_') source += '.';
    else {
      const literal = character === '\\' ? (characters[++index] ?? '\\') : character;
      source += literal.replace(REGEXP_SPECIAL, '\\$&');
    }
  }
  return new RegExp(`^${source}$`, 'su').test(lower(text));
}

/** The REST API's search text (rest-api core/search.ts `searchTerm`): trimmed, none when blank. */
const searchTerm = (search: string) => search.trim() || null;

/**
 * SQL `text ILIKE '%' || search || '%'`, the search trimmed as the REST API trims it; a NULL column matches nothing,
 * and a blank search everything.
 */
export function containsText(text: string | null, search: string): boolean {
  const term = searchTerm(search);
  return term === null || (text !== null && ilike(text, `%${term}%`));
}

/** PostgreSQL's `\s` in regexp_split_to_array: ASCII white space and the breaking Unicode spaces, not U+00A0. */
const SQL_WHITE_SPACE = /[\t\n\v\f\r \u0085\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]+/u;

/**
 * The REST API's `everyWordIn` (rest-api core/search.ts): every word of the search, split on white space, occurs in
 * `text` in any case and order ("budi santoso" finds Budi Adi Santoso); a blank search matches everything.
 */
export function holdsEveryWord(text: string, search: string): boolean {
  const term = searchTerm(search);
  return term === null || term.split(SQL_WHITE_SPACE).every((word) => ilike(text, `%${word}%`));
}

/** SQL `concat_ws(' ', …)`: the parts that are not NULL, joined by a space. */
export const concatWs = (...parts: Array<string | null>) => parts.filter((part) => part !== null).join(' ');

/** An id column compared with an id the query names (a GraphQL ID, plain digits). */
export const sameId = (column: number | null, id: string) => column !== null && column === Number(id);
