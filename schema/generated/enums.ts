/** Where a stockist order stands in being invoiced (spec 002 §4), computed by the REST API from its invoices. */
export const ConsignmentStatus = {
  /** No invoice yet (REST null). */
  Pending: 'PENDING',
  /** Invoiced in part: some of a product remains (REST 0). */
  OnProcess: 'ON_PROCESS',
  /** Nothing remains to be invoiced (REST 1). */
  Done: 'DONE'
} as const;

export type ConsignmentStatus = typeof ConsignmentStatus[keyof typeof ConsignmentStatus];
/** What a consignment invoice is for (spec 002 §9). */
export const InvoiceType = {
  /** Payment for goods sold (REST payment). */
  Payment: 'PAYMENT',
  /** A correction (REST adjustment). */
  Adjustment: 'ADJUSTMENT'
} as const;

export type InvoiceType = typeof InvoiceType[keyof typeof InvoiceType];
/** Spec 002 §9: the kinds of customer, a fixed list shared across the product. */
export const CustomerType = {
  /** A private person (REST individual). */
  Individual: 'INDIVIDUAL',
  /** A shop that sells to consumers (REST retailer). */
  Retailer: 'RETAILER',
  /** A shop that sells online (REST online_retailer). */
  OnlineRetailer: 'ONLINE_RETAILER',
  /** Someone who resells the products (REST reseller). */
  Reseller: 'RESELLER',
  /** A buyer of large quantities (REST wholesaler). */
  Wholesaler: 'WHOLESALER',
  /** A stockist (REST stockist); consignment invoices are issued against stockists' orders. */
  Stockist: 'STOCKIST'
} as const;

export type CustomerType = typeof CustomerType[keyof typeof CustomerType];
/** What the customer list can be sorted by. */
export const CustomerSortField = {
  /** Full name, ignoring case. */
  Name: 'NAME',
  /** Customer type. */
  Type: 'TYPE',
  /** The name of the shipping city. */
  City: 'CITY',
  /** Creation time. */
  CreatedAt: 'CREATED_AT'
} as const;

export type CustomerSortField = typeof CustomerSortField[keyof typeof CustomerSortField];
/** Whether a courier service ships within Indonesia or abroad. */
export const DeliveryType = {
  /** Within Indonesia (REST deliveryType 0). */
  Domestic: 'DOMESTIC',
  /** Abroad (REST deliveryType 1). */
  International: 'INTERNATIONAL'
} as const;

export type DeliveryType = typeof DeliveryType[keyof typeof DeliveryType];
/** What the courier fee list can be sorted by. */
export const DeliveryFeeSortField = {
  /** By courier company, then service name. */
  Courier: 'COURIER',
  /** By service name, ignoring case. */
  ServiceName: 'SERVICE_NAME',
  /** Domestic before international. */
  DeliveryType: 'DELIVERY_TYPE',
  /** By the fee per parcel. */
  Fee: 'FEE',
  /** By the fee per kilogram. */
  UnitFee: 'UNIT_FEE',
  /** By the origin city's name. */
  Origin: 'ORIGIN',
  /** By the destination city's name. */
  Destination: 'DESTINATION',
  /** Inactive before active. */
  Status: 'STATUS'
} as const;

export type DeliveryFeeSortField = typeof DeliveryFeeSortField[keyof typeof DeliveryFeeSortField];
/** The language a FAQ is written in (spec 002 §4). */
export const FaqLocale = {
  /** Indonesian (REST id_ID). */
  IdId: 'ID_ID',
  /** English (REST en_US). */
  EnUs: 'EN_US'
} as const;

export type FaqLocale = typeof FaqLocale[keyof typeof FaqLocale];
/** What the FAQ list can be sorted by. */
export const FaqSortField = {
  /** The question. */
  Title: 'TITLE',
  /** Newest first when descending. */
  CreatedAt: 'CREATED_AT'
} as const;

