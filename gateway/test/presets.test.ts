import { describe, expect, it } from 'vitest';

import { MAX_PRESETS_PER_LIST, PRESET_LISTS, PRESETS_FULL_MESSAGE } from '@backoffice/schema/rules/listPreset';

import { graphql, testStack } from './harness';

const stack = testStack();
const { query } = stack;

const ORDERS = '/dashboard/orders';
const FIELDS = 'id list name params createdAt updatedAt';
const LIST = `query($list: String!) { listPresets(list: $list) { ${FIELDS} } }`;
const CREATE = `mutation($input: ListPresetInput!) { createListPreset(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $input: ListPresetUpdateInput!) { updateListPreset(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation($id: ID!) { deleteListPreset(id: $id) { id name } }`;

type Ask = (text: string, variables?: Record<string, unknown>) => ReturnType<typeof query>;

const firstError = (body: { errors?: Array<{ message: string; extensions?: Record<string, any> }> }) =>
  body.errors?.[0];
const input = (overrides: object = {}) => ({
  list: ORDERS,
  name: 'Lunas',
  params: 'status=PAYMENT_SUCCESS',
  ...overrides,
});
const LIST_REFUSED = "List must be one of the dashboard's lists, such as /dashboard/orders";
const names = async (list: string, ask: Ask = query) =>
  (await ask(LIST, { list })).body.data.listPresets.map((preset: any) => preset.name);

/**
 * Another staff member of the REST API, signed in through the gateway: presets are per staff member. A Developer
 * reads every list, so may keep presets of each.
 */
async function anotherStaffMember(): Promise<Ask> {
  const { cookie } = await stack.staffSession('DEVELOPER');
  return (text, variables = {}) => graphql(stack.gateway.url, text, variables, { cookie });
}

