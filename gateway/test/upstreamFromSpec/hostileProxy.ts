/**
 * An HTTP proxy between the gateway and the REST API that rewrites every JSON answer the way another company's API
 * could differ from ours where the spec is silent (issue 35 §5): numbers as numeric strings, extra fields, missing
 * fields, nulls, enum values the gateway does not know, and other wrappers where the spec shows none. Which node of
 * which answer changes is decided by a hash of the plan's seed, the call's route and the node's path, so a plan
 * rewrites the same answer the same way whatever order calls come in (fast-check's counterexample replays).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { upstreamRoute } from '../../src/core/upstreamRoutes';

export const TRANSFORMS = [
  'numbersAsText',
  'extraFields',
  'missingFields',
  'nulls',
  'unknownEnums',
  'wrappers',
] as const;
export type TransformKind = (typeof TRANSFORMS)[number];

export interface TransformPlan {
  seed: number;
  kinds: TransformKind[];
  /** How likely each node is changed by each kind, 0 to 1. */
  rate: number;
}

/**
 * Calls whose answer wrapper the spec shows: a wrapper is never changed there. Elsewhere (paths or shapes "not
 * shown") an API may use any.
 */
const WRAPPER_SHOWN = new Set([
  'POST /login', // 000 §7 "token"
  'GET /orders', // 002 §7 "reads Orders.rows and Orders.count"
  'GET /newsletter_subscribers', // 002 §7 "reads NewsletterSubscriber.rows"
  'GET /nutrition/recipe', // 002 §7 "reads data.rows"
  'GET /nutrition', // 002 §7 "reads data"
  'GET /nutrition/cooking-type', // 002 §7 "reads data"
  'GET /faqs', // 002 §7 "(rows)"
  'GET /faq_categories', // 002 §7 "(rows)"
  'GET /retailer_locations/all/customers', // 002 §7 "reads Customers"
  'GET /orders/{id}/consignment_invoices', // 002 §7 "reads invoices, original_items, remaining_items"
  'GET /orders/consignment_invoices/{id}', // 002 §7 "reads remainingItems and customerName"
  'GET /quickbooks/orderInvoice/{id}', // 001 §7 "invoice …, payment …, paymentAmount"
  'GET /products/{id}', // 001 §7 "Product.gross_weight"
]);

/** The fixed lists of the spec (002 §9 and 000 §4, §9): a string among them is an enum value. */
const ENUM_VALUES = new Set([
  ...['individual', 'retailer', 'online_retailer', 'reseller', 'wholesaler', 'stockist'],
  ...['review', 'replacement', 'training', 'development', 'giveaway', 'photoshoot', 'media', 'marketing'],
  ...['sponsorship', 'tester', 'Pending', 'Accepted', 'Rejected', 'id_ID', 'en_US', 'payment', 'adjustment'],
  ...['Processed', 'Label Printed', 'Shipped', 'Completed', 'Canceled', 'Booked', 'Confirmed', 'Allocated'],
  ...['Out_for_delivery', 'Delivered', 'Out_for_pickup', 'Picked', 'On_hold'],
  ...['tokopedia', 'shopee', 'bukalapak', 'blibli', 'jdid', 'lazada', 'whatsapp', 'whatsapp_catalog'],
  ...['instagram', 'tiktok', 'orami', 'amazon', 'crystal web'],
  ...['payment_pending', 'payment_success', 'canceled', 'payment_expired', 'normal_adult', '1-3years', '7-11mths'],
  ...['purchases', 'inter_warehouse', 'adjustment', 'purchase_return', 'percent', 'rounded', 'freeshipping'],
  ...['qty', 'price', 'minTransaction', 'PKP', 'Non PKP'],
]);

