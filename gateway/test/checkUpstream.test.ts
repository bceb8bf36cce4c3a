import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RunningRestApi } from '@backoffice/rest-api';
import { startTestRestApi } from '@backoffice/rest-api/testing';

import { checkUpstream, hasProblems, printReport } from '../src/checkUpstream';
import { demoAdmin } from './harness';

/**
 * `npm run check-upstream` against both profiles of the stand-in: what it would tell of the company's API. It starts
 * both itself, so the suite's spec-profile run, which takes every file, is where it runs.
 */
describe.each(['default', 'spec'] as const)('check-upstream against the %s profile', (profile) => {
  let api: RunningRestApi;
  const calls: string[] = [];
  beforeAll(async () => {
    api = await startTestRestApi({ profile }, { observeRequest: (method, url) => void calls.push(`${method} ${url}`) });
  });
  afterAll(() => api.close());

  it('without credentials reads only what needs no session, and says how to check the calls', async () => {
    const report = await checkUpstream(api.url);
    expect(report.checks).toEqual([]);
    expect(calls.every((call) => call.startsWith('GET '))).toBe(true);
    expect(printReport(api.url, report)).toContain('set UPSTREAM_EMAIL and UPSTREAM_PASSWORD');
  });

  it('with credentials finds every call the gateway reads in the shape it reads, writing nothing', async () => {
    calls.length = 0;
    const report = await checkUpstream(api.url, demoAdmin);
    expect(hasProblems(report), printReport(api.url, report)).toBe(false);
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual(['POST /login']);
    const result = (call: string) => report.checks.find((check) => check.call === call)?.result;
    expect(result('GET /orders/{id}')).toBe('ok');
    expect(result('GET /nutrition/recipe/{slug}')).toBe('ok');
    expect(result('GET /orders/{id}/returnable')).toBe(profile === 'spec' ? 'not offered' : 'ok');
    expect(report.listParameters['/products']!.includes('search')).toBe(profile === 'default');
    expect(report.capabilities.source).toBe('openapi');
  });

  it('reports a wrong password as a failed login, not as a working API', async () => {
    const report = await checkUpstream(api.url, { ...demoAdmin, password: 'wrong-password' });
    expect(report.checks).toEqual([expect.objectContaining({ call: 'POST /login', result: 'failed' })]);
    expect(hasProblems(report)).toBe(true);
  });
});
