/**
 * REST_API_PROFILE=spec (issue 24, core/profile.ts): the spec profile serves exactly the calls of the spec documents
 * (core/specCalls.ts), and the extensions only the default profile offers behave as declared in both.
 */
import { describe, expect, it } from 'vitest';

import { type Operation, QUERY_EXTENSIONS, REPLY_FIELD_EXTENSIONS, ROUTE_EXTENSIONS } from '../src/core/profile';
import { operationOfCall, SPEC_CALLS } from '../src/core/specCalls';
import { demoAdmin } from '../src/testing';
import { newTransfer } from './fixtures';
import { restApiSession } from './restApiSession';

const spec = restApiSession({ profile: 'spec' });
const standIn = restApiSession();

type Session = typeof spec;

interface OpenApi {
  paths: Record<string, Record<string, any>>;
}

/** The declared query parameter extensions, per operation. */
const queryExtensions = Object.entries(QUERY_EXTENSIONS) as Array<[Operation, readonly string[]]>;

/** Each documented operation with its query parameters, as `GET /products ?desc,orderby,page,per_page`. */
async function documentedSurface(session: Session) {
  const { paths } = (await session.call('GET', '/openapi.json')).json as OpenApi;
  return Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) =>
        surfaceLine(
          `${method.toUpperCase()} ${path}`,
          (operation.parameters ?? []).filter((p: any) => p.in === 'query').map((p: any) => p.name),
        ),
      ),
    )
    .sort();
}

const surfaceLine = (operation: string, query: readonly string[]) => `${operation} ?${[...query].sort().join(',')}`;

describe('the spec profile’s surface', () => {
  it('is exactly the spec-call list, query parameters included', async () => {
    const listed = SPEC_CALLS.map((call) => surfaceLine(operationOfCall(call), call.query ?? [])).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(await documentedSurface(spec)).toEqual(listed);
  });

  it('differs from the default profile’s by the declared extensions only', async () => {
    const operations = (lines: string[]) => lines.map((line) => line.split(' ?')[0]);
    const [onSpec, onDefault] = [await documentedSurface(spec), await documentedSurface(standIn)];
    expect(operations(onDefault).filter((operation) => !operations(onSpec).includes(operation))).toEqual(
      Object.keys(ROUTE_EXTENSIONS).sort(),
    );
    const queryOf = (lines: string[], operation: string) =>
      lines
        .find((line) => line.startsWith(`${operation} ?`))!
        .split(' ?')[1]!
        .split(',')
        .filter(Boolean);
    for (const [operation, names] of queryExtensions) {
      expect(queryOf(onDefault, operation).sort()).toEqual([...queryOf(onSpec, operation), ...names].sort());
    }
  });
});

/** The address of each extension route in a request the default profile answers (an order of the demo data). */
const EXTENSION_REQUESTS: Record<string, string> = {
  'POST /logout': '/logout',
  'GET /me': '/me',
  'GET /orders/{id}/returnable': '/orders/1/returnable',
};

/** A fresh token, so that POST /logout ends no session the other tests use. */
const freshToken = async (session: Session) => (await session.call('POST', '/login', demoAdmin, {})).json.token;

describe('an extension route', () => {
  it.each(Object.keys(ROUTE_EXTENSIONS))('%s answers as an unknown route on spec only', async (operation) => {
    const method = operation.split(' ')[0]!;
    const path = EXTENSION_REQUESTS[operation]!;
    expect(path, 'a request of the new extension route in EXTENSION_REQUESTS').toBeDefined();
    const onSpec = await spec.call(method, path, undefined, { token: await freshToken(spec) });
    expect(onSpec.status).toBe(404);
    expect(onSpec.json).toEqual({ errors: [{ message: `Route ${method} ${path} not found` }] });
    expect((await standIn.call(method, path, undefined, { token: await freshToken(standIn) })).status).toBe(200);
  });

  it('is refused without a token as any unknown route is, and is 404 with an id of no form', async () => {
    const unknown = await spec.call('GET', '/no_such_route', undefined, {});
    expect(unknown.status).toBe(401);
    expect(await spec.send('GET', '/me', undefined, {})).toEqual({ status: 401, json: unknown.json });
    expect((await spec.call('GET', '/orders/abc/returnable')).status).toBe(404);
    expect((await standIn.call('GET', '/orders/abc/returnable')).status).toBe(400);
  });
});

/**
 * For each extension query parameter, a value that changes the default profile's answer; `base` is what the list
 * needs besides. Every declared parameter must have one, so a new extension comes with its test.
 */
