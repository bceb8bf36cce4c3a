import { MockedProvider, type MockedResponse } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';

import type { StaffRole } from '@backoffice/schema/generated/enums';

import { routerFuture } from '../routes';
import { NotificationProvider } from '../ui/notifications';
import { ListPresetsDocument } from '../ui/presets.generated';
import { staffAccess, StaffAccessContext } from '../ui/staffAccess';

/** Every list shows its saved presets (ui/ListPresets.tsx): none, unless a test mocks some first. */
const noPresets: MockedResponse = {
  request: { query: ListPresetsDocument },
  variableMatcher: () => true,
  maxUsageCount: Infinity,
  result: { data: { listPresets: [] } },
};

/** The path of an address, without its query or fragment: what a route's pattern matches. */
const pathOf = (address: string) => address.split(/[?#]/, 1)[0] as string;

export interface RenderAtOptions {
  /**
   * An address visited before, one step back in the history: a form that goes back after saving
   * (ui/useFormPage.ts) goes there, where opened alone, as from a bookmark, it goes to its list.
   */
  from?: string;
  /**
   * The signed-in person's role, as the dashboard's frame gives it to its screens (ui/staffAccess.ts); Admin, who
   * may use everything, unless a test says otherwise; null for someone without a role.
   */
  role?: StaffRole | null;
}

/** The signed-in admin of tests, as `me` answers: the Staff screen knows its own row by this id. */
export const testStaffMember = { id: '1', email: 'admin@example.com', name: 'Admin' };

/**
 * Renders a screen inside the app's providers at `address`, with the GraphQL answers mocked. `screen` is one element,
 * routed at the address's path, or the routes of the screen (a pattern with `:id`) and of those it leads to. Gives the
 * router, to check where the screen went.
 */
export function renderAt(
  address: string,
  screen: ReactElement | RouteObject[],
  mocks: readonly MockedResponse[] = [],
  { from, role = 'ADMIN' }: RenderAtOptions = {},
) {
  const routes = Array.isArray(screen) ? screen : [{ path: pathOf(address), element: screen }];
  const router = createMemoryRouter(routes, {
    initialEntries: from === undefined ? [address] : [from, address],
    future: routerFuture,
  });
  render(
    <MockedProvider mocks={[...mocks, noPresets]}>
      <StaffAccessContext.Provider value={staffAccess(role, testStaffMember)}>
        <NotificationProvider>
          <RouterProvider router={router} future={{ v7_startTransition: false }} />
        </NotificationProvider>
      </StaffAccessContext.Provider>
    </MockedProvider>,
  );
  return router;
}