export type FaqSortField = typeof FaqSortField[keyof typeof FaqSortField];
/** What the FAQ category list can be sorted by. */
export const FaqCategorySortField = {
  /** The name. */
  Name: 'NAME',
  /** Newest first when descending. */
  CreatedAt: 'CREATED_AT'
} as const;

export type FaqCategorySortField = typeof FaqCategorySortField[keyof typeof FaqCategorySortField];
/** The kinds of record whose changes the history keeps: one per thing a mutation changes. */
export const HistoryRecordType = {
  /** A product of the inventory. */
  Product: 'PRODUCT',
  /** A courier fee. */
  DeliveryFee: 'DELIVERY_FEE',
  /** A warehouse. */
  Warehouse: 'WAREHOUSE',
  /** A customer. */
  Customer: 'CUSTOMER',
  /** A vendor. */
  Vendor: 'VENDOR',
  /** A promotion. */
  Promotion: 'PROMOTION',
  /** An internal transfer of stock. */
  InternalTransfer: 'INTERNAL_TRANSFER',
  /** The stock count of one product in one warehouse (a correction of the real stock). */
  StockCount: 'STOCK_COUNT',
  /** The overview's low-stock threshold. */
  LowStockThreshold: 'LOW_STOCK_THRESHOLD',
  /** An order. */
  Order: 'ORDER',
  /** A sample. */
  Sample: 'SAMPLE',
  /** A tester. */
  Tester: 'TESTER',
  /** A return. */
  Return: 'RETURN',
  /** A consignment invoice. */
  ConsignmentInvoice: 'CONSIGNMENT_INVOICE',
  /** A retail partner. */
  RetailerLocation: 'RETAILER_LOCATION',
  /** A FAQ. */
  Faq: 'FAQ',
  /** A FAQ category. */
  FaqCategory: 'FAQ_CATEGORY',
  /** A recipe. */
  Recipe: 'RECIPE',
  /** A saved list preset. */
  ListPreset: 'LIST_PRESET',
  /** A member of staff (their role and state). */
  StaffMember: 'STAFF_MEMBER',
  /** A sign-in or sign-out. */
  Session: 'SESSION'
} as const;

export type HistoryRecordType = typeof HistoryRecordType[keyof typeof HistoryRecordType];
/** Whether a city is a city (Kota) or a regency (Kabupaten). */
export const CityType = {
  /** A city (Kota). */
  Kota: 'KOTA',
  /** A regency (Kabupaten). */
  Kabupaten: 'KABUPATEN'
} as const;

export type CityType = typeof CityType[keyof typeof CityType];
/** What the subscriber list can be sorted by. */
export const NewsletterSubscriberSortField = {
  /** The e-mail address. */
  Email: 'EMAIL',
  /** When they subscribed. */
  CreatedAt: 'CREATED_AT'
} as const;

export type NewsletterSubscriberSortField = typeof NewsletterSubscriberSortField[keyof typeof NewsletterSubscriberSortField];
/** An order's payment status (REST OrderStatus). */
export const PaymentStatus = {
  /** Not paid yet (REST payment_pending); the default for new orders. */
  PaymentPending: 'PAYMENT_PENDING',
  /** Paid (REST payment_success). */
  PaymentSuccess: 'PAYMENT_SUCCESS',
  /** Canceled (REST canceled). */
  Canceled: 'CANCELED',
  /** Not paid in time (REST payment_expired). */
  PaymentExpired: 'PAYMENT_EXPIRED'
} as const;

