import type { HistoryRecordType } from '@backoffice/schema/generated/enums';
import { STAFF_ROLE_LABELS } from '@backoffice/schema/rules/access';
import { INVOICE_TYPE_LABELS } from '@backoffice/schema/rules/consignmentInvoice';
import { FAQ_LOCALE_LABELS } from '@backoffice/schema/rules/faq';
import { TRANSFER_TYPE_LABELS } from '@backoffice/schema/rules/internalTransfer';
import { formatRupiah } from '@backoffice/schema/rules/money';
import { AGE_RANGE_LABELS } from '@backoffice/schema/rules/recipe';
import { RETURN_ACTION_LABELS } from '@backoffice/schema/rules/return';
import { RECIPIENT_TYPE_LABELS, SAMPLE_PURPOSE_LABELS, TESTER_STATUS_LABELS } from '@backoffice/schema/rules/sample';

import { customerTypeLabels } from './customerTypes';
import { formatDate } from './dates';
import { deliveryTypeLabels } from './deliveryTypes';
import { readableName } from './historyLabels';
import { genderLabels, taxStatusLabels } from './partyLabels';
import { productStatusLabels, productTypeLabels } from './productLabels';
import { promotionConditionLabels, promotionTermsLabels, promotionTypeLabels } from './promotionLabels';
import { salesChannelLabels } from './salesChannels';
import { paymentStatusLabels, shipmentStatusLabels } from './shippingStatuses';

/**
 * How a record's history names one of its fields and writes its values (issue 39): the label its screen gives the
 * field, and the screen's words for the values (an enum's labels, rupiah, a day). A `#` in the label is where a
 * list item's number goes ("FAQ # Title" is "FAQ 2 Title"); without one the number follows the label ("Quantity 2").
 */
export interface FieldWords {
  label: string;
  /** The words of each value (an enum's labels). */
  values?: Readonly<Record<string, string>>;
  /** How a value is written, when it is not an enum's. */
  format?: (text: string) => string;
}

/** The fields of one kind of record, by path in the schema's words; `*` stands for a list item's index. */
type FieldTable = Readonly<Record<string, FieldWords>>;

const money = (text: string) => (/^-?\d+$/.test(text.trim()) ? formatRupiah(Number(text)) : text);
const day = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDate(text) : text);
const percent = (text: string) => `${text}%`;
const kilograms = (text: string) => `${text} kg`;
/** A record another one points to, by its id: "warehouse 3". */
const ref = (noun: string) => (text: string) => `${noun} ${text}`;

const ACTIVE_WORDS = { true: 'Active', false: 'Inactive' };
const YES_NO = { true: 'Yes', false: 'No' };

const field = (label: string, more: Omit<FieldWords, 'label'> = {}): FieldWords => ({ label, ...more });

const personFields: FieldTable = {
  firstName: field('First Name'),
  middleName: field('Middle Name'),
  lastName: field('Last Name'),
  gender: field('Gender', { values: genderLabels }),
  email: field('Email'),
  phoneNumber: field('Phone Number'),
  taxStatus: field('Tax Status', { values: taxStatusLabels }),
  companyName: field('Company Name'),
};

const placeFields: FieldTable = {
  provinceId: field('Province', { format: ref('province') }),
  cityId: field('City', { format: ref('city') }),
  postalCode: field('Postal Code'),
};

const shippingFields: FieldTable = {
  shipFromId: field('Ship From', { format: ref('warehouse') }),
  shipmentDate: field('Shipment Date', { format: day }),
  shipmentStatus: field('Shipment Status', { values: shipmentStatusLabels }),
  paymentStatus: field('Payment Status', { values: paymentStatusLabels }),
  courierId: field('Courier', { format: ref('courier') }),
  trackingCode: field('Tracking Code'),
};

const productLineFields: FieldTable = {
  'lines.*.productId': field('Product', { format: ref('product') }),
  'lines.*.quantity': field('Quantity'),
};

const memo: FieldTable = { memo: field('Memo') };

