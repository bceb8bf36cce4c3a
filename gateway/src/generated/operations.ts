import type { TypedQueryDocumentNode as DocumentNode } from 'graphql';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An instant in ISO 8601 form, e.g. 2026-11-22T03:15:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A calendar day, exactly YYYY-MM-DD and a real day of the calendar (2024-02-29, not 2025-02-31 nor 2025-01-01T00:00). */
  Date: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request spec (send the header Apollo-Require-Preflight: true). */
  Upload: { input: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; output: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; }
};

/** Where a stockist order stands in being invoiced (spec 002 §4), computed by the REST API from its invoices. */
export type ConsignmentStatus =
  /** No invoice yet (REST null). */
  | 'PENDING'
  /** Invoiced in part: some of a product remains (REST 0). */
  | 'ON_PROCESS'
  /** Nothing remains to be invoiced (REST 1). */
  | 'DONE';

/** What a consignment invoice is for (spec 002 §9). */
export type InvoiceType =
  /** Payment for goods sold (REST payment). */
  | 'PAYMENT'
  /** A correction (REST adjustment). */
  | 'ADJUSTMENT';

/** The filters of the consignment invoice list; each one left out filters nothing. Only stockist orders, always. */
export type ConsignmentOrderFilter = {
  /** Orders placed on or after this day. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Orders placed on or before this day. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Words of the customer's name. */
  customer?: InputMaybe<Scalars['String']['input']>;
  /** An order id. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** Orders at this consignment status. */
  status?: InputMaybe<ConsignmentStatus>;
};

/** One product line of a new or edited invoice. */
export type ConsignmentInvoiceLineInput = {
  /** A product of the order. */
  productId: Scalars['ID']['input'];
  /** A whole number, at least 1, and no more than remains to be invoiced. */
  quantity: Scalars['Int']['input'];
  /** Whole rupiah per unit, 0 or more. */
  unitPrice: Scalars['Int']['input'];
};

/**
 * A new or edited consignment invoice. Checked by the shared invoice rules and again by the REST API against the
 * order: a product not in the order, or more than remains, fails with CONFLICT naming the line (`lines.0.quantity`).
 */
export type ConsignmentInvoiceInput = {
  /** Payment or adjustment. */
  type: InvoiceType;
  /** The invoice's date, or none. An edit that leaves it out keeps the invoice's date (spec 002 §7); one given (null clears it) is written. */
  invoiceDate?: InputMaybe<Scalars['Date']['input']>;
  /** Staff notes, at most 2000 characters. */
  memo?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 lines. */
  lines: Array<ConsignmentInvoiceLineInput>;
};

/** Spec 002 §9: the kinds of customer, a fixed list shared across the product. */
export type CustomerType =
  /** A private person (REST individual). */
  | 'INDIVIDUAL'
  /** A shop that sells to consumers (REST retailer). */
  | 'RETAILER'
  /** A shop that sells online (REST online_retailer). */
  | 'ONLINE_RETAILER'
  /** Someone who resells the products (REST reseller). */
  | 'RESELLER'
  /** A buyer of large quantities (REST wholesaler). */
  | 'WHOLESALER'
  /** A stockist (REST stockist); consignment invoices are issued against stockists' orders. */
  | 'STOCKIST';

/** What the customer list can be sorted by. */
export type CustomerSortField =
  /** Full name, ignoring case. */
  | 'NAME'
  /** Customer type. */
  | 'TYPE'
  /** The name of the shipping city. */
  | 'CITY'
  /** Creation time. */
  | 'CREATED_AT';

/**
 * A whole customer, for create and update (update replaces every field). Checked by the shared customer
 * rules; a problem fails with BAD_USER_INPUT naming the field in `extensions.field`. Optional texts may be
 * null or empty: both are stored as none.
 */
export type CustomerInput = {
  /** The business's name, at most 120 characters; none for private persons. */
  companyName?: InputMaybe<Scalars['String']['input']>;
  /** Required, at most 60 characters ('First name is required'). */
  firstName: Scalars['String']['input'];
  /** At most 60 characters. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** At most 60 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The kind of customer; required. */
  type: CustomerType;
  /** PKP or Non PKP; required. */
  taxStatus: TaxStatus;
  /** The (contact) person's gender, or none. */
  gender?: InputMaybe<Gender>;
  /** A valid e-mail address, at most 254 characters; empty for none. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The ship-to address, at most 500 characters. */
  shippingAddress?: InputMaybe<Scalars['String']['input']>;
  /** The province of the shipping address; required. */
  provinceId: Scalars['ID']['input'];
  /** A city of the province. */
  cityId: Scalars['ID']['input'];
  /** Five digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** Where invoices go, at most 500 characters; none when invoices go to the shipping address. */
  invoiceAddress?: InputMaybe<Scalars['String']['input']>;
  /** The province of the invoice address, or none. */
  invoiceProvinceId?: InputMaybe<Scalars['ID']['input']>;
  /** A city of the invoice province. */
  invoiceCityId?: InputMaybe<Scalars['ID']['input']>;
};

/** Whether a courier service ships within Indonesia or abroad. */
export type DeliveryType =
  /** Within Indonesia (REST deliveryType 0). */
  | 'DOMESTIC'
  /** Abroad (REST deliveryType 1). */
  | 'INTERNATIONAL';

/** What the courier fee list can be sorted by. */
export type DeliveryFeeSortField =
  /** By courier company, then service name. */
  | 'COURIER'
  /** By service name, ignoring case. */
  | 'SERVICE_NAME'
  /** Domestic before international. */
  | 'DELIVERY_TYPE'
  /** By the fee per parcel. */
  | 'FEE'
  /** By the fee per kilogram. */
  | 'UNIT_FEE'
  /** By the origin city's name. */
  | 'ORIGIN'
  /** By the destination city's name. */
  | 'DESTINATION'
  /** Inactive before active. */
  | 'STATUS';

/**
 * A whole courier fee, for create and update (update replaces every field). Checked by the shared courier
 * rules: an empty field fails with BAD_USER_INPUT and the message 'Field tidak boleh kosong' (spec 000 §5),
 * `extensions.field` naming it.
 */
export type DeliveryFeeInput = {
  /** The courier company (see `couriers`); required. */
  courierId: Scalars['ID']['input'];
  /** The service's code, e.g. REG; required, at most 60 characters. */
  serviceName: Scalars['String']['input'];
  /** Domestic or international; required. */
  deliveryType: DeliveryType;
  /** Whole rupiah, 0 or more. */
  fee: Scalars['Int']['input'];
  /** Whole rupiah per kilogram, 0 or more. */
  unitFee: Scalars['Int']['input'];
  /** The city parcels leave from; required. */
  originCityId: Scalars['ID']['input'];
  /** The city parcels go to; required. */
  destinationCityId: Scalars['ID']['input'];
  /** Where parcels are tracked; required, at most 300 characters. */
  trackingWebsite: Scalars['String']['input'];
  /** Whether the fee is switched on. */
  active: Scalars['Boolean']['input'];
};

