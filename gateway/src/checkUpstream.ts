/**
 * `npm run check-upstream -- <url>`: what the gateway would find at a REST API, before it is pointed there.
 * Read-only: it reads /openapi.json (or probes without a token, as the gateway does), and only when
 * UPSTREAM_EMAIL and UPSTREAM_PASSWORD are set does it log in and ask each GET call the gateway makes, one row of
 * each list, reading the answer through the very schema the gateway reads it with (restReads.ts): ✓ means every
 * field the screens read is there; ✗ names the call and the field.
 */
import { pathToFileURL } from 'node:url';

import { pino } from 'pino';
import { Pool } from 'undici';

import { readAnswer } from './core/restAnswer';
import { optionalRouteOf, Upstream } from './core/upstream';
import { REST_READS } from './restReads';

export interface CallCheck {
  call: string;
  result: 'ok' | 'wrong shape' | 'failed' | 'not offered' | 'no record to ask for';
  /** What the gateway reads past but an operator should know: values it does not know, shown as text. */
  notes?: string[];
  detail?: string;
}

export interface UpstreamReport {
  capabilities: ReturnType<Upstream['describe']>;
  /** Per list the gateway reads, the query parameters the upstream documents (OpenAPI only). */
  listParameters: Record<string, string[]>;
  checks: CallCheck[];
}

/** By-id calls whose id is not the first row of the list at the same path without `/{id}`. */
const ID_FROM: Record<string, string> = {
  'GET /orders/{id}/returnable': 'GET /orders',
  'GET /orders/{id}/consignment_invoices': 'GET /orders',
  'GET /quickbooks/orderInvoice/{id}': 'GET /orders',
  'GET /consignment_invoices/{id}': 'GET /orders/{id}/consignment_invoices',
};

/** The list whose first record a by-id call asks for. */
const sourceOf = (call: string) => ID_FROM[call] ?? call.replace(/\/\{\w+\}$/, '');

/** Lists that need a filter: the stock tracker counts stock up to a day (spec 002 §7: filter_date). */
const LIST_QUERY: Record<string, string> = {
  'GET /inventory/stock/count': `&filter_date=${new Date().toISOString().slice(0, 10)}`,
};

type Json = Record<string, unknown>;

/** The first record of a read answer: a page's rows, a list, or an order's consignment invoices. */
function firstRecord(read: unknown): Json | undefined {
  if (Array.isArray(read)) return read[0] as Json | undefined;
  if (typeof read !== 'object' || read === null) return undefined;
  const { rows, invoices } = read as Json;
  if (Array.isArray(rows)) return rows[0] as Json | undefined;
  if (Array.isArray(invoices)) return invoices[0] as Json | undefined;
  return undefined;
}

