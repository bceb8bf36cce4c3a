import { getNullableType, isNonNullType, isObjectType } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';

import { ALL_ROWS_ESTIMATE } from '../src/core/queryCost';
import { buildSchema } from '../src/schema';
import { testStack } from './harness';

const stack = testStack();

// 20,000 subscribers more than the demo's, a list past the bound of "All"; and 1,000 vendors whose company name
// holds "seribu", a filter (one the spec names, so the REST API applies it on either profile) exactly at it.
const MANY = 20_000;
beforeAll(async () => {
  await stack.api.db.query(
    `INSERT INTO newsletter_subscribers (email, created_at)
     SELECT 'massal' || i || '@contoh.co.id', now() - make_interval(mins => i) FROM generate_series(1, $1::int) AS i`,
    [MANY],
  );
  await stack.api.db.query(
    `INSERT INTO vendors (company_name, first_name, tax_status)
     SELECT 'PT Seribu Jaya ' || i, 'Vendor', 'PKP' FROM generate_series(1, $1::int) AS i`,
    [ALL_ROWS_ESTIMATE],
  );
});

const SUBSCRIBERS =
  'query ($search: String, $perPage: Int!) { newsletterSubscribers(search: $search, perPage: $perPage) { totalCount rows { email } } }';

/** The REST calls `run` made to a path. */
async function callsTo(path: string, run: () => Promise<unknown>) {
  const { calls } = await stack.upstreamDuring(run);
  return calls.filter((call) => call.startsWith(`GET ${path}?`));
}

describe('"All" (perPage -1) is bounded at the rows the query cost assumes', () => {
  it('refuses a list longer than that on perPage, naming the list and pointing to the CSV export, having asked for one bounded page', async () => {
    const { body: counted } = await stack.query(SUBSCRIBERS, { perPage: 1 });
    const total: number = counted.data.newsletterSubscribers.totalCount;
    expect(total).toBeGreaterThan(MANY);

    let answer: Awaited<ReturnType<typeof stack.query>> | undefined;
    const calls = await callsTo(
      '/newsletter_subscribers',
      async () => (answer = await stack.query(SUBSCRIBERS, { perPage: -1 })),
    );
    expect(answer!.body.data).toBeNull();
    const [error] = answer!.body.errors!;
    expect(error!.message).toBe(
      `The newsletter subscriber list has ${total.toLocaleString('en-US')} rows, more than “All” shows (1,000): narrow the filters, or use Export CSV`,
    );
    expect(error!.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'perPage' });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/[?&]page=1(&|$)/);
    expect(calls[0]).toMatch(/[?&]per_page=1000(&|$)/);
  });

  it('answers a list of exactly that many rows whole', async () => {
    const { body } = await stack.query(
      '{ vendors(companyName: "seribu", perPage: -1) { totalCount rows { companyName } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.vendors.totalCount).toBe(ALL_ROWS_ESTIMATE);
    expect(body.data.vendors.rows).toHaveLength(ALL_ROWS_ESTIMATE);
  });

  it('leaves the CSV export of the whole list as it was: every row', async () => {
    const { body } = await stack.query(SUBSCRIBERS, { perPage: 1 });
    const query = new URLSearchParams({ args: '{}', columns: JSON.stringify([{ label: 'E-mail', path: 'email' }]) });
    const response = await fetch(`${stack.gateway.url}/export/newsletterSubscribers.csv?${query}`, {
      headers: { cookie: stack.cookie },
    });
    expect(response.status).toBe(200);
    const rows = (await response.text()).split('\r\n').filter(Boolean).slice(1);
    expect(rows).toHaveLength(body.data.newsletterSubscribers.totalCount);
  });

  it('holds for every list that returns a page: none sends per_page=-1 to the REST API', async () => {
    const schema = buildSchema();
    const pages = Object.values(schema.getQueryType()!.getFields()).filter((field) => {
      const type = getNullableType(field.type);
      return isObjectType(type) && 'rows' in type.getFields() && field.args.some((arg) => arg.name === 'perPage');
    });
    expect(pages.length).toBeGreaterThan(15);
    // Lists the gateway keeps in its own store (issue 39): they ask the REST API nothing.
    const ownLists = new Set(['staffMembers', 'activity', 'history']);
    for (const field of pages.filter((page) => !ownLists.has(page.name))) {
      expect(
        field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined),
        field.name,
      ).toEqual([]);
      const { result, calls } = await stack.upstreamDuring(() =>
        stack.query(`{ ${field.name}(perPage: -1) { totalCount } }`),
      );
      // Answered whole, or refused as above (the subscribers here): never the whole table.
      for (const error of result.body.errors ?? [])
        expect(error.extensions, field.name).toMatchObject({ code: 'BAD_USER_INPUT', field: 'perPage' });
      expect(calls.length, field.name).toBeGreaterThan(0);
      expect(
        calls.filter((call) => /[?&]per_page=-1(&|$)/.test(call)),
        field.name,
      ).toEqual([]);
    }
  });
});
