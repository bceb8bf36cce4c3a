import type { HistoryRecordType } from '@backoffice/schema/generated/enums';

/**
 * Issue 39: what each mutation did, in staff's words, as a record's history and the Activity screen say it. One
 * entry per mutation of schema/rules/access.ts MUTATION_RULES (historyLabels.test.ts checks that none is missing
 * and none is left over); each reads well under the record it changed ("Order 12 — Edited the order").
 */
export const OPERATION_LABELS: Readonly<Record<string, string>> = {
  login: 'Signed in',
  logout: 'Signed out',
  createListPreset: 'Saved a list preset',
  updateListPreset: 'Updated a list preset',
  deleteListPreset: 'Deleted a list preset',
  createProduct: 'Added the product',
  updateProduct: 'Edited the product',
  setProductStatus: 'Changed the status',
  deleteProduct: 'Deleted the product',
  createDeliveryFee: 'Added the courier fee',
  updateDeliveryFee: 'Edited the courier fee',
  setDeliveryFeeActive: 'Switched the courier fee on or off',
  deleteDeliveryFee: 'Deleted the courier fee',
  createWarehouse: 'Added the warehouse',
  updateWarehouse: 'Edited the warehouse',
  setWarehouseActive: 'Switched the warehouse on or off',
  deleteWarehouse: 'Deleted the warehouse',
  createCustomer: 'Added the customer',
  updateCustomer: 'Edited the customer',
  deleteCustomer: 'Deleted the customer',
  createVendor: 'Added the vendor',
  updateVendor: 'Edited the vendor',
  deleteVendor: 'Deleted the vendor',
  createPromotion: 'Added the promotion',
  updatePromotion: 'Edited the promotion',
  setPromotionActive: 'Switched the promotion on or off',
  deletePromotion: 'Deleted the promotion',
  createInternalTransfer: 'Added the stock (internal transfer)',
  deleteInternalTransfer: 'Deleted the internal transfer',
  correctStock: 'Recorded the real stock',
  setLowStockThreshold: 'Changed the low-stock threshold',
  createOrder: 'Added the order',
  updateOrder: 'Edited the order',
  setOrdersStatus: 'Changed the status (several orders)',
  updateOrderShipping: 'Changed the shipping',
  generateShippingLabel: 'Printed the shipping label',
  generateShippingLabels: 'Printed the shipping labels (several orders)',
  orderGojek: 'Booked Gojek',
  syncOrderToJubelio: 'Sent the order to Jubelio',
  refreshQuickbooksStatus: 'Refreshed the QuickBooks status',
  createSample: 'Added the sample',
  updateSample: 'Edited the sample',
  updateSampleShipping: 'Changed the shipping',
  generateSampleShippingLabel: 'Printed the shipping label',
  setTesterStatus: 'Changed the status',
  createReturn: 'Added the return',
  deleteReturn: 'Deleted the return',
  createConsignmentInvoice: 'Created the invoice',
  updateConsignmentInvoice: 'Edited the invoice',
  deleteConsignmentInvoice: 'Deleted the invoice',
  createRetailerLocation: 'Added the retail partner',
  updateRetailerLocation: 'Edited the retail partner',
  deleteRetailerLocation: 'Deleted the retail partner',
  createFaq: 'Added the FAQ',
  updateFaq: 'Edited the FAQ',
  deleteFaq: 'Deleted the FAQ',
  createFaqCategory: 'Added the FAQ category',
  updateFaqCategory: 'Edited the FAQ category',
  deleteFaqCategory: 'Deleted the FAQ category',
  createRecipe: 'Added the recipe',
  updateRecipe: 'Edited the recipe',
  deleteRecipe: 'Deleted the recipe',
  updateStaffMember: 'Changed the role or access',
};

/** `updateOrderShipping` as words, for a mutation newer than this table: "Update order shipping". */
export function readableName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A mutation's words; one this table does not know yet, its name made readable. */
export const operationLabel = (operation: string): string =>
  Object.hasOwn(OPERATION_LABELS, operation) ? OPERATION_LABELS[operation]! : readableName(operation);

/** The kinds of record as staff name them: the Activity screen's Record column and its filter. */
export const HISTORY_RECORD_TYPE_LABELS: Record<HistoryRecordType, string> = {
  PRODUCT: 'Product',
  DELIVERY_FEE: 'Courier fee',
  WAREHOUSE: 'Warehouse',
  CUSTOMER: 'Customer',
  VENDOR: 'Vendor',
  PROMOTION: 'Promotion',
  INTERNAL_TRANSFER: 'Internal transfer',
  STOCK_COUNT: 'Stock count',
  LOW_STOCK_THRESHOLD: 'Low-stock threshold',
  ORDER: 'Order',
  SAMPLE: 'Sample',
  TESTER: 'Tester',
  RETURN: 'Return',
  CONSIGNMENT_INVOICE: 'Consignment invoice',
  RETAILER_LOCATION: 'Retail partner',
  FAQ: 'FAQ',
  FAQ_CATEGORY: 'FAQ category',
  RECIPE: 'Recipe',
  LIST_PRESET: 'List preset',
  STAFF_MEMBER: 'Staff member',
  SESSION: 'Sign-in',
};

/**
 * The id of a stock count's history (issue 39): the product and the warehouse it counts, `<productId>:<warehouseId>`,
 * as the gateway records `correctStock` under STOCK_COUNT.
 */
export const stockCountRecordId = (productId: string, warehouseId: string) => `${productId}:${warehouseId}`;

/** Kinds of record kept under the staff member's own id (their sign-ins, the threshold they set): no id to show. */
const OWN_RECORDS: ReadonlySet<HistoryRecordType> = new Set(['SESSION', 'LOW_STOCK_THRESHOLD']);

/** A record as the Activity screen names it: "Order 12", "Stock count of product 5 in warehouse 2". */
export function recordText(recordType: HistoryRecordType, recordId: string | null | undefined): string {
  const kind = HISTORY_RECORD_TYPE_LABELS[recordType] ?? readableName(recordType);
  if (!recordId || OWN_RECORDS.has(recordType)) return kind;
  if (recordType === 'STOCK_COUNT') {
    const [productId, warehouseId] = recordId.split(':');
    if (productId && warehouseId) return `${kind} of product ${productId} in warehouse ${warehouseId}`;
  }
  return `${kind} ${recordId}`;
}

/** The codes of a refusal: the gateway said no to what was asked. Any other code is a failure along the way. */
const REFUSALS = new Set(['BAD_USER_INPUT', 'FORBIDDEN', 'UNAUTHENTICATED', 'NOT_FOUND', 'CONFLICT']);

/** The outcome of a change that did not go through ("Refused: FORBIDDEN", "Failed: UPSTREAM_ERROR"); null for OK. */
export function outcomeText(outcome: string): string | null {
  if (outcome === 'OK') return null;
  return `${REFUSALS.has(outcome) ? 'Refused' : 'Failed'}: ${outcome}`;
}

/** Every history screen says what it covers (issue 39: changes made elsewhere are not seen here). */
export const HISTORY_SCOPE_NOTE =
  'Covers changes made through this dashboard only: changes made in other tools are not shown.';