/** The language a FAQ is written in (spec 002 §4). */
export type FaqLocale =
  /** Indonesian (REST id_ID). */
  | 'ID_ID'
  /** English (REST en_US). */
  | 'EN_US';

/** What the FAQ list can be sorted by. */
export type FaqSortField =
  /** The question. */
  | 'TITLE'
  /** Newest first when descending. */
  | 'CREATED_AT';

/** What the FAQ category list can be sorted by. */
export type FaqCategorySortField =
  /** The name. */
  | 'NAME'
  /** Newest first when descending. */
  | 'CREATED_AT';

/** A whole FAQ. Checked by `schema/rules/faq.ts`; a problem fails with BAD_USER_INPUT naming the field. */
export type FaqInput = {
  /** The question; required, at most 200 characters. */
  title: Scalars['String']['input'];
  /** The answer; required, at most 10,000 characters. */
  body: Scalars['String']['input'];
  /** The category; required, an existing one. */
  categoryId: Scalars['ID']['input'];
  /** The language it is written in. */
  locale: FaqLocale;
};

/** A FAQ category. Its name is required, at most 120 characters, and unique whatever its case (CONFLICT otherwise). */
export type FaqCategoryInput = {
  /** The category's name. */
  name: Scalars['String']['input'];
};

/** The kinds of record whose changes the history keeps: one per thing a mutation changes. */
export type HistoryRecordType =
  /** A product of the inventory. */
  | 'PRODUCT'
  /** A courier fee. */
  | 'DELIVERY_FEE'
  /** A warehouse. */
  | 'WAREHOUSE'
  /** A customer. */
  | 'CUSTOMER'
  /** A vendor. */
  | 'VENDOR'
  /** A promotion. */
  | 'PROMOTION'
  /** An internal transfer of stock. */
  | 'INTERNAL_TRANSFER'
  /** The stock count of one product in one warehouse (a correction of the real stock). */
  | 'STOCK_COUNT'
  /** The overview's low-stock threshold. */
  | 'LOW_STOCK_THRESHOLD'
  /** An order. */
  | 'ORDER'
  /** A sample. */
  | 'SAMPLE'
  /** A tester. */
  | 'TESTER'
  /** A return. */
  | 'RETURN'
  /** A consignment invoice. */
  | 'CONSIGNMENT_INVOICE'
  /** A retail partner. */
  | 'RETAILER_LOCATION'
  /** A FAQ. */
  | 'FAQ'
  /** A FAQ category. */
  | 'FAQ_CATEGORY'
  /** A recipe. */
  | 'RECIPE'
  /** A saved list preset. */
  | 'LIST_PRESET'
  /** A member of staff (their role and state). */
  | 'STAFF_MEMBER'
  /** A sign-in or sign-out. */
  | 'SESSION';

/** Whether a city is a city (Kota) or a regency (Kabupaten). */
export type CityType =
  /** A city (Kota). */
  | 'KOTA'
  /** A regency (Kabupaten). */
  | 'KABUPATEN';

/** What the subscriber list can be sorted by. */
export type NewsletterSubscriberSortField =
  /** The e-mail address. */
  | 'EMAIL'
  /** When they subscribed. */
  | 'CREATED_AT';

/** An order's payment status (REST OrderStatus). */
export type PaymentStatus =
  /** Not paid yet (REST payment_pending); the default for new orders. */
  | 'PAYMENT_PENDING'
  /** Paid (REST payment_success). */
  | 'PAYMENT_SUCCESS'
  /** Canceled (REST canceled). */
  | 'CANCELED'
  /** Not paid in time (REST payment_expired). */
  | 'PAYMENT_EXPIRED';

/** Where a shipment is (spec 002 §9). */
export type ShipmentStatus =
  /** Being prepared (REST 'Processed'); the default for new orders. */
  | 'PROCESSED'
  /** Its shipping label has been generated (REST 'Label Printed'). */
  | 'LABEL_PRINTED'
  /** Handed to the courier (REST 'Shipped'); set by saving a tracking code on a Processed or Label Printed order. */
  | 'SHIPPED'
  /** Delivered and done (REST 'Completed'). */
  | 'COMPLETED'
  /** Will not ship (REST 'Canceled'). */
  | 'CANCELED'
  /** Booked with the courier (REST 'Booked'). */
  | 'BOOKED'
  /** Confirmed by the courier (REST 'Confirmed'). */
  | 'CONFIRMED'
  /** The courier has allocated a driver (REST 'Allocated'). */
  | 'ALLOCATED'
  /** On its way to the recipient (REST 'Out_for_delivery'). */
  | 'OUT_FOR_DELIVERY'
  /** Received by the recipient (REST 'Delivered'). */
  | 'DELIVERED'
  /** The courier is on its way to pick it up (REST 'Out_for_pickup'). */
  | 'OUT_FOR_PICKUP'
  /** Picked up by the courier (REST 'Picked'). */
  | 'PICKED'
  /** Held back (REST 'On_hold'). */
  | 'ON_HOLD'
  /** Rejected, e.g. by the courier (REST 'Rejected'). */
  | 'REJECTED';

/** The channel an order came through (spec 002 §9, REST sales_type). */
export type SalesChannel =
  /** Tokopedia marketplace (REST tokopedia). */
  | 'TOKOPEDIA'
  /** Shopee marketplace (REST shopee). */
  | 'SHOPEE'
  /** Bukalapak marketplace (REST bukalapak). */
  | 'BUKALAPAK'
  /** Blibli marketplace (REST blibli). */
  | 'BLIBLI'
  /** JD.ID marketplace (REST jdid). */
  | 'JDID'
  /** Lazada marketplace (REST lazada). */
  | 'LAZADA'
  /** A WhatsApp chat (REST whatsapp). */
  | 'WHATSAPP'
  /** The WhatsApp catalogue (REST whatsapp_catalog). */
  | 'WHATSAPP_CATALOG'
  /** Instagram (REST instagram). */
  | 'INSTAGRAM'
  /** TikTok (REST tiktok). */
  | 'TIKTOK'
  /** Orami (REST orami). */
  | 'ORAMI'
  /** Amazon (REST amazon). */
  | 'AMAZON'
  /** The business's own web shop (REST 'crystal web'). */
  | 'CRYSTAL_WEB';

