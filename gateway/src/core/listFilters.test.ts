import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';

import {
  concatWs,
  containsText,
  type FilterableList,
  holdsEveryWord,
  ilike,
  type ListReader,
  readList,
  sameId,
} from './listFilters';
import { Locks } from './locks';
import { listPage } from './paging';
import { ALL_ROWS_ESTIMATE } from './queryCost';
import { id, integer, rowsAnswer, text } from './restAnswer';
import { WriteCounter } from './writeCount';
import { type RequestWriteStampedCache, WriteStampedCache } from './writeStampedCache';

describe('ilike: SQL ILIKE', () => {
  it('takes % as any text and _ as any one character, in any case, across lines', () => {
    expect(ilike('Udang Kupas', '%KUPAS')).toBe(true);
    expect(ilike('Udang Kupas', 'kupas%')).toBe(false);
    expect(ilike('a\nb', 'a_b')).toBe(true);
    expect(ilike('a🦐b', 'a_b')).toBe(true);
    expect(ilike('ÉCLAIR', '%é%')).toBe(true);
  });

  it('lowers one character for one, as PostgreSQL does: İ is i, a final Σ is σ', () => {
    expect(ilike('İkan', 'ikan')).toBe(true);
    expect(ilike('ΟΔΟΣ', 'οδοσ')).toBe(true);
  });

  it('takes \\ as the escape of the next character, even of the closing %', () => {
    expect(ilike('a_c', '%a\\_c%')).toBe(true);
    expect(ilike('abc', '%a\\_c%')).toBe(false);
    expect(ilike('diskon 50%', '%50\\%')).toBe(true);
    expect(ilike('diskon 50% hari ini', '%50\\%')).toBe(false);
    expect(ilike('a\\b', '%a\\\\b%')).toBe(true);
  });

  it('takes every other character as it is', () => {
    expect(ilike('Paket (A+B).', '%(a+b).%')).toBe(true);
    expect(ilike('Paket AAB!', '%(a+b).%')).toBe(false);
    expect(ilike('x/y [1] {2} ^$|?*', '%/y [1] {2} ^$|?*')).toBe(true);
  });
});

describe('containsText: column ILIKE the search inside % … %', () => {
  it('finds the trimmed search anywhere in the text, in any case; a NULL column never', () => {
    expect(containsText('Nugget Udang 500 gr', '  udang 5 ')).toBe(true);
    expect(containsText('Nugget Udang 500 gr', 'udang nugget')).toBe(false);
    expect(containsText(null, 'udang')).toBe(false);
  });

  it('matches every row, a NULL column too, for a blank search', () => {
    expect(containsText(null, ' \t')).toBe(true);
    expect(containsText('x', '')).toBe(true);
  });

  it('keeps the wildcards of the search, as the REST API does', () => {
    expect(containsText('udang', 'u_ang')).toBe(true);
    expect(containsText('udang', 'u%g')).toBe(true);
  });
});

describe('holdsEveryWord: the REST API’s everyWordIn', () => {
  it('finds every word in any order and case', () => {
    expect(holdsEveryWord('Budi Adi Santoso', 'santoso BUDI')).toBe(true);
    expect(holdsEveryWord('Budi Adi Santoso', 'budi wati')).toBe(false);
    expect(holdsEveryWord('Budi Adi Santoso', 'di an')).toBe(true);
  });

  it('splits on white space as PostgreSQL’s \\s does: tabs and em spaces, not a no-break space', () => {
    expect(holdsEveryWord('Budi Adi Santoso', 'santoso\tbudi')).toBe(true);
    expect(holdsEveryWord('Budi Adi Santoso', 'santoso\u2003budi')).toBe(true);
    expect(holdsEveryWord('Budi Adi Santoso', 'adi\u00a0santoso')).toBe(false);
    expect(holdsEveryWord('Budi\u00a0Adi', 'budi\u00a0adi')).toBe(true);
  });

  it('matches every row for a blank search, and none with a word in an empty text', () => {
    expect(holdsEveryWord('', '  ')).toBe(true);
    expect(holdsEveryWord('', 'budi')).toBe(false);
  });
});

it('concatWs joins the parts that are not NULL with a space, as SQL concat_ws does', () => {
  expect(concatWs('Toko Laut', null, 'Budi')).toBe('Toko Laut Budi');
  expect(concatWs(null, null)).toBe('');
});

it('sameId compares a column with an id the query names', () => {
  expect(sameId(7, '7')).toBe(true);
  expect(sameId(7, '8')).toBe(false);
  expect(sameId(null, '7')).toBe(false);
});

interface Row {
  id: number;
  name: string;
  status: number;
}

interface Query {
  search?: string | null;
  status?: number;
  category?: string | null;
  page: number;
  per_page: number;
  orderby: 'name';
  desc: boolean;
}

// A list that declares two filters beyond the spec (search and status), as the promotion list does.
const LIST: FilterableList<'/promotion', Query, Row> = {
  path: '/promotion',
  name: 'item list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.name, search) },
    status: { field: 'status', label: 'Status', matches: (row, status) => row.status === status },
  },
};

