import { useEffect, useMemo, useState } from 'react';

import { rememberRole, roleHint } from '../session';
import { parseRole, type StaffAccess, staffAccess } from './staffAccess';
import { useMeQuery } from './staffAccess.generated';

/** The signed-in person's access as far as known: known, still asked, or not known because `me` failed. */
export type SignedInState =
  { state: 'known'; access: StaffAccess } | { state: 'waiting' } | { state: 'failed'; error: unknown; retry(): void };

/**
 * The role of whoever is signed in, for the dashboard's frame (issue 39). Login's answer is kept as a hint
 * (session.ts), so the frame draws the role's sidebar and screen at once: the first row of a list (issue 38's
 * orders, sent before the app ran) waits for no `me`. `me` is asked once behind it, as the role may have changed
 * since (an admin's doing), and its answer replaces the hint here and for the next page load. With no hint (a
 * session from before roles) the frame waits for `me`: showing buttons the role may not use, or hiding those it
 * may, would be wrong either way.
 */
export function useSignedInStaff(): SignedInState {
  const [hint] = useState(() => parseRole(roleHint()));
  const me = useMeQuery({ fetchPolicy: 'network-only' });
  const answered = me.data?.me;
  useEffect(() => {
    if (answered) rememberRole(answered.role ?? null);
  }, [answered]);
  // One object while nothing changes, so the screens below re-render for a new role only.
  const access = useMemo(() => {
    if (answered) {
      const { id, email, name, role } = answered;
      return staffAccess(role ?? null, { id, email, name });
    }
    return hint === undefined ? undefined : staffAccess(hint);
  }, [answered, hint]);
  if (access) return { state: 'known', access };
  if (me.error) return { state: 'failed', error: me.error, retry: () => void me.refetch().catch(() => undefined) };
  return { state: 'waiting' };
}