/** Each kind of record's fields, in the words of its form or dialog. */
export const HISTORY_FIELDS: Record<HistoryRecordType, FieldTable> = {
  PRODUCT: {
    type: field('Product Type', { values: productTypeLabels }),
    status: field('Status', { values: productStatusLabels }),
    name: field('Name'),
    ecommerceName: field('E-commerce Name'),
    whatsappName: field('WhatsApp Name'),
    slug: field('Slug'),
    sku: field('SKU'),
    description: field('Description'),
    contentBox: field('Content Box'),
    tagScript: field('Tag Script'),
    metaTitle: field('Meta Title'),
    metaDescription: field('Meta Description'),
    metaKeywords: field('Meta Keywords'),
    categoryId: field('Category', { format: ref('category') }),
    bpomNumber: field('BPOM MD'),
    barcode: field('Barcode'),
    grossWeight: field('Gross Weight (kg)', { format: kilograms }),
    netWeight: field('Net Weight (kg)', { format: kilograms }),
    grossPrice: field('Gross Price', { format: money }),
    discountPercent: field('Discount', { format: percent }),
    retailPrice: field('Retail Price', { format: money }),
    resellerPrice: field('Reseller Price', { format: money }),
    wholesalerPrice: field('Wholesaler Price', { format: money }),
    costPrice: field('Cost Price', { format: money }),
    bundleItemIds: field('Bundle Items'),
    'bundleItemIds.*': field('Bundle Item', { format: ref('product') }),
    'faqs.*.title': field('FAQ # Title'),
    'faqs.*.body': field('FAQ # Answer'),
    'faqs.*.locale': field('FAQ # Locale'),
    scheduleTime: field('Schedule Time'),
    'media.images': field('Images'),
    'media.images.*': field('Image'),
    'media.video': field('Video'),
    'media.removeImages': field('Removed Images'),
    'media.removeImages.*': field('Removed Image'),
    'media.removeVideo': field('Removed Video', { values: YES_NO }),
  },
  DELIVERY_FEE: {
    courierId: field('Courier Company', { format: ref('courier') }),
    serviceName: field('Service Name'),
    deliveryType: field('Delivery Type', { values: deliveryTypeLabels }),
    fee: field('Fees', { format: money }),
    unitFee: field('Unit Fees (Kg)', { format: money }),
    originCityId: field('Origin City', { format: ref('city') }),
    destinationCityId: field('Destination City', { format: ref('city') }),
    trackingWebsite: field('Tracking Website'),
    active: field('Active', { values: ACTIVE_WORDS }),
  },
  WAREHOUSE: {
    name: field('Name'),
    latitude: field('Latitude'),
    longitude: field('Longitude'),
    address: field('Address'),
    cityId: field('City', { format: ref('city') }),
    phoneNumber: field('Telephone'),
    active: field('Active', { values: ACTIVE_WORDS }),
  },
  CUSTOMER: {
    ...personFields,
    ...placeFields,
    type: field('Customer Type', { values: customerTypeLabels }),
    shippingAddress: field('Ship-to Address'),
    invoiceAddress: field('Invoice Address'),
    invoiceProvinceId: field('Invoice Province', { format: ref('province') }),
    invoiceCityId: field('Invoice City', { format: ref('city') }),
  },
  VENDOR: {
    ...personFields,
    ...placeFields,
    address: field('Address'),
    bankName: field('Bank Name'),
    bankBranch: field('Bank Branch'),
    accountName: field('Account Name'),
    accountNumber: field('Account Number'),
  },
  PROMOTION: {
    platform: field('Platform'),
    name: field('Promo Name'),
    code: field('Promo Code'),
    type: field('Promo Type', { values: promotionTypeLabels }),
    unknownType: field('Promo Type'),
    value: field('Promo Value'),
    maxDiscount: field('Max Promo', { format: money }),
    active: field('Active', { values: ACTIVE_WORDS }),
    isDefault: field('Default Promotion', { values: YES_NO }),
    validFrom: field('Valid From', { format: day }),
    validUntil: field('Valid Until', { format: day }),
    description: field('Description'),
    termsAndConditions: field('Terms & Conditions'),
    terms: field('Terms', { values: promotionTermsLabels }),
    condition: field('Condition', { values: promotionConditionLabels }),
    amount: field('Amount'),
    maxAmount: field('Max Amount'),
    minTransaction: field('Min Transaction', { format: money }),
    quota: field('Quota'),
    usedQuota: field('Used Quota'),
    image: field('Promo Image'),
  },
  INTERNAL_TRANSFER: {
    type: field('Type', { values: TRANSFER_TYPE_LABELS }),
    shipmentDate: field('Shipment Date', { format: day }),
    receivedDate: field('Received Date', { format: day }),
    fromWarehouseId: field('From Warehouse', { format: ref('warehouse') }),
    toWarehouseId: field('Destination Warehouse', { format: ref('warehouse') }),
    vendorId: field('Vendor', { format: ref('vendor') }),
    toVendorId: field('Vendor/unit', { format: ref('vendor') }),
    ...memo,
    ...productLineFields,
    'lines.*.unitPrice': field('Price', { format: money }),
  },
  STOCK_COUNT: {
    productId: field('Product', { format: ref('product') }),
    warehouseId: field('Warehouse', { format: ref('warehouse') }),
    realStock: field('Real Stock'),
    currentStock: field('Current Stock'),
    expectedCurrentStock: field('Current Stock'),
  },
  LOW_STOCK_THRESHOLD: { threshold: field('Low below this many units') },
  ORDER: {
    'customer.customerId': field('Customer', { format: ref('customer') }),
    'customer.name': field('Customer Name'),
    'customer.phoneNumber': field('Contact'),
    'customer.address': field('Shipment Address'),
    'customer.provinceId': field('Province', { format: ref('province') }),
    'customer.cityId': field('City', { format: ref('city') }),
    'customer.postalCode': field('Postal Code'),
    orderDate: field('Order Date', { format: day }),
    ...shippingFields,
    salesChannel: field('Sales Channel', { values: salesChannelLabels }),
    customerType: field('Customer Type', { values: customerTypeLabels }),
    taxPercent: field('Tax', { format: percent }),
    deliveryFee: field('Delivery Fee', { format: money }),
    invoiceNumber: field('External Invoice Number'),
    ...memo,
    ...productLineFields,
    'lines.*.unitPrice': field('Price Each', { format: money }),
  },
  SAMPLE: {
    recipientType: field('Recipient', { values: RECIPIENT_TYPE_LABELS }),
    recipientId: field('Recipient Id'),
    phoneNumber: field('Phone'),
    address: field('Address'),
    ...placeFields,
    ...shippingFields,
    purpose: field('Purpose', { values: SAMPLE_PURPOSE_LABELS }),
    ...memo,
    ...productLineFields,
  },
  TESTER: {
    status: field('Status', { values: TESTER_STATUS_LABELS }),
    testerStatus: field('Status', { values: TESTER_STATUS_LABELS }),
  },
  RETURN: {
    orderId: field('Order Number'),
    shipById: field('Ship By', { format: ref('courier') }),
    returnToId: field('Ship To', { format: ref('warehouse') }),
    moneyReturned: field('Money Returned', { format: money }),
    action: field('Actions', { values: RETURN_ACTION_LABELS }),
    ...memo,
    ...productLineFields,
  },
  CONSIGNMENT_INVOICE: {
    orderId: field('Order'),
    type: field('Type', { values: INVOICE_TYPE_LABELS }),
    invoiceDate: field('Invoice Date', { format: day }),
    ...memo,
    ...productLineFields,
    'lines.*.unitPrice': field('Price', { format: money }),
  },
  RETAILER_LOCATION: {
    customerId: field('Customer', { format: ref('customer') }),
    retailType: field('Retail Type'),
    displayName: field('Display Name'),
    website: field('Website'),
    whatsappLink: field('WhatsApp Link'),
    operationalHours: field('Operational Hours'),
    displayPhone: field('Display Phone'),
    address: field('Address'),
    latitude: field('Latitude'),
    longitude: field('Longitude'),
    image: field('Image'),
  },
  FAQ: {
    title: field('Title'),
    body: field('Body'),
    categoryId: field('FAQ Category', { format: ref('category') }),
    locale: field('Locale', { values: FAQ_LOCALE_LABELS }),
  },
  FAQ_CATEGORY: { name: field('Name') },
  RECIPE: {
    name: field('Recipe Name'),
    categoryName: field('Recipe Category Name'),
    description: field('Description'),
    servingSize: field('Serving Size'),
    cookingMethod: field('Cooking Method'),
    servingTime: field('Serving Time'),
    ageRange: field('Age Range', { values: AGE_RANGE_LABELS }),
    instructions: field('Instructions'),
    notes: field('Notes'),
    'lines.*.ingredientId': field('Ingredient', { format: ref('ingredient') }),
    'lines.*.grams': field('Grams'),
    image: field('Recipe Image'),
  },
  LIST_PRESET: { list: field('List'), name: field('Name'), params: field('Filters') },
  STAFF_MEMBER: {
    role: field('Role', { values: STAFF_ROLE_LABELS }),
    active: field('Active', { values: ACTIVE_WORDS }),
  },
  SESSION: {},
};

