import { LRUCache } from 'lru-cache';

import type { Queryable } from '../core/database';
import { gatewayError, hasCode } from '../core/errors';
import type { RequestSession } from '../core/session';
import type { StaffSessions } from '../core/staff';
import { endSession, sessionState, type Staff } from './store';

/** A request's session that no logout ended, with its staff member when the store knows whose it is. */
export interface LiveSession extends RequestSession {
  staff: Staff | undefined;
}

/**
 * The sessions the gateway serves: not ended by a logout through the gateway (refused until they would have
 * expired: the company's REST API may have no logout, so the token itself stays valid there), and whose staff member
 * the store knows (their role; a disabled member's sessions are ended). What is revoked is the session
 * (`RequestSession.key`): the cookie the gateway issued, or a token sent as a header; never a token a later login
 * may be handed again. The gateway's store is the record (issue 36 §3): every replica asks it about each request's
 * session in one statement, so no Redis outage, nor a Redis restarted empty, brings an ended session back, and a
 * role changed on one replica holds on all at once (issue 39). Each replica remembers the ended sessions it has met,
 * so a logged-out tab that keeps asking costs no store query. A store no other replica shares (the embedded one: one
 * process opens it) is changed only through this process, so there a live session is remembered with its staff
 * member until `revoke` or `staffChanged`, and asks the store once (issue 38: the query was a sixth of a request's
 * CPU).
 */
export class LiveSessions implements StaffSessions {
  private readonly known: LRUCache<string, true>;
  /** Sessions found live, remembered only where no other replica can end them (`sharedStore` false). */
  private readonly remembered: LRUCache<string, LiveSession> | undefined;
  /** Moves at every `staffChanged`: a session read before it is not remembered. */
  private staffChanges = 0;

  constructor(
    private readonly lifetimeMs: number,
    private readonly store: Queryable,
    { sharedStore }: { sharedStore: boolean },
  ) {
    this.known = new LRUCache({ max: 100_000, ttl: lifetimeMs });
    this.remembered = sharedStore ? undefined : new LRUCache({ max: 100_000, ttl: lifetimeMs });
  }

  /** Ends the session in the store; fails (UPSTREAM_UNAVAILABLE) when the store cannot record it. */
  async revoke(key: string) {
    this.known.set(key, true);
    this.remembered?.delete(key);
    await endSession(this.store, key, new Date(Date.now() + this.lifetimeMs));
  }

  /** Sessions another part of this gateway ended in the store (a member disabled): refused from now on. */
  ended(keys: readonly string[]) {
    for (const key of keys) {
      this.known.set(key, true);
      this.remembered?.delete(key);
    }
  }

  /** A member's role or state changed in the store: what this replica remembers of whose a session is may be old. */
  staffChanged() {
    this.staffChanges += 1;
    this.remembered?.clear();
  }

  /**
   * The request's session unless it was revoked (then the request has none). When the store cannot say, the whole
   * request is refused (503 UPSTREAM_UNAVAILABLE): serving it could serve an ended session.
   */
  async live(session: RequestSession | undefined): Promise<LiveSession | undefined> {
    if (!session || this.known.has(session.key)) return undefined;
    const remembered = this.remembered?.get(session.key);
    if (remembered) return remembered;
    const changesBefore = this.staffChanges;
    const { revoked, staff } = await sessionState(this.store, session.key).catch((error: unknown) => {
      if (!hasCode(error, 'UPSTREAM_UNAVAILABLE')) throw error;
      throw gatewayError('UPSTREAM_UNAVAILABLE', (error as Error).message, { http: { status: 503 } });
    });
    // A logout may have ended it while the store was asked.
    if (this.known.has(session.key)) return undefined;
    if (revoked) {
      this.known.set(session.key, true);
      return undefined;
    }
    const live = { ...session, staff };
    // A token the store has not met yet is asked about again: its first request records whose it is.
    if (staff && changesBefore === this.staffChanges) this.remembered?.set(session.key, live);
    return live;
  }
}