export async function checkUpstream(
  url: string,
  credentials?: { email: string; password: string },
): Promise<UpstreamReport> {
  const pool = new Pool(url, { connections: 4 });
  try {
    const upstream = new Upstream(pool, pino({ level: 'silent' }), 60_000);
    await upstream.detect();
    const gets = REST_READS;
    const listParameters = Object.fromEntries(
      gets
        .filter(({ list }) => list)
        .map(({ call }) => [call.slice(4), [...upstream.queryParametersOf(call.slice(4))]]),
    );
    const report: UpstreamReport = { capabilities: upstream.describe(), listParameters, checks: [] };
    if (!credentials) return report;

    const ask = async (method: 'GET' | 'POST', path: string, token?: string, body?: unknown) => {
      const response = await pool.request({
        method,
        path,
        headers: { accept: 'application/json', ...(token ? { token } : {}), 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await response.body.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.statusCode, json };
    };

    const login = await ask('POST', '/login', undefined, credentials);
    const token = (login.json as Json | undefined)?.token;
    if (login.status !== 200 || typeof token !== 'string') {
      report.checks.push({ call: 'POST /login', result: 'failed', detail: `answered ${login.status}, no token` });
      return report;
    }
    report.checks.push({ call: 'POST /login', result: 'ok' });

    const answers = new Map<string, unknown>();
    // Lists first, then what the by-id calls they list lead to: each asks for the first record of its source.
    const depth = (call: string): number => (call.includes('{') ? 1 + depth(sourceOf(call)) : 0);
    const ordered = [...gets].sort((a, b) => depth(a.call) - depth(b.call));
    for (const { call, answer, list } of ordered) {
      const optional = optionalRouteOf(call);
      if (optional && !upstream.offers(optional)) {
        report.checks.push({ call, result: 'not offered', detail: 'the gateway does without it' });
        continue;
      }
      let path = call.slice(4);
      if (path.includes('{')) {
        const source = sourceOf(call);
        const record = firstRecord(answers.get(source));
        const id = path.includes('{slug}') ? record?.slug : record?.id;
        if (id === undefined) {
          report.checks.push({ call, result: 'no record to ask for', detail: `${source} listed none` });
          continue;
        }
        path = path.replace(/\{\w+\}/, encodeURIComponent(String(id)));
      }
      const query = list ? `?page=1&per_page=1${LIST_QUERY[call] ?? ''}` : '';
      const { status, json } = await ask('GET', path + query, token);
      if (status !== 200) {
        report.checks.push({ call, result: 'failed', detail: `answered ${status}` });
        continue;
      }
      const notes: string[] = [];
      const noting = {
        answerProblem: (_route: string, problem: string, { value }: Json) =>
          void notes.push(`${problem} ${JSON.stringify(value)}`),
      };
      try {
        answers.set(call, readAnswer(call, answer, json, noting));
        report.checks.push({ call, result: 'ok', ...(notes.length ? { notes } : {}) });
      } catch (error) {
        report.checks.push({ call, result: 'wrong shape', detail: (error as Error).message });
      }
    }
    return report;
  } finally {
    await pool.close();
  }
}

/** The report as people read it. */
export function printReport(url: string, report: UpstreamReport): string {
  const lines = [`REST API at ${url}`, `Capabilities (from ${report.capabilities.source}):`];
  lines.push(`  uses:         ${report.capabilities.uses.join(', ') || 'none'}`);
  lines.push(`  keeps itself: ${report.capabilities.keepsItself.join(', ') || 'none'}`);
  lines.push('List query parameters the upstream documents:');
  for (const [path, names] of Object.entries(report.listParameters))
    lines.push(`  ${path.padEnd(28)} ${names.join(', ') || '(none documented: the gateway filters itself)'}`);
  if (!report.checks.length) {
    lines.push('Calls not checked: set UPSTREAM_EMAIL and UPSTREAM_PASSWORD to log in and ask each read.');
    return lines.join('\n');
  }
  lines.push('Calls:');
  for (const check of report.checks) {
    lines.push(
      `  ${check.result === 'ok' ? '✓' : '✗'} ${check.call.padEnd(44)} ${check.result}${check.detail ? `: ${check.detail}` : ''}`,
    );
    for (const note of check.notes ?? []) lines.push(`      note: ${note}, shown as the API's text`);
  }
  return lines.join('\n');
}

/** A call the spec has that failed or answered another shape: the gateway would fail on it. */
const isProblem = (check: CallCheck) => check.result === 'failed' || check.result === 'wrong shape';
export const hasProblems = (report: UpstreamReport) => report.checks.some(isProblem);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const url = process.argv[2];
  if (!url || !URL.canParse(url)) {
    process.stderr.write('Usage: npm run check-upstream -- <REST API address, e.g. https://api.example.com>\n');
    process.exit(2);
  }
  const { UPSTREAM_EMAIL: email, UPSTREAM_PASSWORD: password } = process.env;
  const report = await checkUpstream(url, email && password ? { email, password } : undefined);
  process.stdout.write(`${printReport(url, report)}\n`);
  process.exit(hasProblems(report) ? 1 : 0);
}
