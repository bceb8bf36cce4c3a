/**
 * Whether this browser believes it is signed in. The session itself is an httpOnly cookie that page
 * scripts cannot read; this flag only spares a round trip when choosing between Login and the dashboard.
 * Any UNAUTHENTICATED answer clears it (see apollo.ts).
 */
export const LOGGED_IN_KEY = 'loggedIn';

export const isLoggedIn = () => localStorage.getItem(LOGGED_IN_KEY) === 'true';

export const markLoggedIn = () => localStorage.setItem(LOGGED_IN_KEY, 'true');

/** Spec 000 §2: logout clears all local storage (list filters remembered for the session go too). */
export const clearSession = () => {
  localStorage.clear();
  sessionStorage.clear();
};
