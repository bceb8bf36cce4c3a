import { ApolloProvider } from '@apollo/client';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';

import { createApolloClient } from './apollo';
import { loginUrl } from './appUrls';
import { createAppRouter } from './routes';
import { clearSession } from './session';
import { theme } from './theme';
import { NotificationProvider } from './ui/notifications';
import { SessionEndedContext } from './ui/sessionEnded';

const endSession = () => {
  clearSession();
  void client.clearStore();
  void router.navigate(loginUrl, { replace: true });
};
const client = createApolloClient(endSession);
const router = createAppRouter(client);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={client}>
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
    </ApolloProvider>
  </StrictMode>,
);