/** A number in [0, 1) from the text (FNV-1a). */
function chance(text: string): number {
  let hash = 0x811c9dc5;
  for (let at = 0; at < text.length; at++) {
    hash ^= text.charCodeAt(at);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 2 ** 32;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A number as an SQL driver may send NUMERIC: "25000.00", or its plain digits. */
const asText = (value: number, roll: number) => (Number.isInteger(value) && roll < 0.5 ? `${value}.00` : String(value));

/** `answer` of the call `call` ("GET /orders/{id}") rewritten by `plan`. */
export function transformAnswer(plan: TransformPlan, call: string, answer: unknown): unknown {
  const on = new Set(plan.kinds);
  const roll = (kind: string, path: string) => chance(`${plan.seed}|${call}|${kind}|${path}`);
  const hit = (kind: TransformKind, path: string) => on.has(kind) && roll(kind, path) < plan.rate;

  const walk = (value: unknown, path: string): unknown => {
    if (Array.isArray(value)) return value.map((item, index) => walk(item, `${path}[${index}]`));
    if (isRecord(value)) {
      const result: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) {
        const at = `${path}.${key}`;
        if (hit('missingFields', at)) continue;
        if (hit('nulls', at) && inner !== null) {
          result[key] = null;
          continue;
        }
        result[key] = walk(inner, at);
      }
      if (hit('extraFields', path)) {
        const extras = [42, 'extra', null, { nested: [1, '2'] }, true];
        result[`x_extra_${Math.floor(roll('extraName', path) * 1000)}`] =
          extras[Math.floor(roll('extraValue', path) * extras.length)];
      }
      return result;
    }
    if (typeof value === 'number' && hit('numbersAsText', path)) return asText(value, roll('decimals', path));
    if (typeof value === 'string' && ENUM_VALUES.has(value) && hit('unknownEnums', path)) return `${value}_baru`;
    return value;
  };

  let result = walk(answer, '');
  if (on.has('wrappers') && call.startsWith('GET ') && !WRAPPER_SHOWN.has(call) && roll('wrappers', '') < plan.rate)
    result = rewrap(result, roll('wrapper', ''));
  return result;
}

/** The same content under another wrapper APIs commonly use: `{ data }`, a bare list, or no record key. */
function rewrap(answer: unknown, roll: number): unknown {
  if (Array.isArray(answer)) return { data: answer };
  if (!isRecord(answer)) return answer;
  const keys = Object.keys(answer);
  const inner = keys.length === 1 ? answer[keys[0]!] : answer;
  if (isRecord(inner) && Array.isArray(inner.rows)) {
    const page = inner as { rows: unknown[]; count?: unknown };
    return [page.rows, { data: page.rows }, { rows: page.rows, count: page.count }, { data: page }][
      Math.floor(roll * 4)
    ];
  }
  if (keys.length === 1 && isRecord(inner)) return roll < 0.5 ? { data: inner } : inner;
  return answer;
}

export interface HostileProxy {
  url: string;
  /** The plan answers are rewritten by from now on; null passes them unchanged. */
  use(plan: TransformPlan | null): void;
  close(): Promise<void>;
}

const HOP_HEADERS = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive']);

/** A proxy on a free loopback port to `target` (the REST API's URL). */
export async function startHostileProxy(target: string): Promise<HostileProxy> {
  let plan: TransformPlan | null = null;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (!HOP_HEADERS.has(name) && typeof value === 'string') headers.set(name, value);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
      const upstream = await fetch(target + request.url, {
        method: request.method,
        headers,
        body: request.method === 'GET' || request.method === 'HEAD' ? undefined : body,
        redirect: 'manual',
      });
      const answerHeaders: Record<string, string> = {};
      upstream.headers.forEach((value, name) => {
        if (!HOP_HEADERS.has(name) && name !== 'content-encoding') answerHeaders[name] = value;
      });
      let bytes = Buffer.from(await upstream.arrayBuffer());
      const path = request.url ?? '/';
      const json = upstream.headers.get('content-type')?.includes('application/json');
      if (plan && json && upstream.ok && !path.startsWith('/openapi.json')) {
        const call = `${request.method} ${upstreamRoute(path)}`;
        bytes = Buffer.from(JSON.stringify(transformAnswer(plan, call, JSON.parse(bytes.toString()))));
      }
      response.writeHead(upstream.status, { ...answerHeaders, 'content-length': String(bytes.length) });
      response.end(bytes);
    })().catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`proxy: ${String(error)}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    use(next) {
      plan = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
