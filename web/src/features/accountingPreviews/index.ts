import type { ComponentType } from 'react';

import { AddAccountPage } from './AddAccountPage';
import { AddCheckPage } from './AddCheckPage';
import { AddInternalStockPage } from './AddInternalStockPage';
import { BillItemsPage } from './BillItemsPage';
import { BillPaymentsPage } from './BillPaymentsPage';
import { ChartOfAccountPage } from './ChartOfAccountPage';
import { ChecksPage } from './ChecksPage';
import { ConsignmentTrackerPage, InfluencerTrackerPage } from './CouponTrackerPage';
import { DepositsPage } from './DepositsPage';
import { InvoicePaymentPage } from './InvoicePaymentPage';
import type { AccountingPreview } from './urls';

/** The accounting mock-ups, one chunk loaded when one of them is first opened; keyed like their paths in urls.ts. */
export const accountingPreviewScreens: Record<AccountingPreview, ComponentType> = {
  consignmentTracker: ConsignmentTrackerPage,
  influencerTracker: InfluencerTrackerPage,
  billItems: BillItemsPage,
  addInternalStock: AddInternalStockPage,
  billPayments: BillPaymentsPage,
  checks: ChecksPage,
  addCheck: AddCheckPage,
  deposits: DepositsPage,
  invoicePayment: InvoicePaymentPage,
  chartOfAccount: ChartOfAccountPage,
  addAccount: AddAccountPage,
};
