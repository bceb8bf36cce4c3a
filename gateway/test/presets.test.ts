import { describe, expect, it } from 'vitest';

import { addTestUser } from '@backoffice/rest-api/testing';
import { MAX_PRESETS_PER_LIST, PRESETS_FULL_MESSAGE } from '@backoffice/schema/rules/listPreset';

import { demoAdmin, graphql, LOGIN, testStack } from './harness';

const stack = testStack();
const { query } = stack;

const ORDERS = '/dashboard/orders';
const FIELDS = 'id list name params createdAt updatedAt';
const LIST = `query($list: String!) { listPresets(list: $list) { ${FIELDS} } }`;
const CREATE = `mutation($input: ListPresetInput!) { createListPreset(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ListPresetUpdateInput!) { updateListPreset(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteListPreset(id: $id) { id name } }`;

const firstError = (body: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) =>
  body.errors?.[0];
const input = (overrides: object = {}) => ({
  list: ORDERS,
  name: 'Lunas',
  params: 'status=PAYMENT_SUCCESS',
  ...overrides,
});

/** A second staff user, signed in through the gateway: presets are per user. */
async function secondUser() {
  const user = await addTestUser(stack.api, { email: 'gudang@example.com', password: 'gudang12345', name: 'Gudang' });
  const { setCookie } = await graphql(stack.gateway.url, LOGIN, { email: user.email, password: user.password });
  const cookie = setCookie[0]!.split(';')[0]!;
  return (text: string, variables: Record<string, unknown> = {}) =>
    graphql(stack.gateway.url, text, variables, { cookie });
}

