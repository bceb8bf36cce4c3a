/** Spec 002 §9: the kinds of customer, a fixed list shared across the product. */
export const CustomerType = {
  Individual: 'INDIVIDUAL',
  Retailer: 'RETAILER',
  OnlineRetailer: 'ONLINE_RETAILER',
  Reseller: 'RESELLER',
  Wholesaler: 'WHOLESALER',
  Stockist: 'STOCKIST'
} as const;

export type CustomerType = typeof CustomerType[keyof typeof CustomerType];
export const CustomerSortField = {
  Name: 'NAME',
  Type: 'TYPE',
  City: 'CITY',
  CreatedAt: 'CREATED_AT'
} as const;

export type CustomerSortField = typeof CustomerSortField[keyof typeof CustomerSortField];
/** Whether a courier service ships within Indonesia or abroad. */
export const DeliveryType = {
  Domestic: 'DOMESTIC',
  International: 'INTERNATIONAL'
} as const;

export type DeliveryType = typeof DeliveryType[keyof typeof DeliveryType];
export const DeliveryFeeSortField = {
  /** By courier company, then service name. */
  Courier: 'COURIER',
  ServiceName: 'SERVICE_NAME',
  DeliveryType: 'DELIVERY_TYPE',
  Fee: 'FEE',
  UnitFee: 'UNIT_FEE',
  /** By the origin city's name. */
  Origin: 'ORIGIN',
  /** By the destination city's name. */
  Destination: 'DESTINATION',
  Status: 'STATUS'
} as const;

export type DeliveryFeeSortField = typeof DeliveryFeeSortField[keyof typeof DeliveryFeeSortField];
/** Whether a city is a city (Kota) or a regency (Kabupaten). */
export const CityType = {
  Kota: 'KOTA',
  Kabupaten: 'KABUPATEN'
} as const;

export type CityType = typeof CityType[keyof typeof CityType];
/** An order's payment status (REST OrderStatus). */
export const PaymentStatus = {
  PaymentPending: 'PAYMENT_PENDING',
  PaymentSuccess: 'PAYMENT_SUCCESS',
  Canceled: 'CANCELED',
  PaymentExpired: 'PAYMENT_EXPIRED'
} as const;

export type PaymentStatus = typeof PaymentStatus[keyof typeof PaymentStatus];
/** Where a shipment is (spec 002 §9). */
export const ShipmentStatus = {
  Processed: 'PROCESSED',
  LabelPrinted: 'LABEL_PRINTED',
  Shipped: 'SHIPPED',
  Completed: 'COMPLETED',
  Canceled: 'CANCELED',
  Booked: 'BOOKED',
  Confirmed: 'CONFIRMED',
  Allocated: 'ALLOCATED',
  OutForDelivery: 'OUT_FOR_DELIVERY',
  Delivered: 'DELIVERED',
  OutForPickup: 'OUT_FOR_PICKUP',
  Picked: 'PICKED',
  OnHold: 'ON_HOLD',
  Rejected: 'REJECTED'
} as const;

export type ShipmentStatus = typeof ShipmentStatus[keyof typeof ShipmentStatus];
/** The channel an order came through (spec 002 §9, REST sales_type). */
export const SalesChannel = {
  Tokopedia: 'TOKOPEDIA',
  Shopee: 'SHOPEE',
  Bukalapak: 'BUKALAPAK',
  Blibli: 'BLIBLI',
  Jdid: 'JDID',
  Lazada: 'LAZADA',
  Whatsapp: 'WHATSAPP',
  WhatsappCatalog: 'WHATSAPP_CATALOG',
  Instagram: 'INSTAGRAM',
  Tiktok: 'TIKTOK',
  Orami: 'ORAMI',
  Amazon: 'AMAZON',
  CrystalWeb: 'CRYSTAL_WEB'
} as const;

export type SalesChannel = typeof SalesChannel[keyof typeof SalesChannel];
export const QuickbooksState = {
  /** The order has no QuickBooks invoice yet ('Not imported to Quickbooks'). */
  NotImported: 'NOT_IMPORTED',
  /** Imported, with no payment recorded ('No Payment'). */
  NoPayment: 'NO_PAYMENT',
  Paid: 'PAID',
  /** The lookup failed ('Error'). */
  Error: 'ERROR'
} as const;

export type QuickbooksState = typeof QuickbooksState[keyof typeof QuickbooksState];
export const OrderSortField = {
  OrderDate: 'ORDER_DATE',
  Id: 'ID',
  Total: 'TOTAL'
} as const;

export type OrderSortField = typeof OrderSortField[keyof typeof OrderSortField];
/** A person's gender, as recorded for the contact person of a vendor or customer. */
export const Gender = {
  Male: 'MALE',
  Female: 'FEMALE'
} as const;

export type Gender = typeof Gender[keyof typeof Gender];
/** Whether a business is registered for VAT (Pengusaha Kena Pajak) or not. */
export const TaxStatus = {
  Pkp: 'PKP',
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
  Inactive: 'INACTIVE',
  Active: 'ACTIVE',
  Draft: 'DRAFT',
  /** Waiting for its schedule time. */
  Pending: 'PENDING'
} as const;

export type ProductStatus = typeof ProductStatus[keyof typeof ProductStatus];
export const ProductSortField = {
  Name: 'NAME',
  Sku: 'SKU',
  Category: 'CATEGORY',
  BpomNumber: 'BPOM_NUMBER',
  GrossPrice: 'GROSS_PRICE',
  RetailPrice: 'RETAIL_PRICE',
  Status: 'STATUS',
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
  Active: 'ACTIVE',
  Inactive: 'INACTIVE'
} as const;

export type PromotionStatus = typeof PromotionStatus[keyof typeof PromotionStatus];
export const PromotionSortField = {
  Name: 'NAME',
  Code: 'CODE',
  ValidFrom: 'VALID_FROM',
  ValidUntil: 'VALID_UNTIL',
  Quota: 'QUOTA',
  Status: 'STATUS'
} as const;

export type PromotionSortField = typeof PromotionSortField[keyof typeof PromotionSortField];
export const VendorSortField = {
  Name: 'NAME',
  CompanyName: 'COMPANY_NAME',
  City: 'CITY',
  CreatedAt: 'CREATED_AT'
} as const;

export type VendorSortField = typeof VendorSortField[keyof typeof VendorSortField];
export const WarehouseSortField = {
  Name: 'NAME',
  City: 'CITY',
  Status: 'STATUS'
} as const;

export type WarehouseSortField = typeof WarehouseSortField[keyof typeof WarehouseSortField];