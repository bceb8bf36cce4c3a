// Imported by routes.tsx into the first bundle: plain constants only.

/** Route patterns (relative to /dashboard) of the accounting mock-ups. Spec 002 §2; none is a sidebar link. */
export const accountingPreviewPaths = {
  consignmentTracker: 'consignment_tracker',
  influencerTracker: 'influencer_tracker',
  billItems: 'bill_item',
  addInternalStock: 'addinternalstock',
  billPayments: 'bill_payments',
  checks: 'checks',
  addCheck: 'addcheck',
  deposits: 'deposit',
  invoicePayment: 'invoice_payment',
  chartOfAccount: 'chart_account',
  addAccount: 'addaccount',
} as const;

export type AccountingPreview = keyof typeof accountingPreviewPaths;

/** Their addresses ('/dashboard/checks'…), for the links between them and for tests. */
export const accountingPreviewUrls = Object.fromEntries(
  Object.entries(accountingPreviewPaths).map(([screen, path]) => [screen, `/dashboard/${path}`]),
) as { readonly [Screen in AccountingPreview]: `/dashboard/${(typeof accountingPreviewPaths)[Screen]}` };

/** Each mock-up's title (its h1), for the screens and for the tests that open them. */
export const accountingPreviewTitles: { readonly [Screen in AccountingPreview]: string } = {
  consignmentTracker: 'Consignment Tracker',
  influencerTracker: 'Influencer Tracker',
  billItems: 'Bill Items / Expense',
  addInternalStock: 'Input Internal Stock Data',
  billPayments: 'Bill Payment',
  checks: 'Checks',
  addCheck: 'Create Checks',
  deposits: 'Deposits',
  invoicePayment: 'Invoice of Payment',
  chartOfAccount: 'Chart of Account',
  addAccount: 'Add New Account',
};

/** The words that mark every mock-up (under its title), so nobody mistakes a sample figure for the books. */
export const PREVIEW_NOTICE =
  'Preview — this screen is a mock-up: every figure on it is a sample, and nothing is saved.';
