import { LRUCache } from 'lru-cache';

import type { Queryable } from '../core/database';
import { gatewayError, hasCode } from '../core/errors';
import type { RequestSession } from '../core/session';
import { endSession, isRevokedSession } from './store';

/**
 * Sessions ended by a logout through the gateway, refused by the gateway until they would have expired: the
 * company's REST API may have no logout (the spec's client only forgot its token), so the token itself stays valid
 * there. What is revoked is the session (`RequestSession.key`): the cookie the gateway issued, or a token sent as a
 * header; never a token a later login may be handed again. The gateway's store is the record (issue 36 §3): every
 * replica asks it about each request's session, so no Redis outage, nor a Redis restarted empty, brings an ended
 * session back. Each replica remembers the ended sessions it has met, so a logged-out tab that keeps asking costs
 * no store query. A store no other replica shares (the embedded one: one process opens it) is ended only through
 * this object, so there a session found live stays live until `revoke`, and asks the store once (issue 38: the
 * query was a sixth of a request's CPU).
 */
export class RevokedSessions {
  private readonly known: LRUCache<string, true>;
  /** Sessions found live, remembered only where no other replica can end them (`sharedStore` false). */
  private readonly liveSessions: LRUCache<string, true> | undefined;

  constructor(
    private readonly lifetimeMs: number,
    private readonly store: Queryable,
    { sharedStore }: { sharedStore: boolean },
  ) {
    this.known = new LRUCache({ max: 100_000, ttl: lifetimeMs });
    this.liveSessions = sharedStore ? undefined : new LRUCache({ max: 100_000, ttl: lifetimeMs });
  }

  /** Ends the session in the store; fails (UPSTREAM_UNAVAILABLE) when the store cannot record it. */
  async revoke(key: string) {
    this.known.set(key, true);
    this.liveSessions?.delete(key);
    await endSession(this.store, key, new Date(Date.now() + this.lifetimeMs));
  }

  /**
   * The request's session unless it was revoked (then the request has none). When the store cannot say, the whole
   * request is refused (503 UPSTREAM_UNAVAILABLE): serving it could serve an ended session.
   */
  async live(session: RequestSession | undefined): Promise<RequestSession | undefined> {
    if (!session || this.known.has(session.key)) return undefined;
    if (this.liveSessions?.has(session.key)) return session;
    const revoked = await isRevokedSession(this.store, session.key).catch((error: unknown) => {
      if (!hasCode(error, 'UPSTREAM_UNAVAILABLE')) throw error;
      throw gatewayError('UPSTREAM_UNAVAILABLE', (error as Error).message, { http: { status: 503 } });
    });
    // A logout may have ended it while the store was asked.
    if (this.known.has(session.key)) return undefined;
    if (!revoked) {
      this.liveSessions?.set(session.key, true);
      return session;
    }
    this.known.set(session.key, true);
    return undefined;
  }
}
