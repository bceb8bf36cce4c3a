import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';

import { freePort } from '@backoffice/rest-api/testing';

import { testLimits } from '../../testLimits';

export { freePort };

/** Waits until `process` has printed a line matching `pattern` on stdout. */
export async function printed(process: ChildProcess, pattern: RegExp, timeoutMs = testLimits.waitMs): Promise<void> {
  let seen = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Not printed within ${timeoutMs} ms: ${pattern}\n${seen}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (pattern.test(seen)) {
        clearTimeout(timer);
        process.stdout!.off('data', onData);
        resolve();
      }
    };
    process.stdout!.on('data', onData);
  });
}

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