/** Rows named "Item 1", "Item 2", …, their status their id modulo 3: an upstream's whole table, in its order. */
const items = (count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Item ${index + 1}`, status: (index + 1) % 3 }));

/**
 * An upstream that documents and applies the filters `takes` names, and ignores the others (as an API that does not
 * have them does): it answers its page of the rows those filters keep.
 */
function upstream(table: Row[], takes: Array<'search' | 'status'>, wholeLists: Partial<ListReader['wholeLists']> = {}) {
  const get = vi.fn(async (_path: string, answer: typeof ITEMS, query: Record<string, unknown> = {}) => {
    const kept = table.filter((row) =>
      takes.every((name) => query[name] === undefined || LIST.filters[name]!.matches(row, query[name] as never)),
    );
    const page = Number(query.page);
    const perPage = Number(query.per_page);
    return z.parse(answer, { Items: { rows: kept.slice((page - 1) * perPage, page * perPage), count: kept.length } });
  });
  const reader: ListReader = {
    rest: { get: get as unknown as ListReader['rest']['get'] },
    upstream: { takesQueryParameter: (path, name) => path === '/promotion' && (takes as string[]).includes(name) },
    wholeLists: { cache: readEveryTime, maxRows: 100_000, maxBytes: 100_000_000, ...wholeLists },
  };
  return { reader, get };
}

/** No cache: each request reads the whole list (WHOLE_LIST_TTL_MS 0). */
const readEveryTime: RequestWriteStampedCache = {
  get: async (_key, load) => ({ value: await load(), keptAt: new Date().toISOString() }),
};

const ITEMS = rowsAnswer('Items', z.object({ id: id(), name: text(), status: integer() }));
const query = (filters: Partial<Query>): Query => ({
  page: 1,
  per_page: 15,
  orderby: 'name',
  desc: false,
  ...filters,
});

describe('readList', () => {
  it('sends the query as it is when the upstream takes every filter it sets', async () => {
    const { reader, get } = upstream(items(30), ['search', 'status']);
    const sent = query({ search: '1', status: 1, page: 2, per_page: 3 });
    const answer = await readList(reader, LIST, sent, ITEMS);
    expect(get).toHaveBeenCalledExactlyOnceWith('/promotion', ITEMS, sent);
    // The upstream's answer as it is: of 1, 10, 13, 16 and 19, the second page of 3.
    expect(answer.rows.map((row) => row.id)).toEqual([16, 19]);
    expect(answer.count).toBe(5);
  });

  it('filters here, from the whole list read without the filter, when the upstream ignores it', async () => {
    const { reader, get } = upstream(items(500), ['status']);
    const answer = await readList(reader, LIST, query({ search: 'item 4', page: 2, per_page: 5 }), ITEMS);
    expect(get).toHaveBeenCalledExactlyOnceWith('/promotion', ITEMS, {
      page: 1,
      per_page: ALL_ROWS_ESTIMATE,
      orderby: 'name',
      desc: false,
    });
    // "Item 4", "Item 40"…"Item 49", "Item 400"…"Item 499": 111 rows, the second page of 5 in the upstream's order.
    expect(answer.count).toBe(111);
    expect(answer.rows.map((row) => row.name)).toEqual(['Item 44', 'Item 45', 'Item 46', 'Item 47', 'Item 48']);
  });

  it('keeps the filters the upstream takes in that call, and applies the others with them', async () => {
    const { reader, get } = upstream(items(60), ['status']);
    const answer = await readList(reader, LIST, query({ search: 'item 5', status: 2, per_page: 100 }), ITEMS);
    expect(get.mock.calls[0]![2]).toMatchObject({ status: 2, page: 1, per_page: ALL_ROWS_ESTIMATE });
    expect(get.mock.calls[0]![2]).not.toHaveProperty('search');
    // Of "Item 5" and "Item 50"…"Item 59", those of status 2 (the upstream's filter).
    expect(answer.rows.map((row) => row.id)).toEqual([5, 50, 53, 56, 59]);
    expect(answer.count).toBe(5);
  });

  it('asks for the page itself when the filters the upstream does not take are unset or blank: nothing to filter', async () => {
    const { reader, get } = upstream(items(30), ['status']);
    await readList(reader, LIST, query({ search: '  ', status: undefined, page: 2 }), ITEMS);
    // Never a parameter the upstream does not document.
    expect(get).toHaveBeenCalledExactlyOnceWith('/promotion', ITEMS, query({ status: undefined, page: 2 }));
  });

  it('answers an empty page past the last, with the count', async () => {
    const { reader } = upstream(items(30), []);
    expect(await readList(reader, LIST, query({ search: 'item 1', page: 3, per_page: 10 }), ITEMS)).toEqual({
      rows: [],
      count: 11,
    });
  });

  it('composes with "All": every filtered row of a list up to the bound', async () => {
    const { reader, get } = upstream(items(ALL_ROWS_ESTIMATE), []);
    const answer = await listPage('item list', { page: 1, perPage: -1 }, (paging) =>
      readList(reader, LIST, query({ status: 0, ...paging }), ITEMS),
    );
    expect(get).toHaveBeenCalledOnce();
    expect(answer.count).toBe(333);
    expect(answer.rows).toHaveLength(333);
  });

  it('reads a list past 1,000 rows whole, its pages at once, and finds rows on any of them', async () => {
    const { reader, get } = upstream(items(20_300), ['status']);
    const answer = await readList(reader, LIST, query({ search: 'item 2030', status: 2 }), ITEMS);
    // The 6,767 rows of status 2 in 7 pages of the largest the REST API serves, each with the filter it takes.
    expect(get).toHaveBeenCalledTimes(7);
    expect(get.mock.calls.map((call) => call[2])).toEqual(
      Array.from({ length: 7 }, (_, index) => ({
        ...query({ status: 2 }),
        page: index + 1,
        per_page: ALL_ROWS_ESTIMATE,
      })),
    );
    // "Item 2030" and "Item 20300" of status 2 (2030 % 3 = 2, 20300 % 3 = 2), the last on the last page.
    expect(answer.rows.map((row) => row.id)).toEqual([2030, 20300]);
    expect(answer.count).toBe(2);
  });

  it('refuses a list longer than WHOLE_LIST_MAX_ROWS on the filters it would apply, having read one page', async () => {
    const { reader, get } = upstream(items(20_300), [], { maxRows: 20_000 });
    const refused = readList(reader, LIST, query({ search: 'item 7', status: 1 }), ITEMS);
    const message =
      'Search and Status cannot be applied: this REST API cannot filter the item list, which has 20,300 rows, ' +
      'more than the gateway filters itself (20,000): clear Search and Status';
    await expect(refused).rejects.toThrow(GraphQLError);
    await expect(refused).rejects.toMatchObject({
      message,
      extensions: {
        code: 'BAD_USER_INPUT',
        field: 'search',
        fields: [
          { field: 'search', message },
          { field: 'status', message },
        ],
      },
    });
    expect(get).toHaveBeenCalledOnce();
  });

  it('refuses a list that would take more memory than WHOLE_LIST_CACHE_MB, having read one page', async () => {
    const { reader, get } = upstream(items(20_300), [], { maxBytes: 1_000_000 });
    const refused = readList(reader, LIST, query({ search: 'item 7' }), ITEMS);
    await expect(refused).rejects.toMatchObject({
      message: expect.stringMatching(
        /^Search cannot be applied: this REST API cannot filter the item list, which has 20,300 rows, about \d+ MB, more than the gateway keeps to filter a list \(1 MB\): clear Search$/,
      ),
      extensions: { code: 'BAD_USER_INPUT', field: 'search' },
    });
    expect(get).toHaveBeenCalledOnce();
  });

  it('reads a list once for every session and filter, until a write', async () => {
    const writes = new WriteCounter();
    const shared = new WriteStampedCache({
      name: 'whole-list',
      ttlMs: 60_000,
      maxBytes: 100_000_000,
      locks: new Locks(),
    });
    const session = () => ({
      cache: shared.forRequest(
        async () => undefined,
        () => writes.now(),
      ),
    });
    const first = upstream(items(2_500), ['status'], session());
    await readList(first.reader, LIST, query({ search: 'item 1' }), ITEMS);
    expect(first.get).toHaveBeenCalledTimes(3);

    // Another session, another search and page: the same list read.
    const second = upstream(items(2_500), ['status'], session());
    const answer = await readList(second.reader, LIST, query({ search: 'item 2499', page: 1 }), ITEMS);
    expect(answer.rows.map((row) => row.id)).toEqual([2499]);
    expect(second.get).not.toHaveBeenCalled();
    // A filter the upstream takes makes another list (833 rows: one page).
    await readList(second.reader, LIST, query({ search: 'item 1', status: 1 }), ITEMS);
    expect(second.get).toHaveBeenCalledOnce();

    await writes.add();
    const third = upstream(items(2_500), ['status'], session());
    await readList(third.reader, LIST, query({ search: 'item 1' }), ITEMS);
    expect(third.get).toHaveBeenCalledTimes(3);
  });

  it('refuses paging the REST API would refuse, rather than paging into nothing', async () => {
    const { reader, get } = upstream(items(30), []);
    await expect(readList(reader, LIST, query({ search: 'x', page: 0 }), ITEMS)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'page' },
    });
    await expect(readList(reader, LIST, query({ search: 'x', per_page: 1001 }), ITEMS)).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', field: 'perPage' },
    });
    expect(get).not.toHaveBeenCalled();
    // per_page -1 is every row whatever the page, as the REST API answers it.
    const all = await readList(reader, LIST, query({ search: 'item 3', page: 2, per_page: -1 }), ITEMS);
    expect(all.rows.map((row) => row.id)).toEqual([3, 30]);
  });
});
