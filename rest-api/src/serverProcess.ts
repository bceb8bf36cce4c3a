import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';

import { testLimits } from '../../testLimits';
import { packageRoot } from './core/packageRoot';

/** Waits until `process` has printed a line matching `pattern` on stdout. */
export async function printed(
  process: ChildProcess,
  pattern: RegExp,
  timeoutMs: number = testLimits.waitMs,
): Promise<void> {
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

export interface ServerProcess {
  process: ChildProcess;
  /** Its standard output, line by line (JSON log lines). */
  lines: string[];
  /** SIGTERM (the server flushes what it holds, spans included), SIGKILL after 10 s so a stuck one cannot hang the run. */
  stop(): Promise<void>;
}

/**
 * A server of the repository (`gateway` or `rest-api`) as production runs it, its own process, from source through
 * tsx, with `env` only beside PATH and HOME; resolves once it has printed `started`. One that never does is killed.
 * For the tests of every package, which start their servers this way (testing.ts).
 */
export async function startServerProcess(
  folder: 'gateway' | 'rest-api',
  env: Record<string, string>,
  started: RegExp,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(dirname(packageRoot()), folder),
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    const complete = (partial + chunk.toString()).split('\n');
    partial = complete.pop()!;
    lines.push(...complete);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const stuck = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(stuck);
  };
  try {
    await printed(child, started, testLimits.serverStartMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { process: child, lines, stop };
}
