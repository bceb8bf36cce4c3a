import type { Logger } from 'pino';

import type { GatewayStore } from './database';
import type { HistoryNotes } from './history';
import type { WholeListReads } from './listFilters';
import type { LoaderRegistry } from './loaderRegistry';
import type { Locks } from './locks';
import type { LoginLimiter } from './loginLimiter';
import type { GatewayMetrics } from './metrics';
import type { RestClient } from './restClient';
import type { SessionCookie } from './session';
import type { RequestSharedCache } from './sharedCache';
import type { FirstRoles, Staff, StaffSessions } from './staff';
import type { Upstream } from './upstream';
import type { WriteCount } from './writeCount';
import type { RequestWriteStampedCache } from './writeStampedCache';

/** What every resolver receives; built anew for each GraphQL request. */
export interface GatewayContext {
  /** REST calls with this request's token. */
  rest: RestClient;
  /** This request's DataLoaders. */
  loaders: LoaderRegistry;
  /** Reference lists shared across requests, served only once the request's token is accepted. */
  referenceCache: RequestSharedCache;
  /**
   * Orders' QuickBooks statuses shared across requests for QUICKBOOKS_STATUS_TTL_MS: each is a call through the
   * REST API to QuickBooks, which is slow and limits how often it may be asked.
   */
  quickbooksStatusCache: RequestSharedCache;
  /** Products as an order's lines show them (weights, prices), shared across requests for PRODUCT_CACHE_TTL_MS. */
  productCache: RequestSharedCache;
  /** Lists read whole to filter them where the upstream cannot, shared by every session until a write. */
  wholeLists: WholeListReads;
  /** The overview's figures, shared by every session until a write or OVERVIEW_CACHE_TTL_MS. */
  overviewFigures: RequestWriteStampedCache;
  /**
   * Where the count of writes through the gateway stood when this request first asked (core/writeCount.ts); none in
   * a mutation, which then reads everything afresh and keeps nothing.
   */
  writeCount: () => Promise<WriteCount | undefined>;
  /** Marks the request a mutation (plugins.ts writeCountPlugin), before any resolver runs. */
  startsWriting: () => void;
  session: SessionCookie;
  hasToken: boolean;
  /** Resolves once the REST API has accepted the request's token (asked at most every 30 s per token). */
  checkSession: () => Promise<void>;
  logger: Logger;
  /** Failed logins per client address, shared across requests. */
  loginLimiter: LoginLimiter;
  /** What the REST API offers beyond the spec's calls (core/upstream.ts). */
  upstream: Upstream;
  /** Named locks shared by the replicas through Redis, else this gateway's own (stock corrections, core/locks.ts). */
  locks: Locks;
  /** The client's address: the socket's, or X-Forwarded-For's from proxies that TRUST_PROXY names. */
  clientAddress: string;
  /**
   * What the gateway's store knows this session by (auth/identity.ts): the SHA-256 (hex) of the session cookie the
   * gateway issued at login, or of a token sent as a header (core/session.ts).
   */
  sessionKey: string | undefined;
  /** The gateway's own store: staff, their sessions and saved presets (core/database.ts). */
  store: GatewayStore;
  /**
   * The request's staff member, with their role (asked once per request; UNAUTHENTICATED without a session the
   * gateway can tell the owner of, FORBIDDEN for a disabled member).
   */
  staff: () => Promise<Staff>;
  /** Who becomes what at their first sign-in (ADMIN_EMAILS, DEFAULT_STAFF_ROLE). */
  firstRoles: FirstRoles;
  /** Sessions this gateway serves: what ends them, and forgets whose they were when a member changes. */
  liveSessions: StaffSessions;
  /** How long a session lasts when the REST API's login answer does not say (SESSION_TTL_HOURS). */
  sessionTtlHours: number;
  /** Prometheus metrics (core/metrics.ts); they record nothing with GATEWAY_METRICS_PORT=off. */
  metrics: GatewayMetrics;
  /** Tells the client something it should know beside a success (`extensions.warnings`, core/plugins.ts). */
  warn: (message: string) => void;
  /** What `warn` collected for this request. */
  warnings: string[];
  /**
   * What a mutation's resolvers tell its history entry (core/history.ts): the record as read before the write
   * (`context.history.before({ status: 'PENDING' })`), and what it set beyond its arguments.
   */
  history: HistoryNotes;
}
