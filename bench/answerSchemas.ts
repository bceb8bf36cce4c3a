/**
 * What the answer boundary costs (issue 35, gateway/src/core/restAnswer.ts): the dashboard's hottest answers, a
 * page of 100 orders and one order, read by JSON.parse alone (the baseline: what the gateway did before) and by
 * JSON.parse plus the call's schema (zod/mini), in interleaved rounds. Printed: per answer, the time of each and the
 * ratio, with the load average. No budget fails the run: the figure is for docs/architecture.md's choice of library.
 */
import { readAnswer } from '../gateway/src/core/restAnswer';
import { orderReads } from '../gateway/src/orders/rest';
import { restLoginToken, startTestRestApi } from '../rest-api/src/testing';
import { formatInterleaved, interleave } from './interleave';

const ROUNDS = 15;
const READS_PER_SLICE = 200;
const quiet = { answerProblem: () => undefined };

const api = await startTestRestApi();
const token = await restLoginToken(api.url);
const text = async (path: string) => (await fetch(api.url + path, { headers: { token } })).text();
const answers = [
  { name: 'GET /orders (100 rows)', call: 'GET /orders' as const, body: await text('/orders?page=1&per_page=100') },
  { name: 'GET /orders/{id}', call: 'GET /orders/{id}' as const, body: await text('/orders/1') },
];
await api.close();

for (const { name, call, body } of answers) {
  const schema = orderReads[call]!;
  const slice = (read: (json: unknown) => unknown) => async () => {
    const started = performance.now();
    for (let index = 0; index < READS_PER_SLICE; index++) read(JSON.parse(body));
    return ((performance.now() - started) * 1000) / READS_PER_SLICE;
  };
  const result = await interleave(
    [
      { name: 'JSON.parse', run: slice((json) => json) },
      { name: 'JSON.parse + schema', run: slice((json) => readAnswer(call, schema, json, quiet)) },
    ],
    { rounds: ROUNDS, baseline: 'JSON.parse', warmUp: 2 },
  );
  console.log(`${name}: ${(body.length / 1024).toFixed(0)} KB of JSON`);
  console.log(formatInterleaved(result, 'µs per answer', [], 0));
}
