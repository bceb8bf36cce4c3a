import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort, restLoginToken, startTestRestApi } from '@backoffice/rest-api/testing';
import {
  type ListPresetInputValues,
  MAX_PRESETS_PER_LIST,
  PRESETS_FULL_MESSAGE,
} from '@backoffice/schema/rules/listPreset';

import { endSession, forgetEndedSessions, recordSession, sessionStaff, sessionState } from '../src/auth/store';
import { type GatewayStore, gatewayStore, STORE_UNAVAILABLE_MESSAGE } from '../src/core/database';
import { createLogger } from '../src/core/logger';
import { createPreset, deletePreset, listPresets, replacePreset } from '../src/presets/store';
import { startGateway } from '../src/server';
import { demoAdmin, graphql, LOGIN, testedProfile, testGatewayConfig } from './harness';
import { throwawayStores } from './throwawayStores';

const logger = createLogger('silent');
const HOUR_MS = 3_600_000;
const MIGRATIONS = [
  '001_staff_sessions.sql',
  '002_list_presets.sql',
  '003_low_stock_threshold.sql',
  '004_idempotency_keys.sql',
  '005_revoked_sessions.sql',
  '006_staff_roles.sql',
  '007_history.sql',
];

const { newDatabase, createDatabase, urlOf, kinds } = throwawayStores();

/** Opens a store for the length of `use`. */
async function withStore<T>(options: Parameters<typeof gatewayStore>[0], use: (store: GatewayStore) => Promise<T>) {
  const store = gatewayStore(options, logger);
  try {
    return await use(store);
  } finally {
    await store.close();
  }
}

let staffCount = 0;

/** Nobody is made Admin, and a newcomer has no role: as DEFAULT_STAFF_ROLE's default. */
const noFirstRoles = { adminEmails: [], defaultRole: null };
const isRevokedSession = async (store: GatewayStore, key: string) => (await sessionState(store, key)).revoked;

/** A staff member signed in until an hour from now, with a session of their own. */
const addStaff = (store: GatewayStore, name?: string) =>
  recordSession(
    store,
    {
      sessionKey: `key-${++staffCount}`,
      email: `staff${staffCount}@example.com`,
      name,
      expiresAt: new Date(Date.now() + HOUR_MS),
      signingIn: true,
    },
    noFirstRoles,
  );

const preset = (overrides: Partial<ListPresetInputValues> = {}): ListPresetInputValues => ({
  list: '/dashboard/orders',
  name: 'Lunas',
  params: '',
  ...overrides,
});

/** What a failed promise failed with, as a GraphQL error's message and extensions. */
const refusal = async (promise: Promise<unknown>) => {
  const error = (await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )) as { message: string; extensions: Record<string, unknown> } | undefined;
  return error && { message: error.message, extensions: error.extensions };
};

