import { accountingPreviewPaths } from './features/accountingPreviews/urls';
import { activityPaths } from './features/activity/urls';
import { consignmentPaths } from './features/consignmentInvoices/urls';
import { customerPaths } from './features/customers/urls';
import { deliveryFeePaths } from './features/deliveryFees/urls';
import { faqCategoryPaths } from './features/faqCategories/urls';
import { faqPaths } from './features/faqs/urls';
import { internalTransferPaths } from './features/internalTransfers/urls';
import { newsletterSubscriberPaths } from './features/newsletterSubscribers/urls';
import { orderPaths } from './features/orders/paths';
import { promotionPaths } from './features/promotions/urls';
import { recipePaths } from './features/recipes/urls';
import { retailerLocationPaths } from './features/retailerLocations/urls';
import { returnPaths } from './features/returns/urls';
import { samplePaths } from './features/samples/urls';
import { overviewLink, type SidebarPath } from './features/shell/sidebarLinks';
import { staffPaths } from './features/staff/urls';
import { stockTrackerPaths } from './features/stockTracker/urls';
import { testerPaths } from './features/testers/urls';
import { vendorPaths } from './features/vendors/urls';
import { warehousePaths } from './features/warehouses/urls';

/**
 * The route table of the dashboard as plain data, relative to /dashboard: routes.tsx builds the router from
 * it (each built area's screens are keyed like its paths, so the two cannot drift), and the accessibility
 * e2e opens every address in it. A module without React, so Node can import it too.
 */
export const areaPaths = {
  // Inventory's paths are written here, not imported, so the login bundle holds nothing of the area.
  inventory: { list: 'inventory', add: 'add/product', edit: 'edit/product/:id' },
  warehouse: warehousePaths,
  promotions: promotionPaths,
  vendors: vendorPaths,
  customers: customerPaths,
  delivery: deliveryFeePaths,
  orders: orderPaths,
  stocks: internalTransferPaths,
  samples: samplePaths,
  tester: testerPaths,
  stock_tracker: stockTrackerPaths,
  returns: returnPaths,
  consignment_invoice: consignmentPaths,
  recipe: recipePaths,
  'retail-partner': retailerLocationPaths,
  faq: faqPaths,
  faq_category: faqCategoryPaths,
  newsletter_subscriber: newsletterSubscriberPaths,
  activity: activityPaths,
  staff: staffPaths,
} as const satisfies Record<SidebarPath, Readonly<Record<string, string>>>;

export type Area = keyof typeof areaPaths;

/** Issue 27: the overview is the dashboard's index route, /dashboard itself: first in the sidebar, yet none of the spec's areas. */
export const overviewPath = overviewLink.path;

/** Spec 002 §2: the static accounting mock-ups. Built screens, but no sidebar area: reached by address and by their links. */
export const previewPaths = accountingPreviewPaths;

/** The route patterns of every built screen ('' for the overview, 'inventory', 'add/product', 'edit/product/:id'…), the mock-ups included. */
export function routePatterns(): string[] {
  return [
    overviewPath,
    ...Object.values(areaPaths).flatMap((paths) => Object.values(paths)),
    ...Object.values(previewPaths),
  ];
}
