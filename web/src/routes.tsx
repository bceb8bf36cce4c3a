import type { ApolloClient, ApolloProvider, OperationVariables } from '@apollo/client';
import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';

import { dashboardHomeUrl, dashboardUrl, loginUrl } from './appUrls';
import type { AccountingPreview } from './features/accountingPreviews/urls';
import { LoginPage } from './features/auth/LoginPage';
import { RouteErrorPage } from './features/shell/RouteErrorPage';
import { withLoadTimeout } from './lazyArea';
import { type Area, areaPaths, previewPaths } from './routePaths';
import { preloadingLoader, type RouteQuery } from './routeQuery';
import { isLoggedIn } from './session';

const loadShell = withLoadTimeout(() => import('./features/shell/shellChunk'));
const loadOverview = withLoadTimeout(() => import('./features/overview'));
const loadWarehouses = withLoadTimeout(() => import('./features/warehouses'));
const loadProducts = withLoadTimeout(() => import('./features/products'));
const loadProductForm = withLoadTimeout(() => import('./features/products/ProductFormPage'));
const loadPromotions = withLoadTimeout(() => import('./features/promotions'));
const loadVendors = withLoadTimeout(() => import('./features/vendors'));
const loadCustomers = withLoadTimeout(() => import('./features/customers'));
const loadDeliveryFees = withLoadTimeout(() => import('./features/deliveryFees'));
const loadOrderList = withLoadTimeout(() => import('./features/orders/OrderListPage'));
const loadOrderForm = withLoadTimeout(() => import('./features/orders/OrderFormPage'));
const loadOrderListQuery = withLoadTimeout(() => import('./features/orders/orderListFilter'));
const loadInternalTransfers = withLoadTimeout(() => import('./features/internalTransfers'));
const loadStockTracker = withLoadTimeout(() => import('./features/stockTracker'));
const loadSamples = withLoadTimeout(() => import('./features/samples'));
const loadTesters = withLoadTimeout(() => import('./features/testers'));
const loadReturns = withLoadTimeout(() => import('./features/returns'));
const loadConsignmentInvoices = withLoadTimeout(() => import('./features/consignmentInvoices'));
const loadRecipes = withLoadTimeout(() => import('./features/recipes'));
const loadRetailerLocations = withLoadTimeout(() => import('./features/retailerLocations'));
const loadFaqs = withLoadTimeout(() => import('./features/faqs'));
const loadFaqCategories = withLoadTimeout(() => import('./features/faqCategories'));
const loadNewsletterSubscribers = withLoadTimeout(() => import('./features/newsletterSubscribers'));
const loadAccountingPreviews = withLoadTimeout(() => import('./features/accountingPreviews'));
const loadStaff = withLoadTimeout(() => import('./features/staff'));
const loadActivity = withLoadTimeout(() => import('./features/activity'));

type LoadScreen = () => Promise<ComponentType>;

/**
 * The app's Apollo Client and its provider, loaded when the dashboard first needs them: the login screen sends
 * its one request without them (issue 38).
 */
export type LoadApollo = () => Promise<{ client: ApolloClient<object>; ApolloProvider: typeof ApolloProvider }>;

/** An area whose list has one form page for adding and editing (spec: "add and edit share one layout"). */
function listAndForm<Chunk>(
  load: () => Promise<Chunk>,
  list: (chunk: Chunk) => ComponentType,
  form: (chunk: Chunk) => ComponentType,
) {
  const loadForm: LoadScreen = async () => form(await load());
  return { list: async () => list(await load()), add: loadForm, edit: loadForm };
}

