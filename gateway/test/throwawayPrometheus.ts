import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { freePort } from './throwawayRedis';

/** Debian's `prometheus` package (.ci/run installs it): the server and promtool. */
const PROMETHEUS = '/usr/bin/prometheus';
export const PROMTOOL = '/usr/bin/promtool';

export interface PrometheusResult {
  metric: Record<string, string>;
  value: [number, string];
}

/** Runs promtool; resolves with its exit code and output (stdin given as text). */
export async function promtool(args: string[], stdin?: string): Promise<{ code: number; output: string }> {
  const child = execFile(PROMTOOL, args);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  child.stdin!.end(stdin ?? '');
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

/**
 * A Prometheus server of Debian's package on a free loopback port, scraping `targets` (job name → host:port) every
 * second into a temporary folder; `stop()` kills it and removes the folder.
 */
export async function throwawayPrometheus(targets: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'prometheus-'));
  const port = await freePort();
  const jobs = Object.entries(targets).map(
    ([job, target]) => `  - job_name: ${job}\n    static_configs:\n      - targets: ['${target}']`,
  );
  writeFileSync(
    join(folder, 'prometheus.yml'),
    `global:\n  scrape_interval: 1s\n  evaluation_interval: 1s\nscrape_configs:\n${jobs.join('\n')}\n`,
  );
  const server: ChildProcess = spawn(
    PROMETHEUS,
    [
      `--config.file=${join(folder, 'prometheus.yml')}`,
      `--storage.tsdb.path=${join(folder, 'data')}`,
      `--web.listen-address=127.0.0.1:${port}`,
    ],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  const prometheus = {
    url,
    /** An instant query's result through the HTTP API (`/api/v1/query`). */
    async query(expression: string): Promise<PrometheusResult[]> {
      const response = await fetch(`${url}/api/v1/query?${new URLSearchParams({ query: expression })}`);
      const body = (await response.json()) as { status: string; error?: string; data: { result: PrometheusResult[] } };
      if (body.status !== 'success') throw new Error(`${expression}: ${body.error}`);
      return body.data.result;
    },
    /** Waits until `expression` answers what `accept` accepts (scrapes come every second). */
    async until(expression: string, accept: (result: PrometheusResult[]) => boolean): Promise<PrometheusResult[]> {
      return vi.waitFor(
        async () => {
          const result = await prometheus.query(expression);
          if (!accept(result)) throw new Error(`${expression} answered ${JSON.stringify(result)}`);
          return result;
        },
        { timeout: testLimits.waitMs, interval: 250 },
      );
    },
    async stop() {
      if (server.exitCode === null) {
        const exited = once(server, 'exit');
        server.kill('SIGKILL');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
  await vi.waitFor(
    async () => {
      if (!(await fetch(`${url}/-/ready`)).ok) throw new Error('Prometheus is not ready');
    },
    { timeout: testLimits.waitMs, interval: 100 },
  );
  return prometheus;
}
