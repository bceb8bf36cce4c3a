import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';

import type { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';

import { freePort, printed } from '@backoffice/rest-api/testing';

import { createLogger } from '../src/core/logger';
import { connectSharedState, firstConnection } from '../src/core/sharedState';

export { freePort };

/**
 * A redis-server of Debian's package on a free loopback port, with nothing saved to disk; `stop()` kills it
 * at once (as a crash would), `start()` brings it back on the same port, empty.
 */
export async function throwawayRedis() {
  const port = await freePort();
  let server: ChildProcess | undefined;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      server = spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      await printed(server, /Ready to accept connections/);
    },
    async stop() {
      if (!server || server.exitCode !== null) return;
      const exited = once(server, 'exit');
      server.kill('SIGKILL');
      await exited;
    },
  };
  await redis.start();
  return redis;
}

/** Whether redis-server is installed; where it is not, says that `what` (a file's tests) are skipped. */
export function redisServerInstalled(what: string) {
  const installed = spawnSync('redis-server', ['--version']).status === 0;
  if (!installed) console.warn(`redis-server is not installed (apt-get install redis-server): ${what} are skipped.`);
  return installed;
}

/**
 * One throw-away redis-server for a test file's tests (started before them, stopped after them), and clients of
 * it as replicas have, each connected and later closed. `installed` is false where redis-server is missing: the
 * file then says so and skips its tests (`describe.runIf(redisServer.installed)`); `.ci/run` installs it.
 */
export function redisForTestFile(what: string) {
  const installed = redisServerInstalled(what);
  let redis: Awaited<ReturnType<typeof throwawayRedis>> | undefined;
  const clients: Redis[] = [];
  beforeAll(async () => {
    if (installed) redis = await throwawayRedis();
  });
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await redis?.stop();
  });
  return {
    installed,
    /** A client connected to the server (or to `url`), as one replica's. */
    async client(url = redis!.url) {
      const client = connectSharedState(url, createLogger('silent'));
      clients.push(client);
      await firstConnection(client);
      return client;
    },
  };
}
