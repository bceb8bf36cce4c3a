import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Servers as their own processes, as in production (from source through tsx): node itself runs, not the
 * tsx wrapper, so the process measured is the server. Output goes to `<name>.log` in `logs`.
 */
export function startProcess(name: string, entry: string, env: Record<string, string>, logs: string): ChildProcess {
  const log = openSync(join(logs, `${name}.log`), 'a');
  return spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', log, log],
  });
}

export async function whenAnswering(url: string, logs: string) {
  for (let tries = 0; tries < 300; tries++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not start; see ${logs}`);
}

/** The resident memory of a process, in MB. */
export const rssMb = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;

/** Sequential rounds of upstream requests: a new wave starts when requests pause for half the latency. */
export function countWaves(times: number[], latencyMs: number): number {
  return times.reduce(
    (waves, time, index) => (index > 0 && time - times[index - 1]! > latencyMs / 2 ? waves + 1 : waves),
    times.length ? 1 : 0,
  );
}

export const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
