// The three processes of the stack, their addresses and how to wait for them; shared by start.mjs.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Every variable of the table in docs/configuration.md, with its default; a later one may use an earlier one. */
export function stackEnv(env = process.env) {
  const restPort = env.REST_API_PORT ?? '4001';
  const gatewayPort = env.GATEWAY_PORT ?? '4000';
  return {
    ...env,
    REST_API_PORT: restPort,
    GATEWAY_PORT: gatewayPort,
    WEB_PORT: env.WEB_PORT ?? '3000',
    REST_API_URL: env.REST_API_URL ?? `http://localhost:${restPort}`,
    GATEWAY_URL: env.GATEWAY_URL ?? `http://localhost:${gatewayPort}`,
    ADMIN_EMAIL: env.ADMIN_EMAIL ?? 'admin@example.com',
    ADMIN_PASSWORD: env.ADMIN_PASSWORD ?? 'admin12345',
  };
}

const bin = (pkg, name) => join(root, pkg, 'node_modules', '.bin', name);

export function processes(env, dev) {
  return [
    {
      name: 'rest-api',
      cwd: join(root, 'rest-api'),
      command: dev ? [bin('rest-api', 'tsx'), 'watch', 'src/main.ts'] : ['node', 'dist/main.js'],
    },
    {
      name: 'gateway',
      cwd: join(root, 'gateway'),
      command: dev ? [bin('gateway', 'tsx'), 'watch', 'src/main.ts'] : ['node', 'dist/main.js'],
    },
    { name: 'web', cwd: join(root, 'web'), command: [bin('web', 'vite'), ...(dev ? [] : ['preview'])] },
  ].map((process) => ({ ...process, env }));
}

/** Starts each process with its output prefixed by its name. */
export function launch({ name, cwd, command, env }) {
  const child = spawn(command[0], command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `.padEnd(11);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  return child;
}

export async function waitFor(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
