import { beforeAll, describe, expect, it, vi } from 'vitest';

import { EXPORT_MAX_VALUES } from '@backoffice/schema/rules/exportFormats';

import { testLimits } from '../../testLimits';
import { createLogger } from '../src/core/logger';
import { withoutSuggestions } from '../src/core/plugins';
import { EXPORT_PAGE_SIZE } from '../src/export/exportRoute';
import { startGateway } from '../src/server';
import { testGatewayConfig, testStack } from './harness';

const stack = testStack();

// The demo's few hundred subscribers and 1,500 more: the list then spans four export pages.
beforeAll(async () => {
  await stack.api.db.query(
    `INSERT INTO newsletter_subscribers (email, created_at)
     SELECT 'ekspor' || i || '@contoh.co.id', now() - make_interval(mins => i) FROM generate_series(1, 1500) AS i`,
  );
});

const SUBSCRIBER_COLUMNS = [
  { label: 'E-mail', path: 'email' },
  { label: 'Subscribed', path: 'createdAt' },
];

function exportUrl(list: string, args: unknown, columns: unknown) {
  const query = new URLSearchParams({ args: JSON.stringify(args), columns: JSON.stringify(columns) });
  return `${stack.gateway.url}/export/${list}.csv?${query}`;
}

const download = (
  list: string,
  args: unknown,
  columns: unknown,
  headers: Record<string, string> = { cookie: stack.cookie },
) => fetch(exportUrl(list, args, columns), { headers });

/** The data lines of a CSV without quoted line breaks (what these lists hold), heading first. */
const lines = (text: string) => text.split('\r\n').filter(Boolean);

