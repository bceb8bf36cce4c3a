import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { LoginPage } from './features/auth/LoginPage';
import { RouteErrorPage } from './features/shell/RouteErrorPage';
import { sidebarLinks, type SidebarPath } from './features/shell/sidebarLinks';
import { dashboardHomeUrl, dashboardUrl, loginUrl } from './features/shell/urls';
import { warehousePaths } from './features/warehouses/urls';
import { withLoadTimeout } from './lazyArea';
import { isLoggedIn } from './session';

const loadShell = withLoadTimeout(() => import('./features/shell/shellChunk'));
const loadWarehouses = withLoadTimeout(() => import('./features/warehouses'));

/** The built areas; each is its own chunk, loaded when first visited. */
const areaRoutes: Partial<Record<SidebarPath, RouteObject[]>> = {
  warehouse: [
    { path: warehousePaths.list, lazy: async () => ({ Component: (await loadWarehouses()).WarehouseListPage }) },
    { path: warehousePaths.add, lazy: async () => ({ Component: (await loadWarehouses()).WarehouseFormPage }) },
    { path: warehousePaths.edit, lazy: async () => ({ Component: (await loadWarehouses()).WarehouseFormPage }) },
  ],
};

/** Areas not built yet still have their sidebar link, and a page that says so. */
const notBuiltRoutes: RouteObject[] = sidebarLinks
  .filter((link) => !areaRoutes[link.path])
  .map((link) => ({
    path: link.path,
    lazy: async () => {
      const { NotBuiltPage } = await loadShell();
      return { element: <NotBuiltPage label={link.label} /> };
    },
  }));

export function createAppRouter() {
  return createBrowserRouter([
    {
      path: loginUrl,
      element: <LoginPage />,
      errorElement: <RouteErrorPage />,
      // An existing session goes straight to Inventory (spec 000 §2).
      loader: () => (isLoggedIn() ? redirect(dashboardHomeUrl) : null),
    },
    {
      path: dashboardUrl,
      loader: () => (isLoggedIn() ? null : redirect(loginUrl)),
      lazy: async () => ({ Component: (await loadShell()).DashboardLayout }),
      errorElement: <RouteErrorPage />,
      children: [
        { index: true, element: <Navigate to={dashboardHomeUrl} replace /> },
        ...Object.values(areaRoutes).flat(),
        ...notBuiltRoutes,
        { path: '*', element: <Navigate to={dashboardHomeUrl} replace /> },
      ],
    },
    { path: '*', element: <Navigate to={loginUrl} replace /> },
  ], { future: routerFuture });
}

/** React Router 7's behaviour, opted into now (and no console warnings about it). */
export const routerFuture = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
