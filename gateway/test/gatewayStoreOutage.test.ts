import { setTimeout as delay } from 'node:timers/promises';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { RunningRestApi } from '@backoffice/rest-api';
import { freePort, startTestRestApi, startThrowawayPostgres } from '@backoffice/rest-api/testing';
import { MAX_PRESETS_PER_LIST, PRESET_LISTS } from '@backoffice/schema/rules/listPreset';

import { testLimits } from '../../testLimits';
import { STORE_UNAVAILABLE_MESSAGE } from '../src/core/database';
import { PRESETS_LOCK } from '../src/presets/store';
import { demoAdmin, graphql, type GraphQLResponse, LOGIN, testedProfile } from './harness';
import { type ServerProcess, startServerProcess } from './serverProcess';

/**
 * The gateway's store on a real PostgreSQL that goes away under a steady writer of presets (issue 36 §1, §2): a fast
 * restart, then a `kill -9` of the postmaster and a start. Each time a save waits inside its transaction, holding its
 * pooled client, when the server goes. The gateway runs as its own process, as in production: it must stay alive,
 * answer what the outage failed with UPSTREAM_UNAVAILABLE (never an internal error), lose no save it acknowledged,
 * and save again within 10 s on fresh connections, without being restarted.
 */

const CREATE = 'mutation($input: ListPresetInput!) { createListPreset(input: $input) { id } }';
const LIST = 'query($list: String!) { listPresets(list: $list) { name } }';
/** How soon after the server is back writes must succeed again. */
const RECOVERY_MS = 10_000;

let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>>;
let api: RunningRestApi;
let gateway: ServerProcess & { url: string };
let cookie = '';
let staffId = 0;

beforeAll(async () => {
  // Synchronous commit on: a save the server acknowledged survives the kill -9 (fsync matters only if the machine dies).
  [postgres, api] = await Promise.all([
    startThrowawayPostgres({ crashSafe: true }),
    startTestRestApi({ profile: testedProfile, logLevel: 'silent' }),
  ]);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE DATABASE gateway').finally(() => admin.end());
  const port = await freePort();
  gateway = {
    ...(await startServerProcess(
      'gateway',
      {
        GATEWAY_PORT: String(port),
        GATEWAY_METRICS_PORT: 'off',
        REST_API_URL: api.url,
        GATEWAY_DATABASE_URL: postgres.urlOf('gateway'),
        LOG_LEVEL: 'info',
        NODE_ENV: 'test',
      },
      /GraphQL gateway on/,
    )),
    url: `http://127.0.0.1:${port}`,
  };
  cookie = (await graphql(gateway.url, LOGIN, demoAdmin)).setCookie[0]!.split(';')[0]!;
  staffId = Number((await graphql(gateway.url, '{ me { id } }', {}, { cookie })).body.data.me.id);
});

afterAll(async () => {
  await gateway?.stop();
  await api?.close();
  await postgres?.stop();
});

interface Preset {
  list: string;
  name: string;
}

/** Saves presets one after another, each under a new name, until stopped; keeps what each save was answered. */
function steadyWriter() {
  const acknowledged: Preset[] = [];
  const failures: Array<{ status: number; code: unknown; message: string }> = [];
  let writing = true;
  const done = (async () => {
    // Spread over every list, below the limit of each: the outages are not to meet a full list.
    for (let index = 0; writing && index < PRESET_LISTS.length * MAX_PRESETS_PER_LIST; index++) {
      const preset = { list: PRESET_LISTS[index % PRESET_LISTS.length]!, name: `Penulis ${index}` };
      const answer = await graphql(gateway.url, CREATE, { input: { ...preset, params: '' } }, { cookie }).catch(
        // No answer at all: the gateway is gone.
        (error: Error): Pick<GraphQLResponse, 'status' | 'body'> => ({
          status: 0,
          body: { errors: [{ message: error.message }] },
        }),
      );
      if (answer.body.data?.createListPreset) acknowledged.push(preset);
      else {
        const [error] = answer.body.errors ?? [];
        failures.push({ status: answer.status, code: error?.extensions?.code, message: error?.message ?? '' });
      }
      // A steady pace, not a wait for anything: some 50 saves a second.
      await delay(20);
    }
  })();
  return {
    acknowledged,
    failures,
    async stop() {
      writing = false;
      await done;
    },
  };
}