const PARAMETER_VALUES: Record<string, { base?: string; values: Record<string, string> }> = {
  'GET /products': { values: { search: 'zzz', status: '0', category: '1' } },
  'GET /promotion': { values: { search: 'zzz', status: '0' } },
  'GET /warehouse': { values: { search: 'zzz' } },
  'GET /internal_transfer': {
    values: {
      start_date: '2100-01-01',
      end_date: '2000-01-01',
      ship_from: '1',
      ship_to: '1',
      type: 'purchase_return',
      vendor: '1',
    },
  },
  'GET /inventory/stock/count': { base: 'filter_date=2026-11-23', values: { item_id: '1', available_below: '10' } },
  'GET /orders': { values: { has_tracking_code: 'true', consignment_status: 'done' } },
  'GET /returns': { values: { customer: 'zzz' } },
  'GET /faqs': { values: { search: 'zzz', locale: 'en_US' } },
  'GET /faq_categories': { values: { search: 'zzz' } },
  'GET /nutrition/recipe': { values: { search: 'zzz' } },
  'GET /newsletter_subscribers': { values: { search: 'zzz' } },
  'GET /retailer_locations': { values: { search: 'zzz' } },
  'GET /retailer_locations/all/customers': { values: { search: 'zzz' } },
  'GET /cities': { values: { province_id: '11' } },
};

const parameterCases = queryExtensions.flatMap(([operation, names]) => names.map((name) => [operation, name] as const));

describe('an extension query parameter', () => {
  it('has a test value for each one declared', () => {
    expect(parameterCases.filter(([operation, name]) => !PARAMETER_VALUES[operation]?.values[name])).toEqual([]);
  });

  it.each(parameterCases)('%s %s works on default and has no effect on spec', async (operation, name) => {
    const { base, values } = PARAMETER_VALUES[operation]!;
    const path = operation.split(' ')[1]!;
    const address = (query: string) => `${path}?${[base, 'per_page=-1', query].filter(Boolean).join('&')}`;
    const filtered = address(`${name}=${encodeURIComponent(values[name]!)}`);
    const unfiltered = address('');
    const [onDefault, allOnDefault] = [await standIn.send('GET', filtered), await standIn.send('GET', unfiltered)];
    expect(onDefault.status).toBe(200);
    expect(onDefault.json).not.toEqual(allOnDefault.json);
    expect(await spec.send('GET', filtered)).toEqual(await spec.send('GET', unfiltered));
  });

  it('is not even validated on spec, as any unknown parameter', async () => {
    expect((await standIn.call('GET', '/cities?province_id=abc')).status).toBe(400);
    expect(await spec.send('GET', '/cities?province_id=abc')).toEqual(await spec.send('GET', '/cities'));
  });
});

describe('an adjustment line’s expected_stock', () => {
  const adjustment = (session: Session, expected: number) =>
    session.call(
      'POST',
      '/internal_transfer',
      newTransfer({ type: 'adjustment', ShipFromLocationId: 2, ShipToLocationId: undefined, memo: 'count' }, [
        { ItemId: 3, qty: 2, expected_stock: expected },
      ]),
    );
  const wrongFigure = -1_000;

  it('refuses a correction from a stock that is not the current one on default', async () => {
    const refused = await adjustment(standIn, wrongFigure);
    expect(refused.status).toBe(409);
    expect(refused.json.errors[0].field).toBe('items.0.expected_stock');
  });

  it('is ignored on spec: the line is written as a plain adjustment, counted from the stock it finds', async () => {
    const written = await adjustment(spec, wrongFigure);
    expect(written.status).toBe(201);
    const [line] = written.json.InternalTransfer.InternalTransferLines;
    expect(line).toMatchObject({ ItemId: 3, qty: 2 });
    // The stock as the write found it plus 2, never the wrong figure plus 2.
    expect(line.counted_qty).toBeGreaterThanOrEqual(2);
  });

  it('is documented on default only', async () => {
    const operation = async (session: Session) =>
      JSON.stringify(((await session.call('GET', '/openapi.json')).json as OpenApi).paths['/internal_transfer']!.post);
    expect(await operation(standIn)).toContain('expected_stock');
    expect(await operation(spec)).not.toContain('expected_stock');
  });
});

describe('the login answer', () => {
  const login = async (session: Session) => (await session.call('POST', '/login', demoAdmin, {})).json;
  const documented = async (session: Session) =>
    Object.keys(
      ((await session.call('GET', '/openapi.json')).json as OpenApi).paths['/login']!.post.responses['200'].content[
        'application/json'
      ].schema.properties,
    );
  const extensions = REPLY_FIELD_EXTENSIONS['POST /login' satisfies Operation]!;

  it('is the token only on spec', async () => {
    expect(Object.keys(await login(spec))).toEqual(['token']);
    expect(await documented(spec)).toEqual(['token']);
  });

  it('carries the session’s expiry and user on default', async () => {
    expect(Object.keys(await login(standIn))).toEqual(['token', ...extensions]);
    expect(await documented(standIn)).toEqual(['token', ...extensions]);
  });
});
