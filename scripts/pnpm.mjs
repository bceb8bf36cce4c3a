#!/usr/bin/env node
// Runs the pinned pnpm through npx, so a fresh machine needs nothing but Node.js and npm.
// (corepack would do the same, but its signature check fails against registry mirrors.)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

/** pnpm's arguments that install as CI does, and that build the three servers `npm start` and the e2e tests run. */
export const INSTALL = ['install', '--frozen-lockfile', '--prefer-offline'];
export const BUILD = [
  '--filter',
  '@backoffice/rest-api',
  '--filter',
  '@backoffice/gateway',
  '--filter',
  '@backoffice/web',
  'run',
  'build',
];

/** The command and arguments that run pnpm with `args`: for a caller that spawns it itself. */
export const pnpmCommand = (args) => ['npx', ['--yes', packageManager, ...args]];

export function pnpm(args, options = {}) {
  const result = spawnSync(...pnpmCommand(args), {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: { ...(options.env ?? process.env), npm_config_update_notifier: 'false' },
  });
  return result.status ?? 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2)));
}