export type PaymentStatus = typeof PaymentStatus[keyof typeof PaymentStatus];
/** Where a shipment is (spec 002 §9). */
export const ShipmentStatus = {
  /** Being prepared (REST 'Processed'); the default for new orders. */
  Processed: 'PROCESSED',
  /** Its shipping label has been generated (REST 'Label Printed'). */
  LabelPrinted: 'LABEL_PRINTED',
  /** Handed to the courier (REST 'Shipped'); set by saving a tracking code on a Processed or Label Printed order. */
  Shipped: 'SHIPPED',
  /** Delivered and done (REST 'Completed'). */
  Completed: 'COMPLETED',
  /** Will not ship (REST 'Canceled'). */
  Canceled: 'CANCELED',
  /** Booked with the courier (REST 'Booked'). */
  Booked: 'BOOKED',
  /** Confirmed by the courier (REST 'Confirmed'). */
  Confirmed: 'CONFIRMED',
  /** The courier has allocated a driver (REST 'Allocated'). */
  Allocated: 'ALLOCATED',
  /** On its way to the recipient (REST 'Out_for_delivery'). */
  OutForDelivery: 'OUT_FOR_DELIVERY',
  /** Received by the recipient (REST 'Delivered'). */
  Delivered: 'DELIVERED',
  /** The courier is on its way to pick it up (REST 'Out_for_pickup'). */
  OutForPickup: 'OUT_FOR_PICKUP',
  /** Picked up by the courier (REST 'Picked'). */
  Picked: 'PICKED',
  /** Held back (REST 'On_hold'). */
  OnHold: 'ON_HOLD',
  /** Rejected, e.g. by the courier (REST 'Rejected'). */
  Rejected: 'REJECTED'
} as const;

export type ShipmentStatus = typeof ShipmentStatus[keyof typeof ShipmentStatus];
/** The channel an order came through (spec 002 §9, REST sales_type). */
export const SalesChannel = {
  /** Tokopedia marketplace (REST tokopedia). */
  Tokopedia: 'TOKOPEDIA',
  /** Shopee marketplace (REST shopee). */
  Shopee: 'SHOPEE',
  /** Bukalapak marketplace (REST bukalapak). */
  Bukalapak: 'BUKALAPAK',
  /** Blibli marketplace (REST blibli). */
  Blibli: 'BLIBLI',
  /** JD.ID marketplace (REST jdid). */
  Jdid: 'JDID',
  /** Lazada marketplace (REST lazada). */
  Lazada: 'LAZADA',
  /** A WhatsApp chat (REST whatsapp). */
  Whatsapp: 'WHATSAPP',
  /** The WhatsApp catalogue (REST whatsapp_catalog). */
  WhatsappCatalog: 'WHATSAPP_CATALOG',
  /** Instagram (REST instagram). */
  Instagram: 'INSTAGRAM',
  /** TikTok (REST tiktok). */
  Tiktok: 'TIKTOK',
  /** Orami (REST orami). */
  Orami: 'ORAMI',
  /** Amazon (REST amazon). */
  Amazon: 'AMAZON',
  /** The business's own web shop (REST 'crystal web'). */
  CrystalWeb: 'CRYSTAL_WEB'
} as const;

export type SalesChannel = typeof SalesChannel[keyof typeof SalesChannel];
/** Where an order stands in QuickBooks. */
export const QuickbooksState = {
  /** The order has no QuickBooks invoice yet ('Not imported to Quickbooks'). */
  NotImported: 'NOT_IMPORTED',
  /** Imported, with no payment recorded ('No Payment'). */
  NoPayment: 'NO_PAYMENT',
  /** Imported and paid: paidOn, account and amount say how. */
  Paid: 'PAID',
  /** The lookup failed ('Error'). */
  Error: 'ERROR'
} as const;

export type QuickbooksState = typeof QuickbooksState[keyof typeof QuickbooksState];
/** What the order list can be sorted by. */
export const OrderSortField = {
  /** The order date. */
  OrderDate: 'ORDER_DATE',
  /** The order id. */
  Id: 'ID',
  /** The grand total. */
  Total: 'TOTAL'
} as const;

export type OrderSortField = typeof OrderSortField[keyof typeof OrderSortField];
/** How far back the overview's charts look, counting today (Jakarta's day). */
export const OverviewPeriod = {
  /** Today and the 6 days before it. */
  Last_7Days: 'LAST_7_DAYS',
  /** Today and the 29 days before it. */
  Last_30Days: 'LAST_30_DAYS',
  /** Today and the 89 days before it. */
  Last_90Days: 'LAST_90_DAYS'
} as const;

