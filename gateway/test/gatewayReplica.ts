import { demoAdmin, graphql, LOGIN } from './harness';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { freePort } from './throwawayRedis';

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