describe('GET /export/<list>.csv', () => {
  it('refuses a request without a session with 401 and no CSV', async () => {
    const response = await download('newsletterSubscribers', {}, SUBSCRIBER_COLUMNS, {});
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(((await response.json()) as any).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers a forged session as the REST API does: 401 before writing anything', async () => {
    const response = await download('newsletterSubscribers', {}, SUBSCRIBER_COLUMNS, { cookie: 'bo_session=forged' });
    expect(response.status).toBe(401);
  });

  it('checks the session before the list, its arguments and its columns: a stranger learns nothing of the schema', async () => {
    for (const headers of [{}, { cookie: 'bo_session=forged' }, { token: 'forged' }] as Record<string, string>[]) {
      for (const [list, args, columns] of [
        ['secrets', {}, SUBSCRIBER_COLUMNS],
        ['newsletterSubscribers', { nope: 1 }, SUBSCRIBER_COLUMNS],
        ['newsletterSubscribers', {}, [{ label: 'X', path: 'emai' }]],
        ['newsletterSubscribers', {}, 'nope'],
      ] as const) {
        const response = await download(list, args, columns, headers);
        expect(response.status, `${list} ${JSON.stringify(headers)}`).toBe(401);
        const body = (await response.json()) as any;
        expect(body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
        expect(JSON.stringify(body)).not.toMatch(/email|newsletter|secrets|nope|column/i);
      }
    }
  });

  it('gives no suggestions in production ("Did you mean"), as /graphql does not', async () => {
    const columns = [{ label: 'X', path: 'emai' }];
    const development = await download('newsletterSubscribers', {}, columns);
    expect(development.status).toBe(400);
    expect(((await development.json()) as any).errors[0].message).toMatch(/Did you mean "email"\?/);
    const production = await startGateway(
      testGatewayConfig({ restApiUrl: stack.api.url, cookieSecure: false }, { NODE_ENV: 'production' }),
      createLogger('silent'),
    );
    try {
      const query = new URLSearchParams({ args: '{}', columns: JSON.stringify(columns) });
      const response = await fetch(`${production.url}/export/newsletterSubscribers.csv?${query}`, {
        headers: { cookie: stack.cookie },
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as any).errors[0].message).toBe(
        'Cannot query field "emai" on type "NewsletterSubscriber".',
      );
    } finally {
      await production.close();
    }
  });

  it.each([
    [
      'Cannot query field "emai" on type "NewsletterSubscriber". Did you mean "email"?',
      'Cannot query field "emai" on type "NewsletterSubscriber".',
    ],
    [
      'Value "X" does not exist in "S" enum. Did you mean the enum value "EMAIL" or "CREATED_AT"?',
      'Value "X" does not exist in "S" enum.',
    ],
    ['orders has no argument "nope"', 'orders has no argument "nope"'],
  ])('withoutSuggestions(%j)', (message, shown) => {
    expect(withoutSuggestions(message)).toBe(shown);
  });

  it("exports every row the filters select, not a page: as many as the list's totalCount, in the list's order", async () => {
    const { body } = await stack.query(
      '{ newsletterSubscribers(perPage: 2, sortBy: EMAIL, desc: false) { totalCount rows { email createdAt } } }',
    );
    const { totalCount, rows } = body.data.newsletterSubscribers;
    expect(totalCount).toBeGreaterThan(3 * EXPORT_PAGE_SIZE);

    const response = await download(
      'newsletterSubscribers',
      { sortBy: 'EMAIL', desc: false, page: 3, perPage: 5 },
      SUBSCRIBER_COLUMNS,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletterSubscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('x-total-count')).toBe(String(totalCount));
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [heading, ...data] = lines(new TextDecoder().decode(bytes.slice(3)));
    expect(heading).toBe('E-mail,Subscribed');
    expect(data).toHaveLength(totalCount);
    expect(data.slice(0, 2)).toEqual(
      rows.map((row: { email: string; createdAt: string }) => `${row.email},${row.createdAt}`),
    );
    expect(new Set(data).size).toBe(totalCount);
  });

  it("applies the list's own filters, as the screen's query does (the REST API's or, where it has none, the gateway's)", async () => {
    const args = { search: 'udang', status: 'ACTIVE' };
    const { body } = await stack.query(
      'query ($search: String, $status: ProductStatus) { products(search: $search, status: $status, perPage: -1) { rows { name } } }',
      args,
    );
    const names = body.data.products.rows.map((row: { name: string }) => row.name);
    expect(names.length).toBeGreaterThan(0);
    const text = await (await download('products', args, [{ label: 'Name', path: 'name' }])).text();
    expect(lines(text).slice(1)).toEqual(names);
  });

  it('writes money as plain numbers, instants as ISO, enums by value (or in the words a column gives) and lists joined', async () => {
    const filter = { paymentStatus: 'PAYMENT_SUCCESS' };
    const { body } = await stack.query(
      `query ($filter: OrderFilter) { orders(filter: $filter, perPage: 1) { totalCount rows { id orderDate totals { total } paymentStatus lines { productName quantity } } } }`,
      { filter },
    );
    const { totalCount, rows } = body.data.orders;
    const columns = [
      { label: 'Id', path: 'id' },
      { label: 'Date', path: 'orderDate' },
      { label: 'Total', path: 'totals.total' },
      { label: 'Status', path: 'paymentStatus' },
      { label: 'Product', path: ['lines.productName', 'lines.quantity'] },
      { label: 'Payment', path: 'paymentStatus', values: { PAYMENT_SUCCESS: 'Payment Success' } },
    ];
    const text = await (await download('orders', { filter }, columns)).text();
    const [heading, first, ...rest] = lines(text);
    expect(heading).toBe('Id,Date,Total,Status,Product,Payment');
    expect(1 + rest.length).toBe(totalCount);
    const order = rows[0];
    const product = order.lines
      .map((line: { productName: string; quantity: number }) => `${line.productName}, ${line.quantity}`)
      .join('; ');
    expect(first).toBe(
      `${order.id},${order.orderDate},${order.totals.total},PAYMENT_SUCCESS,"${product}",Payment Success`,
    );
    expect(order.orderDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses what is no list page, an unknown argument and a path the schema lacks, with 400 and the reason', async () => {
    const refused = async (list: string, args: unknown, columns: unknown) => {
      const response = await download(list, args, columns);
      expect(response.status).toBe(400);
      return ((await response.json()) as any).errors[0].message as string;
    };
    expect(await refused('order', { id: '1' }, [{ label: 'Id', path: 'id' }])).toBe(
      'order is not a list that can be exported',
    );
    expect(await refused('provinces', {}, [{ label: 'Id', path: 'id' }])).toBe(
      'provinces is not a list that can be exported',
    );
    expect(await refused('orders', { nope: 1 }, [{ label: 'Id', path: 'id' }])).toBe('orders has no argument "nope"');
    expect(await refused('orders', {}, [{ label: 'X', path: 'secret' }])).toMatch(
      /Cannot query field "secret" on type "Order"/,
    );
    expect(await refused('orders', {}, [{ label: 'Customer', path: 'customer' }])).toMatch(
      /must have a selection of subfields/,
    );
    expect(await refused('orders', { filter: { shipFromId: 'abc' } }, [{ label: 'Id', path: 'id' }])).toMatch(
      /id must be a positive whole number/i,
    );
    expect(await refused('orders', {}, 'nope')).toMatch(/columns must be a JSON array/);
    expect(await refused('orders', {}, [{ label: 'Id', path: 'id', values: ['x'] }])).toBe(
      `columns[0].values must be an object of at most ${EXPORT_MAX_VALUES} values and their words, each at most 100 characters`,
    );
  });

  it('streams: the rows of a page reach the browser before the next page is asked of the REST API', async () => {
    let received = '';
    const seenAtPage: number[] = [];
    // Each later page waits for the earlier rows to arrive (up to testLimits.waitMs): an export that held every
    // row until the end would let them arrive only after the last page, so the count seen here would be 0.
    stack.beforeUpstream(async (call) => {
      const page = /^GET \/newsletter_subscribers\?.*\bpage=(\d+)/.exec(call)?.[1];
      if (!page || page === '1') return;
      const wanted = (Number(page) - 1) * EXPORT_PAGE_SIZE;
      await vi
        .waitFor(() => expect(lines(received).length - 1).toBeGreaterThanOrEqual(wanted), {
          timeout: testLimits.waitMs,
          interval: 20,
        })
        .catch(() => undefined);
      seenAtPage.push(lines(received).length - 1);
    });
    try {
      const calls = stack.upstreamCalls.length;
      const response = await download('newsletterSubscribers', {}, SUBSCRIBER_COLUMNS);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value;
      const pageCalls = stack.upstreamCalls
        .slice(calls)
        .filter((call) => call.startsWith('GET /newsletter_subscribers'));
      expect(pageCalls).toHaveLength(4);
      expect(seenAtPage).toEqual([1, 2, 3].map((pages) => pages * EXPORT_PAGE_SIZE));
    } finally {
      stack.beforeUpstream(undefined);
    }
  });

  it('cuts the download when a later page fails, so it cannot pass for a whole file, and logs no row', async () => {
    stack.beforeUpstream((call) => {
      if (/^GET \/newsletter_subscribers\?.*\bpage=2\b/.test(call)) throw new Error('database went away');
    });
    try {
      const logFrom = stack.logLines.length;
      const response = await download('newsletterSubscribers', {}, SUBSCRIBER_COLUMNS);
      expect(response.status).toBe(200);
      await expect(response.text()).rejects.toThrow();
      await expect.poll(() => stack.logLines.slice(logFrom).join('')).toMatch(/list export failed mid-way/);
      const log = stack.logLines.slice(logFrom).join('');
      expect(log).not.toMatch(/@/);
    } finally {
      stack.beforeUpstream(undefined);
    }
  });
});