export type OverviewPeriod = typeof OverviewPeriod[keyof typeof OverviewPeriod];
/**
 * Work that waits for staff. Each queue is one list of the dashboard, filtered (schema/rules/workQueues.ts holds the
 * list and its filter), and its count is that list's total.
 */
export const WorkQueue = {
  /** Orders paid (Payment Success) and still Processed: no shipping label yet. */
  OrdersPaidNotLabelled: 'ORDERS_PAID_NOT_LABELLED',
  /** Orders Label Printed without a tracking code: not yet handed to a courier. */
  OrdersLabelledWithoutTracking: 'ORDERS_LABELLED_WITHOUT_TRACKING',
  /** Orders still Payment Pending more than 2 days after the day they were placed. */
  OrdersPaymentOverdue: 'ORDERS_PAYMENT_OVERDUE',
  /** Testers waiting for a review (Pending). */
  TestersPending: 'TESTERS_PENDING',
  /** Stockist orders with nothing invoiced yet (consignment status Pending). */
  StockistOrdersNotInvoiced: 'STOCKIST_ORDERS_NOT_INVOICED',
  /** Stockist orders invoiced in part: items are left to invoice (consignment status On Process). */
  StockistOrdersPartlyInvoiced: 'STOCKIST_ORDERS_PARTLY_INVOICED',
  /** Samples still Processed: no shipping label yet. */
  SamplesProcessed: 'SAMPLES_PROCESSED',
  /** Samples Label Printed: not yet handed to a courier. */
  SamplesLabelPrinted: 'SAMPLES_LABEL_PRINTED'
} as const;

export type WorkQueue = typeof WorkQueue[keyof typeof WorkQueue];
/** A person's gender, as recorded for the contact person of a vendor or customer. */
export const Gender = {
  /** Male (REST gender 0). */
  Male: 'MALE',
  /** Female (REST gender 1). */
  Female: 'FEMALE'
} as const;

export type Gender = typeof Gender[keyof typeof Gender];
/** Whether a business is registered for VAT (Pengusaha Kena Pajak) or not. */
export const TaxStatus = {
  /** Registered for VAT (Pengusaha Kena Pajak). */
  Pkp: 'PKP',
  /** Not registered for VAT ('Non PKP' on screens). */
  NonPkp: 'NON_PKP'
} as const;

export type TaxStatus = typeof TaxStatus[keyof typeof TaxStatus];
/** How a product is sold. */
export const ProductType = {
  /** On its own. */
  Single: 'SINGLE',
  /** As a set of other (non-bundle) products. */
  Bundle: 'BUNDLE',
  /** A special, e.g. seasonal, product. */
  Special: 'SPECIAL'
} as const;

export type ProductType = typeof ProductType[keyof typeof ProductType];
/** Where a product is in its life; only ACTIVE products are on sale. */
export const ProductStatus = {
  /** Off sale (REST status 0). */
  Inactive: 'INACTIVE',
  /** On sale (REST status 1). */
  Active: 'ACTIVE',
  /** Being prepared, not yet on sale (REST status 2). */
  Draft: 'DRAFT',
  /** Waiting for its schedule time (REST status 3). */
  Pending: 'PENDING'
} as const;

export type ProductStatus = typeof ProductStatus[keyof typeof ProductStatus];
/** What the product list can be sorted by. */
export const ProductSortField = {
  /** Name, ignoring case. */
  Name: 'NAME',
  /** SKU, ignoring case. */
  Sku: 'SKU',
  /** Category name, ignoring case. */
  Category: 'CATEGORY',
  /** BPOM registration number. */
  BpomNumber: 'BPOM_NUMBER',
  /** Gross price. */
  GrossPrice: 'GROSS_PRICE',
  /** Retail price. */
  RetailPrice: 'RETAIL_PRICE',
  /** Status (Inactive, Active, Draft, Pending). */
  Status: 'STATUS',
  /** Creation time. */
  CreatedAt: 'CREATED_AT'
} as const;

