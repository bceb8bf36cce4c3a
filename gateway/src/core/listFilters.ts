/**
 * Lists stay filterable over a REST API that cannot filter them (issue 24). Several filters the dashboard uses are
 * query parameters the spec never names (declared once, with the REST API, in the schema package's
 * restQueryExtensions), so the company's API may ignore them and answer every row. Each list gives each of those
 * parameters a predicate over a REST row that means exactly what the REST API's SQL means (rest-api's
 * `<domain>/store.ts`; test/listFilters.test.ts holds the two together); where the upstream does not document a
 * parameter that is set, the gateway reads the list whole without it (issue 38: the company's lists run to tens of
 * thousands of rows), keeps it across sessions until a write, and filters, counts and pages the rows itself, in the
 * upstream's order.
 */
import { LRUCache } from 'lru-cache';
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
import { heapBytesOf, type RequestWriteStampedCache } from './writeStampedCache';

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

/** Whole lists as one request reads them: kept across sessions until a write (core/writeStampedCache.ts), bounded. */
export interface WholeListReads {
  cache: RequestWriteStampedCache;
  /** The most rows the gateway reads of one list to filter it (WHOLE_LIST_MAX_ROWS). */
  maxRows: number;
  /** The heap one list may take (WHOLE_LIST_CACHE_MB): the cache's whole room, so it always fits once read. */
  maxBytes: number;
}

