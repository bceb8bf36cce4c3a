import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { loginUrl } from './appUrls';
import { withLoadTimeout } from './lazyArea';
import { createAppRouter, type LoadApollo } from './routes';
import { clearSession } from './session';
import { theme } from './theme';
import { NotificationProvider } from './ui/notifications';
import { SessionEndedContext } from './ui/sessionEnded';

const loadApolloChunk = withLoadTimeout(() => import('./apollo'));
let apollo: ReturnType<LoadApollo> | undefined;
/** The one Apollo Client, made when the dashboard first needs it; a chunk that failed to load is asked again. */
const loadApollo: LoadApollo = () =>
  (apollo ??= loadApolloChunk().then(
    ({ createApolloClient, ApolloProvider }) => ({ client: createApolloClient(endSession), ApolloProvider }),
    (error: unknown) => {
      apollo = undefined;
      throw error;
    },
  ));

const endSession = () => {
  clearSession();
  void apollo?.then(({ client }) => client.clearStore());
  void router.navigate(loginUrl, { replace: true });
};
const router = createAppRouter(loadApollo);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SessionEndedContext.Provider value={endSession}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <NotificationProvider>
          {/* Address changes apply at once, not as a transition: a list filter changed right after another
              must build on the address the first one wrote. */}
          <RouterProvider router={router} future={{ v7_startTransition: false }} />
        </NotificationProvider>
      </ThemeProvider>
    </SessionEndedContext.Provider>
  </StrictMode>,
);
