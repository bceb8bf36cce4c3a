import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';

import { Pool } from 'undici';

import { demoAdmin, freePort } from '../rest-api/src/testing';

const PROBE = new URL('./probe.ts', import.meta.url).pathname;

/**
 * The gateway's settings with every cache off (gateway/src/config.ts): each request asks the REST API for all it
 * needs, as a first view does, and nothing is served again.
 */
export const GATEWAY_CACHES_OFF = {
  RESPONSE_CACHE_TTL_MS: '0',
  QUICKBOOKS_STATUS_TTL_MS: '0',
  PRODUCT_CACHE_TTL_MS: '0',
  REFERENCE_CACHE_TTL_MS: '0',
  WHOLE_LIST_TTL_MS: '0',
  OVERVIEW_CACHE_TTL_MS: '0',
} as const;

/**
 * Servers as their own processes, as in production (from source through tsx): node itself runs, not the
 * tsx wrapper, so the process measured is the server. Output goes to `<name>.log` in `logs`. Each carries
 * probe.ts, which `stats` asks over the IPC channel, and which ends the server if the benchmark ends first.
 */
export function startProcess(name: string, entry: string, env: Record<string, string>, logs: string): ChildProcess {
  const log = openSync(join(logs, `${name}.log`), 'a');
  return spawn(process.execPath, ['--import', 'tsx', '--import', PROBE, entry], {
    // Metrics on, as in production, on free ports (a stack started with `npm start` may hold the default ones).
    env: { ...process.env, NODE_ENV: 'production', GATEWAY_METRICS_PORT: '0', REST_API_METRICS_PORT: '0', ...env },
    stdio: ['ignore', log, log, 'ipc'],
  });
}

/**
 * The built web (web/dist) served as `npm start` serves it, `vite preview` with its proxy to `gatewayUrl` (and
 * `outDir` instead of web/dist when given): its address once it answers.
 */
export async function startWebPreview(
  name: string,
  gatewayUrl: string,
  logs: string,
  outDir?: string,
): Promise<{ url: string; child: ChildProcess }> {
  const web = new URL('../web/', import.meta.url).pathname;
  if (!existsSync(outDir ?? join(web, 'dist', 'index.html')))
    throw new Error('Build the web first: node scripts/pnpm.mjs --filter @backoffice/web run build');
  const port = await freePort();
  const log = openSync(join(logs, `${name}.log`), 'a');
  const child = spawn(join(web, 'node_modules', '.bin', 'vite'), ['preview', ...(outDir ? ['--outDir', outDir] : [])], {
    cwd: web,
    env: { ...process.env, GATEWAY_URL: gatewayUrl, WEB_PORT: String(port), WEB_HOST: '127.0.0.1' },
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  await whenAnswering(url, logs);
  return { url, child };
}

export interface ProcessStats {
  /** HTTP requests the process has received since it started. */
  requests: number;
  /** Requests received and not answered yet. */
  inFlight: number;
  rss: number;
  heapUsed: number;
  heapTotal: number;
}

/** Asks a server's probe (probe.ts) and waits for its answer of the same kind. */
function ask<T>(child: ChildProcess, kind: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const answer = (message: unknown) => {
      if ((message as { kind?: string }).kind !== kind) return;
      child.off('message', answer);
      resolve(message as T);
    };
    child.on('message', answer);
    if (!child.send(kind)) reject(new Error(`process ${child.pid} has no IPC channel`));
  });
}

/** The requests a server has received and its memory (bytes). */
export const stats = (child: ChildProcess) => ask<ProcessStats>(child, 'stats');

/** The requests (`GET /path?query`) a server receives while `during` runs. */
export async function callsDuring(child: ChildProcess, during: () => Promise<unknown>): Promise<string[]> {
  await ask(child, 'record');
  await during();
  return (await ask<{ calls: string[] }>(child, 'recorded')).calls;
}

/**
 * Resolves once none of the servers has a request left to answer (within `limitMs`): a load run's queue, still
 * being worked through after its clients stopped, must not eat into the next run's time.
 */
export async function whenIdle(children: ChildProcess[], limitMs = 60_000) {
  const until = performance.now() + limitMs;
  while (performance.now() < until) {
    const busy = await Promise.all(children.map(async (child) => (await stats(child)).inFlight));
    if (busy.every((count) => count === 0)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`servers still busy after ${limitMs} ms`);
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

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second on every architecture Node runs on. */
const TICKS_PER_S = 100;

/**
 * The CPU time a process has used so far, user and system (utime and stime of /proc/<pid>/stat), in ms. The
 * fields are counted after the command's closing parenthesis, since the command itself may hold spaces.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are the 14th and 15th fields; the first two (pid, command) are cut off above.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
}

/** The resident memory of a process, in MB. */
export const rssMb = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;

/**
 * The process's established TCP connections to `port` on this machine: its socket inodes matched against the
 * kernel's connection tables. Shows that two gateways are held to the same number of upstream connections.
 */
export function connectionsTo(pid: number, port: number): number {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      try {
        return [/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1]].filter(Boolean);
      } catch {
        return []; // closed meanwhile
      }
    }),
  );
  const portHex = port.toString(16).toUpperCase().padStart(4, '0');
  return ['tcp', 'tcp6']
    .flatMap((table) => readFileSync(`/proc/${pid}/net/${table}`, 'utf8').trim().split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, , remote, state, , , , , , inode]) => remote?.endsWith(`:${portHex}`) && state === '01' && inodes.has(inode!),
    ).length;
}

/** Sequential rounds of upstream requests: a new wave starts when requests pause for half the latency. */
export function countWaves(times: number[], latencyMs: number): number {
  return times.reduce(
    (waves, time, index) => (index > 0 && time - times[index - 1]! > latencyMs / 2 ? waves + 1 : waves),
    times.length ? 1 : 0,
  );
}

export const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

/**
 * One connection to the gateway at `url`, signed in there as the demo admin as the login form signs in: the pool and
 * the session cookie to send (the gateway's own session; the benchmark's gateways run with COOKIE_SECURE=false).
 */
export async function signedInPool(url: string): Promise<{ pool: Pool; cookie: string }> {
  const pool = new Pool(url, { connections: 1 });
  const login = await pool.request({
    method: 'POST',
    path: '/graphql',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($email: String!, $password: String!) { login(email: $email, password: $password) { expiresAt } }',
      variables: demoAdmin,
    }),
  });
  const setCookie = login.headers['set-cookie'];
  await login.body.text();
  return { pool, cookie: String(Array.isArray(setCookie) ? setCookie[0] : setCookie).split(';')[0]! };
}

/** The REST API from source, on a free port with a database in memory (`profile` spec or default): its child and URL. */
export async function startRestApiProcess(
  logs: string,
  profile: 'spec' | 'default',
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startProcess(
    'rest-api',
    '../rest-api/src/main.ts',
    { REST_API_PORT: String(port), DATA_DIR: ':memory:', REST_API_PROFILE: profile, LOG_LEVEL: 'warn' },
    logs,
  );
  const url = `http://127.0.0.1:${port}`;
  await whenAnswering(`${url}/healthz`, logs);
  return { url, child };
}