describe('list presets', () => {
  it('saves, lists, renames and deletes a preset through the REST API', async () => {
    const created = (await query(CREATE, { input: input() })).body.data.createListPreset;
    expect(created).toEqual({
      id: expect.any(String),
      list: ORDERS,
      name: 'Lunas',
      params: 'status=PAYMENT_SUCCESS',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await stack.rest('GET', `/presets?list=${ORDERS}`)).toEqual({
      Presets: [{ ...created, id: Number(created.id) }],
    });

    const { result, calls } = await stack.upstreamDuring(() => query(LIST, { list: ORDERS }));
    expect(result.body.data.listPresets).toEqual([created]);
    expect(calls).toEqual([`GET /presets?list=${encodeURIComponent(ORDERS)}`]);

    const updated = (
      await query(UPDATE, {
        id: created.id,
        input: { name: 'Lunas Jakarta', params: 'status=PAYMENT_SUCCESS&search=jakarta' },
      })
    ).body.data.updateListPreset;
    expect(updated).toMatchObject({
      id: created.id,
      list: ORDERS,
      name: 'Lunas Jakarta',
      params: 'status=PAYMENT_SUCCESS&search=jakarta',
    });

    expect((await query(DELETE, { id: created.id })).body.data.deleteListPreset).toEqual({
      id: created.id,
      name: 'Lunas Jakarta',
    });
    expect((await query(LIST, { list: ORDERS })).body.data.listPresets).toEqual([]);
    expect(firstError((await query(DELETE, { id: created.id })).body)?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers CONFLICT naming `name` for a name the list already has in any case, and nothing changes', async () => {
    const first = (await query(CREATE, { input: input({ name: 'Belum kirim' }) })).body.data.createListPreset;
    const taken = firstError((await query(CREATE, { input: input({ name: 'BELUM KIRIM', params: '' }) })).body);
    expect(taken).toMatchObject({
      message: 'A preset named Belum kirim already exists for this list',
      extensions: { code: 'CONFLICT', field: 'name' },
    });

    const other = (await query(CREATE, { input: input({ name: 'Lainnya' }) })).body.data.createListPreset;
    const renamed = firstError(
      (await query(UPDATE, { id: other.id, input: { name: 'belum kirim', params: '' } })).body,
    );
    expect(renamed).toMatchObject({
      message: 'A preset named Belum kirim already exists for this list',
      extensions: { code: 'CONFLICT', field: 'name' },
    });
    const names = (await query(LIST, { list: ORDERS })).body.data.listPresets.map((p: any) => p.name);
    expect(names).toEqual(['Belum kirim', 'Lainnya']);
    await Promise.all([first, other].map((preset) => query(DELETE, { id: preset.id })));
  });

  it('checks the input with the shared rules before calling the REST API', async () => {
    const cases: Array<[object, string, string]> = [
      [input({ name: ' ' }), 'name', 'Name is required'],
      [input({ name: 'x'.repeat(61) }), 'name', 'Name must be at most 60 characters'],
      [input({ list: 'orders' }), 'list', 'List must be a route path such as /dashboard/orders'],
      [input({ params: 'p'.repeat(2049) }), 'params', 'The saved filters must be at most 2048 characters'],
    ];
    for (const [bad, field, message] of cases) {
      const { result, calls } = await stack.upstreamDuring(() => query(CREATE, { input: bad }));
      expect(firstError(result.body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(calls).toEqual([]);
    }
    expect(firstError((await query(LIST, { list: 'no path' })).body)?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'list',
    });
  });

  it("shows each user only their own presets; another user's preset is NOT_FOUND to them", async () => {
    const mine = (await query(CREATE, { input: input({ name: 'Punya admin' }) })).body.data.createListPreset;
    const asOther = await secondUser();
    expect((await asOther(LIST, { list: ORDERS })).body.data.listPresets).toEqual([]);
    const theirs = (await asOther(CREATE, { input: input({ name: 'Punya gudang' }) })).body.data.createListPreset;
    expect((await asOther(LIST, { list: ORDERS })).body.data.listPresets.map((p: any) => p.name)).toEqual([
      'Punya gudang',
    ]);
    expect((await query(LIST, { list: ORDERS })).body.data.listPresets.map((p: any) => p.name)).toEqual([
      'Punya admin',
    ]);

    expect(
      firstError((await asOther(UPDATE, { id: mine.id, input: { name: 'Diambil', params: '' } })).body)?.extensions
        ?.code,
    ).toBe('NOT_FOUND');
    expect(firstError((await asOther(DELETE, { id: mine.id })).body)?.extensions?.code).toBe('NOT_FOUND');
    expect(firstError((await query(DELETE, { id: theirs.id })).body)?.extensions?.code).toBe('NOT_FOUND');
    expect((await query(LIST, { list: ORDERS })).body.data.listPresets).toEqual([mine]);
  });

  it('is refused with 401 without a session', async () => {
    const { status } = await graphql(stack.gateway.url, LIST, { list: ORDERS });
    expect(status).toBe(401);
  });

  it(`refuses a preset past ${MAX_PRESETS_PER_LIST} on one list with CONFLICT on list, before the REST API hears of it`, async () => {
    const list = '/dashboard/vendor';
    for (let index = 0; index < MAX_PRESETS_PER_LIST; index++)
      await stack.rest('POST', '/presets', { list, name: `Vendor ${index}`, params: '' });
    const { result, calls } = await stack.upstreamDuring(() =>
      query(CREATE, { input: input({ list, name: 'Satu lagi' }) }),
    );
    expect(firstError(result.body)).toMatchObject({
      message: PRESETS_FULL_MESSAGE,
      extensions: { code: 'CONFLICT', field: 'list' },
    });
    expect(calls.filter((call) => call.startsWith('POST /presets'))).toEqual([]);
  });

  it("answers the REST API's refusal the same way when the list fills up between the check and the save", async () => {
    const list = '/dashboard/warehouse';
    for (let index = 0; index < MAX_PRESETS_PER_LIST - 1; index++)
      await stack.rest('POST', '/presets', { list, name: `Gudang ${index}`, params: '' });
    // Another tab's save lands after the gateway counted 49.
    stack.beforeUpstream(async (call) => {
      if (!call.startsWith('POST /presets')) return;
      await stack.api.db.query(
        `INSERT INTO list_presets (user_id, list, name, params) SELECT id, $1, 'Tab lain', '' FROM users WHERE email = $2`,
        [list, demoAdmin.email],
      );
    });
    try {
      const refused = firstError((await query(CREATE, { input: input({ list, name: 'Satu lagi' }) })).body);
      expect(refused).toMatchObject({ message: PRESETS_FULL_MESSAGE, extensions: { code: 'CONFLICT', field: 'list' } });
    } finally {
      stack.beforeUpstream(undefined);
    }
    expect((await query(LIST, { list })).body.data.listPresets).toHaveLength(MAX_PRESETS_PER_LIST);
  });
});
