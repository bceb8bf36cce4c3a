import { Writable } from 'node:stream';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestRestApi } from '@backoffice/rest-api/testing';

import { createLogger } from '../src/core/logger';
import { buildSchema } from '../src/schema';
import { type Gateway, startGateway } from '../src/server';
import { demoAdmin, testedProfile, testGatewayConfig } from './harness';
import {
  dashboardOperations,
  dashboardRun,
  isUnclear,
  type OperationOutcome,
  outcomeTable,
  runOperation,
  runOperations,
  sampleVariables,
} from './upstreamFromSpec/dashboardOperations';
import { type HostileProxy, startHostileProxy, type TransformPlan, TRANSFORMS } from './upstreamFromSpec/hostileProxy';

/**
 * Issue 35 §5: between the gateway and the REST API (the real stand-in, on this run's profile) a proxy rewrites
 * every JSON answer as fast-check's plan says — numbers as numeric strings, extra fields, missing fields, nulls,
 * unknown enum values, other wrappers where the spec shows none. Every dashboard operation then still gives data
 * or a clear error code (never INTERNAL_SERVER_ERROR), and with only numbers as text and extra fields the orders'
 * money reads exactly as without the proxy's changes.
 *
 * `HOSTILE_RUNS` (plans per property, default 3) and `HOSTILE_SEED` make a larger or another run:
 *   cd gateway && HOSTILE_RUNS=20 HOSTILE_SEED=7 npx vitest run test/hostileUpstream.test.ts
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 3);
const SEED = Number(process.env.HOSTILE_SEED ?? 20261127);

const schema = buildSchema();
const operations = dashboardOperations();
const login = operations.find((operation) => operation.name === 'Login')!;
/** The orders' reads that show money (totals, prices, fees), each over every order the list holds. */
const MONEY_READS = ['Orders', 'OrderDetail', 'OrderForm', 'OrdersForPrint', 'ConsignmentOrders', 'OrderConsignment'];
const moneyOperations = operations.filter((operation) => MONEY_READS.includes(operation.name));

const plans = (kinds: fc.Arbitrary<TransformPlan['kinds']>) =>
  fc.record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    kinds,
    rate: fc.constantFrom(0.05, 0.2, 0.5, 1),
  });

/** Every money-like number in `data`, by its path: what must not change when numbers come as text. */
function moneyOf(data: unknown, path = ''): Record<string, unknown> {
  if (Array.isArray(data)) return Object.assign({}, ...data.map((item, index) => moneyOf(item, `${path}[${index}]`)));
  if (typeof data !== 'object' || data === null) return {};
  const found: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (/total|price|fee|amount|tax|money/i.test(key) && (typeof value === 'number' || value === null))
      found[`${path}.${key}`] = value;
    Object.assign(found, moneyOf(value, `${path}.${key}`));
  }
  return found;
}

describe('the gateway over an API that answers otherwise where the spec is silent', () => {
  let api: Awaited<ReturnType<typeof startTestRestApi>> | undefined;
  let proxy: HostileProxy | undefined;
  let gateway: Gateway | undefined;
  let cookie = '';
  const logLines: string[] = [];

  beforeAll(async () => {
    api = await startTestRestApi({ profile: testedProfile });
    proxy = await startHostileProxy(api.url);
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    gateway = await startGateway(testGatewayConfig({ restApiUrl: proxy.url }), createLogger('warn', logStream));
    const signIn = await runOperation(gateway.url, '', login, demoAdmin);
    cookie = signIn.setCookie[0]!.split(';')[0]!;
  });
  afterAll(async () => {
    await gateway?.close();
    await proxy?.close();
    await api?.close();
  });

  /** The money reads over every order (no filter), with their variables. */
  const moneyRun = async () => {
    const outcomes: OperationOutcome[] = [];
    for (const operation of moneyOperations) {
      const variables = sampleVariables(schema, operation);
      if ('filter' in variables) variables.filter = null;
      if ('perPage' in variables) variables.perPage = 100;
      outcomes.push(await runOperation(gateway!.url, cookie, operation, variables));
    }
    return outcomes;
  };

  it('reads the same money when numbers come as numeric strings and answers carry extra fields', async () => {
    proxy!.use(null);
    const plain = await moneyRun();
    const plainMoney = plain.map((outcome) => moneyOf(outcome.data));
    console.log(outcomeTable('money reads, answers unchanged', plain));
    expect(plain.map((outcome) => outcome.outcome)).toEqual(plain.map(() => 'data'));
    // The comparison means something: the orders hold totals above zero.
    expect(Object.values(plainMoney[0]!).some((value) => typeof value === 'number' && value > 0)).toBe(true);

    await fc.assert(
      fc.asyncProperty(
        plans(fc.subarray(['numbersAsText', 'extraFields'] as const, { minLength: 1 })),
        async (plan) => {
          proxy!.use(plan);
          try {
            const changed = await moneyRun();
            for (const [index, outcome] of changed.entries()) {
              expect(outcome.outcome, `${outcome.name} under ${JSON.stringify(plan)}: ${outcome.messages[0]}`).toBe(
                'data',
              );
              expect(moneyOf(outcome.data), `${outcome.name} under ${JSON.stringify(plan)}`).toEqual(plainMoney[index]);
            }
          } finally {
            proxy!.use(null);
          }
        },
      ),
      { seed: SEED, numRuns: RUNS * 2, endOnFailure: true },
    );
  });

  it('answers every dashboard operation with data or a clear error code, whatever the answers look like', async () => {
    const run = dashboardRun(operations);
    const seen: string[] = [];
    await fc.assert(
      fc.asyncProperty(plans(fc.subarray([...TRANSFORMS], { minLength: 1 })), async (plan) => {
        proxy!.use(plan);
        try {
          const outcomes = await runOperations(gateway!.url, cookie, schema, run);
          console.log(outcomeTable(`answers rewritten by ${JSON.stringify(plan)}`, outcomes));
          const unclear = outcomes
            .filter(isUnclear)
            .map(({ name, outcome, messages }) => `${name}: ${outcome} ${messages[0]}`);
          seen.push(...unclear);
          expect(unclear, `plan ${JSON.stringify(plan)}; gateway log:\n${logLines.join('').slice(-3000)}`).toEqual([]);
        } finally {
          proxy!.use(null);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    expect(seen).toEqual([]);
    expect((await fetch(`${gateway!.url}/healthz`)).status).toBe(200);
  });
});