describe('list presets', () => {
  it('saves, lists by name, renames and deletes a preset in the gateway, asking the REST API nothing', async () => {
    const { result, calls } = await stack.upstreamDuring(async () => {
      const zebra = (await query(CREATE, { input: input({ name: '  Zebra  ' }) })).body.data.createListPreset;
      expect(zebra).toEqual({
        id: expect.stringMatching(/^[1-9]\d*$/),
        list: ORDERS,
        name: 'Zebra',
        params: 'status=PAYMENT_SUCCESS',
        createdAt: expect.any(String),
        updatedAt: zebra.createdAt,
      });
      const alpha = (await query(CREATE, { input: input({ name: 'alpha', params: '' }) })).body.data.createListPreset;
      // Another list's presets are apart.
      await query(CREATE, { input: input({ list: '/dashboard/vendors', name: 'Zebra' }) });
      expect((await query(LIST, { list: ORDERS })).body.data.listPresets).toEqual([alpha, zebra]);

      const renamed = (
        await query(UPDATE, {
          id: zebra.id,
          input: { name: 'Zebra Jakarta', params: 'status=PAYMENT_SUCCESS&search=jakarta' },
        })
      ).body.data.updateListPreset;
      expect(renamed).toMatchObject({
        id: zebra.id,
        list: ORDERS,
        name: 'Zebra Jakarta',
        params: 'status=PAYMENT_SUCCESS&search=jakarta',
        createdAt: zebra.createdAt,
      });
      expect(Date.parse(renamed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(zebra.updatedAt));

      expect((await query(DELETE, { id: alpha.id })).body.data.deleteListPreset).toEqual({
        id: alpha.id,
        name: 'alpha',
      });
      expect(await names(ORDERS)).toEqual(['Zebra Jakarta']);
      return query(DELETE, { id: alpha.id });
    });
    expect(firstError(result.body)).toMatchObject({
      message: expect.stringMatching(/^Preset \d+ not found$/),
      extensions: { code: 'NOT_FOUND' },
    });
    expect(calls).toEqual([]);
  });

  it('answers CONFLICT naming `name` for a name the list already has in any case; other lists and its own name are free', async () => {
    const list = '/dashboard/customers';
    const first = (await query(CREATE, { input: input({ list, name: 'Belum kirim' }) })).body.data.createListPreset;
    const conflict = {
      message: 'A preset named Belum kirim already exists for this list',
      extensions: {
        code: 'CONFLICT',
        field: 'name',
        fields: [{ field: 'name', message: 'A preset named Belum kirim already exists for this list' }],
      },
    };
    expect(firstError((await query(CREATE, { input: input({ list, name: 'BELUM KIRIM' }) })).body)).toMatchObject(
      conflict,
    );

    const other = (await query(CREATE, { input: input({ list, name: 'Lainnya' }) })).body.data.createListPreset;
    const renamed = await query(UPDATE, { id: other.id, input: { name: 'belum kirim ', params: '' } });
    expect(firstError(renamed.body)).toMatchObject(conflict);
    expect(await names(list)).toEqual(['Belum kirim', 'Lainnya']);

    expect((await query(UPDATE, { id: first.id, input: { name: 'BELUM KIRIM', params: '' } })).body.data).toBeTruthy();
    expect(
      (await query(CREATE, { input: input({ list: '/dashboard/faq', name: 'Belum kirim' }) })).body.data,
    ).toBeTruthy();
    expect(await names(list)).toEqual(['BELUM KIRIM', 'Lainnya']);
  });

  it('checks the input with the shared rules', async () => {
    const cases: Array<[object, string, string]> = [
      [input({ name: ' ' }), 'name', 'Name is required'],
      [input({ name: 'x'.repeat(61) }), 'name', 'Name must be at most 60 characters'],
      [input({ name: 'Lunas\u0000' }), 'name', 'Name must not contain control characters'],
      [input({ name: 'Baris\nbaru' }), 'name', 'Name must not contain control characters'],
      ...[
        'orders',
        '/dashboard/../orders',
        '/dashboard/orders/',
        '/dashboard/invented-1',
        '/dashboard/orders\u0000',
      ].map((list): [object, string, string] => [input({ list }), 'list', LIST_REFUSED]),
      [input({ params: 'p'.repeat(2049) }), 'params', 'The saved filters must be at most 2048 characters'],
      [
        input({ params: 'search=ikan tuna' }),
        'params',
        'The saved filters must be a query string as the address holds it',
      ],
    ];
    for (const [bad, field, message] of cases) {
      const { body } = await query(CREATE, { input: bad });
      expect(firstError(body)).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    const longestInput = input({ list: '/dashboard/returns', name: 'y'.repeat(60), params: 'a'.repeat(2048) });
    const longest = (await query(CREATE, { input: longestInput })).body.data.createListPreset;
    expect(longest).toMatchObject(longestInput);
    for (const list of ['no path', '/dashboard/invented'])
      expect(firstError((await query(LIST, { list })).body)).toMatchObject({
        message: LIST_REFUSED,
        extensions: { code: 'BAD_USER_INPUT', field: 'list' },
      });
    expect(
      firstError((await query(UPDATE, { id: longest.id, input: { name: '\u0000', params: '' } })).body),
    ).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'name' } });
    expect(
      firstError((await query(UPDATE, { id: 'abc', input: { name: 'x', params: '' } })).body)?.extensions,
    ).toMatchObject({ code: 'BAD_USER_INPUT', field: 'id' });
  });

  it("shows each staff member only their own presets; another's preset is NOT_FOUND to them", async () => {
    const list = '/dashboard/warehouse';
    const mine = (await query(CREATE, { input: input({ list, name: 'Punya admin' }) })).body.data.createListPreset;
    const asOther = await anotherStaffMember();
    expect(await names(list, asOther)).toEqual([]);
    // The same name is free for them.
    const theirs = (await asOther(CREATE, { input: input({ list, name: 'Punya admin' }) })).body.data.createListPreset;
    expect(await names(list, asOther)).toEqual(['Punya admin']);
    expect((await asOther(LIST, { list })).body.data.listPresets).toEqual([theirs]);

    const taken = await asOther(UPDATE, { id: mine.id, input: { name: 'Diambil', params: '' } });
    expect(firstError(taken.body)?.extensions?.code).toBe('NOT_FOUND');
    expect(firstError((await asOther(DELETE, { id: mine.id })).body)?.extensions?.code).toBe('NOT_FOUND');
    expect(firstError((await query(DELETE, { id: theirs.id })).body)?.extensions?.code).toBe('NOT_FOUND');
    expect((await query(LIST, { list })).body.data.listPresets).toEqual([mine]);
  });

  it('is refused with 401 without a session, and with UNAUTHENTICATED for a token the gateway cannot place', async () => {
    expect((await graphql(stack.gateway.url, LIST, { list: ORDERS })).status).toBe(401);
    const forged = await graphql(stack.gateway.url, LIST, { list: ORDERS }, { token: 'forged' });
    expect(firstError(forged.body)?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it(`keeps at most ${MAX_PRESETS_PER_LIST} per staff member and list: one more is CONFLICT on list`, async () => {
    const [list, another] = ['/dashboard/delivery', '/dashboard/stocks'];
    for (let index = 0; index < MAX_PRESETS_PER_LIST; index++)
      await query(CREATE, { input: input({ list, name: `Vendor ${index}` }) });
    const full = {
      message: PRESETS_FULL_MESSAGE,
      extensions: { code: 'CONFLICT', field: 'list', fields: [{ field: 'list', message: PRESETS_FULL_MESSAGE }] },
    };
    expect(firstError((await query(CREATE, { input: input({ list, name: 'Satu lagi' }) })).body)).toMatchObject(full);
    // Another list, and another staff member's presets of this one, are not counted; a deleted one makes room.
    expect((await query(CREATE, { input: input({ list: another, name: 'Satu lagi' }) })).body.data).toBeTruthy();
    const asOther = await anotherStaffMember();
    expect((await asOther(CREATE, { input: input({ list, name: 'Satu lagi' }) })).body.data).toBeTruthy();
    const [first] = (await query(LIST, { list })).body.data.listPresets;
    await query(DELETE, { id: first.id });
    expect((await query(CREATE, { input: input({ list, name: 'Satu lagi' }) })).body.data).toBeTruthy();
    expect(await names(list)).toHaveLength(MAX_PRESETS_PER_LIST);
  });

  it('lets no more than the limit through when saves arrive at once', async () => {
    const list = '/dashboard/recipe';
    for (let index = 0; index < MAX_PRESETS_PER_LIST - 3; index++)
      await query(CREATE, { input: input({ list, name: `Awal ${index}` }) });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_unused, index) =>
        query(CREATE, { input: input({ list, name: `Bersamaan ${index}` }) }),
      ),
    );
    const outcomes = answers.map(({ body }) => firstError(body)?.extensions?.code ?? 'saved');
    expect(outcomes.sort()).toEqual([...Array(9).fill('CONFLICT'), ...Array(3).fill('saved')]);
    expect(await names(list)).toHaveLength(MAX_PRESETS_PER_LIST);
  });

  it('still answers a taken name with CONFLICT naming the preset when saves of it arrive at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => query(CREATE, { input: input({ list: '/dashboard/samples', name: 'Kembar' }) })),
    );
    const refused = answers.map(({ body }) => firstError(body)).filter(Boolean);
    expect(refused).toHaveLength(2);
    for (const error of refused)
      expect(error).toMatchObject({
        message: 'A preset named Kembar already exists for this list',
        extensions: { code: 'CONFLICT', field: 'name' },
      });
  });

  it('keeps presets only for the lists that exist, so the per-list limit bounds what a user keeps', async () => {
    const asOther = await anotherStaffMember();
    const saved = await Promise.all(
      PRESET_LISTS.map(
        async (list) => (await asOther(CREATE, { input: input({ list, name: 'Di setiap daftar' }) })).body,
      ),
    );
    expect(saved.map((body) => body.errors)).toEqual(PRESET_LISTS.map(() => undefined));
    const invented = await asOther(CREATE, {
      input: input({ list: '/dashboard/invented-120', name: 'Di setiap daftar' }),
    });
    expect(firstError(invented.body)).toMatchObject({
      message: LIST_REFUSED,
      extensions: { code: 'BAD_USER_INPUT', field: 'list' },
    });
  });
});
