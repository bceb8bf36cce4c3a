import { describe, expect, it } from 'vitest';

import { MAX_PRESETS_PER_LIST, PRESETS_FULL_MESSAGE } from '@backoffice/schema/rules/listPreset';

import { addTestUser } from '../src/testing';
import { restApiSession } from './restApiSession';

const rest = restApiSession();
const { send } = rest;

const ORDERS = '/dashboard/orders';
const preset = (overrides: object = {}) => ({
  list: ORDERS,
  name: 'Belum dibayar',
  params: 'status=PAYMENT_PENDING&orderby=DATE&desc=true',
  ...overrides,
});

/** A second staff user's token: presets are per user. */
async function otherUserToken() {
  const user = await addTestUser(rest.api, { email: `staff${Date.now()}@example.com`, password: 'staff12345' });
  return {
    token: (await send('POST', '/login', { email: user.email, password: user.password }, {})).json.token as string,
  };
}

describe('list presets', () => {
  it('requires the token on every route', async () => {
    expect((await send('GET', `/presets?list=${ORDERS}`, undefined, {})).status).toBe(401);
    expect((await send('POST', '/presets', preset(), {})).status).toBe(401);
    expect((await send('PUT', '/presets/1', { name: 'x', params: '' }, {})).status).toBe(401);
    expect((await send('DELETE', '/presets/1', undefined, {})).status).toBe(401);
  });

  it('saves, lists by name, renames and deletes a preset', async () => {
    const created = await send('POST', '/presets', preset({ name: '  Zebra  ' }));
    expect(created.status).toBe(201);
    const zebra = created.json.Preset;
    expect(zebra).toEqual({
      id: expect.any(Number),
      list: ORDERS,
      name: 'Zebra',
      params: preset().params,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const alpha = (await send('POST', '/presets', preset({ name: 'alpha', params: '' }))).json.Preset;
    // Another list's presets are apart.
    await send('POST', '/presets', preset({ list: '/dashboard/vendor', name: 'Zebra' }));

    const listed = await send('GET', `/presets?list=${encodeURIComponent(ORDERS)}`);
    expect(listed.status).toBe(200);
    expect(listed.json.Presets.map((p: any) => p.name)).toEqual(['alpha', 'Zebra']);

    const renamed = await send('PUT', `/presets/${zebra.id}`, { name: 'Zebra baru', params: 'status=PAYMENT_SUCCESS' });
    expect(renamed.status).toBe(200);
    expect(renamed.json.Preset).toMatchObject({
      id: zebra.id,
      list: ORDERS,
      name: 'Zebra baru',
      params: 'status=PAYMENT_SUCCESS',
    });
    expect(Date.parse(renamed.json.Preset.updatedAt)).toBeGreaterThanOrEqual(Date.parse(zebra.updatedAt));

    expect((await send('DELETE', `/presets/${alpha.id}`)).json.Preset).toMatchObject({ id: alpha.id, name: 'alpha' });
    expect((await send('GET', `/presets?list=${ORDERS}`)).json.Presets.map((p: any) => p.name)).toEqual(['Zebra baru']);
    expect((await send('DELETE', `/presets/${alpha.id}`)).status).toBe(404);
  });

  it('refuses a name the list already has in any case with 409 naming it; other lists and its own name are no conflict', async () => {
    const first = (await send('POST', '/presets', preset({ name: 'Jakarta' }))).json.Preset;
    expect(await send('POST', '/presets', preset({ name: 'JAKARTA' }))).toEqual({
      status: 409,
      json: { errors: [{ message: 'A preset named Jakarta already exists for this list' }] },
    });
    const second = (await send('POST', '/presets', preset({ name: 'Bandung' }))).json.Preset;
    expect((await send('PUT', `/presets/${second.id}`, { name: 'jakarta ', params: '' })).json).toEqual({
      errors: [{ message: 'A preset named Jakarta already exists for this list' }],
    });
    expect((await send('PUT', `/presets/${first.id}`, { name: 'JAKARTA', params: '' })).status).toBe(200);
    expect((await send('POST', '/presets', preset({ list: '/dashboard/customer', name: 'Jakarta' }))).status).toBe(201);
  });

  it('keeps each user to their own presets: another user lists none of them and gets 404 for their ids', async () => {
    const mine = (await send('POST', '/presets', preset({ name: 'Milik admin' }))).json.Preset;
    const other = await otherUserToken();
    expect((await send('GET', `/presets?list=${ORDERS}`, undefined, other)).json.Presets).toEqual([]);
    expect((await send('PUT', `/presets/${mine.id}`, { name: 'Diambil', params: '' }, other)).status).toBe(404);
    expect((await send('DELETE', `/presets/${mine.id}`, undefined, other)).status).toBe(404);
    // The same name is free for the other user.
    const theirs = await send('POST', '/presets', preset({ name: 'Milik admin' }), other);
    expect(theirs.status).toBe(201);
    expect((await send('GET', `/presets?list=${ORDERS}`, undefined, other)).json.Presets.map((p: any) => p.id)).toEqual(
      [theirs.json.Preset.id],
    );
    expect((await send('DELETE', `/presets/${theirs.json.Preset.id}`)).status).toBe(404);
    expect(
      (await send('GET', `/presets?list=${ORDERS}`)).json.Presets.find((p: any) => p.id === mine.id),
    ).toMatchObject({ name: 'Milik admin' });
  });

  it('checks the name, the list key and the size of the params', async () => {
    const refused = async (body: object) => {
      const answer = await send('POST', '/presets', body);
      expect(answer.status, JSON.stringify(answer.json)).toBe(400);
      return answer.json.errors[0].field;
    };
    expect(await refused(preset({ name: '' }))).toBe('name');
    expect(await refused(preset({ name: '   ' }))).toBe('name');
    expect(await refused(preset({ name: 'x'.repeat(61) }))).toBe('name');
    expect((await send('POST', '/presets', preset({ name: 'y'.repeat(60) }))).status).toBe(201);
    for (const list of [
      'dashboard/orders',
      '/',
      '/dashboard/../orders',
      '/dashboard orders',
      `/${'a'.repeat(100)}`,
      '',
    ]) {
      expect(await refused(preset({ list }))).toBe('list');
    }
    expect(await refused(preset({ params: 'a'.repeat(2049) }))).toBe('params');
    expect(await refused(preset({ params: 'search=ikan tuna' }))).toBe('params');
    expect((await send('POST', '/presets', preset({ name: 'Besar', params: 'a'.repeat(2048) }))).status).toBe(201);
    expect((await send('GET', '/presets?list=orders')).status).toBe(400);
    expect((await send('GET', '/presets')).status).toBe(400);
    expect((await send('PUT', '/presets/99999', { name: 'x', params: '' })).status).toBe(404);
  });

  it(`keeps at most ${MAX_PRESETS_PER_LIST} presets per user and list, refusing one more with 409 on list`, async () => {
    const list = '/dashboard/faq';
    const saved = await Promise.all(
      Array.from({ length: MAX_PRESETS_PER_LIST }, (_unused, index) =>
        send('POST', '/presets', preset({ list, name: `Filter ${index}` })),
      ),
    );
    expect(saved.every((answer) => answer.status === 201)).toBe(true);
    expect(await send('POST', '/presets', preset({ list, name: 'Satu lagi' }))).toEqual({
      status: 409,
      json: { errors: [{ message: PRESETS_FULL_MESSAGE, field: 'list' }] },
    });
    // Another list, and another user's presets of this one, are not counted; a deleted one makes room.
    expect(
      (await send('POST', '/presets', preset({ list: '/dashboard/faq-category', name: 'Satu lagi' }))).status,
    ).toBe(201);
    expect((await send('POST', '/presets', preset({ list, name: 'Satu lagi' }), await otherUserToken())).status).toBe(
      201,
    );
    await send('DELETE', `/presets/${saved[0]!.json.Preset.id}`);
    expect((await send('POST', '/presets', preset({ list, name: 'Satu lagi' }))).status).toBe(201);
    expect((await send('GET', `/presets?list=${list}`)).json.Presets).toHaveLength(MAX_PRESETS_PER_LIST);
  });

  // On PostgreSQL (the second test run) the saves overlap for real: the count and the insert are one step.
  it('lets no more than the limit through when saves arrive at once', async () => {
    const list = '/dashboard/recipe';
    for (let index = 0; index < MAX_PRESETS_PER_LIST - 3; index++)
      await send('POST', '/presets', preset({ list, name: `Awal ${index}` }));
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_unused, index) =>
        send('POST', '/presets', preset({ list, name: `Bersamaan ${index}` })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(3).fill(201), ...Array(9).fill(409)]);
    expect((await send('GET', `/presets?list=${list}`)).json.Presets).toHaveLength(MAX_PRESETS_PER_LIST);
  });

  it('still answers a taken name with 409 naming the preset when saves of it arrive at once', async () => {
    const answers = await Promise.all(
      [1, 2, 3].map(() => send('POST', '/presets', preset({ list: '/dashboard/returns', name: 'Kembar' }))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.status === 409)!.json.errors[0].message).toBe(
      'A preset named Kembar already exists for this list',
    );
  });
});
