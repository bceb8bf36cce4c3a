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
  /** An instant in ISO 8601 form, e.g. 2026-11-22T03:15:00.000Z. */
  DateTime: { input: string; output: string; }
  /** A calendar day, YYYY-MM-DD. */
  Date: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request spec (send the header Apollo-Require-Preflight: true). */
  Upload: { input: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; output: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; }
};

/** A member of staff who signs in to the back office. */
export type User = {
  __typename?: 'User';
  id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/**
 * The outcome of signing in. The REST token itself stays in an httpOnly cookie set by the gateway:
 * page scripts never see it. Tools may instead send it in a `token` header or as `Authorization: Bearer`.
 */
export type Session = {
  __typename?: 'Session';
  user: User;
  /** When the session ends and the user must sign in again. */
  expiresAt: Scalars['DateTime']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** The signed-in user. */
  me: User;
  /**
   * Customers whose full name, company name and e-mail together hold every word of `search` (any
   * case), or whose id is `search`; of one type and one city when given. `perPage` -1 returns all.
   */
  customers: CustomerList;
  customer: Customer;
  /** Every city and regency, by name, for the customer list's city filter (cached). */
  customerCityOptions: Array<City>;
  /** Every courier company, by id (1 is the default courier). */
  couriers: Array<Courier>;
  /** Courier fees, a page at a time. `perPage` -1 returns all. */
  deliveryFees: DeliveryFeeList;
  deliveryFee: DeliveryFee;
  /** Every province, by name. */
  provinces: Array<Province>;
  /** The cities and regencies of one province, by name. */
  cities: Array<City>;
  /** Orders matching the filter, newest first by default. `perPage` -1 returns all. */
  orders: OrderList;
  order: Order;
  /** Products whose name contains `search` (any case), optionally of one status and category. `perPage` -1 returns all. */
  products: ProductList;
  product: Product;
  /** Every product for pickers, by name. Bundles are left out unless `includeBundles` (a bundle cannot include a bundle). */
  productChoices: Array<ProductChoice>;
  /** Product categories, by name. */
  categories: Array<Category>;
  /** Promotions whose name or code contains `search` (any case), optionally only active or inactive ones. `perPage` -1 returns all. */
  promotions: PromotionList;
  promotion: Promotion;
  /**
   * Vendors whose full name holds every word of `search` (any case), or whose id is `search`, and whose
   * company name contains `companyName`. `perPage` -1 returns all.
   */
  vendors: VendorList;
  vendor: Vendor;
  /** Warehouses whose name contains `search` (any case). `perPage` -1 returns all. */
  warehouses: WarehouseList;
  warehouse: Warehouse;
};


export type QueryCustomersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<CustomerType>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: CustomerSortField;
  desc?: Scalars['Boolean']['input'];
};


export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDeliveryFeesArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: DeliveryFeeSortField;
  desc?: Scalars['Boolean']['input'];
};


export type QueryDeliveryFeeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCitiesArgs = {
  provinceId: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: OrderSortField;
  desc?: Scalars['Boolean']['input'];
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProductStatus>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: ProductSortField;
  desc?: Scalars['Boolean']['input'];
};


export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


export type QueryProductChoicesArgs = {
  includeBundles?: Scalars['Boolean']['input'];
};


export type QueryPromotionsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PromotionStatus>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: PromotionSortField;
  desc?: Scalars['Boolean']['input'];
};


export type QueryPromotionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryVendorsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: VendorSortField;
  desc?: Scalars['Boolean']['input'];
};


export type QueryVendorArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWarehousesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: WarehouseSortField;
  desc?: Scalars['Boolean']['input'];
};


export type QueryWarehouseArgs = {
  id: Scalars['ID']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Signs in and sets the session cookie. The only operation allowed without a session. */
  login: Session;
  /** Ends the session and clears its cookie. */
  logout: Scalars['Boolean']['output'];
  createCustomer: Customer;
  /** Replaces every field of the customer. */
  updateCustomer: Customer;
  /** Deletes a customer and returns it as it was; refused (CONFLICT) while orders or other records refer to it. */
  deleteCustomer: Customer;
  createDeliveryFee: DeliveryFee;
  updateDeliveryFee: DeliveryFee;
  /** Switches a courier fee on or off, keeping everything else as it is. */
  setDeliveryFeeActive: DeliveryFee;
  /** Deletes a courier fee and returns it as it was. */
  deleteDeliveryFee: DeliveryFee;
  /** Creates the customer, then the order; if the order fails, the new customer is removed again. */
  createOrder: Order;
  /** Replaces the order; its customer is changed in place (and put back as it was if the order is refused). */
  updateOrder: Order;
  /** Saves the detail dialog; a tracking code on a Processed or Label Printed order makes it Shipped. */
  updateOrderShipping: Order;
  /** Marks a Processed order Label Printed and saves it; the label itself is printed in the browser. */
  generateShippingLabel: Order;
  syncOrderToJubelio: ServiceMessage;
  /** Orders a Gojek pickup; refused unless the order's courier is Gojek. */
  orderGojek: ServiceMessage;
  /** Adds a product with its media. A SKU or slug in use fails with CONFLICT. */
  createProduct: Product;
  /** Replaces a product; media slots without a new file keep what they hold unless removed. */
  updateProduct: Product;
  /** Changes a product's status, keeping everything else as it is. */
  setProductStatus: Product;
  /** Deletes a product (and its media) and returns it as it was. Fails with CONFLICT while a bundle includes it. */
  deleteProduct: Product;
  /** Adds a promotion, with its image when one is sent. A promo code in use fails with CONFLICT. */
  createPromotion: Promotion;
  /** Replaces a promotion; without an image the current one stays. */
  updatePromotion: Promotion;
  /** Switches a promotion on or off, keeping everything else as it is. */
  setPromotionActive: Promotion;
  /** Deletes a promotion (and its image) and returns it as it was. */
  deletePromotion: Promotion;
  createVendor: Vendor;
  /** Replaces every field of the vendor. */
  updateVendor: Vendor;
  /** Deletes a vendor and returns it as it was; refused (CONFLICT) while other records refer to it. */
  deleteVendor: Vendor;
  createWarehouse: Warehouse;
  updateWarehouse: Warehouse;
  /** Switches a warehouse on or off, keeping everything else as it is. */
  setWarehouseActive: Warehouse;
  /** Deletes a warehouse and returns it as it was. */
  deleteWarehouse: Warehouse;
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationCreateCustomerArgs = {
  input: CustomerInput;
};


export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: CustomerInput;
};


