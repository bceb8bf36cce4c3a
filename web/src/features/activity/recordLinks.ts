import { generatePath } from 'react-router-dom';

import type { HistoryRecordType } from '@backoffice/schema/generated/enums';
import { isRecordId } from '@backoffice/schema/rules/id';

import { dashboardUrl } from '../../appUrls';
import { areaPaths } from '../../routePaths';
import { withQuery } from '../../ui/urlParams';

/** The query key of the lists whose records open in a dialog over them (orders, samples, testers…). */
const DETAIL_PARAM = 'detail';

const inDashboard = (path: string) => (path ? `${dashboardUrl}/${path}` : dashboardUrl);
const editPage = (pattern: string) => (id: string) => inDashboard(generatePath(pattern, { id }));
const detailDialog = (listPath: string) => (id: string) => withQuery(inDashboard(listPath), { [DETAIL_PARAM]: id });

/**
 * Where each kind of record is seen: its edit form, or its list with its detail dialog open. None for a recipe (its
 * form is addressed by its slug, which the history does not keep), a saved preset or a sign-in.
 */
const RECORD_SCREENS: Partial<Record<HistoryRecordType, (id: string) => string>> = {
  PRODUCT: editPage(areaPaths.inventory.edit),
  DELIVERY_FEE: editPage(areaPaths.delivery.edit),
  WAREHOUSE: editPage(areaPaths.warehouse.edit),
  CUSTOMER: editPage(areaPaths.customers.edit),
  VENDOR: editPage(areaPaths.vendors.edit),
  PROMOTION: editPage(areaPaths.promotions.edit),
  INTERNAL_TRANSFER: detailDialog(areaPaths.stocks.list),
  // The tracker opens a row's history of counts by its `<productId>:<warehouseId>`.
  STOCK_COUNT: detailDialog(areaPaths.stock_tracker.list),
  LOW_STOCK_THRESHOLD: () => dashboardUrl,
  ORDER: detailDialog(areaPaths.orders.list),
  SAMPLE: detailDialog(areaPaths.samples.list),
  TESTER: detailDialog(areaPaths.tester.list),
  RETURN: detailDialog(areaPaths.returns.list),
  CONSIGNMENT_INVOICE: editPage(areaPaths.consignment_invoice.edit),
  RETAILER_LOCATION: editPage(areaPaths['retail-partner'].edit),
  FAQ: editPage(areaPaths.faq.edit),
  FAQ_CATEGORY: editPage(areaPaths.faq_category.edit),
  STAFF_MEMBER: () => inDashboard(areaPaths.staff.list),
};

/** Whether `id` names a record the way its kind does: a record id, or a stock count's two. */
const wellFormed = (recordType: HistoryRecordType, id: string) =>
  recordType === 'STOCK_COUNT' ? /^[1-9]\d*:[1-9]\d*$/.test(id) : isRecordId(id);

/**
 * The address of the screen that shows a changed record, if it has one and the record may still be there: not after
 * a delete, nor for an entry without an id (a refused create).
 */
export function recordUrl(entry: {
  recordType: HistoryRecordType;
  recordId?: string | null;
  operation: string;
}): string | undefined {
  const screen = RECORD_SCREENS[entry.recordType];
  const id = entry.recordId;
  if (!screen || (entry.recordType !== 'LOW_STOCK_THRESHOLD' && (!id || !wellFormed(entry.recordType, id)))) {
    return undefined;
  }
  if (entry.operation.startsWith('delete')) return undefined;
  return screen(id ?? '');
}