export type ProductSortField = typeof ProductSortField[keyof typeof ProductSortField];
/** What a promotion takes off. */
export const PromotionType = {
  /** A percentage of the order (value 1–100), capped by maxDiscount when set. */
  Percent: 'PERCENT',
  /** A fixed amount in whole rupiah (value). */
  Rounded: 'ROUNDED',
  /** The shipping fee, up to maxDiscount when set; no value. */
  FreeShipping: 'FREE_SHIPPING'
} as const;

export type PromotionType = typeof PromotionType[keyof typeof PromotionType];
/** What a promotion's condition measures. */
export const PromotionTerms = {
  /** The quantity ordered. */
  Qty: 'QTY',
  /** The price. */
  Price: 'PRICE',
  /** The order total, at least minTransaction (no condition). */
  MinTransaction: 'MIN_TRANSACTION'
} as const;

export type PromotionTerms = typeof PromotionTerms[keyof typeof PromotionTerms];
/** How the terms compare with their threshold. */
export const PromotionCondition = {
  /** '<': below maxAmount. */
  LessThan: 'LESS_THAN',
  /** '>': above amount. */
  GreaterThan: 'GREATER_THAN'
} as const;

export type PromotionCondition = typeof PromotionCondition[keyof typeof PromotionCondition];
/** Whether a promotion is switched on. */
export const PromotionStatus = {
  /** Switched on (REST promoStatus 1). */
  Active: 'ACTIVE',
  /** Switched off (REST promoStatus 0). */
  Inactive: 'INACTIVE'
} as const;

export type PromotionStatus = typeof PromotionStatus[keyof typeof PromotionStatus];
/** What the promotion list can be sorted by. */
export const PromotionSortField = {
  /** Promotion name. */
  Name: 'NAME',
  /** Coupon code. */
  Code: 'CODE',
  /** First valid day. */
  ValidFrom: 'VALID_FROM',
  /** Last valid day. */
  ValidUntil: 'VALID_UNTIL',
  /** Quota. */
  Quota: 'QUOTA',
  /** Inactive before active. */
  Status: 'STATUS'
} as const;

export type PromotionSortField = typeof PromotionSortField[keyof typeof PromotionSortField];
/** Who a recipe is for (spec 002 §9). */
export const AgeRange = {
  /** Adults (REST normal_adult). */
  NormalAdult: 'NORMAL_ADULT',
  /** Toddlers of 1 to 3 years (REST 1-3years). */
  OneToThreeYears: 'ONE_TO_THREE_YEARS',
  /** Babies of 7 to 11 months (REST 7-11mths). */
  SevenToElevenMonths: 'SEVEN_TO_ELEVEN_MONTHS'
} as const;

export type AgeRange = typeof AgeRange[keyof typeof AgeRange];
/** What the recipe list can be sorted by. */
export const RecipeSortField = {
  /** The recipe's name. */
  Name: 'NAME',
  /** Newest first when descending. */
  CreatedAt: 'CREATED_AT'
} as const;

export type RecipeSortField = typeof RecipeSortField[keyof typeof RecipeSortField];
/** What the retailer location list can be sorted by. */
export const RetailerLocationSortField = {
  /** Display name. */
  DisplayName: 'DISPLAY_NAME',
  /** The customer's full name. */
  Customer: 'CUSTOMER',
  /** Newest first when descending. */
  CreatedAt: 'CREATED_AT'
} as const;

export type RetailerLocationSortField = typeof RetailerLocationSortField[keyof typeof RetailerLocationSortField];
/** What the customer gets for returned goods (spec 001 §9, REST action). */
export const ReturnAction = {
  /** A replacement (REST return). */
  Return: 'RETURN',
  /** Their money back (REST refund). */
  Refund: 'REFUND'
} as const;

export type ReturnAction = typeof ReturnAction[keyof typeof ReturnAction];
/** Where a return stands. Spec 001 §4 shows no transitions: a return is recorded when its goods come back. */
export const ReturnStatus = {
  /** The goods are back in the warehouse (REST Received). */
  Received: 'RECEIVED'
} as const;

