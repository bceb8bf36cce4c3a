import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:net';
import { join } from 'node:path';

import { freePort } from '@backoffice/rest-api/testing';

import { testLimits } from '../../../testLimits';

const gatewayFolder = join(__dirname, '..', '..');

/** The OpenAPI document someone else wrote from the spec text alone (issue 35 §5). */
export const SPEC_READING = join(__dirname, 'openapi.yaml');

export type PrismMode = 'static' | 'dynamic';

export interface PrismServer {
  url: string;
  mode: PrismMode;
  /** What Prism printed last (its warnings and errors), for a failure's message. */
  output(): string;
  /** Kills it by its pid and waits for it to exit. */
  stop(): Promise<void>;
}

/** Whether something listens on `port` of the loopback now. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Stoplight Prism serving `document` on a free loopback port: `static` answers each operation's examples, `dynamic`
 * (`-d`) random data that fits its schemas, the same for the same `seed`. Started from the gateway's node_modules,
 * polled until its port answers (under testLimits.waitMs), stopped by its pid.
 */
export async function startPrism(mode: PrismMode, { document = SPEC_READING, seed = 35 } = {}): Promise<PrismServer> {
  const port = await freePort();
  const args = ['mock', document, '--host', '127.0.0.1', '--port', String(port), '--verboseLevel', 'warn'];
  if (mode === 'dynamic') args.push('--dynamic', '--seed', String(seed));
  const child: ChildProcess = spawn(join(gatewayFolder, 'node_modules', '.bin', 'prism'), args, {
    cwd: gatewayFolder,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Read everything it prints (a full pipe would stop it), keeping the last few kilobytes.
  let printed = '';
  const keep = (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-8_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + testLimits.waitMs;
  while (!(await listening(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`Prism (${mode}) did not listen on ${port} within ${testLimits.waitMs} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, mode, output: () => printed, stop };
}