export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateDeliveryFeeArgs = {
  input: DeliveryFeeInput;
};


export type MutationUpdateDeliveryFeeArgs = {
  id: Scalars['ID']['input'];
  input: DeliveryFeeInput;
};


export type MutationSetDeliveryFeeActiveArgs = {
  id: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
};


export type MutationDeleteDeliveryFeeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateOrderArgs = {
  input: OrderInput;
};


export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: OrderInput;
};


export type MutationUpdateOrderShippingArgs = {
  id: Scalars['ID']['input'];
  input: OrderShippingInput;
};


export type MutationGenerateShippingLabelArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSyncOrderToJubelioArgs = {
  id: Scalars['ID']['input'];
};


export type MutationOrderGojekArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateProductArgs = {
  input: ProductInput;
  media?: InputMaybe<ProductMediaInput>;
};


export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
  media?: InputMaybe<ProductMediaInput>;
};


export type MutationSetProductStatusArgs = {
  id: Scalars['ID']['input'];
  status: ProductStatus;
};


export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreatePromotionArgs = {
  input: PromotionInput;
  image?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUpdatePromotionArgs = {
  id: Scalars['ID']['input'];
  input: PromotionInput;
  image?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationSetPromotionActiveArgs = {
  id: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
};


export type MutationDeletePromotionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateVendorArgs = {
  input: VendorInput;
};


export type MutationUpdateVendorArgs = {
  id: Scalars['ID']['input'];
  input: VendorInput;
};


export type MutationDeleteVendorArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateWarehouseArgs = {
  input: WarehouseInput;
};


export type MutationUpdateWarehouseArgs = {
  id: Scalars['ID']['input'];
  input: WarehouseInput;
};


export type MutationSetWarehouseActiveArgs = {
  id: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
};


export type MutationDeleteWarehouseArgs = {
  id: Scalars['ID']['input'];
};

/** Spec 002 §9: the kinds of customer, a fixed list shared across the product. */
export type CustomerType =
  | 'INDIVIDUAL'
  | 'RETAILER'
  | 'ONLINE_RETAILER'
  | 'RESELLER'
  | 'WHOLESALER'
  | 'STOCKIST';

/**
 * Someone who buys: a person, or a business with a contact person. Customers created by orders carry
 * only names, phone and ship-to address, so type, tax status and gender may be missing.
 */
export type Customer = {
  __typename?: 'Customer';
  id: Scalars['ID']['output'];
  companyName?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  middleName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  /** First, middle and last name joined. */
  fullName: Scalars['String']['output'];
  type?: Maybe<CustomerType>;
  taxStatus?: Maybe<TaxStatus>;
  gender?: Maybe<Gender>;
  email?: Maybe<Scalars['String']['output']>;
  /** In international form, e.g. +6281234567890. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Where orders are shipped to; city, province and postal code belong to it. */
  shippingAddress?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Province>;
  city?: Maybe<City>;
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Where invoices go, when not to the shipping address. */
  invoiceAddress?: Maybe<Scalars['String']['output']>;
  invoiceProvince?: Maybe<Province>;
  invoiceCity?: Maybe<City>;
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of customers and the number of all that match. */
export type CustomerList = {
  __typename?: 'CustomerList';
  rows: Array<Customer>;
  totalCount: Scalars['Int']['output'];
};

export type CustomerSortField =
  | 'NAME'
  | 'TYPE'
  | 'CITY'
  | 'CREATED_AT';

export type CustomerInput = {
  companyName?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  middleName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  type: CustomerType;
  taxStatus: TaxStatus;
  gender?: InputMaybe<Gender>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  shippingAddress?: InputMaybe<Scalars['String']['input']>;
  provinceId: Scalars['ID']['input'];
  /** A city of the province. */
  cityId: Scalars['ID']['input'];
  /** Five digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  invoiceAddress?: InputMaybe<Scalars['String']['input']>;
  invoiceProvinceId?: InputMaybe<Scalars['ID']['input']>;
  /** A city of the invoice province. */
  invoiceCityId?: InputMaybe<Scalars['ID']['input']>;
};

/** A courier company that delivers orders, samples and stock transfers. */
export type Courier = {
  __typename?: 'Courier';
  id: Scalars['ID']['output'];
  /** The company's name, e.g. JNE or Gojek. */
  company: Scalars['String']['output'];
};

/** Whether a courier service ships within Indonesia or abroad. */
export type DeliveryType =
  | 'DOMESTIC'
  | 'INTERNATIONAL';

/** What one service of a courier company charges to carry a parcel from one city to another. */
export type DeliveryFee = {
  __typename?: 'DeliveryFee';
  id: Scalars['ID']['output'];
  courier: Courier;
  /** The courier's service, e.g. REG or YES. */
  serviceName: Scalars['String']['output'];
  deliveryType: DeliveryType;
  /** The fee per parcel, in whole rupiah. */
  fee: Scalars['Int']['output'];
  /** The fee per kilogram, in whole rupiah. */
  unitFee: Scalars['Int']['output'];
  /** The city the parcel leaves from. */
  origin: City;
  /** The city the parcel goes to. */
  destination: City;
  /** Where a parcel of this service is tracked. */
  trackingWebsite: Scalars['String']['output'];
  /** Inactive fees stay listed but are switched off. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
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
  | 'SERVICE_NAME'
  | 'DELIVERY_TYPE'
  | 'FEE'
  | 'UNIT_FEE'
  /** By the origin city's name. */
  | 'ORIGIN'
  /** By the destination city's name. */
  | 'DESTINATION'
  | 'STATUS';

export type DeliveryFeeInput = {
  courierId: Scalars['ID']['input'];
  serviceName: Scalars['String']['input'];
  deliveryType: DeliveryType;
  /** Whole rupiah, 0 or more. */
  fee: Scalars['Int']['input'];
  /** Whole rupiah per kilogram, 0 or more. */
  unitFee: Scalars['Int']['input'];
  originCityId: Scalars['ID']['input'];
  destinationCityId: Scalars['ID']['input'];
  trackingWebsite: Scalars['String']['input'];
  active: Scalars['Boolean']['input'];
};

/** Whether a city is a city (Kota) or a regency (Kabupaten). */
export type CityType =
  | 'KOTA'
  | 'KABUPATEN';

/** An Indonesian province. */
export type Province = {
  __typename?: 'Province';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** The cities and regencies of the province. */
  cities: Array<City>;
};

/** A city (Kota) or regency (Kabupaten); screens show it as type plus name. */
export type City = {
  __typename?: 'City';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  type: CityType;
  provinceId: Scalars['ID']['output'];
  province: Province;
};

/** An order's payment status (REST OrderStatus). */
export type PaymentStatus =
  | 'PAYMENT_PENDING'
  | 'PAYMENT_SUCCESS'
  | 'CANCELED'
  | 'PAYMENT_EXPIRED';

/** Where a shipment is (spec 002 §9). */
export type ShipmentStatus =
  | 'PROCESSED'
  | 'LABEL_PRINTED'
  | 'SHIPPED'
  | 'COMPLETED'
  | 'CANCELED'
  | 'BOOKED'
  | 'CONFIRMED'
  | 'ALLOCATED'
  | 'OUT_FOR_DELIVERY'
  | 'DELIVERED'
  | 'OUT_FOR_PICKUP'
  | 'PICKED'
  | 'ON_HOLD'
  | 'REJECTED';

/** The channel an order came through (spec 002 §9, REST sales_type). */
export type SalesChannel =
  | 'TOKOPEDIA'
  | 'SHOPEE'
  | 'BUKALAPAK'
  | 'BLIBLI'
  | 'JDID'
  | 'LAZADA'
  | 'WHATSAPP'
  | 'WHATSAPP_CATALOG'
  | 'INSTAGRAM'
  | 'TIKTOK'
  | 'ORAMI'
  | 'AMAZON'
  | 'CRYSTAL_WEB';

/** Where an order goes. */
export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  address?: Maybe<Scalars['String']['output']>;
  postalCode?: Maybe<Scalars['String']['output']>;
  city?: Maybe<City>;
  province?: Maybe<Province>;
};

/** One product line of an order. */
export type OrderLine = {
  __typename?: 'OrderLine';
  id: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
  /** Read from the order itself: lists show names without fetching products. */
  productName: Scalars['String']['output'];
  sku: Scalars['String']['output'];
  /** The whole product, fetched once per distinct product of the request (DataLoader). */
  product: Product;
  quantity: Scalars['Int']['output'];
  /** The price charged per unit: the line's own price, else the product's retail price. */
  unitPrice: Scalars['Int']['output'];
  /** quantity × unitPrice */
  linePrice: Scalars['Int']['output'];
  /** The product's gross weight per unit, in kg (looked up per distinct product, batched). */
  grossWeight?: Maybe<Scalars['Float']['output']>;
};

/**
 * An order's totals, computed in one place: tax is a percent of the sub total, and
 * total = sub total + tax + delivery fee.
 */
export type OrderTotals = {
  __typename?: 'OrderTotals';
  totalQuantity: Scalars['Int']['output'];
  subTotal: Scalars['Int']['output'];
  taxPercent: Scalars['Int']['output'];
  tax: Scalars['Int']['output'];
  deliveryFee: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

export type QuickbooksState =
  /** The order has no QuickBooks invoice yet ('Not imported to Quickbooks'). */
  | 'NOT_IMPORTED'
  /** Imported, with no payment recorded ('No Payment'). */
  | 'NO_PAYMENT'
  | 'PAID'
  /** The lookup failed ('Error'). */
  | 'ERROR';

/** The order's state in QuickBooks, the accounting system. */
export type QuickbooksStatus = {
  __typename?: 'QuickbooksStatus';
  state: QuickbooksState;
  /** The text staff see: 'Not imported to Quickbooks', 'No Payment', the payment, or 'Error'. */
  text: Scalars['String']['output'];
  paidOn?: Maybe<Scalars['Date']['output']>;
  account?: Maybe<Scalars['String']['output']>;
  amount?: Maybe<Scalars['Int']['output']>;
};

/** A sales order. */
export type Order = {
  __typename?: 'Order';
  id: Scalars['ID']['output'];
  orderDate: Scalars['Date']['output'];
  shipmentDate?: Maybe<Scalars['Date']['output']>;
  paymentStatus: PaymentStatus;
  shipmentStatus: ShipmentStatus;
  salesChannel?: Maybe<SalesChannel>;
  customerType?: Maybe<CustomerType>;
  customer?: Maybe<Customer>;
  shipFrom?: Maybe<Warehouse>;
  courier?: Maybe<Courier>;
  shippingAddress: ShippingAddress;
  lines: Array<OrderLine>;
  totals: OrderTotals;
  memo?: Maybe<Scalars['String']['output']>;
  /** The invoice number of the marketplace or external system. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  trackingCode?: Maybe<Scalars['String']['output']>;
  paymentMethod?: Maybe<Scalars['String']['output']>;
  /** Looked up per order through a DataLoader, so a list asking for it batches too. */
  quickbooksStatus: QuickbooksStatus;
  /** Gojek can be ordered only for orders whose courier is Gojek (courier id 8). */
  canOrderGojek: Scalars['Boolean']['output'];
};

/** One page of orders and the number of all that match. */
export type OrderList = {
  __typename?: 'OrderList';
  rows: Array<Order>;
  totalCount: Scalars['Int']['output'];
};

export type OrderSortField =
  | 'ORDER_DATE'
  | 'ID'
  | 'TOTAL';

export type OrderFilter = {
  /** An order id. */
  orderId?: InputMaybe<Scalars['ID']['input']>;
  /** Words of the customer's name. */
  customer?: InputMaybe<Scalars['String']['input']>;
  salesChannels?: InputMaybe<Array<SalesChannel>>;
  startDate?: InputMaybe<Scalars['Date']['input']>;
  endDate?: InputMaybe<Scalars['Date']['input']>;
  shipFromId?: InputMaybe<Scalars['ID']['input']>;
  shipmentStatus?: InputMaybe<ShipmentStatus>;
  paymentStatus?: InputMaybe<PaymentStatus>;
  customerType?: InputMaybe<CustomerType>;
};

/** The customer of a new or edited order: created with the order (spec 001 §7). */
export type OrderCustomerInput = {
  /** Split on spaces into first, middle and last name (first three words). */
  name: Scalars['String']['input'];
  /** International form (+62…). */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  address: Scalars['String']['input'];
  provinceId: Scalars['ID']['input'];
  /** A city of the province. */
  cityId: Scalars['ID']['input'];
  postalCode?: InputMaybe<Scalars['String']['input']>;
};

export type OrderLineInput = {
  productId: Scalars['ID']['input'];
  quantity: Scalars['Int']['input'];
  /** Whole rupiah per unit; the product's gross price when left out. */
  unitPrice?: InputMaybe<Scalars['Int']['input']>;
};

export type OrderInput = {
  customer: OrderCustomerInput;
  orderDate: Scalars['Date']['input'];
  shipmentDate?: InputMaybe<Scalars['Date']['input']>;
  shipFromId: Scalars['ID']['input'];
  courierId: Scalars['ID']['input'];
  salesChannel: SalesChannel;
  customerType: CustomerType;
  paymentStatus: PaymentStatus;
  shipmentStatus: ShipmentStatus;
  /** 0, 5, 11, 20 or 30. */
  taxPercent: Scalars['Int']['input'];
  deliveryFee: Scalars['Int']['input'];
  invoiceNumber?: InputMaybe<Scalars['String']['input']>;
  memo?: InputMaybe<Scalars['String']['input']>;
  lines: Array<OrderLineInput>;
};

/** What the detail dialog edits. */
export type OrderShippingInput = {
  shipFromId: Scalars['ID']['input'];
  shipmentDate?: InputMaybe<Scalars['Date']['input']>;
  shipmentStatus: ShipmentStatus;
  courierId: Scalars['ID']['input'];
  trackingCode?: InputMaybe<Scalars['String']['input']>;
  paymentStatus: PaymentStatus;
};

/** The answer of an outside service (Jubelio, Gojek). */
export type ServiceMessage = {
  __typename?: 'ServiceMessage';
  message: Scalars['String']['output'];
};

/** A person's gender, as recorded for the contact person of a vendor or customer. */
export type Gender =
  | 'MALE'
  | 'FEMALE';

/** Whether a business is registered for VAT (Pengusaha Kena Pajak) or not. */
export type TaxStatus =
  | 'PKP'
  | 'NON_PKP';

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
  | 'INACTIVE'
  | 'ACTIVE'
  | 'DRAFT'
  /** Waiting for its schedule time. */
  | 'PENDING';

/** A product category (Udang, Ikan, Bumbu…). */
export type Category = {
  __typename?: 'Category';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A product a bundle includes. */
export type BundleItem = {
  __typename?: 'BundleItem';
  id: Scalars['ID']['output'];
  sku: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A question and answer shown with a product. */
export type ProductFaq = {
  __typename?: 'ProductFaq';
  title: Scalars['String']['output'];
  /** The answer. */
  body: Scalars['String']['output'];
  /** Always id_ID: product FAQs are in Indonesian. */
  locale: Scalars['String']['output'];
};

/** A product of the catalogue. Weights are in kilograms; prices in whole rupiah, null until set. */
export type Product = {
  __typename?: 'Product';
  id: Scalars['ID']['output'];
  type: ProductType;
  status: ProductStatus;
  name: Scalars['String']['output'];
  /** The name shown on e-commerce platforms. */
  ecommerceName?: Maybe<Scalars['String']['output']>;
  /** The name used in WhatsApp orders. */
  whatsappName?: Maybe<Scalars['String']['output']>;
  /** The product's address segment on the web shop; unique. */
  slug: Scalars['String']['output'];
  /** Unique whatever its case. */
  sku: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** Rich text (HTML) for the product page. */
  contentBox?: Maybe<Scalars['String']['output']>;
  /** A script or tag snippet placed on the product page. */
  tagScript?: Maybe<Scalars['String']['output']>;
  metaTitle?: Maybe<Scalars['String']['output']>;
  metaDescription?: Maybe<Scalars['String']['output']>;
  metaKeywords?: Maybe<Scalars['String']['output']>;
  category?: Maybe<Category>;
  /** The BPOM registration number (MD) of processed foods. */
  bpomNumber?: Maybe<Scalars['String']['output']>;
  barcode?: Maybe<Scalars['String']['output']>;
  /** Kilograms, packaging included. */
  grossWeight?: Maybe<Scalars['Float']['output']>;
  /** Kilograms. */
  netWeight?: Maybe<Scalars['Float']['output']>;
  grossPrice?: Maybe<Scalars['Int']['output']>;
  /** Percent off the gross price that gives the retail price (0–99). */
  discountPercent: Scalars['Int']['output'];
  retailPrice?: Maybe<Scalars['Int']['output']>;
  resellerPrice?: Maybe<Scalars['Int']['output']>;
  wholesalerPrice?: Maybe<Scalars['Int']['output']>;
  costPrice?: Maybe<Scalars['Int']['output']>;
  /** When a scheduled product goes on sale; null for none. */
  scheduleTime?: Maybe<Scalars['DateTime']['output']>;
  /** What a bundle includes; empty for other types. */
  bundleItems: Array<BundleItem>;
  faqs: Array<ProductFaq>;
  /** The three image slots in order, each an address under /media/ or null when empty. */
  imageUrls: Array<Maybe<Scalars['String']['output']>>;
  /** The video slot: an address under /media/, or null. */
  videoUrl?: Maybe<Scalars['String']['output']>;
  /** Sum of the quantities of the product's assembly lines. */
  stock: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of products and the number of all that match. */
export type ProductList = {
  __typename?: 'ProductList';
  rows: Array<Product>;
  totalCount: Scalars['Int']['output'];
};

/** A product as pickers offer it (bundle items, order lines). */
export type ProductChoice = {
  __typename?: 'ProductChoice';
  id: Scalars['ID']['output'];
  sku: Scalars['String']['output'];
  name: Scalars['String']['output'];
  type: ProductType;
  grossPrice?: Maybe<Scalars['Int']['output']>;
  retailPrice?: Maybe<Scalars['Int']['output']>;
  /** Kilograms. */
  grossWeight?: Maybe<Scalars['Float']['output']>;
};

export type ProductSortField =
  | 'NAME'
  | 'SKU'
  | 'CATEGORY'
  | 'BPOM_NUMBER'
  | 'GROSS_PRICE'
  | 'RETAIL_PRICE'
  | 'STATUS'
  | 'CREATED_AT';

export type ProductFaqInput = {
  title: Scalars['String']['input'];
  body: Scalars['String']['input'];
  /** Must be id_ID. */
  locale?: Scalars['String']['input'];
};

export type ProductInput = {
  type: ProductType;
  status: ProductStatus;
  name: Scalars['String']['input'];
  ecommerceName?: InputMaybe<Scalars['String']['input']>;
  whatsappName?: InputMaybe<Scalars['String']['input']>;
  /** Lowercase letters, digits and single hyphens. */
  slug: Scalars['String']['input'];
  sku: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  contentBox?: InputMaybe<Scalars['String']['input']>;
  tagScript?: InputMaybe<Scalars['String']['input']>;
  metaTitle?: InputMaybe<Scalars['String']['input']>;
  metaDescription?: InputMaybe<Scalars['String']['input']>;
  metaKeywords?: InputMaybe<Scalars['String']['input']>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  bpomNumber?: InputMaybe<Scalars['String']['input']>;
  barcode?: InputMaybe<Scalars['String']['input']>;
  /** Kilograms. */
  grossWeight?: InputMaybe<Scalars['Float']['input']>;
  /** Kilograms. */
  netWeight?: InputMaybe<Scalars['Float']['input']>;
  grossPrice?: InputMaybe<Scalars['Int']['input']>;
  /** 0–99. */
  discountPercent?: Scalars['Int']['input'];
  retailPrice?: InputMaybe<Scalars['Int']['input']>;
  resellerPrice?: InputMaybe<Scalars['Int']['input']>;
  wholesalerPrice?: InputMaybe<Scalars['Int']['input']>;
  costPrice?: InputMaybe<Scalars['Int']['input']>;
  /** Only for BUNDLE products; the products must not be bundles themselves. */
  bundleItemIds?: Array<Scalars['ID']['input']>;
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
  | 'ACTIVE'
  | 'INACTIVE';

/** A promotion customers redeem with its code, within its validity period and quota. */
export type Promotion = {
  __typename?: 'Promotion';
  id: Scalars['ID']['output'];
  /** Where the promotion applies, e.g. crystal web or whatsapp. */
  platform: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** The coupon code customers type; unique whatever its case. */
  code: Scalars['String']['output'];
  type: PromotionType;
  /** A percentage for PERCENT, whole rupiah for ROUNDED; null for FREE_SHIPPING. */
  value?: Maybe<Scalars['Int']['output']>;
  /** The max promo: the most a PERCENT or FREE_SHIPPING promotion takes off, in whole rupiah; null for none (and for ROUNDED). */
  maxDiscount?: Maybe<Scalars['Int']['output']>;
  /** Inactive promotions cannot be redeemed. */
  active: Scalars['Boolean']['output'];
  /** Whether this is the default promotion. */
  isDefault: Scalars['Boolean']['output'];
  /** The first day it can be redeemed, YYYY-MM-DD. */
  validFrom: Scalars['String']['output'];
  /** The last day it can be redeemed, YYYY-MM-DD. */
  validUntil: Scalars['String']['output'];
  description?: Maybe<Scalars['String']['output']>;
  /** The terms and conditions text shown to customers. */
  termsAndConditions?: Maybe<Scalars['String']['output']>;
  terms: PromotionTerms;
  /** Null for the MIN_TRANSACTION terms. */
  condition?: Maybe<PromotionCondition>;
  /** The threshold for GREATER_THAN (a quantity for QTY, whole rupiah for PRICE). */
  amount?: Maybe<Scalars['Int']['output']>;
  /** The threshold for LESS_THAN (a quantity for QTY, whole rupiah for PRICE). */
  maxAmount?: Maybe<Scalars['Int']['output']>;
  /** The least order total for the MIN_TRANSACTION terms, in whole rupiah. */
  minTransaction?: Maybe<Scalars['Int']['output']>;
  /** How many times it can be redeemed. */
  quota: Scalars['Int']['output'];
  /** How many times it has been redeemed. */
  usedQuota: Scalars['Int']['output'];
  /** Address of the promotion's image under /media/, or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of promotions and the number of all that match. */
export type PromotionList = {
  __typename?: 'PromotionList';
  rows: Array<Promotion>;
  totalCount: Scalars['Int']['output'];
};

export type PromotionSortField =
  | 'NAME'
  | 'CODE'
  | 'VALID_FROM'
  | 'VALID_UNTIL'
  | 'QUOTA'
  | 'STATUS';

/** A whole promotion; fields that do not apply to its type, terms and condition are stored as null. */
export type PromotionInput = {
  platform: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Letters, digits, - and _. */
  code: Scalars['String']['input'];
  type: PromotionType;
  /** Required unless FREE_SHIPPING; 1–100 for PERCENT. */
  value?: InputMaybe<Scalars['Int']['input']>;
  maxDiscount?: InputMaybe<Scalars['Int']['input']>;
  active: Scalars['Boolean']['input'];
  isDefault: Scalars['Boolean']['input'];
  /** YYYY-MM-DD. */
  validFrom: Scalars['String']['input'];
  /** YYYY-MM-DD, not before validFrom. */
  validUntil: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  termsAndConditions?: InputMaybe<Scalars['String']['input']>;
  terms: PromotionTerms;
  /** Required unless the terms are MIN_TRANSACTION. */
  condition?: InputMaybe<PromotionCondition>;
  /** Required for GREATER_THAN. */
  amount?: InputMaybe<Scalars['Int']['input']>;
  /** Required for LESS_THAN. */
  maxAmount?: InputMaybe<Scalars['Int']['input']>;
  /** Required for the MIN_TRANSACTION terms. */
  minTransaction?: InputMaybe<Scalars['Int']['input']>;
  quota: Scalars['Int']['input'];
  /** Not more than quota. */
  usedQuota: Scalars['Int']['input'];
};

/** A supplier, with the person to contact and the bank account that pays it. */
export type Vendor = {
  __typename?: 'Vendor';
  id: Scalars['ID']['output'];
  companyName: Scalars['String']['output'];
  /** The contact person's names. */
  firstName: Scalars['String']['output'];
  middleName?: Maybe<Scalars['String']['output']>;
  lastName?: Maybe<Scalars['String']['output']>;
  /** First, middle and last name joined. */
  fullName: Scalars['String']['output'];
  gender?: Maybe<Gender>;
  email?: Maybe<Scalars['String']['output']>;
  /** In international form, e.g. +6281234567890. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  bankName?: Maybe<Scalars['String']['output']>;
  bankBranch?: Maybe<Scalars['String']['output']>;
  /** The name the bank account is held in. */
  accountName?: Maybe<Scalars['String']['output']>;
  accountNumber?: Maybe<Scalars['String']['output']>;
  province?: Maybe<Province>;
  city?: Maybe<City>;
  postalCode?: Maybe<Scalars['String']['output']>;
  taxStatus: TaxStatus;
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of vendors and the number of all that match. */
export type VendorList = {
  __typename?: 'VendorList';
  rows: Array<Vendor>;
  totalCount: Scalars['Int']['output'];
};

export type VendorSortField =
  | 'NAME'
  | 'COMPANY_NAME'
  | 'CITY'
  | 'CREATED_AT';

export type VendorInput = {
  companyName: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  middleName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  email?: InputMaybe<Scalars['String']['input']>;
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  bankName?: InputMaybe<Scalars['String']['input']>;
  bankBranch?: InputMaybe<Scalars['String']['input']>;
  accountName?: InputMaybe<Scalars['String']['input']>;
  accountNumber?: InputMaybe<Scalars['String']['input']>;
  provinceId: Scalars['ID']['input'];
  /** A city of the province. */
  cityId: Scalars['ID']['input'];
  /** Five digits. */
  postalCode?: InputMaybe<Scalars['String']['input']>;
  taxStatus: TaxStatus;
};

/** A warehouse or cold storage that stock ships from. */
export type Warehouse = {
  __typename?: 'Warehouse';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  latitude?: Maybe<Scalars['Float']['output']>;
  longitude?: Maybe<Scalars['Float']['output']>;
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  city?: Maybe<City>;
  /** In international form, e.g. +62216694512. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Inactive warehouses stay listed but are not offered as a ship-from location. */
  active: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTime']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of warehouses and the number of all that match. */
export type WarehouseList = {
  __typename?: 'WarehouseList';
  rows: Array<Warehouse>;
  totalCount: Scalars['Int']['output'];
};

export type WarehouseSortField =
  | 'NAME'
  | 'CITY'
  | 'STATUS';

export type WarehouseInput = {
  name: Scalars['String']['input'];
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  address?: InputMaybe<Scalars['String']['input']>;
  cityId: Scalars['ID']['input'];
  /** International form (+62…); empty for none. */
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  active: Scalars['Boolean']['input'];
};



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
  User: ResolverTypeWrapper<RestUser>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Session: ResolverTypeWrapper<RestSession>;
  Query: ResolverTypeWrapper<{}>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Mutation: ResolverTypeWrapper<{}>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  CustomerType: CustomerType;
  Customer: ResolverTypeWrapper<RestCustomer>;
  CustomerList: ResolverTypeWrapper<RestCustomerList>;
  CustomerSortField: CustomerSortField;
  CustomerInput: CustomerInput;
  Courier: ResolverTypeWrapper<RestCourier>;
  DeliveryType: DeliveryType;
  DeliveryFee: ResolverTypeWrapper<RestDeliveryFee>;
  DeliveryFeeList: ResolverTypeWrapper<RestDeliveryFeeList>;
  DeliveryFeeSortField: DeliveryFeeSortField;
  DeliveryFeeInput: DeliveryFeeInput;
  CityType: CityType;
  Province: ResolverTypeWrapper<RestProvince>;
  City: ResolverTypeWrapper<RestCity>;
  PaymentStatus: PaymentStatus;
  ShipmentStatus: ShipmentStatus;
  SalesChannel: SalesChannel;
  ShippingAddress: ResolverTypeWrapper<Omit<ShippingAddress, 'city' | 'province'> & { city?: Maybe<ResolversTypes['City']>, province?: Maybe<ResolversTypes['Province']> }>;
  OrderLine: ResolverTypeWrapper<RestOrderLine>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  QuickbooksState: QuickbooksState;
  QuickbooksStatus: ResolverTypeWrapper<QuickbooksStatus>;
  Order: ResolverTypeWrapper<RestOrder>;
  OrderList: ResolverTypeWrapper<RestOrderList>;
  OrderSortField: OrderSortField;
  OrderFilter: OrderFilter;
  OrderCustomerInput: OrderCustomerInput;
  OrderLineInput: OrderLineInput;
  OrderInput: OrderInput;
  OrderShippingInput: OrderShippingInput;
  ServiceMessage: ResolverTypeWrapper<ServiceMessage>;
  Gender: Gender;
  TaxStatus: TaxStatus;
  ProductType: ProductType;
  ProductStatus: ProductStatus;
  Category: ResolverTypeWrapper<RestCategory>;
  BundleItem: ResolverTypeWrapper<RestBundleItem>;
  ProductFaq: ResolverTypeWrapper<RestProductFaq>;
  Product: ResolverTypeWrapper<RestProduct>;
  ProductList: ResolverTypeWrapper<RestProductList>;
  ProductChoice: ResolverTypeWrapper<RestProductChoice>;
  ProductSortField: ProductSortField;
  ProductFaqInput: ProductFaqInput;
  ProductInput: ProductInput;
  ProductMediaInput: ProductMediaInput;
  PromotionType: PromotionType;
  PromotionTerms: PromotionTerms;
  PromotionCondition: PromotionCondition;
  PromotionStatus: PromotionStatus;
  Promotion: ResolverTypeWrapper<RestPromotion>;
  PromotionList: ResolverTypeWrapper<RestPromotionList>;
  PromotionSortField: PromotionSortField;
  PromotionInput: PromotionInput;
  Vendor: ResolverTypeWrapper<RestVendor>;
  VendorList: ResolverTypeWrapper<RestVendorList>;
  VendorSortField: VendorSortField;
  VendorInput: VendorInput;
  Warehouse: ResolverTypeWrapper<RestWarehouse>;
  WarehouseList: ResolverTypeWrapper<RestWarehouseList>;
  WarehouseSortField: WarehouseSortField;
  WarehouseInput: WarehouseInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  User: RestUser;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Session: RestSession;
  Query: {};
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
  Mutation: {};
  DateTime: Scalars['DateTime']['output'];
  Date: Scalars['Date']['output'];
  Upload: Scalars['Upload']['output'];
  Customer: RestCustomer;
  CustomerList: RestCustomerList;
  CustomerInput: CustomerInput;
  Courier: RestCourier;
  DeliveryFee: RestDeliveryFee;
  DeliveryFeeList: RestDeliveryFeeList;
  DeliveryFeeInput: DeliveryFeeInput;
  Province: RestProvince;
  City: RestCity;
  ShippingAddress: Omit<ShippingAddress, 'city' | 'province'> & { city?: Maybe<ResolversParentTypes['City']>, province?: Maybe<ResolversParentTypes['Province']> };
  OrderLine: RestOrderLine;
  Float: Scalars['Float']['output'];
  OrderTotals: OrderTotals;
  QuickbooksStatus: QuickbooksStatus;
  Order: RestOrder;
  OrderList: RestOrderList;
  OrderFilter: OrderFilter;
  OrderCustomerInput: OrderCustomerInput;
  OrderLineInput: OrderLineInput;
  OrderInput: OrderInput;
  OrderShippingInput: OrderShippingInput;
  ServiceMessage: ServiceMessage;
  Category: RestCategory;
  BundleItem: RestBundleItem;
  ProductFaq: RestProductFaq;
  Product: RestProduct;
  ProductList: RestProductList;
  ProductChoice: RestProductChoice;
  ProductFaqInput: ProductFaqInput;
  ProductInput: ProductInput;
  ProductMediaInput: ProductMediaInput;
  Promotion: RestPromotion;
  PromotionList: RestPromotionList;
  PromotionInput: PromotionInput;
  Vendor: RestVendor;
  VendorList: RestVendorList;
  VendorInput: VendorInput;
  Warehouse: RestWarehouse;
  WarehouseList: RestWarehouseList;
  WarehouseInput: WarehouseInput;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  customers?: Resolver<ResolversTypes['CustomerList'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerCityOptions?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  couriers?: Resolver<Array<ResolversTypes['Courier']>, ParentType, ContextType>;
  deliveryFees?: Resolver<ResolversTypes['DeliveryFeeList'], ParentType, ContextType, RequireFields<QueryDeliveryFeesArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  deliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<QueryDeliveryFeeArgs, 'id'>>;
  provinces?: Resolver<Array<ResolversTypes['Province']>, ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'provinceId'>>;
  orders?: Resolver<ResolversTypes['OrderList'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  products?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productChoices?: Resolver<Array<ResolversTypes['ProductChoice']>, ParentType, ContextType, RequireFields<QueryProductChoicesArgs, 'includeBundles'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  promotions?: Resolver<ResolversTypes['PromotionList'], ParentType, ContextType, RequireFields<QueryPromotionsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  promotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<QueryPromotionArgs, 'id'>>;
  vendors?: Resolver<ResolversTypes['VendorList'], ParentType, ContextType, RequireFields<QueryVendorsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  vendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<QueryVendorArgs, 'id'>>;
  warehouses?: Resolver<ResolversTypes['WarehouseList'], ParentType, ContextType, RequireFields<QueryWarehousesArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<QueryWarehouseArgs, 'id'>>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id' | 'input'>>;
  deleteCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id'>>;
  createDeliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationCreateDeliveryFeeArgs, 'input'>>;
  updateDeliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationUpdateDeliveryFeeArgs, 'id' | 'input'>>;
  setDeliveryFeeActive?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationSetDeliveryFeeActiveArgs, 'id' | 'active'>>;
  deleteDeliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationDeleteDeliveryFeeArgs, 'id'>>;
  createOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updateOrderShipping?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderShippingArgs, 'id' | 'input'>>;
  generateShippingLabel?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationGenerateShippingLabelArgs, 'id'>>;
  syncOrderToJubelio?: Resolver<ResolversTypes['ServiceMessage'], ParentType, ContextType, RequireFields<MutationSyncOrderToJubelioArgs, 'id'>>;
  orderGojek?: Resolver<ResolversTypes['ServiceMessage'], ParentType, ContextType, RequireFields<MutationOrderGojekArgs, 'id'>>;
  createProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  setProductStatus?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationSetProductStatusArgs, 'id' | 'status'>>;
  deleteProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  createPromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationCreatePromotionArgs, 'input'>>;
  updatePromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationUpdatePromotionArgs, 'id' | 'input'>>;
  setPromotionActive?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationSetPromotionActiveArgs, 'id' | 'active'>>;
  deletePromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationDeletePromotionArgs, 'id'>>;
  createVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationCreateVendorArgs, 'input'>>;
  updateVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationUpdateVendorArgs, 'id' | 'input'>>;
  deleteVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationDeleteVendorArgs, 'id'>>;
  createWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationCreateWarehouseArgs, 'input'>>;
  updateWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationUpdateWarehouseArgs, 'id' | 'input'>>;
  setWarehouseActive?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationSetWarehouseActiveArgs, 'id' | 'active'>>;
  deleteWarehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<MutationDeleteWarehouseArgs, 'id'>>;
};

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['CustomerType']>, ParentType, ContextType>;
  taxStatus?: Resolver<Maybe<ResolversTypes['TaxStatus']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceProvince?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  invoiceCity?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerList'] = ResolversParentTypes['CustomerList']> = {
  rows?: Resolver<Array<ResolversTypes['Customer']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CourierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Courier'] = ResolversParentTypes['Courier']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  company?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryFeeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryFee'] = ResolversParentTypes['DeliveryFee']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  courier?: Resolver<ResolversTypes['Courier'], ParentType, ContextType>;
  serviceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deliveryType?: Resolver<ResolversTypes['DeliveryType'], ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  destination?: Resolver<ResolversTypes['City'], ParentType, ContextType>;
  trackingWebsite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryFeeListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryFeeList'] = ResolversParentTypes['DeliveryFeeList']> = {
  rows?: Resolver<Array<ResolversTypes['DeliveryFee']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProvinceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Province'] = ResolversParentTypes['Province']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CityResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['City'] = ResolversParentTypes['City']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['CityType'], ParentType, ContextType>;
  provinceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['Province'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingAddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShippingAddress'] = ResolversParentTypes['ShippingAddress']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderLine'] = ResolversParentTypes['OrderLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  linePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderTotalsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderTotals'] = ResolversParentTypes['OrderTotals']> = {
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  subTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  taxPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deliveryFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QuickbooksStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['QuickbooksStatus'] = ResolversParentTypes['QuickbooksStatus']> = {
  state?: Resolver<ResolversTypes['QuickbooksState'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  account?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['PaymentStatus'], ParentType, ContextType>;
  shipmentStatus?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  salesChannel?: Resolver<Maybe<ResolversTypes['SalesChannel']>, ParentType, ContextType>;
  customerType?: Resolver<Maybe<ResolversTypes['CustomerType']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  shipFrom?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  courier?: Resolver<Maybe<ResolversTypes['Courier']>, ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ShippingAddress'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['OrderLine']>, ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['OrderTotals'], ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trackingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethod?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quickbooksStatus?: Resolver<ResolversTypes['QuickbooksStatus'], ParentType, ContextType>;
  canOrderGojek?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderList'] = ResolversParentTypes['OrderList']> = {
  rows?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ServiceMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceMessage'] = ResolversParentTypes['ServiceMessage']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BundleItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BundleItem'] = ResolversParentTypes['BundleItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductFaqResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductFaq'] = ResolversParentTypes['ProductFaq']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Product'] = ResolversParentTypes['Product']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ProductStatus'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ecommerceName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whatsappName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentBox?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tagScript?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  metaKeywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  bpomNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  barcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  netWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  grossPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  discountPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  retailPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  resellerPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wholesalerPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  costPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scheduleTime?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  bundleItems?: Resolver<Array<ResolversTypes['BundleItem']>, ParentType, ContextType>;
  faqs?: Resolver<Array<ResolversTypes['ProductFaq']>, ParentType, ContextType>;
  imageUrls?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  videoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductList'] = ResolversParentTypes['ProductList']> = {
  rows?: Resolver<Array<ResolversTypes['Product']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductChoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductChoice'] = ResolversParentTypes['ProductChoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['ProductType'], ParentType, ContextType>;
  grossPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retailPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  platform?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PromotionType'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsAndConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['PromotionTerms'], ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['PromotionCondition']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minTransaction?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quota?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usedQuota?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromotionListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionList'] = ResolversParentTypes['PromotionList']> = {
  rows?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VendorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bankBranch?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxStatus?: Resolver<ResolversTypes['TaxStatus'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VendorListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorList'] = ResolversParentTypes['VendorList']> = {
  rows?: Resolver<Array<ResolversTypes['Vendor']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WarehouseResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Warehouse'] = ResolversParentTypes['Warehouse']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WarehouseListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WarehouseList'] = ResolversParentTypes['WarehouseList']> = {
  rows?: Resolver<Array<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  User?: UserResolvers<ContextType>;
  Session?: SessionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  DateTime?: GraphQLScalarType;
  Date?: GraphQLScalarType;
  Upload?: GraphQLScalarType;
  Customer?: CustomerResolvers<ContextType>;
  CustomerList?: CustomerListResolvers<ContextType>;
  Courier?: CourierResolvers<ContextType>;
  DeliveryFee?: DeliveryFeeResolvers<ContextType>;
  DeliveryFeeList?: DeliveryFeeListResolvers<ContextType>;
  Province?: ProvinceResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  QuickbooksStatus?: QuickbooksStatusResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderList?: OrderListResolvers<ContextType>;
  ServiceMessage?: ServiceMessageResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  ProductFaq?: ProductFaqResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductChoice?: ProductChoiceResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionList?: PromotionListResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorList?: VendorListResolvers<ContextType>;
  Warehouse?: WarehouseResolvers<ContextType>;
  WarehouseList?: WarehouseListResolvers<ContextType>;
};

