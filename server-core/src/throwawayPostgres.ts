import { execFile as execFileCallback } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chown, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);

/**
 * A PostgreSQL server of the installed `postgresql` package (Debian's), started in a temporary folder on a
 * free loopback port for tests and benchmarks, and removed again by `stop()`. Durability is switched off
 * (fsync, and synchronous commit unless `crashSafe`): nothing here outlives the run.
 */
interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:{port}/postgres — the superuser on the maintenance database. */
  url: string;
  port: number;
  /** The address of another database on the same server. */
  urlOf(database: string): string;
  /** `pg_ctl restart -m fast`: every session is ended, the server shuts down cleanly and starts again. */
  restart(): Promise<void>;
  /** `kill -9` of the postmaster, as a crash: its sessions end, the server is down until `start()`. */
  kill(): Promise<void>;
  /** Starts the server again after `kill()`, on the same port and data (crash recovery first). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** The newest installed server's bin folder (`PG_BIN` first), or null when PostgreSQL is not installed. */
function postgresBinDir(): string | null {
  const candidates = [process.env.PG_BIN];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(root, version, 'bin')));
  }
  return (
    candidates.find(
      (dir): dir is string => !!dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')),
    ) ?? null
  );
}

/** Whether a PostgreSQL server can be started here: tests that need one of their own are skipped, saying so, without. */
export const postgresInstalled = () => postgresBinDir() !== null;

/** A TCP port nothing listens on now: throw-away servers and benchmarks of several runs at once do not collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** PostgreSQL refuses to run as root: as root, its programs run as the package's `postgres` user. */
async function asServerUser(): Promise<{
  wrap: (command: string, args: string[]) => [string, string[]];
  uid?: number;
  gid?: number;
}> {
  if (process.getuid?.() !== 0) return { wrap: (command, args) => [command, args] };
  const uid = Number((await execFile('id', ['-u', 'postgres'])).stdout.trim());
  const gid = Number((await execFile('id', ['-g', 'postgres'])).stdout.trim());
  return { wrap: (command, args) => ['runuser', ['-u', 'postgres', '--', command, ...args]], uid, gid };
}

/** True when the process `pid` still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startThrowawayPostgres(
  options: {
    maxConnections?: number;
    /** Keeps synchronous commit on, so a commit acknowledged before `kill()` survives it (fsync is not needed for that). */
    crashSafe?: boolean;
  } = {},
): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error('PostgreSQL is not installed (apt-get install postgresql), or set PG_BIN to its bin folder');
  const folder = await mkdtemp(join(tmpdir(), 'backoffice-pg-'));
  const data = join(folder, 'data');
  const user = await asServerUser();
  if (user.uid !== undefined) await chown(folder, user.uid, user.gid!);
  const run = (program: string, args: string[]) => {
    const [command, fullArgs] = user.wrap(join(bin, program), args);
    return execFile(command, fullArgs, { cwd: folder });
  };

  const port = await freePort();
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const settings = [
    `-c port=${port}`,
    '-c listen_addresses=127.0.0.1',
    `-c unix_socket_directories=${folder}`,
    `-c max_connections=${options.maxConnections ?? 200}`,
    '-c fsync=off',
    `-c synchronous_commit=${options.crashSafe ? 'on' : 'off'}`,
    '-c full_page_writes=off',
  ].join(' ');
  // With its log a file, the server keeps no pipe of ours open, which execFile would wait for.
  const log = join(folder, 'server.log');
  const start = () => run('pg_ctl', ['-D', data, '-o', settings, '-l', log, '-w', '-t', '60', 'start']);
  await start();

  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  /** The postmaster's and its children's ids: postmaster.pid's first line, and the processes whose parent it is. */
  const serverProcesses = async () => {
    const postmaster = Number((await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const children = await execFile('pgrep', ['-P', String(postmaster)]).then(
      ({ stdout }) => stdout.split('\n').filter(Boolean).map(Number),
      () => [],
    );
    return { postmaster, children };
  };
  let killed: number[] = [];
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    async restart() {
      await run('pg_ctl', ['-D', data, '-o', settings, '-l', log, '-m', 'fast', '-w', '-t', '60', 'restart']);
    },
    async kill() {
      const { postmaster, children } = await serverProcesses();
      process.kill(postmaster, 'SIGKILL');
      killed = children;
    },
    async start() {
      // The orphaned sessions notice the postmaster's death and end; until they have, the shared memory they hold
      // keeps a new postmaster from starting.
      const deadline = Date.now() + 60_000;
      while (killed.some(running)) {
        if (Date.now() > deadline) throw new Error('PostgreSQL sessions outlived their postmaster by 60 s');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await start();
    },
    async stop() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}
