import { createBrowserRouter, Navigate, redirect, type RouteObject } from 'react-router-dom';
import { LoginPage } from './features/auth/LoginPage';
import { RouteErrorPage } from './features/shell/RouteErrorPage';
import { sidebarLinks, type SidebarPath } from './features/shell/sidebarLinks';
import { unbuiltRoutes } from './features/shell/unbuiltRoutes';
import { dashboardHomeUrl, dashboardUrl, loginUrl } from './appUrls';
import { warehousePaths } from './features/warehouses/urls';
import { promotionPaths } from './features/promotions/urls';
import { vendorPaths } from './features/vendors/urls';
import { customerPaths } from './features/customers/urls';
import { deliveryFeePaths } from './features/deliveryFees/urls';
import { orderPaths } from './features/orders/urls';
import { internalTransferPaths } from './features/internalTransfers/urls';
import { stockTrackerPaths } from './features/stockTracker/urls';
import { withLoadTimeout } from './lazyArea';
import { isLoggedIn } from './session';

const loadShell = withLoadTimeout(() => import('./features/shell/shellChunk'));
const loadWarehouses = withLoadTimeout(() => import('./features/warehouses'));
// Inventory's paths are written here, not imported, so the login bundle holds nothing of the area.
const loadProducts = withLoadTimeout(() => import('./features/products'));
const loadProductForm = withLoadTimeout(() => import('./features/products/ProductFormPage'));
const loadPromotions = withLoadTimeout(() => import('./features/promotions'));
const loadVendors = withLoadTimeout(() => import('./features/vendors'));
const loadCustomers = withLoadTimeout(() => import('./features/customers'));
const loadDeliveryFees = withLoadTimeout(() => import('./features/deliveryFees'));
const loadOrders = withLoadTimeout(() => import('./features/orders'));
const loadInternalTransfers = withLoadTimeout(() => import('./features/internalTransfers'));
const loadStockTracker = withLoadTimeout(() => import('./features/stockTracker'));

/** The built areas; each is its own chunk, loaded when first visited. */
const areaRoutes: Partial<Record<SidebarPath, RouteObject[]>> = {
  inventory: [
    { path: 'inventory', lazy: async () => ({ Component: (await loadProducts()).ProductListPage }) },
    { path: 'add/product', lazy: async () => ({ Component: (await loadProductForm()).ProductFormPage }) },
    { path: 'edit/product/:id', lazy: async () => ({ Component: (await loadProductForm()).ProductFormPage }) },
  ],
  warehouse: [
    { path: warehousePaths.list, lazy: async () => ({ Component: (await loadWarehouses()).WarehouseListPage }) },
    { path: warehousePaths.add, lazy: async () => ({ Component: (await loadWarehouses()).WarehouseFormPage }) },
    { path: warehousePaths.edit, lazy: async () => ({ Component: (await loadWarehouses()).WarehouseFormPage }) },
  ],
  promotions: [
    { path: promotionPaths.list, lazy: async () => ({ Component: (await loadPromotions()).PromotionListPage }) },
    { path: promotionPaths.add, lazy: async () => ({ Component: (await loadPromotions()).PromotionFormPage }) },
    { path: promotionPaths.edit, lazy: async () => ({ Component: (await loadPromotions()).PromotionFormPage }) },
  ],
  vendors: [
    { path: vendorPaths.list, lazy: async () => ({ Component: (await loadVendors()).VendorListPage }) },
    { path: vendorPaths.add, lazy: async () => ({ Component: (await loadVendors()).VendorFormPage }) },
    { path: vendorPaths.edit, lazy: async () => ({ Component: (await loadVendors()).VendorFormPage }) },
  ],
  customers: [
    { path: customerPaths.list, lazy: async () => ({ Component: (await loadCustomers()).CustomerListPage }) },
    { path: customerPaths.add, lazy: async () => ({ Component: (await loadCustomers()).CustomerFormPage }) },
    { path: customerPaths.edit, lazy: async () => ({ Component: (await loadCustomers()).CustomerFormPage }) },
  ],
  delivery: [
    { path: deliveryFeePaths.list, lazy: async () => ({ Component: (await loadDeliveryFees()).DeliveryFeeListPage }) },
    { path: deliveryFeePaths.add, lazy: async () => ({ Component: (await loadDeliveryFees()).DeliveryFeeFormPage }) },
    { path: deliveryFeePaths.edit, lazy: async () => ({ Component: (await loadDeliveryFees()).DeliveryFeeFormPage }) },
  ],
  orders: [
    { path: orderPaths.list, lazy: async () => ({ Component: (await loadOrders()).OrderListPage }) },
    { path: orderPaths.add, lazy: async () => ({ Component: (await loadOrders()).OrderFormPage }) },
    { path: orderPaths.edit, lazy: async () => ({ Component: (await loadOrders()).OrderFormPage }) },
  ],
  stocks: [
    { path: internalTransferPaths.list, lazy: async () => ({ Component: (await loadInternalTransfers()).InternalTransferListPage }) },
    { path: internalTransferPaths.add, lazy: async () => ({ Component: (await loadInternalTransfers()).AddStockPage }) },
  ],
  stock_tracker: [{ path: stockTrackerPaths.list, lazy: async () => ({ Component: (await loadStockTracker()).StockTrackerPage }) }],
};

/**
 * Areas not built yet still have their sidebar link, and every address of theirs in the spec a page that
 * says so (the order dialog's Return button leads to one).
 */
const notBuiltRoutes: RouteObject[] = [...sidebarLinks.filter((link) => !areaRoutes[link.path]), ...unbuiltRoutes].map((route) => ({
  path: route.path,
  lazy: async () => {
    const { NotBuiltPage } = await loadShell();
    return { element: <NotBuiltPage label={route.label} /> };
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
        { path: '*', lazy: async () => ({ Component: (await loadShell()).NotFoundPage }) },
      ],
    },
    // Outside /dashboard too, an unknown address is said to be one (after signing in, as everywhere).
    {
      loader: () => (isLoggedIn() ? null : redirect(loginUrl)),
      lazy: async () => ({ Component: (await loadShell()).DashboardLayout }),
      errorElement: <RouteErrorPage />,
      children: [{ path: '*', lazy: async () => ({ Component: (await loadShell()).NotFoundPage }) }],
    },
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
