#!/usr/bin/env node
// The REST API's tests a second time, on a throw-away PostgreSQL server (test/postgresSetup.ts starts and
// stops it). Skipped, saying so, where PostgreSQL is not installed; `.ci/run` installs it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = '/usr/lib/postgresql';
const installed =
  (process.env.PG_BIN && existsSync(join(process.env.PG_BIN, 'initdb'))) ||
  (existsSync(root) && readdirSync(root).some((version) => existsSync(join(root, version, 'bin', 'initdb'))));
if (!installed) {
  console.log(
    'PostgreSQL is not installed (apt-get install postgresql): the REST API tests ran on the embedded database only.',
  );
  process.exit(0);
}
console.log('\nThe REST API tests tagged `postgres` (vitest.config.ts) again, on PostgreSQL:');
const run = spawnSync('vitest', ['run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  shell: true,
  env: { ...process.env, REST_API_TEST_DATABASE: 'postgres' },
});
process.exit(run.status ?? 1);
