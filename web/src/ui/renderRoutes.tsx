import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';

import { routerFuture } from '../routes';
import { NotificationProvider } from './notifications';
import { ListPresetsDocument } from './presets.generated';

/**
 * For tests: renders routes inside the app's providers, with the GraphQL answers mocked, starting at
 * `path`. Gives the router, to check where a screen went.
 */
/** Every list shows its saved presets (ui/ListPresets.tsx): none, unless a test mocks some first. */
const noPresets: MockedResponse = {
  request: { query: ListPresetsDocument },
  variableMatcher: () => true,
  maxUsageCount: Infinity,
  result: { data: { listPresets: [] } },
};

export function renderRoutes(routes: RouteObject[], path: string, mocks: readonly MockedResponse[]) {
  const router = createMemoryRouter(routes, { initialEntries: [path], future: routerFuture });
  render(
    <MockedProvider mocks={[...mocks, noPresets]}>
      <NotificationProvider>
        <RouterProvider router={router} future={{ v7_startTransition: false }} />
      </NotificationProvider>
    </MockedProvider>,
  );
  return router;
}
