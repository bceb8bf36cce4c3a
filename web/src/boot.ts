/**
 * The page's first script (index.html), small so that it runs at once; then it loads the app. Issue 38: on the
 * orders list it sends the list's query, its variables read from the address as the route's loader reads them,
 * while the app's chunks load; the app then takes the answer instead of asking again (earlyQuery.ts). Behind a
 * dynamic import, the query's code weighs nothing on the login screen.
 */
import { dashboardUrl } from './appUrls';
import { orderPaths } from './features/orders/paths';
import { isLoggedIn } from './session';

// Signed out, the dashboard sends the visitor to Login without asking the gateway anything.
if (isLoggedIn()) {
  const early =
    location.pathname === `${dashboardUrl}/${orderPaths.list}`
      ? import('./features/orders/earlyOrderList').then(({ sendEarlyOrderList }) => sendEarlyOrderList())
      : Promise.resolve();
  // Every dashboard screen needs Apollo Client, which the app loads only behind Login: it loads beside the app,
  // once the early request is out (its code would otherwise compete with the request's).
  void early.finally(() => import('./apollo')).catch(() => undefined);
}

void import('./main');