/** Where an order stands in QuickBooks. */
export type QuickbooksState =
  /** The order has no QuickBooks invoice yet ('Not imported to Quickbooks'). */
  | 'NOT_IMPORTED'
  /** Imported, with no payment recorded ('No Payment'). */
  | 'NO_PAYMENT'
  /** Imported and paid: paidOn, account and amount say how. */
  | 'PAID'
  /** The lookup failed ('Error'). */
  | 'ERROR';

/** What the order list can be sorted by. */
export type OrderSortField =
  /** The order date. */
  | 'ORDER_DATE'
  /** The order id. */
  | 'ID'
  /** The grand total. */
  | 'TOTAL';

/** The filters of the orders screen; each one left out filters nothing, and all given must hold. */
export type OrderFilter = {
  /** An order id. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** Words of the customer's name. */
  customer?: InputMaybe<Scalars['String']['input']>;
  /** Orders of any of these channels. */
  salesChannels?: InputMaybe<Array<SalesChannel>>;
  /** Orders placed on or after this day. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Orders placed on or before this day. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Orders shipping from this warehouse. */
  shipFromId?: InputMaybe<Scalars['ID']['input']>;
  /** Orders with this shipment status. */
  shipmentStatus?: InputMaybe<ShipmentStatus>;
  /** Orders with this payment status. */
  paymentStatus?: InputMaybe<PaymentStatus>;
  /** Orders placed as this kind of customer. */
  customerType?: InputMaybe<CustomerType>;
  /** true: orders with a tracking code; false: orders without one (none, or only spaces). */
  hasTrackingCode?: InputMaybe<Scalars['Boolean']['input']>;
};

/**
 * The customer of a new or edited order (spec 001 §7). Without `customerId` a new order creates its
 * customer; an edited order changes its own customer in place.
 */