/** What reading a list needs of the request's context. */
export interface ListReader {
  rest: Pick<RestClient, 'get'>;
  upstream: Pick<Upstream, 'takesQueryParameter'>;
  wholeLists: WholeListReads;
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

/** The filters a list query sets that the upstream cannot apply, in staff's words, and what refusing them says. */
interface UnappliedFilters {
  fields: string[];
  labels: string;
}

/**
 * Every row of a list read with `fetch`, the largest page the REST API serves at a time: page 1 tells the count,
 * and the others go out together (the request's REST client holds them to REST_CONCURRENCY). A list past the bounds
 * is refused before its other pages are read.
 */
async function readWholeList<Row>(
  fetch: (paging: RestPaging) => Promise<RestList<Row>>,
  listName: string,
  unapplied: UnappliedFilters,
  { maxRows, maxBytes }: Pick<WholeListReads, 'maxRows' | 'maxBytes'>,
): Promise<Row[]> {
  const first = await fetch({ page: 1, per_page: ALL_ROWS_ESTIMATE });
  const { labels, fields } = unapplied;
  const cannot = `${labels} cannot be applied: this REST API cannot filter the ${listName}, which has ${count(first.count)} rows`;
  if (first.count > maxRows)
    throw refusal(fields, `${cannot}, more than the gateway filters itself (${count(maxRows)}): clear ${labels}`);
  const bytes =
    first.rows.length === 0 ? 0 : (heapBytesOf(JSON.stringify(first.rows)) / first.rows.length) * first.count;
  if (bytes > maxBytes) {
    const megabytes = (value: number) => `${count(Math.ceil(value / 1_000_000))} MB`;
    throw refusal(
      fields,
      `${cannot}, about ${megabytes(bytes)}, more than the gateway keeps to filter a list (${megabytes(maxBytes)}): ` +
        `clear ${labels}`,
    );
  }
  const pages = Math.ceil(first.count / ALL_ROWS_ESTIMATE);
  const others = await Promise.all(
    Array.from({ length: Math.max(pages - 1, 0) }, (_, index) =>
      fetch({ page: index + 2, per_page: ALL_ROWS_ESTIMATE }),
    ),
  );
  return [first, ...others].flatMap((page) => page.rows);
}

/** What identifies a list read whole: its path and the query sent, paging aside, in one order. */
const wholeListKey = (path: string, sent: Record<string, QueryValue>) =>
  `${path}?${new URLSearchParams(
    Object.entries(sent)
      .filter(([name, value]) => name !== 'page' && name !== 'per_page' && isSet(value))
      .map(([name, value]) => [name, String(value)] as [string, string])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )}`;

/**
 * One page of `list`. A filter the upstream does not document is never sent on. When none of those is set, the
 * query goes as it is; else the gateway reads the list whole with the filters the upstream takes (in the upstream's
 * order and sort), keeps it across sessions until any write or WHOLE_LIST_TTL_MS (core/writeStampedCache.ts), keeps
 * the rows the other filters select, and counts and pages them itself. A list longer than WHOLE_LIST_MAX_ROWS, or
 * larger than WHOLE_LIST_CACHE_MB, is refused on those filters (BAD_USER_INPUT). `answer` reads the REST reply into
 * its rows (core/restAnswer.ts `rowsAnswer`).
 */
export async function readList<
  List extends ExtendedList,
  Query extends RestPaging & { [Key in QueryExtension<List>]?: QueryValue } & { [Key in keyof Query]: QueryValue },
  Row,
>(
  { rest, upstream, wholeLists }: ListReader,
  list: FilterableList<List, Query, Row>,
  query: Query,
  answer: z.ZodMiniType<RestList<Row>>,
): Promise<RestList<Row>> {
  const untaken = (REST_QUERY_EXTENSIONS[list.path] as ReadonlyArray<QueryExtension<List>>).filter(
    (key) => !upstream.takesQueryParameter(list.path, key),
  );
  const taken: Partial<Query> = { ...query };
  for (const key of untaken) delete taken[key];
  const fetch = async (paging: RestPaging) =>
    (await rest.get(list.path, answer, { ...taken, ...paging })) as RestList<Row>;
  const filters = untaken.filter((key) => isSet(query[key])).map((key) => ({ key, ...list.filters[key]! }));
  const { page, per_page: perPage } = query;
  if (filters.length === 0) return fetch({ page, per_page: perPage });
  // Paging the REST API would refuse is refused the same, rather than paged here into an empty page.
  if (page < 1) throw refusal(['page'], 'page must be 1 or more');
  if (perPage < -1 || perPage > ALL_ROWS_ESTIMATE)
    throw refusal(['perPage'], `perPage must be -1 (all) or 0 to ${count(ALL_ROWS_ESTIMATE)}`);

  const unapplied = {
    fields: filters.map((filter) => filter.field),
    labels: inWords(filters.map((filter) => filter.label)),
  };
  const { value: all } = await wholeLists.cache.get(wholeListKey(list.path, taken), () =>
    readWholeList(fetch, list.name, unapplied, wholeLists),
  );
  const rows = all.filter((row) =>
    filters.every(({ key, matches }) => matches(row, query[key] as NonNullable<Query[typeof key]>)),
  );
  // per_page -1 is every row, whatever the page, as the REST API answers it.
  return { rows: perPage === -1 ? rows : rows.slice((page - 1) * perPage, page * perPage), count: rows.length };
}

const ASCII = /^\p{ASCII}*$/u;

/**
 * PostgreSQL's lower(): each character on its own (no final sigma), one for one (İ → i), as the REST API's
 * ILIKE compares text.
 */
const lower = (text: string) =>
  // ASCII lowers alike either way, and is most text: filtering a list read whole lowers every row's.
  ASCII.test(text)
    ? text.toLowerCase()
    : Array.from(text, (character) => String.fromCodePoint(character.toLowerCase().codePointAt(0)!)).join('');

const REGEXP_SPECIAL = /[\\^$.*+?()[\]{}|/]/g;

/**
 * The patterns compiled lately: filtering a list read whole tests one pattern against every row (20,000 of them
 * compile in about as long as they match).
 */
const compiledPatterns = new LRUCache<string, RegExp>({ max: 200 });

/** `text ILIKE pattern`: `%` any text, `_` any one character, `\` takes the next character as it is. */
export function ilike(text: string, pattern: string): boolean {
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
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
    compiled = new RegExp(`^${source}$`, 'su');
    compiledPatterns.set(pattern, compiled);
  }
  return compiled.test(lower(text));
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