/** The longest value a change shows in full; longer ones (a description, a recipe's steps) are cut. */
const MAX_VALUE_LENGTH = 80;

/** Rich text (a description, an FAQ's body) as its words, without the editor's tags. */
const withoutTags = (text: string) =>
  /<[a-z][^>]*>/i.test(text)
    ? text
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : text;

const cut = (text: string) =>
  text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1).trimEnd()}…` : text;

/** One change as staff read it: the field's label, and its values before and after in the screen's words. */
export interface ChangeWords {
  label: string;
  /** Null: not known (the gateway had not read the record before the change). */
  before: string | null;
  after: string;
}

/** The entry of `path`'s field: the most specific of its patterns (with its leading parts, then without them). */
function wordsOf(table: FieldTable, parts: readonly string[]): FieldWords | undefined {
  const pattern = parts.map((part) => (/^\d+$/.test(part) ? '*' : part));
  for (let start = 0; start < pattern.length; start++) {
    const words = table[pattern.slice(start).join('.')];
    if (words) return words;
  }
  return undefined;
}

/** The field's label: its screen's, with the list item's number, else its path made readable ("Lines 1 quantity"). */
function labelOf(words: FieldWords | undefined, parts: readonly string[]): string {
  const numbers = parts.filter((part) => /^\d+$/.test(part)).map((part) => String(Number(part) + 1));
  if (!words)
    return readableName(parts.map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part)).join(' '));
  let label = words.label;
  for (const number of numbers) label = label.includes('#') ? label.replace('#', number) : `${label} ${number}`;
  return label;
}

/** A value in the screen's words; empty is "(empty)" so that an emptied field reads as one. */
function valueOf(words: FieldWords | undefined, text: string | null): string {
  if (text === null || text === '') return '(empty)';
  const shown = words?.values?.[text] ?? (words?.format ? words.format(text) : text);
  return cut(withoutTags(shown));
}

/** A change of `recordType` as staff read it: "Status", "Pending" → "Active". */
export function describeChange(
  recordType: HistoryRecordType,
  change: { field: string; before?: string | null; after?: string | null },
): ChangeWords {
  const parts = change.field.split('.').filter(Boolean);
  const words = wordsOf(HISTORY_FIELDS[recordType] ?? {}, parts);
  return {
    label: labelOf(words, parts),
    before: change.before === null || change.before === undefined ? null : valueOf(words, change.before),
    after: valueOf(words, change.after ?? null),
  };
}

/** What a value before reads when the gateway did not know it. */
export const UNKNOWN_BEFORE = '(not known)';

/** A change on one line: "Status: Pending → Active", "Status: (not known) → Active". */
export const changeLine = (words: ChangeWords): string =>
  `${words.label}: ${words.before ?? UNKNOWN_BEFORE} → ${words.after}`;