/** The screens of each area, keyed like its paths in routePaths.ts; each area is its own chunk, loaded when first visited. */
const areaScreens: { [Key in Area]: Record<keyof (typeof areaPaths)[Key], LoadScreen> } = {
  inventory: {
    list: async () => (await loadProducts()).ProductListPage,
    add: async () => (await loadProductForm()).ProductFormPage,
    edit: async () => (await loadProductForm()).ProductFormPage,
  },
  warehouse: listAndForm(
    loadWarehouses,
    (chunk) => chunk.WarehouseListPage,
    (chunk) => chunk.WarehouseFormPage,
  ),
  promotions: listAndForm(
    loadPromotions,
    (chunk) => chunk.PromotionListPage,
    (chunk) => chunk.PromotionFormPage,
  ),
  vendors: listAndForm(
    loadVendors,
    (chunk) => chunk.VendorListPage,
    (chunk) => chunk.VendorFormPage,
  ),
  customers: listAndForm(
    loadCustomers,
    (chunk) => chunk.CustomerListPage,
    (chunk) => chunk.CustomerFormPage,
  ),
  delivery: listAndForm(
    loadDeliveryFees,
    (chunk) => chunk.DeliveryFeeListPage,
    (chunk) => chunk.DeliveryFeeFormPage,
  ),
  orders: {
    list: async () => (await loadOrderList()).OrderListPage,
    add: async () => (await loadOrderForm()).OrderFormPage,
    edit: async () => (await loadOrderForm()).OrderFormPage,
  },
  stocks: {
    list: async () => (await loadInternalTransfers()).InternalTransferListPage,
    add: async () => (await loadInternalTransfers()).AddStockPage,
  },
  stock_tracker: { list: async () => (await loadStockTracker()).StockTrackerPage },
  samples: listAndForm(
    loadSamples,
    (chunk) => chunk.SampleListPage,
    (chunk) => chunk.SampleFormPage,
  ),
  tester: { list: async () => (await loadTesters()).TesterListPage },
  returns: {
    list: async () => (await loadReturns()).ReturnListPage,
    add: async () => (await loadReturns()).ReturnFormPage,
    addForOrder: async () => (await loadReturns()).ReturnFormPage,
  },
  consignment_invoice: {
    list: async () => (await loadConsignmentInvoices()).ConsignmentOrderListPage,
    add: async () => (await loadConsignmentInvoices()).CreateInvoicePage,
    edit: async () => (await loadConsignmentInvoices()).EditInvoicePage,
  },
  recipe: listAndForm(
    loadRecipes,
    (chunk) => chunk.RecipeListPage,
    (chunk) => chunk.RecipeFormPage,
  ),
  'retail-partner': listAndForm(
    loadRetailerLocations,
    (chunk) => chunk.RetailerLocationListPage,
    (chunk) => chunk.RetailerLocationFormPage,
  ),
  faq: listAndForm(
    loadFaqs,
    (chunk) => chunk.FaqListPage,
    (chunk) => chunk.FaqFormPage,
  ),
  faq_category: listAndForm(
    loadFaqCategories,
    (chunk) => chunk.FaqCategoryListPage,
    (chunk) => chunk.FaqCategoryFormPage,
  ),
  newsletter_subscriber: { list: async () => (await loadNewsletterSubscribers()).NewsletterSubscriberListPage },
  activity: { list: async () => (await loadActivity()).ActivityPage },
  staff: { list: async () => (await loadStaff()).StaffListPage },
};

type LoadQuery = () => Promise<RouteQuery<OperationVariables>>;

/** Lists whose query the route sends while the list's code loads (routeQuery.ts), keyed like their screens. */
const areaQueries: { [Key in Area]?: Partial<Record<keyof (typeof areaPaths)[Key], LoadQuery>> } = {
  orders: { list: async () => (await loadOrderListQuery()).orderListQuery },
};

type ShellChunk = Awaited<ReturnType<typeof loadShell>>;

/**
 * Issue 39: a screen the role may not open shows why (shell's AccessRefusedPage) in its place, by the role the
 * frame knows; the screen's code still loads, so the page is right at once if the role changes. The rules come with
 * the shell's chunk, so the login screen's first load carries none of them.
 */