type Writer = ReturnType<typeof steadyWriter>;

/**
 * Holds the advisory lock a save of this staff member's presets takes, until a save waits for it: that save's
 * transaction then holds its client when the server goes (which ends this session too).
 */
async function holdPresetSaves() {
  const client = new pg.Client({ connectionString: postgres.urlOf('gateway') });
  client.on('error', () => undefined);
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1, $2)', [PRESETS_LOCK, staffId]);
  await vi.waitFor(
    async () => {
      const { rows } = await client.query(
        "SELECT count(*)::int AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
      );
      expect(rows[0].waiting).toBeGreaterThan(0);
    },
    { timeout: testLimits.waitMs, interval: 20 },
  );
}

/** Waits until the writer has a save acknowledged after the `before` it had: within RECOVERY_MS of `back`. */
async function savesAgain(writer: Writer, before: number, back: number) {
  await vi.waitFor(
    () => {
      expect(gateway.process.exitCode, 'the gateway process has ended').toBeNull();
      expect(writer.acknowledged.length).toBeGreaterThan(before);
    },
    { timeout: testLimits.waitMs, interval: 50 },
  );
  expect(performance.now() - back).toBeLessThan(RECOVERY_MS);
}

async function expectAlive() {
  expect(gateway.process.exitCode).toBeNull();
  expect(gateway.process.signalCode).toBeNull();
  expect((await fetch(`${gateway.url}/healthz`)).status).toBe(200);
}

describe("the gateway's store on PostgreSQL that goes away", () => {
  it('keeps the gateway alive, fails only the requests it caught, and loses no acknowledged save', async () => {
    const writer = steadyWriter();
    try {
      await vi.waitFor(() => expect(writer.acknowledged.length).toBeGreaterThan(0), { timeout: testLimits.waitMs });

      await holdPresetSaves();
      await postgres.restart();
      await savesAgain(writer, writer.acknowledged.length, performance.now());
      await expectAlive();

      await holdPresetSaves();
      await postgres.kill();
      // While it is down: what needs the store says so, for a login as for a session's request.
      const login = await graphql(gateway.url, LOGIN, demoAdmin);
      expect(login.body.errors).toEqual([
        expect.objectContaining({ message: STORE_UNAVAILABLE_MESSAGE, extensions: { code: 'UPSTREAM_UNAVAILABLE' } }),
      ]);
      const presets = await graphql(gateway.url, LIST, { list: '/dashboard/orders' }, { cookie });
      expect(presets.status).toBe(503);
      expect(presets.body.errors![0]).toMatchObject({
        message: STORE_UNAVAILABLE_MESSAGE,
        extensions: { code: 'UPSTREAM_UNAVAILABLE' },
      });
      const acknowledgedBeforeStart = writer.acknowledged.length;
      await postgres.start();
      await savesAgain(writer, acknowledgedBeforeStart, performance.now());
    } finally {
      await writer.stop();
    }
    await expectAlive();

    // The saves caught by the outages (at least the two held ones) failed as unavailable, nothing else.
    expect(writer.failures.length).toBeGreaterThanOrEqual(2);
    for (const failure of writer.failures)
      expect(failure).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', message: STORE_UNAVAILABLE_MESSAGE });
    const stored = new Set<string>();
    for (const list of PRESET_LISTS) {
      const { body } = await graphql(gateway.url, LIST, { list }, { cookie });
      for (const { name } of body.data.listPresets) stored.add(`${list} ${name}`);
    }
    const lost = writer.acknowledged.filter(({ list, name }) => !stored.has(`${list} ${name}`));
    expect(lost).toEqual([]);
    // Each outage logged once as it began, and once as it ended.
    const logged = (text: string) => gateway.lines.filter((line) => line.includes(text)).length;
    expect([logged('gateway store: unreachable'), logged('gateway store: reachable again')]).toEqual([2, 2]);
  });
});
