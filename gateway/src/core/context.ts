import type { Logger } from 'pino';

import type { LoaderRegistry } from './loaders';
import type { LoginLimiter } from './loginLimiter';
import type { RestClient } from './restClient';
import type { SessionCookie } from './session';
import type { RequestSharedCache } from './sharedCache';

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
  session: SessionCookie;
  hasToken: boolean;
  logger: Logger;
  /** Failed logins per client address, shared across requests. */
  loginLimiter: LoginLimiter;
  /** The client's address: the socket's, or X-Forwarded-For's from proxies that TRUST_PROXY names. */
  clientAddress: string;
}