export type OrderCustomerInput = {
  /**
   * An existing customer to use instead of creating one (chosen on the order form's name field). That
   * customer is changed in place to the name, phone, address and place given here, so it reads as the
   * order shows it (its split name kept when the name is its full name); it is put back as it was, never
   * deleted, if the order is refused. BAD_USER_INPUT when no customer has this id.
   */
  customerId?: InputMaybe<Scalars['ID']['input']>;
  /** Required; split on spaces into first, middle and last name (first three words, each at most 60 characters). */
  name: Scalars['String']['input'];
  /** International form (+62…). */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The shipment address; required, at most 500 characters. */
  address: Scalars['String']['input'];
  /** The province of the address; required. */
  provinceId: Scalars['ID']['input'];
  /** A city of the province. */
  cityId: Scalars['ID']['input'];
  /** Five digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

/** One product line of an order. */
export type OrderLineInput = {
  /** The product ordered; it must exist. */
  productId: Scalars['ID']['input'];
  /** A whole number, at least 1. */
  quantity: Scalars['Int']['input'];
  /** Whole rupiah per unit, 0 or more; the product's gross price (else its retail price) when left out. */
  unitPrice?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A whole order, for create and update. Checked by the shared order rules; a problem fails with
 * BAD_USER_INPUT, `extensions.field` naming the field (e.g. `customer.cityId`, `lines.0.quantity`).
 */
export type OrderInput = {
  /** The customer, created (or on update, changed) with the order. */
  customer: OrderCustomerInput;
  /** The day the order was placed; required. */
  orderDate: Scalars['Date']['input'];
  /** The day it ships, or none. */
  shipmentDate?: InputMaybe<Scalars['Date']['input']>;
  /** The warehouse it ships from; required. */
  shipFromId: Scalars['ID']['input'];
  /** The courier company; required. */
  courierId: Scalars['ID']['input'];
  /** The channel it came through; required: left out, it fails with the form's words, 'Sales channel is required'. */
  salesChannel?: InputMaybe<SalesChannel>;
  /** The kind of customer; required: left out, it fails with the form's words, 'Customer type is required'. */
  customerType?: InputMaybe<CustomerType>;
  /** The payment status; the form starts new orders at PAYMENT_PENDING. */
  paymentStatus: PaymentStatus;
  /** The shipment status; the form starts new orders at PROCESSED. */
  shipmentStatus: ShipmentStatus;
  /** 0, 5, 11, 20 or 30. */
  taxPercent: Scalars['Int']['input'];
  /** Whole rupiah, 0 or more. */
  deliveryFee: Scalars['Int']['input'];
  /** The marketplace's or external system's invoice number, at most 100 characters. */
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  /** Staff notes, at most 2000 characters. */
  memo?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 product lines. */
  lines: Array<OrderLineInput>;
};

/** What the detail dialog edits. */
export type OrderShippingInput = {
  /** The warehouse it ships from; required. */
  shipFromId: Scalars['ID']['input'];
  /** The day it ships, or none. */
  shipmentDate?: InputMaybe<Scalars['Date']['input']>;
  /** The new shipment status; becomes SHIPPED when a tracking code is given on a Processed or Label Printed order. */
  shipmentStatus: ShipmentStatus;
  /** The courier company; required. */
  courierId: Scalars['ID']['input'];
  /** The courier's tracking code, at most 100 characters; none to clear it. */
  trackingCode?: InputMaybe<Scalars['String']['input']>;
  /** The new payment status. */
  paymentStatus: PaymentStatus;
};

/** How far back the overview's charts look, counting today (Jakarta's day). */
export type OverviewPeriod =
  /** Today and the 6 days before it. */
  | 'LAST_7_DAYS'
  /** Today and the 29 days before it. */
  | 'LAST_30_DAYS'
  /** Today and the 89 days before it. */
  | 'LAST_90_DAYS';

/**
 * Work that waits for staff. Each queue is one list of the dashboard, filtered (schema/rules/workQueues.ts holds the
 * list and its filter), and its count is that list's total.
 */
export type WorkQueue =
  /** Orders paid (Payment Success) and still Processed: no shipping label yet. */
  | 'ORDERS_PAID_NOT_LABELLED'
  /** Orders Label Printed without a tracking code: not yet handed to a courier. */
  | 'ORDERS_LABELLED_WITHOUT_TRACKING'
  /** Orders still Payment Pending more than 2 days after the day they were placed. */
  | 'ORDERS_PAYMENT_OVERDUE'
  /** Testers waiting for a review (Pending). */
  | 'TESTERS_PENDING'
  /** Stockist orders with nothing invoiced yet (consignment status Pending). */
  | 'STOCKIST_ORDERS_NOT_INVOICED'
  /** Stockist orders invoiced in part: items are left to invoice (consignment status On Process). */
  | 'STOCKIST_ORDERS_PARTLY_INVOICED'
  /** Samples still Processed: no shipping label yet. */
  | 'SAMPLES_PROCESSED'
  /** Samples Label Printed: not yet handed to a courier. */
  | 'SAMPLES_LABEL_PRINTED';

/** A person's gender, as recorded for the contact person of a vendor or customer. */
export type Gender =
  /** Male (REST gender 0). */
  | 'MALE'
  /** Female (REST gender 1). */
  | 'FEMALE';

/** Whether a business is registered for VAT (Pengusaha Kena Pajak) or not. */
export type TaxStatus =
  /** Registered for VAT (Pengusaha Kena Pajak). */
  | 'PKP'
  /** Not registered for VAT ('Non PKP' on screens). */
  | 'NON_PKP';

/**
 * A new preset. Checked by the shared preset rules; a problem fails with BAD_USER_INPUT, `extensions.field`
 * naming the field; a name the list already has fails with CONFLICT naming `name`.
 */
export type ListPresetInput = {
  /** The list's route path: one of the dashboard's lists (a sidebar area's, e.g. /dashboard/orders); any other is BAD_USER_INPUT. */
  list: Scalars['String']['input'];
  /** 1 to 60 characters, no control characters. */
  name: Scalars['String']['input'];
  /** The list's query string without `page`, as URLSearchParams writes it; at most 2048 characters. */
  params: Scalars['String']['input'];
};

/** A preset's new name and params, for update (its list stays). */
export type ListPresetUpdateInput = {
  /** 1 to 60 characters, no control characters. */
  name: Scalars['String']['input'];
  /** The list's query string without `page`, as URLSearchParams writes it; at most 2048 characters. */
  params: Scalars['String']['input'];
};

/** How a product is sold. */
export type ProductType =
  /** On its own. */
  | 'SINGLE'
  /** As a set of other (non-bundle) products. */
  | 'BUNDLE'
  /** A special, e.g. seasonal, product. */
  | 'SPECIAL';

/** Where a product is in its life; only ACTIVE products are on sale. */
export type ProductStatus =
  /** Off sale (REST status 0). */
  | 'INACTIVE'
  /** On sale (REST status 1). */
  | 'ACTIVE'
  /** Being prepared, not yet on sale (REST status 2). */
  | 'DRAFT'
  /** Waiting for its schedule time (REST status 3). */
  | 'PENDING';

/** What the product list can be sorted by. */
export type ProductSortField =
  /** Name, ignoring case. */
  | 'NAME'
  /** SKU, ignoring case. */
  | 'SKU'
  /** Category name, ignoring case. */
  | 'CATEGORY'
  /** BPOM registration number. */
  | 'BPOM_NUMBER'
  /** Gross price. */
  | 'GROSS_PRICE'
  /** Retail price. */
  | 'RETAIL_PRICE'
  /** Status (Inactive, Active, Draft, Pending). */
  | 'STATUS'
  /** Creation time. */
  | 'CREATED_AT';

/** A question and answer of a product. */
export type ProductFaqInput = {
  /** The question; required, at most 300 characters. */
  title: Scalars['String']['input'];
  /** The answer; required, at most 5000 characters. */
  body: Scalars['String']['input'];
  /** Must be id_ID. */
  locale?: Scalars['String']['input'];
};

/**
 * A whole product, for create and update (update replaces every field). Checked by the shared product
 * rules; a problem fails with BAD_USER_INPUT, `extensions.field` naming the field. Optional texts may be
 * null or empty: both are stored as none. Weights are in kilograms (lists show grams), prices in whole rupiah.
 */
export type ProductInput = {
  /** Single, bundle or special. */
  type: ProductType;
  /** Inactive, active, draft or pending. */
  status: ProductStatus;
  /** Required, at most 200 characters. */
  name: Scalars['String']['input'];
  /** The name on e-commerce platforms, at most 200 characters. */
  ecommerceName?: InputMaybe<Scalars['String']['input']>;
  /** The name in WhatsApp orders, at most 200 characters. */
  whatsappName?: InputMaybe<Scalars['String']['input']>;
  /** Lowercase letters, digits and single hyphens. */
  slug: Scalars['String']['input'];
  /** Required, at most 60 characters; one already used (whatever its case) fails with CONFLICT. */
  sku: Scalars['String']['input'];
  /** Plain text, at most 20,000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Rich text (HTML), at most 200,000 characters. */
  contentBox?: InputMaybe<Scalars['String']['input']>;
  /** A script or tag snippet, at most 20,000 characters. */
  tagScript?: InputMaybe<Scalars['String']['input']>;
  /** At most 300 characters. */
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  /** At most 1000 characters. */
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  /** At most 1000 characters. */
  metaKeywords?: InputMaybe<Scalars['String']['input']>;
  /** The category, or none. */
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  /** The BPOM registration number (MD), at most 60 characters. */
  bpomNumber?: InputMaybe<Scalars['String']['input']>;
  /** At most 60 characters. */
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** Kilograms. */
  grossWeight?: InputMaybe<Scalars['Float']['input']>;
  /** Kilograms. */
  netWeight?: InputMaybe<Scalars['Float']['input']>;
  /** Whole rupiah, 0 or more. */
  grossPrice?: InputMaybe<Scalars['Int']['input']>;
  /** 0–99. */
  discountPercent?: Scalars['Int']['input'];
  /** Whole rupiah, 0 or more. */
  retailPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Whole rupiah, 0 or more. */
  resellerPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Whole rupiah, 0 or more. */
  wholesalerPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Whole rupiah, 0 or more. */
  costPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Only for BUNDLE products; the products must not be bundles themselves. */
  bundleItemIds?: Array<Scalars['ID']['input']>;
  /** The product's questions and answers, in order. */
  faqs?: Array<ProductFaqInput>;
  /** ISO 8601 date and time, or empty/null for none. */
  scheduleTime?: InputMaybe<Scalars['String']['input']>;
};

/** Files for a product's media slots. A slot given no file keeps what it holds, unless it is removed. */
export type ProductMediaInput = {
  /** New files for the three image slots, by position (null leaves a slot as it is). PNG, JPEG, WebP or GIF, at most 5 MB. */
  images?: InputMaybe<Array<InputMaybe<Scalars['Upload']['input']>>>;
  /** A new file for the video slot. MP4, WebM or MOV, at most 50 MB. */
  video?: InputMaybe<Scalars['Upload']['input']>;
  /** Image slots (0–2) to empty. */
  removeImages?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Empty the video slot. */
  removeVideo?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What a promotion takes off. */
export type PromotionType =
  /** A percentage of the order (value 1–100), capped by maxDiscount when set. */
  | 'PERCENT'
  /** A fixed amount in whole rupiah (value). */
  | 'ROUNDED'
  /** The shipping fee, up to maxDiscount when set; no value. */
  | 'FREE_SHIPPING';

/** What a promotion's condition measures. */
export type PromotionTerms =
  /** The quantity ordered. */
  | 'QTY'
  /** The price. */
  | 'PRICE'
  /** The order total, at least minTransaction (no condition). */
  | 'MIN_TRANSACTION';

/** How the terms compare with their threshold. */
export type PromotionCondition =
  /** '<': below maxAmount. */
  | 'LESS_THAN'
  /** '>': above amount. */
  | 'GREATER_THAN';

/** Whether a promotion is switched on. */
export type PromotionStatus =
  /** Switched on (REST promoStatus 1). */
  | 'ACTIVE'
  /** Switched off (REST promoStatus 0). */
  | 'INACTIVE';

/** What the promotion list can be sorted by. */
export type PromotionSortField =
  /** Promotion name. */
  | 'NAME'
  /** Coupon code. */
  | 'CODE'
  /** First valid day. */
  | 'VALID_FROM'
  /** Last valid day. */
  | 'VALID_UNTIL'
  /** Quota. */
  | 'QUOTA'
  /** Inactive before active. */
  | 'STATUS';

/**
 * A whole promotion; fields that do not apply to its type, terms and condition are stored as null.
 * Checked by the shared promotion rules: a problem fails with BAD_USER_INPUT, `extensions.field` naming the
 * field (e.g. 'Promo value is required' on `value`). Numbers are whole, 0 or more.
 */
export type PromotionInput = {
  /** Where it applies, e.g. crystal web; required, at most 60 characters. */
  platform: Scalars['String']['input'];
  /** Required, at most 120 characters. */
  name: Scalars['String']['input'];
  /** Letters, digits, - and _. */
  code: Scalars['String']['input'];
  /** Percent, fixed amount or free shipping; null when the company's API sent none or a type this gateway does not know. */
  type?: InputMaybe<PromotionType>;
  /** The promotion type as the company's API sent it, when this gateway does not know it (type is then null); screens show it. */
  unknownType?: InputMaybe<Scalars['String']['input']>;
  /** Required unless FREE_SHIPPING; 1–100 for PERCENT. */
  value?: InputMaybe<Scalars['Int']['input']>;
  /** The most it takes off, in whole rupiah; not for ROUNDED. */
  maxDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** Whether customers can redeem it. */
  active: Scalars['Boolean']['input'];
  /** Whether it is the default promotion. */
  isDefault: Scalars['Boolean']['input'];
  /** YYYY-MM-DD. */
  validFrom: Scalars['String']['input'];
  /** YYYY-MM-DD, not before validFrom. */
  validUntil: Scalars['String']['input'];
  /** At most 2000 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** The terms and conditions text, at most 10,000 characters. */
  termsAndConditions?: InputMaybe<Scalars['String']['input']>;
  /** What the condition measures. */
  terms: PromotionTerms;
  /** Required unless the terms are MIN_TRANSACTION. */
  condition?: InputMaybe<PromotionCondition>;
  /** Required for GREATER_THAN. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** Required for LESS_THAN. */
  maxAmount?: InputMaybe<Scalars['Int']['input']>;
  /** Required for the MIN_TRANSACTION terms. */
  minTransaction?: InputMaybe<Scalars['Int']['input']>;
  /** How many times it can be redeemed. */
  quota: Scalars['Int']['input'];
  /** Not more than quota. */
  usedQuota: Scalars['Int']['input'];
};

/** Who a recipe is for (spec 002 §9). */
export type AgeRange =
  /** Adults (REST normal_adult). */
  | 'NORMAL_ADULT'
  /** Toddlers of 1 to 3 years (REST 1-3years). */
  | 'ONE_TO_THREE_YEARS'
  /** Babies of 7 to 11 months (REST 7-11mths). */
  | 'SEVEN_TO_ELEVEN_MONTHS';

/** What the recipe list can be sorted by. */
export type RecipeSortField =
  /** The recipe's name. */
  | 'NAME'
  /** Newest first when descending. */
  | 'CREATED_AT';

/** One ingredient line of a recipe. */
export type RecipeLineInput = {
  /** The ingredient; each at most once in a recipe. */
  ingredientId: Scalars['ID']['input'];
  /** The amount in whole grams, 1 to 100,000. */
  grams: Scalars['Int']['input'];
};

/**
 * A whole recipe. Checked by `schema/rules/recipe.ts`; a problem fails with BAD_USER_INPUT naming the field
 * (`lines.1.grams`, 'Line 2: grams must be a whole number from 1 to 100000').
 */
export type RecipeInput = {
  /** The recipe's name; required, at most 160 characters. */
  name: Scalars['String']['input'];
  /** The category's name: an existing category (in any case) or a new one; required, at most 120 characters. */
  categoryName: Scalars['String']['input'];
  /** At most 2000 characters, or null. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Portions, 1 to 1000. */
  servingSize: Scalars['Int']['input'];
  /** A cooking type's name. */
  cookingMethod: Scalars['String']['input'];
  /** Minutes, 1 to 10,080. */
  servingTime: Scalars['Int']['input'];
  /** Who it is for. */
  ageRange: AgeRange;
  /** HTML of the rich text editor, at most 50,000 characters; other tags are removed by the REST API. */
  instructions?: InputMaybe<Scalars['String']['input']>;
  /** HTML of the rich text editor, at most 50,000 characters; other tags are removed by the REST API. */
  notes?: InputMaybe<Scalars['String']['input']>;
  /** At least one ingredient, each once. */
  lines: Array<RecipeLineInput>;
};

/** What the retailer location list can be sorted by. */
export type RetailerLocationSortField =
  /** Display name. */
  | 'DISPLAY_NAME'
  /** The customer's full name. */
  | 'CUSTOMER'
  /** Newest first when descending. */
  | 'CREATED_AT';

/**
 * A whole retailer location. Checked by the shared rules (`schema/rules/retailerLocation.ts`): a problem fails
 * with BAD_USER_INPUT, `extensions.field` naming the field ('Website must be an http(s) address' on `website`).
 */
export type RetailerLocationInput = {
  /** The customer whose shop this is; required. */
  customerId: Scalars['ID']['input'];
  /** What kind of shop; required, at most 60 characters. */
  retailType: Scalars['String']['input'];
  /** The name shown on the website; required, at most 120 characters. */
  displayName: Scalars['String']['input'];
  /**
   * An absolute http(s) address of a named host, or null: no user name or password, no backslash, no bare IP
   * address, no local name (localhost, *.local…). Stored normalised (WHATWG `URL.href`: `"`, `<`, `>` and spaces percent-encoded).
   */
  website?: InputMaybe<Scalars['String']['input']>;
  /** An absolute http(s) address (e.g. https://wa.me/62812…), or null; checked and stored as `website` is. */
  whatsappLink?: InputMaybe<Scalars['String']['input']>;
  /** At most 200 characters, or null. */
  operationalHours?: InputMaybe<Scalars['String']['input']>;
  /** An international phone number (+62812…), or null. */
  displayPhone?: InputMaybe<Scalars['String']['input']>;
  /** At most 500 characters, or null. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** −90 to 90, or null. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** −180 to 180, or null. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
};

/** What the customer gets for returned goods (spec 001 §9, REST action). */
export type ReturnAction =
  /** A replacement (REST return). */
  | 'RETURN'
  /** Their money back (REST refund). */
  | 'REFUND';

/** Where a return stands. Spec 001 §4 shows no transitions: a return is recorded when its goods come back. */
export type ReturnStatus =
  /** The goods are back in the warehouse (REST Received). */
  | 'RECEIVED';

/** What the returns list can be sorted by. */
export type ReturnSortField =
  /** When the return was recorded. */
  | 'CREATED_AT'
  /** The return id. */
  | 'ID'
  /** The order id. */
  | 'ORDER_ID';

/** The filters of the Returns screen. */
export type ReturnFilter = {
  /** Words of the customer's full name, in any letter case. */
  customer?: InputMaybe<Scalars['String']['input']>;
};

/** One product line of a new return. */
export type ReturnLineInput = {
  /** A product of the order. */
  productId: Scalars['ID']['input'];
  /** A whole number, at least 1, and no more than the order still holds unreturned. */
  quantity: Scalars['Int']['input'];
};

/**
 * A new return (the Add New Return form). Checked by the shared return rules (BAD_USER_INPUT), then by the REST API
 * against the order under a lock on it: a product not in the order, or more than it still holds unreturned (another
 * return may just have taken it), fails with CONFLICT naming the line (`lines.0.productId`, `lines.0.quantity`).
 */
export type ReturnInput = {
  /** The order returned from; it must exist and have shipped (CONFLICT otherwise: its goods never left). */
  orderId: Scalars['ID']['input'];
  /** The courier bringing the goods back, if any. */
  shipById?: InputMaybe<Scalars['ID']['input']>;
  /** The warehouse the goods return to; required. */
  returnToId: Scalars['ID']['input'];
  /**
   * Money returned, in whole rupiah, 0 or more, and at most what the returned lines are worth (each quantity times
   * the order's unit price of its product): more is refused with BAD_USER_INPUT on this field.
   */
  moneyReturned: Scalars['Int']['input'];
  /** A replacement or money back. */
  action: ReturnAction;
  /** Staff notes, at most 2000 characters. */
  memo?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 lines ('Tidak ada Produk yang direturn' when none). */
  lines: Array<ReturnLineInput>;
};

/** Why a sample is sent (spec 002 §9). A sample sent as a tester appears on the Testers screen. */
export type SamplePurpose =
  /** For a review (REST review). */
  | 'REVIEW'
  /** Replacing a faulty product (REST replacement). */
  | 'REPLACEMENT'
  /** For training staff or partners (REST training). */
  | 'TRAINING'
  /** For product development (REST development). */
  | 'DEVELOPMENT'
  /** A giveaway (REST giveaway). */
  | 'GIVEAWAY'
  /** For a photo shoot (REST photoshoot). */
  | 'PHOTOSHOOT'
  /** For the media (REST media). */
  | 'MEDIA'
  /** For marketing (REST marketing). */
  | 'MARKETING'
  /** For a sponsorship (REST sponsorship). */
  | 'SPONSORSHIP'
  /** To be tested by the recipient (REST tester); the tester is then accepted or rejected on the Testers screen. */
  | 'TESTER';

/**
 * A sample's status (spec 001 §4): a payment status when the sample was created or saved in the detail dialog,
 * the shipment status when it was saved by the edit form. Its values are those of PaymentStatus and
 * ShipmentStatus (CANCELED is both).
 */
export type SampleStatus =
  /** Not paid yet. */
  | 'PAYMENT_PENDING'
  /** Paid; every new sample starts here. */
  | 'PAYMENT_SUCCESS'
  /** Canceled. */
  | 'CANCELED'
  /** Not paid in time. */
  | 'PAYMENT_EXPIRED'
  /** Being prepared. */
  | 'PROCESSED'
  /** Its shipping label has been generated. */
  | 'LABEL_PRINTED'
  /** Handed to the courier. */
  | 'SHIPPED'
  /** Delivered and done. */
  | 'COMPLETED'
  /** Booked with the courier. */
  | 'BOOKED'
  /** Confirmed by the courier. */
  | 'CONFIRMED'
  /** The courier has allocated a driver. */
  | 'ALLOCATED'
  /** On its way to the recipient. */
  | 'OUT_FOR_DELIVERY'
  /** Received by the recipient. */
  | 'DELIVERED'
  /** The courier is on its way to pick it up. */
  | 'OUT_FOR_PICKUP'
  /** Picked up by the courier. */
  | 'PICKED'
  /** Held back. */
  | 'ON_HOLD'
  /** Rejected, e.g. by the courier. */
  | 'REJECTED';

/** A tester's review status (spec 002 §9); only a PENDING tester can change. */
export type TesterStatus =
  /** Not decided yet; every new tester starts here. */
  | 'PENDING'
  /** The tester was accepted. */
  | 'ACCEPTED'
  /** The tester was rejected. */
  | 'REJECTED';

/** Whether a sample goes to a customer or a vendor (spec 001 §9). */
export type RecipientType =
  /** A customer. */
  | 'CUSTOMER'
  /** A vendor. */
  | 'VENDOR';

/** What the sample and tester lists can be sorted by. */
export type SampleSortField =
  /** When the sample was recorded. */
  | 'CREATED_AT'
  /** The shipment date. */
  | 'SHIPMENT_DATE'
  /** The sample id. */
  | 'ID';

/** The filters of the Samples screen; each one left out filters nothing, and all given must hold. */
export type SampleFilter = {
  /** A sample id, or words of the recipient's company name. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Samples shipping on or after this day. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Samples shipping on or before this day. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Samples shipping from this warehouse. */
  shipFromId?: InputMaybe<Scalars['ID']['input']>;
  /** Samples sent for this purpose. */
  purpose?: InputMaybe<SamplePurpose>;
  /** Samples with this shipment status. */
  shipmentStatus?: InputMaybe<ShipmentStatus>;
};

/** One product line of a new or edited sample. */
export type SampleLineInput = {
  /** The product sent; it must exist. */
  productId: Scalars['ID']['input'];
  /** A whole number, at least 1. */
  quantity: Scalars['Int']['input'];
};

/**
 * A whole sample, for create and update (the sample form). The gateway sets its status by spec 001 §4: a new
 * sample is PAYMENT_SUCCESS, an edited one takes its shipment status. Checked by the shared sample rules; a
 * problem fails with BAD_USER_INPUT, `extensions.field` naming the field (e.g. `recipientId`, `lines.0.quantity`).
 */
export type SampleInput = {
  /** A customer or a vendor. */
  recipientType: RecipientType;
  /** The customer or vendor it goes to; it must exist. */
  recipientId: Scalars['ID']['input'];
  /** International form (+62…); the form prefills the recipient's. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** The shipment address; required, at most 500 characters. */
  address: Scalars['String']['input'];
  /** The province of the address. */
  provinceId?: InputMaybe<Scalars['ID']['input']>;
  /** A city of the province. */
  cityId?: InputMaybe<Scalars['ID']['input']>;
  /** Five digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** The shipment status; the form starts new samples at PROCESSED. */
  shipmentStatus: ShipmentStatus;
  /** The warehouse it ships from; required. */
  shipFromId: Scalars['ID']['input'];
  /** The day it ships, or none. */
  shipmentDate?: InputMaybe<Scalars['Date']['input']>;
  /** Why it is sent. */
  purpose: SamplePurpose;
  /** The courier company; courier 1 when left out. */
  courierId?: InputMaybe<Scalars['ID']['input']>;
  /** Staff notes, at most 2000 characters. */
  memo?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 product lines ('Anda belum menambahkan item' when none). */
  lines: Array<SampleLineInput>;
};

/** What the sample detail dialog edits. */
export type SampleShippingInput = {
  /** The new shipment status; becomes SHIPPED when a tracking code is given on a Processed or Label Printed sample. */
  shipmentStatus: ShipmentStatus;
  /** The courier company; required. */
  courierId: Scalars['ID']['input'];
  /** The courier's tracking code, at most 100 characters; none to clear it. */
  trackingCode?: InputMaybe<Scalars['String']['input']>;
  /** The new status, chosen from the payment statuses (spec 001 §4). */
  paymentStatus: PaymentStatus;
};

/** The filters of the Testers screen. */
export type TesterFilter = {
  /** Testers with this review status. */
  status?: InputMaybe<TesterStatus>;
};

/**
 * What a member of staff may do in the back office (issue 39). The matrix of what each role may read and write is
 * declared once, in schema/rules/access.ts, and shown as a table in the README ("Roles").
 */
export type StaffRole =
  /** Everything, and the Staff screen. */
  | 'ADMIN'
  /** Orders, customers, samples, testers, returns and promotions. */
  | 'SALES'
  /** Stock (transfers, adding stock, the stock tracker), warehouses, and the shipping and labels of orders and samples. */
  | 'WAREHOUSE'
  /** Products' content, FAQs and their categories, recipes, retail partners and the newsletter. */
  | 'CONTENT'
  /** Consignment invoices, the accounting previews, and prices (products' prices and courier fees). */
  | 'FINANCE'
  /** Reads everything and writes nothing; may explore the schema in Apollo Sandbox, in production too. */
  | 'DEVELOPER';

/**
 * A staff member's new role and state. Checked by the shared staff rules: the last active admin cannot take away
 * their own role nor disable themselves (BAD_USER_INPUT on `role` or `active`).
 */
export type StaffMemberInput = {
  /** The new role; null takes every role away. */
  role?: InputMaybe<StaffRole>;
  /** False disables them: every session of theirs ends at once, on every replica. */
  active: Scalars['Boolean']['input'];
};

/** How stock moves in an internal transfer (spec 000 §4, REST type). */
export type InternalTransferType =
  /** Bought stock arriving at a warehouse (REST purchases). */
  | 'PURCHASES'
  /** Stock leaving one warehouse for another (REST inter_warehouse). */
  | 'INTER_WAREHOUSE'
  /** A warehouse's stock corrected up or down, e.g. after counting it (REST adjustment). */
  | 'ADJUSTMENT'
  /** Stock leaving a warehouse back to its vendor (REST purchase_return); spelt 'Puchase Return' on screen. */
  | 'PURCHASE_RETURN';

/** What the internal transfer list can be sorted by. */
export type InternalTransferSortField =
  /** The received date. */
  | 'RECEIVED_DATE'
  /** The shipment date. */
  | 'SHIPMENT_DATE'
  /** The transfer id. */
  | 'ID'
  /** The type. */
  | 'TYPE';

/** The filters of the Internal Transfer screen; each one left out filters nothing, and all given must hold. */
export type InternalTransferFilter = {
  /** Transfers received on or after this day. */
  startDate?: InputMaybe<Scalars['Date']['input']>;
  /** Transfers received on or before this day. */
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** Transfers leaving this warehouse. */
  fromWarehouseId?: InputMaybe<Scalars['ID']['input']>;
  /** Transfers reaching this warehouse. */
  toWarehouseId?: InputMaybe<Scalars['ID']['input']>;
  /** Transfers of this type. */
  type?: InputMaybe<InternalTransferType>;
  /** Transfers with this vendor at either end. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
};

/** One product line of a new internal transfer. */
export type InternalTransferLineInput = {
  /** The product moved; it must exist. */
  productId: Scalars['ID']['input'];
  /** A whole number: at least 1, or for an adjustment any whole number but 0. */
  quantity: Scalars['Int']['input'];
  /** Whole rupiah per unit, 0 or more; none when not recorded. */
  unitPrice?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A new internal transfer (the Add Stock form). Which ends are required depends on the type (see
 * InternalTransfer); ends the type does not use must be left out. Checked by the shared transfer rules; a
 * problem fails with BAD_USER_INPUT, `extensions.field` naming the field (e.g. `toWarehouseId`, `lines.0.quantity`).
 */
export type InternalTransferInput = {
  /** How the stock moves. */
  type: InternalTransferType;
  /** The day the stock leaves its source. */
  shipmentDate: Scalars['Date']['input'];
  /** The day the stock reaches its destination; not before the shipment date. */
  receivedDate: Scalars['Date']['input'];
  /** Required for inter-warehouse moves, adjustments and purchase returns. */
  fromWarehouseId?: InputMaybe<Scalars['ID']['input']>;
  /** Required for purchases and inter-warehouse moves; another warehouse than fromWarehouseId. */
  toWarehouseId?: InputMaybe<Scalars['ID']['input']>;
  /** For purchases only, optional: the vendor the stock was bought from. */
  vendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Required for purchase returns: the vendor the stock goes back to. */
  toVendorId?: InputMaybe<Scalars['ID']['input']>;
  /** Staff notes, at most 2000 characters. */
  memo?: InputMaybe<Scalars['String']['input']>;
  /** 1 to 200 product lines. */
  lines: Array<InternalTransferLineInput>;
};

/** What the stock tracker can be sorted by. */
export type StockCountSortField =
  /** The warehouse's name (the screen's default). */
  | 'WAREHOUSE'
  /** The product's name. */
  | 'ITEM'
  /** The current stock. */
  | 'CURRENT_STOCK'
  /** The pending stock. */
  | 'PENDING_STOCK';

/**
 * A counted (real) stock to record. The gateway reads the current stock afresh: when it still equals
 * `expectedCurrentStock`, one adjustment of real minus current is written (type ADJUSTMENT, courier 1, dated
 * today in Jakarta); when it already equals `realStock`, nothing is written (a repeated save); otherwise the
 * correction fails with CONFLICT, `extensions.currentStock` giving the new figure, and nothing is written.
 */
export type StockCorrectionInput = {
  /** The product counted. */
  productId: Scalars['ID']['input'];
  /** The warehouse where it was counted. */
  warehouseId: Scalars['ID']['input'];
  /** The quantity on the shelf: a whole number, 0 or more. */
  realStock: Scalars['Int']['input'];
  /** The current stock the screen showed when the count was typed. */
  expectedCurrentStock: Scalars['Int']['input'];
};

/** What the vendor list can be sorted by. */
export type VendorSortField =
  /** The contact person's full name, ignoring case. */
  | 'NAME'
  /** Company name, ignoring case. */
  | 'COMPANY_NAME'
  /** The city's name. */
  | 'CITY'
  /** Creation time. */
  | 'CREATED_AT';

/**
 * A whole vendor, for create and update (update replaces every field). Checked by the shared vendor rules;
 * a problem fails with BAD_USER_INPUT, `extensions.field` naming the field. Optional texts may be null or
 * empty: both are stored as none.
 */
export type VendorInput = {
  /** Required, at most 120 characters. */
  companyName: Scalars['String']['input'];
  /** The contact person's first name; required, at most 60 characters. */
  firstName: Scalars['String']['input'];
  /** At most 60 characters. */
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** At most 60 characters. */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** The contact person's gender, or none. */
  gender?: InputMaybe<Gender>;
  /** A valid e-mail address, at most 254 characters; empty for none. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Street address, at most 500 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** At most 120 characters. */
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** At most 120 characters. */
  bankBranch?: InputMaybe<Scalars['String']['input']>;
  /** The account holder's name, at most 120 characters. */
  accountName?: InputMaybe<Scalars['String']['input']>;
  /** 6 to 20 digits; empty for none. */
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  /** The province of the address; required. */
  provinceId: Scalars['ID']['input'];
  /** A city of the province. */
  cityId: Scalars['ID']['input'];
  /** Five digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  /** PKP or Non PKP; required. */
  taxStatus: TaxStatus;
};

/** What the warehouse list can be sorted by. */
export type WarehouseSortField =
  /** Name. */
  | 'NAME'
  /** The city's name. */
  | 'CITY'
  /** Inactive before active. */
  | 'STATUS';

/**
 * A whole warehouse, for create and update (update replaces every field). Checked by the shared warehouse
 * rules; a problem fails with BAD_USER_INPUT, `extensions.field` naming the field.
 */
export type WarehouseInput = {
  /** Required, at most 120 characters. */
  name: Scalars['String']['input'];
  /** Decimal degrees, -90 to 90; none when unknown. */
  latitude?: InputMaybe<Scalars['Float']['input']>;
  /** Decimal degrees, -180 to 180; none when unknown. */
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** Street address, at most 500 characters. */
  address?: InputMaybe<Scalars['String']['input']>;
  /** The city or regency; required. */
  cityId: Scalars['ID']['input'];
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Whether it is offered as a ship-from location. */
  active: Scalars['Boolean']['input'];
};

export type OrdersCountQueryVariables = Exact<{
  filter?: InputMaybe<OrderFilter>;
}>;


export type OrdersCountQuery = { list: { totalCount: number } };

export type TestersCountQueryVariables = Exact<{
  filter?: InputMaybe<TesterFilter>;
}>;


export type TestersCountQuery = { list: { totalCount: number } };

export type ConsignmentOrdersCountQueryVariables = Exact<{
  filter?: InputMaybe<ConsignmentOrderFilter>;
}>;


export type ConsignmentOrdersCountQuery = { list: { totalCount: number } };

export type SamplesCountQueryVariables = Exact<{
  filter?: InputMaybe<SampleFilter>;
}>;


export type SamplesCountQuery = { list: { totalCount: number } };

export type LowStockCountQueryVariables = Exact<{
  below: Scalars['Int']['input'];
}>;


export type LowStockCountQuery = { list: { totalCount: number } };

export type PaidOrdersQueryVariables = Exact<{
  filter: OrderFilter;
  page: Scalars['Int']['input'];
  perPage: Scalars['Int']['input'];
}>;


export type PaidOrdersQuery = { list: { totalCount: number, rows: Array<{ orderDate: string, salesChannel: SalesChannel | null, totals: { total: number }, lines: Array<{ productId: string, productName: string, sku: string, quantity: number, linePrice: number }> }> } };


export const OrdersCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrdersCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<OrdersCountQuery, OrdersCountQueryVariables>;
export const TestersCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TestersCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"TesterFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"testers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<TestersCountQuery, TestersCountQueryVariables>;
export const ConsignmentOrdersCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsignmentOrdersCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsignmentOrderFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"consignmentOrders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<ConsignmentOrdersCountQuery, ConsignmentOrdersCountQueryVariables>;
export const SamplesCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SamplesCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SampleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"samples"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<SamplesCountQuery, SamplesCountQueryVariables>;
export const LowStockCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LowStockCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"below"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"stockCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"availableBelow"},"value":{"kind":"Variable","name":{"kind":"Name","value":"below"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<LowStockCountQuery, LowStockCountQueryVariables>;
export const PaidOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaidOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrderFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"perPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"ORDER_DATE"}},{"kind":"Argument","name":{"kind":"Name","value":"desc"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderDate"}},{"kind":"Field","name":{"kind":"Name","value":"salesChannel"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"productName"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"linePrice"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaidOrdersQuery, PaidOrdersQueryVariables>;