async function gated(
  rule: (shell: ShellChunk) => ReturnType<ShellChunk['screenRule']>,
  load: LoadScreen,
): Promise<ComponentType> {
  const [Screen, shell] = await Promise.all([load(), loadShell()]);
  const { ScreenGate } = shell;
  const screenRule = rule(shell);
  return function GatedScreen() {
    return (
      <ScreenGate rule={screenRule}>
        <Screen />
      </ScreenGate>
    );
  };
}

function areaRoutes(loadApollo: LoadApollo): RouteObject[] {
  const loadClient = async () => (await loadApollo()).client;
  return (Object.keys(areaPaths) as Area[]).flatMap((area) => {
    const screens: Record<string, LoadScreen> = areaScreens[area];
    const queries: Partial<Record<string, LoadQuery>> = areaQueries[area] ?? {};
    return Object.entries(areaPaths[area]).map(([screen, path]) => {
      const loadQuery = queries[screen];
      return {
        path,
        loader: loadQuery && preloadingLoader(loadClient, loadQuery),
        lazy: async () => ({
          Component: await gated((shell) => shell.screenRule(area, screen), screens[screen] as LoadScreen),
        }),
      };
    });
  });
}

/** The accounting mock-ups (spec 002 §2), one chunk for all eleven. */
const previewRoutes: RouteObject[] = (Object.keys(previewPaths) as AccountingPreview[]).map((screen) => ({
  path: previewPaths[screen],
  lazy: async () => ({
    Component: await gated(
      (shell) => shell.previewRule,
      async () => (await loadAccountingPreviews()).accountingPreviewScreens[screen],
    ),
  }),
}));

/** The dashboard's frame, inside Apollo's provider: every screen behind the login asks the gateway through it. */
function dashboardFrame(loadApollo: LoadApollo) {
  return async () => {
    const [{ DashboardLayout }, { client, ApolloProvider: Provider }] = await Promise.all([loadShell(), loadApollo()]);
    return {
      Component: () => (
        <Provider client={client}>
          <DashboardLayout />
        </Provider>
      ),
    };
  };
}

/** The dashboard's router; `loadApollo` gives the dashboard its client, with which a route sends its query early. */
export function createAppRouter(loadApollo: LoadApollo) {
  return createBrowserRouter(
    [
      {
        path: loginUrl,
        element: <LoginPage />,
        errorElement: <RouteErrorPage />,
        // An existing session goes straight to the dashboard's landing page (spec 000 §2; the overview since issue 27).
        loader: () => (isLoggedIn() ? redirect(dashboardHomeUrl) : null),
      },
      {
        path: dashboardUrl,
        loader: () => (isLoggedIn() ? null : redirect(loginUrl)),
        lazy: dashboardFrame(loadApollo),
        errorElement: <RouteErrorPage />,
        children: [
          // Issue 27: /dashboard itself is the overview, where a signed-in user lands.
          { index: true, lazy: async () => ({ Component: (await loadOverview()).OverviewPage }) },
          ...areaRoutes(loadApollo),
          ...previewRoutes,
          { path: '*', lazy: async () => ({ Component: (await loadShell()).NotFoundPage }) },
        ],
      },
      // Outside /dashboard too, an unknown address is said to be one (after signing in, as everywhere).
      {
        loader: () => (isLoggedIn() ? null : redirect(loginUrl)),
        lazy: dashboardFrame(loadApollo),
        errorElement: <RouteErrorPage />,
        children: [{ path: '*', lazy: async () => ({ Component: (await loadShell()).NotFoundPage }) }],
      },
    ],
    { future: routerFuture },
  );
}

/** React Router 7's behaviour, opted into now (and no console warnings about it). */
export const routerFuture = {
  v7_relativeSplatPath: true,
  v7_fetcherPersist: true,
  v7_normalizeFormMethod: true,
  v7_partialHydration: true,
  v7_skipActionErrorRevalidation: true,
} as const;