describe.each(kinds)("the gateway's store on %s", (_kind, options) => {
  let store: GatewayStore;
  beforeAll(async () => {
    store = gatewayStore(await options(), logger);
  });
  afterAll(() => store?.close());

  it('runs the migrations on first use, in order, recording each', async () => {
    const applied = await store.query<{ version: string }>('SELECT version FROM gateway_migrations ORDER BY version');
    expect(applied.map((row) => row.version)).toEqual(MIGRATIONS);
  });

  it('keeps one staff member per e-mail in any case, with the name last given, and their live sessions only', async () => {
    const staff = await recordSession(
      store,
      {
        sessionKey: 'live',
        email: '  Kasir@Example.com ',
        name: 'Kasir',
        expiresAt: new Date(Date.now() + HOUR_MS),
        signingIn: true,
      },
      noFirstRoles,
    );
    expect(staff).toEqual({
      id: expect.any(Number),
      email: 'kasir@example.com',
      name: 'Kasir',
      role: null,
      active: true,
      lastSignInAt: expect.any(Date),
    });
    // Another session of theirs, whose login answer named nobody: same staff member, name kept.
    const ended = await recordSession(
      store,
      {
        sessionKey: 'ended',
        email: 'kasir@example.com',
        name: undefined,
        expiresAt: new Date(Date.now() - 1000),
        signingIn: false,
      },
      noFirstRoles,
    );
    expect(ended).toEqual(staff);
    expect(await sessionStaff(store, 'live')).toEqual(staff);
    expect(await sessionStaff(store, 'ended')).toBeUndefined();
    expect(await sessionStaff(store, 'unknown')).toBeUndefined();

    await forgetEndedSessions(store);
    const keys = await store.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE staff_id = $1', [
      staff.id,
    ]);
    expect(keys.map((row) => row.token_hash)).toEqual(['live']);
    // A new staff member the REST API named nothing is named by the e-mail.
    expect((await addStaff(store)).name).toMatch(/^staff\d+@example\.com$/);
  });

  it('ends a session at logout: its record goes and it is refused until the later of its end and the time given', async () => {
    const later = new Date(Date.now() + 24 * HOUR_MS);
    await recordSession(
      store,
      { sessionKey: 'long', email: 'lama@example.com', name: 'Lama', expiresAt: later, signingIn: true },
      noFirstRoles,
    );
    await endSession(store, 'long', new Date(Date.now() + HOUR_MS));
    // A token sent as a header has no record: it is refused for the time given.
    await endSession(store, 'header', new Date(Date.now() + HOUR_MS));
    await endSession(store, 'past', new Date(Date.now() - 1000));
    expect(await sessionStaff(store, 'long')).toBeUndefined();
    expect([await isRevokedSession(store, 'long'), await isRevokedSession(store, 'header')]).toEqual([true, true]);
    expect([await isRevokedSession(store, 'past'), await isRevokedSession(store, 'never')]).toEqual([false, false]);
    const [long] = await store.query<{ until: Date }>(
      `SELECT refused_until AS until FROM revoked_sessions WHERE session_key = 'long'`,
    );
    expect(new Date(long!.until).getTime()).toBe(later.getTime());

    await forgetEndedSessions(store);
    const kept = await store.query<{ key: string }>('SELECT session_key AS key FROM revoked_sessions ORDER BY 1');
    expect(kept.map((row) => row.key)).toEqual(['header', 'long']);
  });

  it("saves, lists, renames and deletes presets of each staff member's own", async () => {
    const [me, other] = [await addStaff(store, 'Admin'), await addStaff(store, 'Gudang')];
    const zebra = await createPreset(store, me.id, preset({ name: 'Zebra' }));
    const alpha = await createPreset(store, me.id, preset({ name: 'alpha' }));
    await createPreset(store, other.id, preset({ name: 'Zebra' }));
    expect((await listPresets(store, me.id, '/dashboard/orders')).map((row) => row.name)).toEqual(['alpha', 'Zebra']);

    expect(await replacePreset(store, me.id, zebra.id, { name: 'Zebra baru', params: 'a=1' })).toMatchObject({
      id: zebra.id,
      list: '/dashboard/orders',
      name: 'Zebra baru',
      params: 'a=1',
    });
    expect(await refusal(replacePreset(store, other.id, zebra.id, { name: 'x', params: '' }))).toMatchObject({
      extensions: { code: 'NOT_FOUND' },
    });
    expect(await refusal(deletePreset(store, other.id, alpha.id))).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await deletePreset(store, me.id, alpha.id)).toMatchObject({ id: alpha.id, name: 'alpha' });
    expect((await listPresets(store, me.id, '/dashboard/orders')).map((row) => row.name)).toEqual(['Zebra baru']);
  });

  it('refuses a name the list has in any case with CONFLICT on name, naming the preset as it is spelt', async () => {
    const me = await addStaff(store);
    await createPreset(store, me.id, preset({ name: 'Jakarta' }));
    const bandung = await createPreset(store, me.id, preset({ name: 'Bandung' }));
    const taken = {
      message: 'A preset named Jakarta already exists for this list',
      extensions: { code: 'CONFLICT', field: 'name' },
    };
    expect(await refusal(createPreset(store, me.id, preset({ name: 'JAKARTA' })))).toMatchObject(taken);
    expect(await refusal(replacePreset(store, me.id, bandung.id, { name: 'jakarta', params: '' }))).toMatchObject(
      taken,
    );
    // At once, one save of a name wins.
    const outcomes = await Promise.allSettled(
      [1, 2, 3].map(() => createPreset(store, me.id, preset({ name: 'Kembar' }))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
  });

  it(`lets no more than ${MAX_PRESETS_PER_LIST} per staff member and list through when saves arrive at once`, async () => {
    const [me, other] = [await addStaff(store), await addStaff(store)];
    const list = '/dashboard/recipe';
    for (let index = 0; index < MAX_PRESETS_PER_LIST - 3; index++)
      await createPreset(store, me.id, preset({ list, name: `Awal ${index}` }));
    // Every connection of the PostgreSQL pool open first, so the saves below start together rather than as each connects.
    await Promise.all(Array.from({ length: 4 }, () => store.query('SELECT pg_sleep(0.05)')));
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_unused, index) =>
        refusal(createPreset(store, me.id, preset({ list, name: `Bersamaan ${index}` }))),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(3);
    for (const outcome of outcomes.filter(Boolean))
      expect(outcome).toMatchObject({ message: PRESETS_FULL_MESSAGE, extensions: { code: 'CONFLICT', field: 'list' } });
    expect(await listPresets(store, me.id, list)).toHaveLength(MAX_PRESETS_PER_LIST);
    // Another staff member's presets of the list are not counted.
    await createPreset(store, other.id, preset({ list }));
  });
});

