import { afterAll, describe, expect, it, vi } from 'vitest';

import { gatewayStore } from '../core/database';
import { createLogger } from '../core/logger';
import type { RequestSession } from '../core/session';
import { LiveSessions } from './liveSessions';
import { recordSession } from './store';

/** The embedded store, as `npm start` keeps it (in memory here). */
const store = gatewayStore({ dataDir: null }, createLogger('silent'));
afterAll(() => store.close());

const session = (key: string): RequestSession => ({ key, token: `token-${key}` });
const HOUR_MS = 3_600_000;

/** Records session `key` as a new staff member's, as a login through the gateway does. */
const signIn = (key: string, role: 'SALES' | null = 'SALES') =>
  recordSession(
    store,
    {
      sessionKey: key,
      email: `${key}@example.com`,
      name: key,
      expiresAt: new Date(Date.now() + HOUR_MS),
      signingIn: true,
    },
    { adminEmails: [], defaultRole: role },
  );
const live = (key: string) =>
  expect.objectContaining({ ...session(key), staff: expect.objectContaining({ email: `${key}@example.com` }) });

describe('LiveSessions', () => {
  it('asks a store no other replica shares once per live session, and refuses a session once revoked', async () => {
    await signIn('a');
    const queries = vi.spyOn(store, 'query');
    const sessions = new LiveSessions(HOUR_MS, store, { sharedStore: false });
    expect(await sessions.live(session('a'))).toEqual(live('a'));
    expect(await sessions.live(session('a'))).toEqual(live('a'));
    expect(queries).toHaveBeenCalledOnce();

    await sessions.revoke('a');
    expect(await sessions.live(session('a'))).toBeUndefined();
    // Recorded in the store: a gateway started again on it refuses the session too.
    const restarted = new LiveSessions(HOUR_MS, store, { sharedStore: false });
    expect(await restarted.live(session('a'))).toBeUndefined();
    queries.mockRestore();
  });

  it('asks a store the replicas share about every request: another replica may have ended the session', async () => {
    await signIn('b');
    const one = new LiveSessions(HOUR_MS, store, { sharedStore: true });
    const other = new LiveSessions(HOUR_MS, store, { sharedStore: true });
    expect(await one.live(session('b'))).toEqual(live('b'));
    await other.revoke('b');
    expect(await one.live(session('b'))).toBeUndefined();
  });

  it('never remembers as live a session revoked while the store was asked', async () => {
    const sessions = new LiveSessions(HOUR_MS, store, { sharedStore: false });
    const asking = sessions.live(session('c'));
    await sessions.revoke('c');
    await asking;
    expect(await sessions.live(session('c'))).toBeUndefined();
  });

  it('asks again about a token whose staff member the store does not know yet, and forgets whose a session is when staff change', async () => {
    const sessions = new LiveSessions(HOUR_MS, store, { sharedStore: false });
    expect(await sessions.live(session('tool'))).toEqual({ ...session('tool'), staff: undefined });
    await signIn('tool');
    expect(await sessions.live(session('tool'))).toEqual(live('tool'));

    await store.query(`UPDATE staff SET role = 'WAREHOUSE' WHERE email = 'tool@example.com'`);
    expect((await sessions.live(session('tool')))?.staff?.role).toBe('SALES');
    sessions.staffChanged();
    expect((await sessions.live(session('tool')))?.staff?.role).toBe('WAREHOUSE');
  });
});