export type ReturnStatus = typeof ReturnStatus[keyof typeof ReturnStatus];
/** What the returns list can be sorted by. */
export const ReturnSortField = {
  /** When the return was recorded. */
  CreatedAt: 'CREATED_AT',
  /** The return id. */
  Id: 'ID',
  /** The order id. */
  OrderId: 'ORDER_ID'
} as const;

export type ReturnSortField = typeof ReturnSortField[keyof typeof ReturnSortField];
/** Why a sample is sent (spec 002 §9). A sample sent as a tester appears on the Testers screen. */
export const SamplePurpose = {
  /** For a review (REST review). */
  Review: 'REVIEW',
  /** Replacing a faulty product (REST replacement). */
  Replacement: 'REPLACEMENT',
  /** For training staff or partners (REST training). */
  Training: 'TRAINING',
  /** For product development (REST development). */
  Development: 'DEVELOPMENT',
  /** A giveaway (REST giveaway). */
  Giveaway: 'GIVEAWAY',
  /** For a photo shoot (REST photoshoot). */
  Photoshoot: 'PHOTOSHOOT',
  /** For the media (REST media). */
  Media: 'MEDIA',
  /** For marketing (REST marketing). */
  Marketing: 'MARKETING',
  /** For a sponsorship (REST sponsorship). */
  Sponsorship: 'SPONSORSHIP',
  /** To be tested by the recipient (REST tester); the tester is then accepted or rejected on the Testers screen. */
  Tester: 'TESTER'
} as const;

export type SamplePurpose = typeof SamplePurpose[keyof typeof SamplePurpose];
/**
 * A sample's status (spec 001 §4): a payment status when the sample was created or saved in the detail dialog,
 * the shipment status when it was saved by the edit form. Its values are those of PaymentStatus and
 * ShipmentStatus (CANCELED is both).
 */
export const SampleStatus = {
  /** Not paid yet. */
  PaymentPending: 'PAYMENT_PENDING',
  /** Paid; every new sample starts here. */
  PaymentSuccess: 'PAYMENT_SUCCESS',
  /** Canceled. */
  Canceled: 'CANCELED',
  /** Not paid in time. */
  PaymentExpired: 'PAYMENT_EXPIRED',
  /** Being prepared. */
  Processed: 'PROCESSED',
  /** Its shipping label has been generated. */
  LabelPrinted: 'LABEL_PRINTED',
  /** Handed to the courier. */
  Shipped: 'SHIPPED',
  /** Delivered and done. */
  Completed: 'COMPLETED',
  /** Booked with the courier. */
  Booked: 'BOOKED',
  /** Confirmed by the courier. */
  Confirmed: 'CONFIRMED',
  /** The courier has allocated a driver. */
  Allocated: 'ALLOCATED',
  /** On its way to the recipient. */
  OutForDelivery: 'OUT_FOR_DELIVERY',
  /** Received by the recipient. */
  Delivered: 'DELIVERED',
  /** The courier is on its way to pick it up. */
  OutForPickup: 'OUT_FOR_PICKUP',
  /** Picked up by the courier. */
  Picked: 'PICKED',
  /** Held back. */
  OnHold: 'ON_HOLD',
  /** Rejected, e.g. by the courier. */
  Rejected: 'REJECTED'
} as const;

export type SampleStatus = typeof SampleStatus[keyof typeof SampleStatus];
/** A tester's review status (spec 002 §9); only a PENDING tester can change. */
export const TesterStatus = {
  /** Not decided yet; every new tester starts here. */
  Pending: 'PENDING',
  /** The tester was accepted. */
  Accepted: 'ACCEPTED',
  /** The tester was rejected. */
  Rejected: 'REJECTED'
} as const;

export type TesterStatus = typeof TesterStatus[keyof typeof TesterStatus];
/** Whether a sample goes to a customer or a vendor (spec 001 §9). */
export const RecipientType = {
  /** A customer. */
  Customer: 'CUSTOMER',
  /** A vendor. */
  Vendor: 'VENDOR'
} as const;

