/**
 * `npm run check-upstream` against the spec as someone else read it (test/upstreamFromSpec/openapi.yaml, served by
 * Prism): its ✓ means the gateway reads every GET call there through the same schemas the screens use, and a REST
 * API that leaves out a field the gateway needs gets a ✗ naming the call and the field, and exit code 1.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { checkUpstream, hasProblems, printReport } from '../src/checkUpstream';
import { type PrismServer, startPrism } from './upstreamFromSpec/prism';

const anyone = { email: 'staff@example.com', password: 'secret' };

/**
 * Prism, but GET /orders answers its rows without the order date the gateway needs (spec 001 §3 "Order: id,
 * order_date, …").
 */
async function withoutOrderDates(target: string) {
  const server = createServer((request, response) => {
    void (async () => {
      if (request.method === 'GET' && request.url?.split('?')[0] === '/orders') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ Orders: { rows: [{ id: 1, OrderLine: { items: [] } }], count: 1 } }));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const answer = await fetch(target + request.url, {
        method: request.method,
        headers: { 'content-type': 'application/json', token: String(request.headers.token ?? '') },
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Runs the command as an operator would (tsx, as `npm run check-upstream`); its exit code and output. */
async function runCommand(url: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/checkUpstream.ts', url], {
    cwd: join(__dirname, '..'),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      UPSTREAM_EMAIL: anyone.email,
      UPSTREAM_PASSWORD: anyone.password,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

// Prism serves no REST profile of ours: this runs once, in the suite's spec-profile run, which takes every file.
describe('check-upstream against the spec read by someone else (Prism)', () => {
  let prism: PrismServer;
  let broken: { server: Server; url: string };
  beforeAll(async () => {
    prism = await startPrism('static');
    broken = await withoutOrderDates(prism.url);
  });
  afterAll(async () => {
    broken?.server.close();
    await prism?.stop();
  });

  it('finds every GET call the gateway reads there in a shape it reads', async () => {
    const report = await checkUpstream(prism.url, anyone);
    expect(hasProblems(report), printReport(prism.url, report)).toBe(false);
    expect(report.checks.filter((check) => check.result === 'ok').map((check) => check.call)).toEqual(
      expect.arrayContaining(['GET /orders', 'GET /orders/{id}', 'GET /warehouse', 'GET /samples', 'GET /tester']),
    );
  });

  it('names the call and the field the gateway needs when an answer leaves it out, and exits 1', async () => {
    const report = await checkUpstream(broken.url, anyone);
    expect(report.checks.find((check) => check.call === 'GET /orders')).toEqual({
      call: 'GET /orders',
      result: 'wrong shape',
      detail: 'GET /orders answered without rows[].order_date.',
    });
    expect(hasProblems(report)).toBe(true);
    const { code, output } = await runCommand(broken.url);
    expect(output).toContain('✗ GET /orders');
    expect(code).toBe(1);
  });
});
