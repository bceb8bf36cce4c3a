/**
 * What the REST API offers beyond the calls the spec documents (issue 24). The gateway must run over the company's
 * API as the spec describes it; our stand-in (`rest-api/`, default profile) offers more, and the gateway uses it
 * where it is there. Nothing here is assumed: it is read from the upstream's `/openapi.json` where it has one,
 * else probed read-only (a known route answers a request without a token otherwise than an unknown one), at start-up and again
 * every UPSTREAM_CHECK_INTERVAL_MS. A call that finds a capability gone asks for an early check (`suspect`).
 */
import type { Logger } from 'pino';
import type { Dispatcher, Pool } from 'undici';

/** The optional routes the gateway can use, with the OpenAPI path that names each. */
const OPTIONAL_ROUTES = {
  /** GET /me: whose a token is, for a token that did not sign in through the gateway. */
  currentUser: { method: 'get', path: '/me' },
  /** POST /logout: ends the session in the REST API too. */
  logout: { method: 'post', path: '/logout' },
  /** GET /orders/{id}/returnable: what of an order a new return can still take, computed by the REST API. */
  returnable: { method: 'get', path: '/orders/{id}/returnable' },
} as const;

export type OptionalRoute = keyof typeof OPTIONAL_ROUTES;
/** `expectedStock`: an adjustment line's `expected_stock`, which the REST API checks under a lock as it writes. */
export type Capability = OptionalRoute | 'expectedStock';

const ROUTES = Object.entries(OPTIONAL_ROUTES) as Array<[OptionalRoute, { method: string; path: string }]>;
const CAPABILITIES: Capability[] = [...ROUTES.map(([name]) => name), 'expectedStock'];

/** The optional route a call is (`GET /me` → currentUser), or undefined for a call of the spec. */
export const optionalRouteOf = (call: string): OptionalRoute | undefined =>
  ROUTES.find(([, route]) => `${route.method.toUpperCase()} ${route.path}` === call)?.[0];

/** How the capabilities were learnt: the upstream's OpenAPI document, read-only probes, or not at all (unreachable). */
export type DetectionSource = 'openapi' | 'probe' | 'unreachable';

export interface UpstreamOffer {
  source: DetectionSource;
  capabilities: ReadonlySet<Capability>;
  /** Per list path (`/products`), the query parameters the upstream documents for it. */
  queryParameters: ReadonlyMap<string, ReadonlySet<string>>;
}

const NOTHING: UpstreamOffer = { source: 'unreachable', capabilities: new Set(), queryParameters: new Map() };

const DETECTION_TIMEOUT_MS = 5_000;
/** How soon an upstream never reached is asked again. */
const RETRY_UNREACHED_MS = 5_000;

interface OpenApiDocument {
  paths?: Record<string, Record<string, { parameters?: Array<{ in?: string; name?: string }> } | undefined>>;
}

/** The offer an OpenAPI document describes. Pure, so the rules are tested without an upstream. */
export function offerFromOpenApi(document: OpenApiDocument): UpstreamOffer {
  const paths = document.paths ?? {};
  const capabilities = new Set<Capability>();
  for (const [name, route] of ROUTES) if (paths[route.path]?.[route.method]) capabilities.add(name);
  // The adjustment line is JSON text inside the body; its documented shape names expected_stock where it is honoured.
  if (JSON.stringify(paths['/internal_transfer']?.post ?? {}).includes('expected_stock'))
    capabilities.add('expectedStock');
  const queryParameters = new Map<string, Set<string>>();
  for (const [path, operations] of Object.entries(paths)) {
    const names = (operations?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name ?? '');
    if (names.length) queryParameters.set(path, new Set(names));
  }
  return { source: 'openapi', capabilities, queryParameters };
}

export class Upstream {
  private offer: UpstreamOffer = NOTHING;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly logger: Logger,
    private readonly intervalMs: number,
  ) {}

  /** Detects once, then again every interval until `stop`. */
  async start() {
    await this.detect();
    this.timer = setInterval(() => void this.detect(), this.intervalMs);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  offers(capability: Capability): boolean {
    return this.offer.capabilities.has(capability);
  }

  /** Whether the list at `path` (`/products`) takes the query parameter `name`: known from OpenAPI only. */
  takesQueryParameter(path: string, name: string): boolean {
    return this.offer.queryParameters.get(path)?.has(name) ?? false;
  }

  /** The query parameters the upstream documents for the list at `path` (none known without OpenAPI). */
  queryParametersOf(path: string): ReadonlySet<string> {
    return this.offer.queryParameters.get(path) ?? new Set();
  }

  /**
   * An optional call failed as if it were not there (404): check again now rather than at the next interval, so
   * an upstream that dropped a route is noticed without a restart. Concurrent calls share one detection.
   */
  suspect(capability: Capability) {
    if (this.offers(capability)) void this.detect();
  }

  /** For /readyz and the log: where the offer came from and what the gateway uses. */
  describe() {
    return {
      source: this.offer.source,
      uses: CAPABILITIES.filter((capability) => this.offers(capability)),
      keepsItself: CAPABILITIES.filter((capability) => !this.offers(capability)),
    };
  }

  detect(): Promise<void> {
    this.running ??= this.read().finally(() => (this.running = undefined));
    return this.running;
  }

  private async read() {
    const before = JSON.stringify(this.describe());
    try {
      this.offer = (await this.fromOpenApi()) ?? (await this.fromProbes());
    } catch (error) {
      // Unreachable: keep what was known. Never reached yet (a gateway started before its REST API): try again soon.
      this.logger.warn({ reason: (error as { code?: string }).code ?? String(error) }, 'upstream capabilities unknown');
      if (this.offer.source === 'unreachable') setTimeout(() => void this.detect(), RETRY_UNREACHED_MS).unref();
      return;
    }
    const now = this.describe();
    if (JSON.stringify(now) !== before) this.logger.info(now, 'upstream capabilities');
  }

  private async fromOpenApi(): Promise<UpstreamOffer | undefined> {
    const { statusCode, body } = await this.ask('GET', '/openapi.json');
    if (statusCode !== 200) {
      await body.dump();
      return undefined;
    }
    try {
      return offerFromOpenApi((await body.json()) as OpenApiDocument);
    } catch {
      return undefined;
    }
  }

  /**
   * Without a document: each optional GET route asked without a token, beside a path no API has. A route there
   * answers otherwise than the unknown path (401 where that is 404); an API that refuses every tokenless request
   * alike tells nothing, so nothing is assumed. POST routes cannot be probed read-only.
   */
  private async fromProbes(): Promise<UpstreamOffer> {
    const statusOf = async (path: string) => {
      const { statusCode, body } = await this.ask('GET', path);
      await body.dump();
      return statusCode;
    };
    const unknown = await statusOf('/no-such-route-of-any-api');
    const capabilities = new Set<Capability>();
    for (const [name, route] of ROUTES) {
      if (route.method !== 'get') continue;
      const status = await statusOf(route.path.replace('{id}', '0'));
      if (status !== unknown && status !== 404 && status < 500) capabilities.add(name);
    }
    return { source: 'probe', capabilities, queryParameters: new Map() };
  }

  private ask(method: Dispatcher.HttpMethod, path: string) {
    return this.pool.request({ method, path, signal: AbortSignal.timeout(DETECTION_TIMEOUT_MS) });
  }
}
