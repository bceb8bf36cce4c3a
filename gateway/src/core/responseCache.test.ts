import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { type OperationDefinitionNode, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

import { isWrite } from './plugins';
import { KeptAnswers } from './responseCache';

const run = promisify(execFile);
const operation = (text: string) => parse(text).definitions[0] as OperationDefinitionNode;

describe('isWrite', () => {
  const save = operation('mutation { setWarehouseActive(id: "3", active: false) { id } }');
  const login = operation('mutation { login(email: "a@b.c", password: "x") { expiresAt } }');

  it('counts any mutation run with a session, whatever its outcome', () => {
    expect(isWrite(save, true, false)).toBe(true);
    expect(isWrite(save, true, true)).toBe(true);
  });

  it('counts a login that signed in, not one refused nor anything else sent without a session', () => {
    expect(isWrite(login, false, false)).toBe(true);
    expect(isWrite(login, false, true)).toBe(false);
    expect(isWrite(login, true, true), 'a stale cookie makes a refused login no write').toBe(false);
    expect(isWrite(save, false, true), 'refused without a session before it ran').toBe(false);
    expect(isWrite(operation('mutation { __typename }'), false, false)).toBe(false);
  });
});

/** An answer as a screen gets it. */
const answer = (page: number, rows: number) => ({
  orders: Array.from({ length: rows }, (_, row) => `SO-${page}-${row}`),
});

/** test/keptAnswersHeap.ts in a process of its own: the heap KeptAnswers holds when offered twice `maxBytes`. */
async function measureKeptAnswers(maxBytes: number) {
  const script = fileURLToPath(new URL('../../test/keptAnswersHeap.ts', import.meta.url));
  const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', script, String(maxBytes)], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
  });
  return JSON.parse(stdout) as { keptBytes: number; heapBytes: number; firstKept: boolean };
}

describe('KeptAnswers', () => {
  it('keeps answers within 1.5× the heap RESPONSE_CACHE_MB allows, and uses at least half of it', async () => {
    const maxBytes = 16_000_000;
    const { keptBytes, heapBytes, firstKept } = await measureKeptAnswers(maxBytes);
    expect(keptBytes).toBeLessThanOrEqual(maxBytes);
    expect(heapBytes).toBeLessThanOrEqual(1.5 * maxBytes);
    expect(heapBytes).toBeGreaterThanOrEqual(0.5 * maxBytes);
    expect(firstKept, 'the first answer went first').toBe(false);
  });

  it('serves an answer only at the count of writes it was kept at', () => {
    const kept = new KeptAnswers(60_000, 1_000_000);
    kept.set('k', answer(1, 2), { epoch: 'e', count: 2 });
    expect(kept.get('k', { epoch: 'e', count: 2 })).toEqual(answer(1, 2));
    expect(kept.get('k', { epoch: 'e', count: 3 })).toBeUndefined();
    expect(kept.get('k', { epoch: 'f', count: 2 }), 'the same count in a new epoch is another one').toBeUndefined();
  });
});