describe("the gateway's store", () => {
  it('keeps the embedded store in its folder across restarts', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'gateway-store-'));
    try {
      const { staff, saved } = await withStore({ dataDir }, async (store) => {
        const staff = await addStaff(store);
        return { staff, saved: await createPreset(store, staff.id, preset()) };
      });
      const listed = await withStore({ dataDir }, (store) => listPresets(store, staff.id, saved.list));
      expect(listed).toEqual([saved]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('is migrated once when replicas open it at the same time', async () => {
    const databaseUrl = await newDatabase();
    const stores = [1, 2, 3].map(() => gatewayStore({ databaseUrl, dataDir: null }, logger));
    try {
      const applied = await Promise.all(
        stores.map((store) => store.query<{ version: string }>('SELECT version FROM gateway_migrations')),
      );
      for (const rows of applied) expect(rows.map((row) => row.version).sort()).toEqual(MIGRATIONS);
    } finally {
      await Promise.all(stores.map((store) => store.close()));
    }
  });

  it('opens when first used, and tries again on the next use when opening failed', async () => {
    const store = gatewayStore({ databaseUrl: urlOf('gateway_later'), dataDir: null }, logger);
    try {
      await expect(store.query('SELECT 1')).rejects.toThrow(/does not exist/);
      await createDatabase('gateway_later');
      expect(await store.query('SELECT count(*)::int AS staff FROM staff')).toEqual([{ staff: 0 }]);
    } finally {
      await store.close();
    }
  });

  it('is shared by gateways on one PostgreSQL: a session and presets of one are known to the other', async () => {
    const api = await startTestRestApi({ profile: testedProfile, logLevel: 'silent' });
    const databaseUrl = await newDatabase();
    const config = testGatewayConfig({ restApiUrl: api.url, gatewayDatabaseUrl: databaseUrl });
    const [a, b] = await Promise.all([startGateway(config, logger), startGateway(config, logger)]);
    try {
      const cookie = (await graphql(a.url, LOGIN, demoAdmin)).setCookie[0]!.split(';')[0]!;
      const created = await graphql(
        a.url,
        'mutation($input: ListPresetInput!) { createListPreset(input: $input) { id name } }',
        { input: preset({ name: 'Dari gateway A' }) },
        { cookie },
      );
      const onB = await graphql(
        b.url,
        '{ me { email } listPresets(list: "/dashboard/orders") { id name } }',
        {},
        { cookie },
      );
      // Also on the spec profile, where B could not ask the REST API whose the token is.
      expect(onB.body.data).toEqual({
        me: { email: demoAdmin.email },
        listPresets: [created.body.data.createListPreset],
      });
    } finally {
      await Promise.all([a.close(), b.close()]);
      await api.close();
    }
  });

  it('answers UPSTREAM_UNAVAILABLE, saying the store is unreachable, for what needs it while it is down', async () => {
    const api = await startTestRestApi({ profile: testedProfile, logLevel: 'silent' });
    const nowhere = `postgres://postgres@127.0.0.1:${await freePort()}/gateway`;
    const gateway = await startGateway(testGatewayConfig({ restApiUrl: api.url, gatewayDatabaseUrl: nowhere }), logger);
    const unavailable = { message: STORE_UNAVAILABLE_MESSAGE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } };
    try {
      const login = await graphql(gateway.url, LOGIN, demoAdmin);
      expect(login.body.errors).toEqual([expect.objectContaining(unavailable)]);
      // A request with a session: whether a logout ended it is the store's to say, so nothing is served.
      const token = await restLoginToken(api.url);
      for (const query of ['{ me { email } }', '{ listPresets(list: "/dashboard/orders") { id } }']) {
        const { status, body } = await graphql(gateway.url, query, {}, { token });
        expect(status).toBe(503);
        expect(body).toEqual({ errors: [unavailable] });
      }
      const exported = await fetch(`${gateway.url}/export/warehouses.csv`, { headers: { token } });
      expect(exported.status).toBe(503);
      expect(await exported.json()).toEqual({ errors: [unavailable] });
    } finally {
      await gateway.close();
      await api.close();
    }
  });
});
