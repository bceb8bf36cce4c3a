import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestUser, RestSession } from '../auth/rest';
import type { RestCustomer, RestCustomerList } from '../customers/rest';
import type { RestCourier, RestDeliveryFee, RestDeliveryFeeList } from '../deliveryFees/rest';
import type { RestProvince, RestCity } from '../locations/rest';
import type { RestOrderLine, RestOrder, RestOrderList } from '../orders/rest';
import type { RestCategory, RestBundleItem, RestProductFaq, RestProduct, RestProductList, RestProductChoice } from '../products/rest';
import type { RestPromotion, RestPromotionList } from '../promotions/rest';
import type { RestVendor, RestVendorList } from '../vendors/rest';
import type { RestWarehouse, RestWarehouseList } from '../warehouses/rest';
import type { GatewayContext } from '../core/context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** An instant in ISO 8601 form, e.g. 2026-11-22T03:15:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request spec (send the header Apollo-Require-Preflight: true). */
  Upload: { input: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; output: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; }
};

/** A product a bundle includes. */
export type BundleItem = {
  __typename?: 'BundleItem';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  sku: Scalars['String']['output'];
};

/** A product category (Udang, Ikan, Bumbu…). */
export type Category = {
  __typename?: 'Category';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A city (Kota) or regency (Kabupaten); screens show it as type plus name. */
export type City = {
  __typename?: 'City';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  province: Province;
  provinceId: Scalars['ID']['output'];
  type: CityType;
};

/** Whether a city is a city (Kota) or a regency (Kabupaten). */
export type CityType =
  | 'KABUPATEN'
  | 'KOTA';

/** A courier company that delivers orders, samples and stock transfers. */
export type Courier = {
  __typename?: 'Courier';
  /** The company's name, e.g. JNE or Gojek. */
  company: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/**
 * Someone who buys: a person, or a business with a contact person. Customers created by orders carry
 * only names, phone and ship-to address, so type, tax status and gender may be missing.
 */
export type Customer = {
  __typename?: 'Customer';
  city?: Maybe<City>;
  companyName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  /** First, middle and last name joined. */
  fullName: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  /** Where invoices go, when not to the shipping address. */
  invoiceAddress?: Maybe<Scalars['String']['output']>;
  invoiceCity?: Maybe<City>;
  invoiceProvince?: Maybe<Province>;
  lastName?: Maybe<Scalars['String']['output']>;
  middleName?: Maybe<Scalars['String']['output']>;
  /** In international form, e.g. +6281234567890. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Province>;
  /** Where orders are shipped to; city, province and postal code belong to it. */
  shippingAddress?: Maybe<Scalars['String']['output']>;
  taxStatus?: Maybe<TaxStatus>;
  type?: Maybe<CustomerType>;
  updatedAt: Scalars['DateTime']['output'];
};

export type CustomerInput = {
  /** A city of the province. */
  cityId: Scalars['ID']['input'];
  companyName?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  gender?: InputMaybe<Gender>;
  invoiceAddress?: InputMaybe<Scalars['String']['input']>;
  /** A city of the invoice province. */
  invoiceCityId?: InputMaybe<Scalars['ID']['input']>;
  invoiceProvinceId?: InputMaybe<Scalars['ID']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Five digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  provinceId: Scalars['ID']['input'];
  shippingAddress?: InputMaybe<Scalars['String']['input']>;
  taxStatus: TaxStatus;
  type: CustomerType;
};

/** One page of customers and the number of all that match. */
export type CustomerList = {
  __typename?: 'CustomerList';
  rows: Array<Customer>;
  totalCount: Scalars['Int']['output'];
};

export type CustomerSortField =
  | 'CITY'
  | 'CREATED_AT'
  | 'NAME'
  | 'TYPE';

/** Spec 002 §9: the kinds of customer, a fixed list shared across the product. */
export type CustomerType =
  | 'INDIVIDUAL'
  | 'ONLINE_RETAILER'
  | 'RESELLER'
  | 'RETAILER'
  | 'STOCKIST'
  | 'WHOLESALER';

/** What one service of a courier company charges to carry a parcel from one city to another. */
export type DeliveryFee = {
  __typename?: 'DeliveryFee';
  /** Inactive fees stay listed but are switched off. */
  active: Scalars['Boolean']['output'];
  courier: Courier;
  createdAt: Scalars['DateTime']['output'];
  deliveryType: DeliveryType;
  /** The city the parcel goes to. */
  destination: City;
  /** The fee per parcel, in whole rupiah. */
  fee: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The city the parcel leaves from. */
  origin: City;
  /** The courier's service, e.g. REG or YES. */
  serviceName: Scalars['String']['output'];
  /** Where a parcel of this service is tracked. */
  trackingWebsite: Scalars['String']['output'];
  /** The fee per kilogram, in whole rupiah. */
  unitFee: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type DeliveryFeeInput = {
  active: Scalars['Boolean']['input'];
  courierId: Scalars['ID']['input'];
  deliveryType: DeliveryType;
  destinationCityId: Scalars['ID']['input'];
  /** Whole rupiah, 0 or more. */
  fee: Scalars['Int']['input'];
  originCityId: Scalars['ID']['input'];
  serviceName: Scalars['String']['input'];
  trackingWebsite: Scalars['String']['input'];
  /** Whole rupiah per kilogram, 0 or more. */
  unitFee: Scalars['Int']['input'];
};

/** One page of courier fees and the number of all of them. */
export type DeliveryFeeList = {
  __typename?: 'DeliveryFeeList';
  rows: Array<DeliveryFee>;
  totalCount: Scalars['Int']['output'];
};

export type DeliveryFeeSortField =
  /** By courier company, then service name. */
  | 'COURIER'
  | 'DELIVERY_TYPE'
  /** By the destination city's name. */
  | 'DESTINATION'
  | 'FEE'
  /** By the origin city's name. */
  | 'ORIGIN'
  | 'SERVICE_NAME'
  | 'STATUS'
  | 'UNIT_FEE';

/** Whether a courier service ships within Indonesia or abroad. */
export type DeliveryType =
  | 'DOMESTIC'
  | 'INTERNATIONAL';

/** A person's gender, as recorded for the contact person of a vendor or customer. */
export type Gender =
  | 'FEMALE'
  | 'MALE';

export type Mutation = {
  __typename?: 'Mutation';
  createCustomer: Customer;
  createDeliveryFee: DeliveryFee;
  /** Creates the customer, then the order; if the order fails, the new customer is removed again. */
  createOrder: Order;
  /** Adds a product with its media. A SKU or slug in use fails with CONFLICT. */
  createProduct: Product;
  /** Adds a promotion, with its image when one is sent. A promo code in use fails with CONFLICT. */
  createPromotion: Promotion;
  createVendor: Vendor;
  createWarehouse: Warehouse;
  /** Deletes a customer and returns it as it was; refused (CONFLICT) while orders or other records refer to it. */
  deleteCustomer: Customer;
  /** Deletes a courier fee and returns it as it was. */
  deleteDeliveryFee: DeliveryFee;
  /** Deletes a product (and its media) and returns it as it was. Fails with CONFLICT while a bundle includes it. */
  deleteProduct: Product;
  /** Deletes a promotion (and its image) and returns it as it was. */
  deletePromotion: Promotion;
  /** Deletes a vendor and returns it as it was; refused (CONFLICT) while other records refer to it. */
  deleteVendor: Vendor;
  /** Deletes a warehouse and returns it as it was. */
  deleteWarehouse: Warehouse;
  /** Marks a Processed order Label Printed and saves it; the label itself is printed in the browser. */
  generateShippingLabel: Order;
  /** Signs in and sets the session cookie. The only operation allowed without a session. */
  login: Session;
  /** Ends the session and clears its cookie. */
  logout: Scalars['Boolean']['output'];
  /** Orders a Gojek pickup; refused unless the order's courier is Gojek. */
  orderGojek: ServiceMessage;
  /** Switches a courier fee on or off, keeping everything else as it is. */
  setDeliveryFeeActive: DeliveryFee;
  /** Changes a product's status, keeping everything else as it is. */
  setProductStatus: Product;
  /** Switches a promotion on or off, keeping everything else as it is. */
  setPromotionActive: Promotion;
  /** Switches a warehouse on or off, keeping everything else as it is. */
  setWarehouseActive: Warehouse;
  syncOrderToJubelio: ServiceMessage;
  /** Replaces every field of the customer. */
  updateCustomer: Customer;
  updateDeliveryFee: DeliveryFee;
  /** Replaces the order; its customer is changed in place (and put back as it was if the order is refused). */
  updateOrder: Order;
  /** Saves the detail dialog; a tracking code on a Processed or Label Printed order makes it Shipped. */
  updateOrderShipping: Order;
  /** Replaces a product; media slots without a new file keep what they hold unless removed. */
  updateProduct: Product;
  /** Replaces a promotion; without an image the current one stays. */
  updatePromotion: Promotion;
  /** Replaces every field of the vendor. */
  updateVendor: Vendor;
  updateWarehouse: Warehouse;
};


export type MutationCreateCustomerArgs = {
  input: CustomerInput;
};


export type MutationCreateDeliveryFeeArgs = {
  input: DeliveryFeeInput;
};


export type MutationCreateOrderArgs = {
  input: OrderInput;
};


export type MutationCreateProductArgs = {
  input: ProductInput;
  media?: InputMaybe<ProductMediaInput>;
};


export type MutationCreatePromotionArgs = {
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: PromotionInput;
};


export type MutationCreateVendorArgs = {
  input: VendorInput;
};


export type MutationCreateWarehouseArgs = {
  input: WarehouseInput;
};


export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteDeliveryFeeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePromotionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteVendorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWarehouseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGenerateShippingLabelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationOrderGojekArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSetDeliveryFeeActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetProductStatusArgs = {
  id: Scalars['ID']['input'];
  status: ProductStatus;
};


export type MutationSetPromotionActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSetWarehouseActiveArgs = {
  active: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


export type MutationSyncOrderToJubelioArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: CustomerInput;
};


export type MutationUpdateDeliveryFeeArgs = {
  id: Scalars['ID']['input'];
  input: DeliveryFeeInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: OrderInput;
};


export type MutationUpdateOrderShippingArgs = {
  id: Scalars['ID']['input'];
  input: OrderShippingInput;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
  media?: InputMaybe<ProductMediaInput>;
};


export type MutationUpdatePromotionArgs = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: PromotionInput;
};


export type MutationUpdateVendorArgs = {
  id: Scalars['ID']['input'];
  input: VendorInput;
};


export type MutationUpdateWarehouseArgs = {
  id: Scalars['ID']['input'];
  input: WarehouseInput;
};

/** A sales order. */
export type Order = {
  __typename?: 'Order';
  /** Gojek can be ordered only for orders whose courier is Gojek (courier id 8). */
  canOrderGojek: Scalars['Boolean']['output'];
  courier?: Maybe<Courier>;
  customer?: Maybe<Customer>;
  customerType?: Maybe<CustomerType>;
  id: Scalars['ID']['output'];
  /** The invoice number of the marketplace or external system. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  lines: Array<OrderLine>;
  memo?: Maybe<Scalars['String']['output']>;
  orderDate: Scalars['Date']['output'];
  paymentMethod?: Maybe<Scalars['String']['output']>;
  paymentStatus: PaymentStatus;
  /** Looked up per order through a DataLoader, so a list asking for it batches too. */
  quickbooksStatus: QuickbooksStatus;
  salesChannel?: Maybe<SalesChannel>;
  shipFrom?: Maybe<Warehouse>;
  shipmentDate?: Maybe<Scalars['Date']['output']>;
  shipmentStatus: ShipmentStatus;
  shippingAddress: ShippingAddress;
  totals: OrderTotals;
  trackingCode?: Maybe<Scalars['String']['output']>;
};

/** The customer of a new or edited order: created with the order (spec 001 §7). */
export type OrderCustomerInput = {
  address: Scalars['String']['input'];
  /** A city of the province. */
  cityId: Scalars['ID']['input'];
  /** Split on spaces into first, middle and last name (first three words). */
  name: Scalars['String']['input'];
  /** International form (+62…). */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  provinceId: Scalars['ID']['input'];
};

export type OrderFilter = {
  /** Words of the customer's name. */
  customer?: InputMaybe<Scalars['String']['input']>;
  customerType?: InputMaybe<CustomerType>;
  endDate?: InputMaybe<Scalars['Date']['input']>;
  /** An order id. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  paymentStatus?: InputMaybe<PaymentStatus>;
  salesChannels?: InputMaybe<Array<SalesChannel>>;
  shipFromId?: InputMaybe<Scalars['ID']['input']>;
  shipmentStatus?: InputMaybe<ShipmentStatus>;
  startDate?: InputMaybe<Scalars['Date']['input']>;
};

export type OrderInput = {
  courierId: Scalars['ID']['input'];
  customer: OrderCustomerInput;
  customerType: CustomerType;
  deliveryFee: Scalars['Int']['input'];
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  lines: Array<OrderLineInput>;
  memo?: InputMaybe<Scalars['String']['input']>;
  orderDate: Scalars['Date']['input'];
  paymentStatus: PaymentStatus;
  salesChannel: SalesChannel;
  shipFromId: Scalars['ID']['input'];
  shipmentDate?: InputMaybe<Scalars['Date']['input']>;
  shipmentStatus: ShipmentStatus;
  /** 0, 5, 11, 20 or 30. */
  taxPercent: Scalars['Int']['input'];
};

/** One product line of an order. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** The product's gross weight per unit, in kg (looked up per distinct product, batched). */
  grossWeight?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** quantity × unitPrice */
  linePrice: Scalars['Int']['output'];
  /** The whole product, fetched once per distinct product of the request (DataLoader). */
  product: Product;
  productId: Scalars['ID']['output'];
  /** Read from the order itself: lists show names without fetching products. */
  productName: Scalars['String']['output'];
  quantity: Scalars['Int']['output'];
  sku: Scalars['String']['output'];
  /** The price charged per unit: the line's own price, else the product's retail price. */
  unitPrice: Scalars['Int']['output'];
};

export type OrderLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** Whole rupiah per unit; the product's gross price when left out. */
  unitPrice?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of orders and the number of all that match. */
export type OrderList = {
  __typename?: 'OrderList';
  rows: Array<Order>;
  totalCount: Scalars['Int']['output'];
};

/** What the detail dialog edits. */
export type OrderShippingInput = {
  courierId: Scalars['ID']['input'];
  paymentStatus: PaymentStatus;
  shipFromId: Scalars['ID']['input'];
  shipmentDate?: InputMaybe<Scalars['Date']['input']>;
  shipmentStatus: ShipmentStatus;
  trackingCode?: InputMaybe<Scalars['String']['input']>;
};

export type OrderSortField =
  | 'ID'
  | 'ORDER_DATE'
  | 'TOTAL';

/**
 * An order's totals, computed in one place: tax is a percent of the sub total, and
 * total = sub total + tax + delivery fee.
 */
export type OrderTotals = {
  __typename?: 'OrderTotals';
  deliveryFee: Scalars['Int']['output'];
  subTotal: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  taxPercent: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalQuantity: Scalars['Int']['output'];
};

/** An order's payment status (REST OrderStatus). */
export type PaymentStatus =
  | 'CANCELED'
  | 'PAYMENT_EXPIRED'
  | 'PAYMENT_PENDING'
  | 'PAYMENT_SUCCESS';

/** A product of the catalogue. Weights are in kilograms; prices in whole rupiah, null until set. */
export type Product = {
  __typename?: 'Product';
  barcode?: Maybe<Scalars['String']['output']>;
  /** The BPOM registration number (MD) of processed foods. */
  bpomNumber?: Maybe<Scalars['String']['output']>;
  /** What a bundle includes; empty for other types. */
  bundleItems: Array<BundleItem>;
  category?: Maybe<Category>;
  /** Rich text (HTML) for the product page. */
  contentBox?: Maybe<Scalars['String']['output']>;
  costPrice?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Percent off the gross price that gives the retail price (0–99). */
  discountPercent: Scalars['Int']['output'];
  /** The name shown on e-commerce platforms. */
  ecommerceName?: Maybe<Scalars['String']['output']>;
  faqs: Array<ProductFaq>;
  grossPrice?: Maybe<Scalars['Int']['output']>;
  /** Kilograms, packaging included. */
  grossWeight?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  /** The three image slots in order, each an address under /media/ or null when empty. */
  imageUrls: Array<Maybe<Scalars['String']['output']>>;
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaKeywords?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Kilograms. */
  netWeight?: Maybe<Scalars['Float']['output']>;
  resellerPrice?: Maybe<Scalars['Int']['output']>;
  retailPrice?: Maybe<Scalars['Int']['output']>;
  /** When a scheduled product goes on sale; null for none. */
  scheduleTime?: Maybe<Scalars['DateTime']['output']>;
  /** Unique whatever its case. */
  sku: Scalars['String']['output'];
  /** The product's address segment on the web shop; unique. */
  slug: Scalars['String']['output'];
  status: ProductStatus;
  /** Sum of the quantities of the product's assembly lines. */
  stock: Scalars['Int']['output'];
  /** A script or tag snippet placed on the product page. */
  tagScript?: Maybe<Scalars['String']['output']>;
  type: ProductType;
  updatedAt: Scalars['DateTime']['output'];
  /** The video slot: an address under /media/, or null. */
  videoUrl?: Maybe<Scalars['String']['output']>;
  /** The name used in WhatsApp orders. */
  whatsappName?: Maybe<Scalars['String']['output']>;
  wholesalerPrice?: Maybe<Scalars['Int']['output']>;
};

/** A product as pickers offer it (bundle items, order lines). */
export type ProductChoice = {
  __typename?: 'ProductChoice';
  grossPrice?: Maybe<Scalars['Int']['output']>;
  /** Kilograms. */
  grossWeight?: Maybe<Scalars['Float']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  retailPrice?: Maybe<Scalars['Int']['output']>;
  sku: Scalars['String']['output'];
  type: ProductType;
};

/** A question and answer shown with a product. */
export type ProductFaq = {
  __typename?: 'ProductFaq';
  /** The answer. */
  body: Scalars['String']['output'];
  /** Always id_ID: product FAQs are in Indonesian. */
  locale: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type ProductFaqInput = {
  body: Scalars['String']['input'];
  /** Must be id_ID. */
  locale?: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

export type ProductInput = {
  barcode?: InputMaybe<Scalars['String']['input']>;
  bpomNumber?: InputMaybe<Scalars['String']['input']>;
  /** Only for BUNDLE products; the products must not be bundles themselves. */
  bundleItemIds?: Array<Scalars['ID']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  contentBox?: InputMaybe<Scalars['String']['input']>;
  costPrice?: InputMaybe<Scalars['Int']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** 0–99. */
  discountPercent?: Scalars['Int']['input'];
  ecommerceName?: InputMaybe<Scalars['String']['input']>;
  faqs?: Array<ProductFaqInput>;
  grossPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Kilograms. */
  grossWeight?: InputMaybe<Scalars['Float']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaKeywords?: InputMaybe<Scalars['String']['input']>;
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  /** Kilograms. */
  netWeight?: InputMaybe<Scalars['Float']['input']>;
  resellerPrice?: InputMaybe<Scalars['Int']['input']>;
  retailPrice?: InputMaybe<Scalars['Int']['input']>;
  /** ISO 8601 date and time, or empty/null for none. */
  scheduleTime?: InputMaybe<Scalars['String']['input']>;
  sku: Scalars['String']['input'];
  /** Lowercase letters, digits and single hyphens. */
  slug: Scalars['String']['input'];
  status: ProductStatus;
  tagScript?: InputMaybe<Scalars['String']['input']>;
  type: ProductType;
  whatsappName?: InputMaybe<Scalars['String']['input']>;
  wholesalerPrice?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of products and the number of all that match. */
export type ProductList = {
  __typename?: 'ProductList';
  rows: Array<Product>;
  totalCount: Scalars['Int']['output'];
};

/** Files for a product's media slots. A slot given no file keeps what it holds, unless it is removed. */
export type ProductMediaInput = {
  /** New files for the three image slots, by position (null leaves a slot as it is). PNG, JPEG, WebP or GIF, at most 5 MB. */
  images?: InputMaybe<Array<InputMaybe<Scalars['Upload']['input']>>>;
  /** Image slots (0–2) to empty. */
  removeImages?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** Empty the video slot. */
  removeVideo?: InputMaybe<Scalars['Boolean']['input']>;
  /** A new file for the video slot. MP4, WebM or MOV, at most 50 MB. */
  video?: InputMaybe<Scalars['Upload']['input']>;
};

export type ProductSortField =
  | 'BPOM_NUMBER'
  | 'CATEGORY'
  | 'CREATED_AT'
  | 'GROSS_PRICE'
  | 'NAME'
  | 'RETAIL_PRICE'
  | 'SKU'
  | 'STATUS';

/** Where a product is in its life; only ACTIVE products are on sale. */
export type ProductStatus =
  | 'ACTIVE'
  | 'DRAFT'
  | 'INACTIVE'
  /** Waiting for its schedule time. */
  | 'PENDING';

/** How a product is sold. */
export type ProductType =
  /** As a set of other (non-bundle) products. */
  | 'BUNDLE'
  /** On its own. */
  | 'SINGLE'
  /** A special, e.g. seasonal, product. */
  | 'SPECIAL';

/** A promotion customers redeem with its code, within its validity period and quota. */
export type Promotion = {
  __typename?: 'Promotion';
  /** Inactive promotions cannot be redeemed. */
  active: Scalars['Boolean']['output'];
  /** The threshold for GREATER_THAN (a quantity for QTY, whole rupiah for PRICE). */
  amount?: Maybe<Scalars['Int']['output']>;
  /** The coupon code customers type; unique whatever its case. */
  code: Scalars['String']['output'];
  /** Null for the MIN_TRANSACTION terms. */
  condition?: Maybe<PromotionCondition>;
  createdAt: Scalars['DateTime']['output'];
  description?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Address of the promotion's image under /media/, or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Whether this is the default promotion. */
  isDefault: Scalars['Boolean']['output'];
  /** The threshold for LESS_THAN (a quantity for QTY, whole rupiah for PRICE). */
  maxAmount?: Maybe<Scalars['Int']['output']>;
  /** The max promo: the most a PERCENT or FREE_SHIPPING promotion takes off, in whole rupiah; null for none (and for ROUNDED). */
  maxDiscount?: Maybe<Scalars['Int']['output']>;
  /** The least order total for the MIN_TRANSACTION terms, in whole rupiah. */
  minTransaction?: Maybe<Scalars['Int']['output']>;
  name: Scalars['String']['output'];
  /** Where the promotion applies, e.g. crystal web or whatsapp. */
  platform: Scalars['String']['output'];
  /** How many times it can be redeemed. */
  quota: Scalars['Int']['output'];
  terms: PromotionTerms;
  /** The terms and conditions text shown to customers. */
  termsAndConditions?: Maybe<Scalars['String']['output']>;
  type: PromotionType;
  updatedAt: Scalars['DateTime']['output'];
  /** How many times it has been redeemed. */
  usedQuota: Scalars['Int']['output'];
  /** The first day it can be redeemed, YYYY-MM-DD. */
  validFrom: Scalars['String']['output'];
  /** The last day it can be redeemed, YYYY-MM-DD. */
  validUntil: Scalars['String']['output'];
  /** A percentage for PERCENT, whole rupiah for ROUNDED; null for FREE_SHIPPING. */
  value?: Maybe<Scalars['Int']['output']>;
};

/** How the terms compare with their threshold. */
export type PromotionCondition =
  /** '>': above amount. */
  | 'GREATER_THAN'
  /** '<': below maxAmount. */
  | 'LESS_THAN';

/** A whole promotion; fields that do not apply to its type, terms and condition are stored as null. */
export type PromotionInput = {
  active: Scalars['Boolean']['input'];
  /** Required for GREATER_THAN. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** Letters, digits, - and _. */
  code: Scalars['String']['input'];
  /** Required unless the terms are MIN_TRANSACTION. */
  condition?: InputMaybe<PromotionCondition>;
  description?: InputMaybe<Scalars['String']['input']>;
  isDefault: Scalars['Boolean']['input'];
  /** Required for LESS_THAN. */
  maxAmount?: InputMaybe<Scalars['Int']['input']>;
  maxDiscount?: InputMaybe<Scalars['Int']['input']>;
  /** Required for the MIN_TRANSACTION terms. */
  minTransaction?: InputMaybe<Scalars['Int']['input']>;
  name: Scalars['String']['input'];
  platform: Scalars['String']['input'];
  quota: Scalars['Int']['input'];
  terms: PromotionTerms;
  termsAndConditions?: InputMaybe<Scalars['String']['input']>;
  type: PromotionType;
  /** Not more than quota. */
  usedQuota: Scalars['Int']['input'];
  /** YYYY-MM-DD. */
  validFrom: Scalars['String']['input'];
  /** YYYY-MM-DD, not before validFrom. */
  validUntil: Scalars['String']['input'];
  /** Required unless FREE_SHIPPING; 1–100 for PERCENT. */
  value?: InputMaybe<Scalars['Int']['input']>;
};

/** One page of promotions and the number of all that match. */
export type PromotionList = {
  __typename?: 'PromotionList';
  rows: Array<Promotion>;
  totalCount: Scalars['Int']['output'];
};

export type PromotionSortField =
  | 'CODE'
  | 'NAME'
  | 'QUOTA'
  | 'STATUS'
  | 'VALID_FROM'
  | 'VALID_UNTIL';

/** Whether a promotion is switched on. */
export type PromotionStatus =
  | 'ACTIVE'
  | 'INACTIVE';

/** What a promotion's condition measures. */
export type PromotionTerms =
  /** The order total, at least minTransaction (no condition). */
  | 'MIN_TRANSACTION'
  /** The price. */
  | 'PRICE'
  /** The quantity ordered. */
  | 'QTY';

/** What a promotion takes off. */
export type PromotionType =
  /** The shipping fee, up to maxDiscount when set; no value. */
  | 'FREE_SHIPPING'
  /** A percentage of the order (value 1–100), capped by maxDiscount when set. */
  | 'PERCENT'
  /** A fixed amount in whole rupiah (value). */
  | 'ROUNDED';

/** An Indonesian province. */
export type Province = {
  __typename?: 'Province';
  /** The cities and regencies of the province. */
  cities: Array<City>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Product categories, by name. */
  categories: Array<Category>;
  /** The cities and regencies of one province, by name. */
  cities: Array<City>;
  /** Every courier company, by id (1 is the default courier). */
  couriers: Array<Courier>;
  customer: Customer;
  /** Every city and regency, by name, for the customer list's city filter (cached). */
  customerCityOptions: Array<City>;
  /**
   * Customers whose full name, company name and e-mail together hold every word of `search` (any
   * case), or whose id is `search`; of one type and one city when given. `perPage` -1 returns all.
   */
  customers: CustomerList;
  deliveryFee: DeliveryFee;
  /** Courier fees, a page at a time. `perPage` -1 returns all. */
  deliveryFees: DeliveryFeeList;
  /** The signed-in user. */
  me: User;
  order: Order;
  /** Orders matching the filter, newest first by default. `perPage` -1 returns all. */
  orders: OrderList;
  product: Product;
  /** Every product for pickers, by name. Bundles are left out unless `includeBundles` (a bundle cannot include a bundle). */
  productChoices: Array<ProductChoice>;
  /** Products whose name contains `search` (any case), optionally of one status and category. `perPage` -1 returns all. */
  products: ProductList;
  promotion: Promotion;
  /** Promotions whose name or code contains `search` (any case), optionally only active or inactive ones. `perPage` -1 returns all. */
  promotions: PromotionList;
  /** Every province, by name. */
  provinces: Array<Province>;
  vendor: Vendor;
  /**
   * Vendors whose full name holds every word of `search` (any case), or whose id is `search`, and whose
   * company name contains `companyName`. `perPage` -1 returns all.
   */
  vendors: VendorList;
  warehouse: Warehouse;
  /** Warehouses whose name contains `search` (any case). `perPage` -1 returns all. */
  warehouses: WarehouseList;
};


export type QueryCitiesArgs = {
  provinceId: Scalars['ID']['input'];
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCustomersArgs = {
  cityId?: InputMaybe<Scalars['ID']['input']>;
  desc?: Scalars['Boolean']['input'];
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: CustomerSortField;
  type?: InputMaybe<CustomerType>;
};


export type QueryDeliveryFeeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDeliveryFeesArgs = {
  desc?: Scalars['Boolean']['input'];
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: DeliveryFeeSortField;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  desc?: Scalars['Boolean']['input'];
  filter?: InputMaybe<OrderFilter>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: OrderSortField;
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductChoicesArgs = {
  includeBundles?: Scalars['Boolean']['input'];
};


export type QueryProductsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  desc?: Scalars['Boolean']['input'];
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: ProductSortField;
  status?: InputMaybe<ProductStatus>;
};


export type QueryPromotionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPromotionsArgs = {
  desc?: Scalars['Boolean']['input'];
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: PromotionSortField;
  status?: InputMaybe<PromotionStatus>;
};


export type QueryVendorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVendorsArgs = {
  companyName?: InputMaybe<Scalars['String']['input']>;
  desc?: Scalars['Boolean']['input'];
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: VendorSortField;
};


export type QueryWarehouseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWarehousesArgs = {
  desc?: Scalars['Boolean']['input'];
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
  sortBy?: WarehouseSortField;
};

export type QuickbooksState =
  /** The lookup failed ('Error'). */
  | 'ERROR'
  /** The order has no QuickBooks invoice yet ('Not imported to Quickbooks'). */
  | 'NOT_IMPORTED'
  /** Imported, with no payment recorded ('No Payment'). */
  | 'NO_PAYMENT'
  | 'PAID';

/** The order's state in QuickBooks, the accounting system. */
export type QuickbooksStatus = {
  __typename?: 'QuickbooksStatus';
  account?: Maybe<Scalars['String']['output']>;
  amount?: Maybe<Scalars['Int']['output']>;
  paidOn?: Maybe<Scalars['Date']['output']>;
  state: QuickbooksState;
  /** The text staff see: 'Not imported to Quickbooks', 'No Payment', the payment, or 'Error'. */
  text: Scalars['String']['output'];
};

/** The channel an order came through (spec 002 §9, REST sales_type). */
export type SalesChannel =
  | 'AMAZON'
  | 'BLIBLI'
  | 'BUKALAPAK'
  | 'CRYSTAL_WEB'
  | 'INSTAGRAM'
  | 'JDID'
  | 'LAZADA'
  | 'ORAMI'
  | 'SHOPEE'
  | 'TIKTOK'
  | 'TOKOPEDIA'
  | 'WHATSAPP'
  | 'WHATSAPP_CATALOG';

/** The answer of an outside service (Jubelio, Gojek). */
export type ServiceMessage = {
  __typename?: 'ServiceMessage';
  message: Scalars['String']['output'];
};

/**
 * The outcome of signing in. The REST token itself stays in an httpOnly cookie set by the gateway:
 * page scripts never see it. Tools may instead send it in a `token` header or as `Authorization: Bearer`.
 */
export type Session = {
  __typename?: 'Session';
  /** When the session ends and the user must sign in again. */
  expiresAt: Scalars['DateTime']['output'];
  user: User;
};

/** Where a shipment is (spec 002 §9). */
export type ShipmentStatus =
  | 'ALLOCATED'
  | 'BOOKED'
  | 'CANCELED'
  | 'COMPLETED'
  | 'CONFIRMED'
  | 'DELIVERED'
  | 'LABEL_PRINTED'
  | 'ON_HOLD'
  | 'OUT_FOR_DELIVERY'
  | 'OUT_FOR_PICKUP'
  | 'PICKED'
  | 'PROCESSED'
  | 'REJECTED'
  | 'SHIPPED';

/** Where an order goes. */
export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<City>;
  postalCode?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Province>;
};

/** Whether a business is registered for VAT (Pengusaha Kena Pajak) or not. */
export type TaxStatus =
  | 'NON_PKP'
  | 'PKP';

/** A member of staff who signs in to the back office. */
export type User = {
  __typename?: 'User';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A supplier, with the person to contact and the bank account that pays it. */
export type Vendor = {
  __typename?: 'Vendor';
  /** The name the bank account is held in. */
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  bankBranch?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  city?: Maybe<City>;
  companyName: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  email?: Maybe<Scalars['String']['output']>;
  /** The contact person's names. */
  firstName: Scalars['String']['output'];
  /** First, middle and last name joined. */
  fullName: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  id: Scalars['ID']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  middleName?: Maybe<Scalars['String']['output']>;
  /** In international form, e.g. +6281234567890. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Province>;
  taxStatus: TaxStatus;
  updatedAt: Scalars['DateTime']['output'];
};

export type VendorInput = {
  accountName?: InputMaybe<Scalars['String']['input']>;
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  bankBranch?: InputMaybe<Scalars['String']['input']>;
  bankName?: InputMaybe<Scalars['String']['input']>;
  /** A city of the province. */
  cityId: Scalars['ID']['input'];
  companyName: Scalars['String']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  gender?: InputMaybe<Gender>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  middleName?: InputMaybe<Scalars['String']['input']>;
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** Five digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  provinceId: Scalars['ID']['input'];
  taxStatus: TaxStatus;
};

/** One page of vendors and the number of all that match. */
export type VendorList = {
  __typename?: 'VendorList';
  rows: Array<Vendor>;
  totalCount: Scalars['Int']['output'];
};

export type VendorSortField =
  | 'CITY'
  | 'COMPANY_NAME'
  | 'CREATED_AT'
  | 'NAME';

/** A warehouse or cold storage that stock ships from. */
export type Warehouse = {
  __typename?: 'Warehouse';
  /** Inactive warehouses stay listed but are not offered as a ship-from location. */
  active: Scalars['Boolean']['output'];
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<City>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  name: Scalars['String']['output'];
  /** In international form, e.g. +62216694512. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

export type WarehouseInput = {
  active: Scalars['Boolean']['input'];
  address?: InputMaybe<Scalars['String']['input']>;
  cityId: Scalars['ID']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  name: Scalars['String']['input'];
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** One page of warehouses and the number of all that match. */
export type WarehouseList = {
  __typename?: 'WarehouseList';
  rows: Array<Warehouse>;
  totalCount: Scalars['Int']['output'];
};

export type WarehouseSortField =
  | 'CITY'
  | 'NAME'
  | 'STATUS';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = {}, TContext = {}, TArgs = {}> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = {}, TContext = {}, TArgs = {}> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = {}, TContext = {}> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = {}, TContext = {}> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = {}, TParent = {}, TContext = {}, TArgs = {}> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BundleItem: ResolverTypeWrapper<RestBundleItem>;
  Category: ResolverTypeWrapper<RestCategory>;
  City: ResolverTypeWrapper<RestCity>;
  CityType: CityType;
  Courier: ResolverTypeWrapper<RestCourier>;
  Customer: ResolverTypeWrapper<RestCustomer>;
  CustomerInput: CustomerInput;
  CustomerList: ResolverTypeWrapper<RestCustomerList>;
  CustomerSortField: CustomerSortField;
  CustomerType: CustomerType;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeliveryFee: ResolverTypeWrapper<RestDeliveryFee>;
  DeliveryFeeInput: DeliveryFeeInput;
  DeliveryFeeList: ResolverTypeWrapper<RestDeliveryFeeList>;
  DeliveryFeeSortField: DeliveryFeeSortField;
  DeliveryType: DeliveryType;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Mutation: ResolverTypeWrapper<{}>;
  Order: ResolverTypeWrapper<RestOrder>;
  OrderCustomerInput: OrderCustomerInput;
  OrderFilter: OrderFilter;
  OrderInput: OrderInput;
  OrderLine: ResolverTypeWrapper<RestOrderLine>;
  OrderLineInput: OrderLineInput;
  OrderList: ResolverTypeWrapper<RestOrderList>;
  OrderShippingInput: OrderShippingInput;
  OrderSortField: OrderSortField;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  PaymentStatus: PaymentStatus;
  Product: ResolverTypeWrapper<RestProduct>;
  ProductChoice: ResolverTypeWrapper<RestProductChoice>;
  ProductFaq: ResolverTypeWrapper<RestProductFaq>;
  ProductFaqInput: ProductFaqInput;
  ProductInput: ProductInput;
  ProductList: ResolverTypeWrapper<RestProductList>;
  ProductMediaInput: ProductMediaInput;
  ProductSortField: ProductSortField;
  ProductStatus: ProductStatus;
  ProductType: ProductType;
  Promotion: ResolverTypeWrapper<RestPromotion>;
  PromotionCondition: PromotionCondition;
  PromotionInput: PromotionInput;
  PromotionList: ResolverTypeWrapper<RestPromotionList>;
  PromotionSortField: PromotionSortField;
  PromotionStatus: PromotionStatus;
  PromotionTerms: PromotionTerms;
  PromotionType: PromotionType;
  Province: ResolverTypeWrapper<RestProvince>;
  Query: ResolverTypeWrapper<{}>;
  QuickbooksState: QuickbooksState;
  QuickbooksStatus: ResolverTypeWrapper<QuickbooksStatus>;
  SalesChannel: SalesChannel;
  ServiceMessage: ResolverTypeWrapper<ServiceMessage>;
  Session: ResolverTypeWrapper<RestSession>;
  ShipmentStatus: ShipmentStatus;
  ShippingAddress: ResolverTypeWrapper<Omit<ShippingAddress, 'city' | 'province'> & { city?: Maybe<ResolversTypes['City']>, province?: Maybe<ResolversTypes['Province']> }>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TaxStatus: TaxStatus;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  User: ResolverTypeWrapper<RestUser>;
  Vendor: ResolverTypeWrapper<RestVendor>;
  VendorInput: VendorInput;
  VendorList: ResolverTypeWrapper<RestVendorList>;
  VendorSortField: VendorSortField;
  Warehouse: ResolverTypeWrapper<RestWarehouse>;
  WarehouseInput: WarehouseInput;
  WarehouseList: ResolverTypeWrapper<RestWarehouseList>;
  WarehouseSortField: WarehouseSortField;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Boolean: Scalars['Boolean']['output'];
  BundleItem: RestBundleItem;
  Category: RestCategory;
  City: RestCity;
  Courier: RestCourier;
  Customer: RestCustomer;
  CustomerInput: CustomerInput;
  CustomerList: RestCustomerList;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeliveryFee: RestDeliveryFee;
  DeliveryFeeInput: DeliveryFeeInput;
  DeliveryFeeList: RestDeliveryFeeList;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Mutation: {};
  Order: RestOrder;
  OrderCustomerInput: OrderCustomerInput;
  OrderFilter: OrderFilter;
  OrderInput: OrderInput;
  OrderLine: RestOrderLine;
  OrderLineInput: OrderLineInput;
  OrderList: RestOrderList;
  OrderShippingInput: OrderShippingInput;
  OrderTotals: OrderTotals;
  Product: RestProduct;
  ProductChoice: RestProductChoice;
  ProductFaq: RestProductFaq;
  ProductFaqInput: ProductFaqInput;
  ProductInput: ProductInput;
  ProductList: RestProductList;
  ProductMediaInput: ProductMediaInput;
  Promotion: RestPromotion;
  PromotionInput: PromotionInput;
  PromotionList: RestPromotionList;
  Province: RestProvince;
  Query: {};
  QuickbooksStatus: QuickbooksStatus;
  ServiceMessage: ServiceMessage;
  Session: RestSession;
  ShippingAddress: Omit<ShippingAddress, 'city' | 'province'> & { city?: Maybe<ResolversParentTypes['City']>, province?: Maybe<ResolversParentTypes['Province']> };
  String: Scalars['String']['output'];
  Upload: Scalars['Upload']['output'];
  User: RestUser;
  Vendor: RestVendor;
  VendorInput: VendorInput;
  VendorList: RestVendorList;
  Warehouse: RestWarehouse;
  WarehouseInput: WarehouseInput;
  WarehouseList: RestWarehouseList;
};

export type BundleItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BundleItem'] = ResolversParentTypes['BundleItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['Province'], ParentType, ContextType>;
  provinceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CityType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CourierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Courier'] = ResolversParentTypes['Courier']> = {
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceCity?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  invoiceProvince?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxStatus?: Resolver<Maybe<ResolversTypes['TaxStatus']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['CustomerType']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerList'] = ResolversParentTypes['CustomerList']> = {
  rows?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeliveryFeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryFee'] = ResolversParentTypes['DeliveryFee']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  courier?: Resolver<ResolversTypes['Courier'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  serviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  trackingWebsite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryFeeListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryFeeList'] = ResolversParentTypes['DeliveryFeeList']> = {
  rows?: Resolver<Array<ResolversTypes['DeliveryFee']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  createCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createDeliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationCreateDeliveryFeeArgs, 'input'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  createPromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationCreatePromotionArgs, 'input'>>;
  createVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationCreateVendorArgs, 'input'>>;
  createWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationCreateWarehouseArgs, 'input'>>;
  deleteCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id'>>;
  deleteDeliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationDeleteDeliveryFeeArgs, 'id'>>;
  deleteProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  deletePromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationDeletePromotionArgs, 'id'>>;
  deleteVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationDeleteVendorArgs, 'id'>>;
  deleteWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationDeleteWarehouseArgs, 'id'>>;
  generateShippingLabel?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationGenerateShippingLabelArgs, 'id'>>;
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orderGojek?: Resolver<ResolversTypes['ServiceMessage'], ParentType, ContextType, RequireFields<MutationOrderGojekArgs, 'id'>>;
  setDeliveryFeeActive?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationSetDeliveryFeeActiveArgs, 'active' | 'id'>>;
  setProductStatus?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationSetProductStatusArgs, 'id' | 'status'>>;
  setPromotionActive?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationSetPromotionActiveArgs, 'active' | 'id'>>;
  setWarehouseActive?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationSetWarehouseActiveArgs, 'active' | 'id'>>;
  syncOrderToJubelio?: Resolver<ResolversTypes['ServiceMessage'], ParentType, ContextType, RequireFields<MutationSyncOrderToJubelioArgs, 'id'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id' | 'input'>>;
  updateDeliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationUpdateDeliveryFeeArgs, 'id' | 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updateOrderShipping?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderShippingArgs, 'id' | 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  updatePromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationUpdatePromotionArgs, 'id' | 'input'>>;
  updateVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationUpdateVendorArgs, 'id' | 'input'>>;
  updateWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationUpdateWarehouseArgs, 'id' | 'input'>>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  canOrderGojek?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  courier?: Resolver<Maybe<ResolversTypes['Courier']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerType?: Resolver<Maybe<ResolversTypes['CustomerType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  quickbooksStatus?: Resolver<ResolversTypes['QuickbooksStatus'], ParentType, ContextType>;
  salesChannel?: Resolver<Maybe<ResolversTypes['SalesChannel']>, ParentType, ContextType>;
  shipFrom?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  shipmentStatus?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ShippingAddress'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  trackingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  grossWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  linePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderList'] = ResolversParentTypes['OrderList']> = {
  rows?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = {
  deliveryFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bpomNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bundleItems?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  contentBox?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  costPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ecommerceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['ProductFaq']>, ParentType, ContextType>;
  grossPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrls?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaKeywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  resellerPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retailPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scheduleTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tagScript?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whatsappName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wholesalerPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductChoice'] = ResolversParentTypes['ProductChoice']> = {
  grossPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  retailPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductFaqResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductFaq'] = ResolversParentTypes['ProductFaq']> = {
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  rows?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['PromotionCondition']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minTransaction?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quota?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['PromotionTerms'], ParentType, ContextType>;
  termsAndConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PromotionType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  usedQuota?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromotionListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionList'] = ResolversParentTypes['PromotionList']> = {
  rows?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProvinceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Province'] = ResolversParentTypes['Province']> = {
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'provinceId'>>;
  couriers?: Resolver<Array<ResolversTypes['Courier']>, ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerCityOptions?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerList'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'desc' | 'page' | 'perPage' | 'sortBy'>>;
  deliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<QueryDeliveryFeeArgs, 'id'>>;
  deliveryFees?: Resolver<ResolversTypes['DeliveryFeeList'], ParentType, ContextType, RequireFields<QueryDeliveryFeesArgs, 'desc' | 'page' | 'perPage' | 'sortBy'>>;
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orders?: Resolver<ResolversTypes['OrderList'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'desc' | 'page' | 'perPage' | 'sortBy'>>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productChoices?: Resolver<Array<ResolversTypes['ProductChoice']>, ParentType, ContextType, RequireFields<QueryProductChoicesArgs, 'includeBundles'>>;
  products?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'desc' | 'page' | 'perPage' | 'sortBy'>>;
  promotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<QueryPromotionArgs, 'id'>>;
  promotions?: Resolver<ResolversTypes['PromotionList'], ParentType, ContextType, RequireFields<QueryPromotionsArgs, 'desc' | 'page' | 'perPage' | 'sortBy'>>;
  provinces?: Resolver<Array<ResolversTypes['Province']>, ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<QueryVendorArgs, 'id'>>;
  vendors?: Resolver<ResolversTypes['VendorList'], ParentType, ContextType, RequireFields<QueryVendorsArgs, 'desc' | 'page' | 'perPage' | 'sortBy'>>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<QueryWarehouseArgs, 'id'>>;
  warehouses?: Resolver<ResolversTypes['WarehouseList'], ParentType, ContextType, RequireFields<QueryWarehousesArgs, 'desc' | 'page' | 'perPage' | 'sortBy'>>;
};

export type QuickbooksStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuickbooksStatus'] = ResolversParentTypes['QuickbooksStatus']> = {
  account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['QuickbooksState'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ServiceMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceMessage'] = ResolversParentTypes['ServiceMessage']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingAddress'] = ResolversParentTypes['ShippingAddress']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VendorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankBranch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  taxStatus?: Resolver<ResolversTypes['TaxStatus'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VendorListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorList'] = ResolversParentTypes['VendorList']> = {
  rows?: Resolver<Array<ResolversTypes['Vendor']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WarehouseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Warehouse'] = ResolversParentTypes['Warehouse']> = {
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WarehouseListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WarehouseList'] = ResolversParentTypes['WarehouseList']> = {
  rows?: Resolver<Array<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  BundleItem?: BundleItemResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  Courier?: CourierResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerList?: CustomerListResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeliveryFee?: DeliveryFeeResolvers<ContextType>;
  DeliveryFeeList?: DeliveryFeeListResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderList?: OrderListResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductChoice?: ProductChoiceResolvers<ContextType>;
  ProductFaq?: ProductFaqResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionList?: PromotionListResolvers<ContextType>;
  Province?: ProvinceResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuickbooksStatus?: QuickbooksStatusResolvers<ContextType>;
  ServiceMessage?: ServiceMessageResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorList?: VendorListResolvers<ContextType>;
  Warehouse?: WarehouseResolvers<ContextType>;
  WarehouseList?: WarehouseListResolvers<ContextType>;
};

