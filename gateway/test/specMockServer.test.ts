import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createLogger } from '../src/core/logger';
import { buildSchema } from '../src/schema';
import { type Gateway, startGateway } from '../src/server';
import { demoAdmin, testGatewayConfig } from './harness';
import {
  dashboardOperations,
  dashboardRun,
  isUnclear,
  outcomeTable,
  runOperation,
  runOperations,
} from './upstreamFromSpec/dashboardOperations';
import { type PrismMode, type PrismServer, startPrism } from './upstreamFromSpec/prism';

/**
 * Issue 35 §5, "a mock server from the spec text": the gateway in front of Stoplight Prism serving
 * upstreamFromSpec/openapi.yaml — the company's API as someone else reads the spec, never our stand-in — in static
 * mode (the document's examples) and in dynamic mode (random data that fits its schemas, seeded). Every operation
 * the dashboard sends, with sensible variables, gives data or a clear error code: never INTERNAL_SERVER_ERROR, an
 * error without a code, or no answer; and the gateway keeps running.
 */
const schema = buildSchema();
const operations = dashboardOperations();
const login = operations.find((operation) => operation.name === 'Login')!;

describe.each<PrismMode>(['static', 'dynamic'])('the gateway over the spec read by someone else, Prism %s', (mode) => {
  let prism: PrismServer | undefined;
  let gateway: Gateway | undefined;
  const logLines: string[] = [];

  beforeAll(async () => {
    prism = await startPrism(mode);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    gateway = await startGateway(testGatewayConfig({ restApiUrl: prism.url }), createLogger('warn', logStream));
  });
  afterAll(async () => {
    await gateway?.close();
    await prism?.stop();
  });

  it('signs in, then every dashboard operation gives data or a clear error code', async () => {
    const signIn = await runOperation(gateway!.url, '', login, demoAdmin);
    const cookie = signIn.setCookie[0]?.split(';')[0] ?? '';

    const outcomes = [signIn, ...(await runOperations(gateway!.url, cookie, schema, dashboardRun(operations)))];
    console.log(outcomeTable(`Prism ${mode}`, outcomes));

    expect(cookie, 'the login answer (a token only) gives a session').toMatch(/^bo_session=./);
    const unclear = outcomes
      .filter(isUnclear)
      .map(({ name, outcome, messages }) => `${name}: ${outcome} ${messages[0]}`);
    expect(unclear, `unclear answers over Prism ${mode}; gateway log:\n${logLines.join('').slice(-4000)}`).toEqual([]);
    // Still serving after all of it.
    expect((await fetch(`${gateway!.url}/healthz`)).status).toBe(200);
  });
});
