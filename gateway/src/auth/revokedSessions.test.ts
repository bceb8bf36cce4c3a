import { afterAll, describe, expect, it, vi } from 'vitest';

import { gatewayStore } from '../core/database';
import { createLogger } from '../core/logger';
import type { RequestSession } from '../core/session';
import { RevokedSessions } from './revokedSessions';

/** The embedded store, as `npm start` keeps it (in memory here). */
const store = gatewayStore({ dataDir: null }, createLogger('silent'));
afterAll(() => store.close());

const session = (key: string): RequestSession => ({ key, token: `token-${key}` });
const HOUR_MS = 3_600_000;

describe('RevokedSessions', () => {
  it('asks a store no other replica shares once per live session, and refuses a session once revoked', async () => {
    const queries = vi.spyOn(store, 'query');
    const sessions = new RevokedSessions(HOUR_MS, store, { sharedStore: false });
    expect(await sessions.live(session('a'))).toEqual(session('a'));
    expect(await sessions.live(session('a'))).toEqual(session('a'));
    expect(queries).toHaveBeenCalledOnce();

    await sessions.revoke('a');
    expect(await sessions.live(session('a'))).toBeUndefined();
    // Recorded in the store: a gateway started again on it refuses the session too.
    const restarted = new RevokedSessions(HOUR_MS, store, { sharedStore: false });
    expect(await restarted.live(session('a'))).toBeUndefined();
    queries.mockRestore();
  });

  it('asks a store the replicas share about every request: another replica may have ended the session', async () => {
    const one = new RevokedSessions(HOUR_MS, store, { sharedStore: true });
    const other = new RevokedSessions(HOUR_MS, store, { sharedStore: true });
    expect(await one.live(session('b'))).toEqual(session('b'));
    await other.revoke('b');
    expect(await one.live(session('b'))).toBeUndefined();
  });

  it('never remembers as live a session revoked while the store was asked', async () => {
    const sessions = new RevokedSessions(HOUR_MS, store, { sharedStore: false });
    const asking = sessions.live(session('c'));
    await sessions.revoke('c');
    await asking;
    expect(await sessions.live(session('c'))).toBeUndefined();
  });
});
