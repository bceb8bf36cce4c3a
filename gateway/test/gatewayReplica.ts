import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

import type { RunningRestApi } from '@backoffice/rest-api';
import { startTestRestApi, startThrowawayPostgres } from '@backoffice/rest-api/testing';

import { demoAdmin, graphql, LOGIN, testedProfile } from './harness';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { freePort, redisServerInstalled, throwawayRedis } from './throwawayRedis';

/**
 * A gateway process as one of several replicas behind a load balancer, sharing `REDIS_URL` with the others, and their
 * store when `storeUrl` (a PostgreSQL database) is given, as production must for what one replica knows of another's
 * sessions (logouts, who signed in); else a store of its own in memory.
 */
export interface Replica extends ServerProcess {
  url: string;
}

export async function startReplica(restApiUrl: string, redisUrl: string, storeUrl?: string): Promise<Replica> {
  const port = await freePort();
  const replica = await startServerProcess(
    'gateway',
    {
      GATEWAY_PORT: String(port),
      // Two replicas on one machine: metrics on free ports.
      GATEWAY_METRICS_PORT: '0',
      REST_API_URL: restApiUrl,
      REDIS_URL: redisUrl,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...(storeUrl ? { GATEWAY_DATABASE_URL: storeUrl } : { GATEWAY_DATA_DIR: ':memory:' }),
    },
    /GraphQL gateway on/,
  );
  return { ...replica, url: `http://127.0.0.1:${port}` };
}

/** Signs the demo admin in through `replica`; answers the session cookie. */
export const signIn = async (replica: Replica) =>
  (await graphql(replica.url, LOGIN, demoAdmin)).setCookie[0]!.split(';')[0]!;

/** What replicaPair started, once its beforeAll has run. */
export interface ReplicaPair {
  a: Replica;
  b: Replica;
  cookieA: string;
  cookieB: string;
  redis: Awaited<ReturnType<typeof throwawayRedis>>;
  api: RunningRestApi;
  /** Every REST call the pair made, as `GET /path?query`. */
  upstream: string[];
}

/**
 * Two replicas in front of one real REST API, sharing a throw-away redis-server and, with `sharedStore`, a
 * throw-away PostgreSQL as their store (as production must for sessions; else a store each in memory), each signed
 * in: started before a file's tests, stopped after them. `installed` is false where redis-server is missing, and
 * the file then skips its tests (`describe.runIf(pair.installed)`); `.ci/run` installs it.
 */
export function replicaPair(what: string, { sharedStore = false } = {}) {
  const installed = redisServerInstalled(what);
  let started: ReplicaPair | undefined;
  let postgres: Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined;
  beforeAll(async () => {
    if (!installed) return;
    const upstream: string[] = [];
    const [redis, api] = await Promise.all([
      throwawayRedis(),
      startTestRestApi(
        { profile: testedProfile },
        { observeRequest: (method, url) => void upstream.push(`${method} ${url}`) },
      ),
    ]);
    let storeUrl: string | undefined;
    if (sharedStore) {
      postgres = await startThrowawayPostgres();
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query('CREATE DATABASE gateway').finally(() => admin.end());
      storeUrl = postgres.urlOf('gateway');
    }
    const [a, b] = await Promise.all([
      startReplica(api.url, redis.url, storeUrl),
      startReplica(api.url, redis.url, storeUrl),
    ]);
    const [cookieA, cookieB] = await Promise.all([signIn(a), signIn(b)]);
    started = { a, b, cookieA, cookieB, redis, api, upstream };
  });
  afterAll(async () => {
    await Promise.all([started?.a.stop(), started?.b.stop()]);
    await started?.api.close();
    await started?.redis.stop();
    await postgres?.stop();
  });
  return {
    installed,
    /** The pair, for a beforeAll registered after this call (hooks run in order) or a test. */
    started(): ReplicaPair {
      if (!started) throw new Error('The replicas start in beforeAll');
      return started;
    },
  };
}