export type RecipientType = typeof RecipientType[keyof typeof RecipientType];
/** What the sample and tester lists can be sorted by. */
export const SampleSortField = {
  /** When the sample was recorded. */
  CreatedAt: 'CREATED_AT',
  /** The shipment date. */
  ShipmentDate: 'SHIPMENT_DATE',
  /** The sample id. */
  Id: 'ID'
} as const;

export type SampleSortField = typeof SampleSortField[keyof typeof SampleSortField];
/**
 * What a member of staff may do in the back office (issue 39). The matrix of what each role may read and write is
 * declared once, in schema/rules/access.ts, and shown as a table in the README ("Roles").
 */
export const StaffRole = {
  /** Everything, and the Staff screen. */
  Admin: 'ADMIN',
  /** Orders, customers, samples, testers, returns and promotions. */
  Sales: 'SALES',
  /** Stock (transfers, adding stock, the stock tracker), warehouses, and the shipping and labels of orders and samples. */
  Warehouse: 'WAREHOUSE',
  /** Products' content, FAQs and their categories, recipes, retail partners and the newsletter. */
  Content: 'CONTENT',
  /** Consignment invoices, the accounting previews, and prices (products' prices and courier fees). */
  Finance: 'FINANCE',
  /** Reads everything and writes nothing; may explore the schema in Apollo Sandbox, in production too. */
  Developer: 'DEVELOPER'
} as const;

export type StaffRole = typeof StaffRole[keyof typeof StaffRole];
/** How stock moves in an internal transfer (spec 000 §4, REST type). */
export const InternalTransferType = {
  /** Bought stock arriving at a warehouse (REST purchases). */
  Purchases: 'PURCHASES',
  /** Stock leaving one warehouse for another (REST inter_warehouse). */
  InterWarehouse: 'INTER_WAREHOUSE',
  /** A warehouse's stock corrected up or down, e.g. after counting it (REST adjustment). */
  Adjustment: 'ADJUSTMENT',
  /** Stock leaving a warehouse back to its vendor (REST purchase_return); spelt 'Puchase Return' on screen. */
  PurchaseReturn: 'PURCHASE_RETURN'
} as const;

export type InternalTransferType = typeof InternalTransferType[keyof typeof InternalTransferType];
/** What the internal transfer list can be sorted by. */
export const InternalTransferSortField = {
  /** The received date. */
  ReceivedDate: 'RECEIVED_DATE',
  /** The shipment date. */
  ShipmentDate: 'SHIPMENT_DATE',
  /** The transfer id. */
  Id: 'ID',
  /** The type. */
  Type: 'TYPE'
} as const;

export type InternalTransferSortField = typeof InternalTransferSortField[keyof typeof InternalTransferSortField];
/** What the stock tracker can be sorted by. */
export const StockCountSortField = {
  /** The warehouse's name (the screen's default). */
  Warehouse: 'WAREHOUSE',
  /** The product's name. */
  Item: 'ITEM',
  /** The current stock. */
  CurrentStock: 'CURRENT_STOCK',
  /** The pending stock. */
  PendingStock: 'PENDING_STOCK'
} as const;

export type StockCountSortField = typeof StockCountSortField[keyof typeof StockCountSortField];
/** What the vendor list can be sorted by. */
export const VendorSortField = {
  /** The contact person's full name, ignoring case. */
  Name: 'NAME',
  /** Company name, ignoring case. */
  CompanyName: 'COMPANY_NAME',
  /** The city's name. */
  City: 'CITY',
  /** Creation time. */
  CreatedAt: 'CREATED_AT'
} as const;

export type VendorSortField = typeof VendorSortField[keyof typeof VendorSortField];
/** What the warehouse list can be sorted by. */
export const WarehouseSortField = {
  /** Name. */
  Name: 'NAME',
  /** The city's name. */
  City: 'CITY',
  /** Inactive before active. */
  Status: 'STATUS'
} as const;

export type WarehouseSortField = typeof WarehouseSortField[keyof typeof WarehouseSortField];