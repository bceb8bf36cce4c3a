/**
 * Whether this browser believes it is signed in. The session itself is an httpOnly cookie that page
 * scripts cannot read; this flag only spares a round trip when choosing between Login and the dashboard.
 * Any UNAUTHENTICATED answer clears it (see apollo.ts).
 */
export const LOGGED_IN_KEY = 'loggedIn';

export const isLoggedIn = () => localStorage.getItem(LOGGED_IN_KEY) === 'true';

export const markLoggedIn = () => localStorage.setItem(LOGGED_IN_KEY, 'true');

/**
 * Issue 39: the role the last answer about the signed-in person gave (login, then `me`), so the dashboard draws
 * its sidebar and screens at once, without a round trip before the first row; the frame asks `me` in the
 * background and corrects it. A hint only: the gateway decides every request by the role it holds. `NONE` is a
 * person without a role; no entry is "not known yet" (a session from before roles), for which the frame waits.
 */
export const ROLE_HINT_KEY = 'staffRole';
const NO_ROLE = 'NONE';

export const rememberRole = (role: string | null) => localStorage.setItem(ROLE_HINT_KEY, role ?? NO_ROLE);

/** The remembered role: its name, null for none, undefined when not known. */
export function roleHint(): string | null | undefined {
  const hint = localStorage.getItem(ROLE_HINT_KEY);
  if (hint === null || hint === '') return undefined;
  return hint === NO_ROLE ? null : hint;
}

/** Spec 000 §2: logout clears all local storage (list filters remembered for the session go too). */
export const clearSession = () => {
  localStorage.clear();
  sessionStorage.clear();
};
