import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { RestInvoiceCustomer, RestConsignmentInvoice, RestConsignmentInvoiceLine, RestConsignmentItem, RestOrderConsignment } from '../consignmentInvoices/rest';
import type { RestCustomer, RestCustomerList } from '../customers/rest';
import type { RestCourier, RestDeliveryFee, RestDeliveryFeeList } from '../deliveryFees/rest';
import type { RestFaqCategory, RestFaq, RestFaqList, RestFaqCategoryList } from '../faqs/rest';
import type { RestProvince, RestCity } from '../locations/rest';
import type { RestNewsletterSubscriber, RestNewsletterSubscriberList } from '../newsletterSubscribers/rest';
import type { RestOrderLine, RestOrder, RestOrderList } from '../orders/rest';
import type { OverviewParent, WorkQueueCountParent } from '../overview/rest';
import type { RestCategory, RestBundleItem, RestProductFaq, RestProduct, RestProductList, RestProductChoice } from '../products/rest';
import type { RestPromotion, RestPromotionList } from '../promotions/rest';
import type { RestRecipeCategory, RestIngredient, RestCookingType, RestRecipeLine, RestRecipe, RestRecipeList } from '../recipes/rest';
import type { RestRetailerLocation, RestRetailerLocationList } from '../retailerLocations/rest';
import type { RestReturnLine, RestReturn, RestReturnList, RestReturnableProduct } from '../returns/rest';
import type { RestSampleLine, RestSample, RestSampleRecipient, RestSampleList } from '../samples/rest';
import type { RestInternalTransfer, RestInternalTransferLine, RestInternalTransferList, RestStockCount, RestStockCountList } from '../stock/rest';
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
  /** A calendar day, exactly YYYY-MM-DD and a real day of the calendar (2024-02-29, not 2025-02-31 nor 2025-01-01T00:00). */
  Date: { input: string; output: string; }
  /** A file sent with the GraphQL multipart request spec (send the header Apollo-Require-Preflight: true). */
  Upload: { input: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; output: Promise<import('graphql-upload/processRequest.mjs').FileUpload>; }
};

/** A member of staff who signs in to the back office. */
export type User = {
  __typename?: 'User';
  /** The staff member's id in the gateway's own store (not the REST API's). */
  id: Scalars['ID']['output'];
  /** The e-mail address the user signs in with. */
  email: Scalars['String']['output'];
  /** The user's display name: the REST API's when it has given one, else the e-mail address. */
  name: Scalars['String']['output'];
  /** The signed-in user's role; null while an admin has given them none. */
  role?: Maybe<StaffRole>;
};

/**
 * The outcome of signing in. The session stays in an httpOnly cookie set by the gateway (a session id of its
 * own with the REST token): page scripts never see it. Logging out ends that session only, so the next login works
 * even when the REST API hands out the same token again. Tools may instead send a REST token in a `token` header or
 * as `Authorization: Bearer`, where the gateway can tell whose it is (the REST API answers GET /me); else they sign in
 * with `login` and send its cookie. What a session may do is its staff member's role (StaffRole).
 */
export type Session = {
  __typename?: 'Session';
  /** The user who signed in. */
  user: User;
  /** When the session ends and the user must sign in again. */
  expiresAt: Scalars['DateTime']['output'];
};

/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * The signed-in user: who signed in through the gateway with the session's token. A token got elsewhere (a tool
   * that signed in at the REST API) is known only where the REST API can say whose it is; else UNAUTHENTICATED.
   */
  me: User;
  /** Stockist orders (always, whatever the filter) with their consignment status, newest first by default. */
  consignmentOrders: OrderList;
  /** One consignment invoice; NOT_FOUND when the id names none. */
  consignmentInvoice: ConsignmentInvoice;
  /**
   * Customers whose full name, company name and e-mail together hold every word of `search` (any
   * case), or whose id is `search`; of one type and one city when given. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it).
   */
  customers: CustomerList;
  /** One customer; NOT_FOUND when the id names none. */
  customer: Customer;
  /** Every city and regency, by name, for the customer list's city filter (cached). */
  customerCityOptions: Array<City>;
  /** Every courier company, by id (1 is the default courier). */
  couriers: Array<Courier>;
  /** Courier fees, a page at a time. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  deliveryFees: DeliveryFeeList;
  /** One courier fee; NOT_FOUND when the id names none. */
  deliveryFee: DeliveryFee;
  /** FAQs whose question contains `search` (any case). `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  faqs: FaqList;
  /** One FAQ; NOT_FOUND when the id names none. */
  faq: Faq;
  /** FAQ categories whose name contains `search` (any case). `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it) (the FAQ form's choice). */
  faqCategories: FaqCategoryList;
  /** One FAQ category; NOT_FOUND when the id names none. */
  faqCategory: FaqCategory;
  /**
   * One record's history, newest first: for anyone who may read that kind of record. Entries are kept for
   * HISTORY_RETENTION_DAYS.
   */
  history: HistoryEntryList;
  /**
   * Every change made through the gateway, newest first (the Activity screen): an admin sees everyone's, anyone else
   * their own only (another `staffId` is FORBIDDEN).
   */
  activity: HistoryEntryList;
  /** Every province, by name. */
  provinces: Array<Province>;
  /** The cities and regencies of one province, by name. */
  cities: Array<City>;
  /** Newsletter subscribers whose e-mail contains `search` (any case). `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  newsletterSubscribers: NewsletterSubscriberList;
  /** Orders matching the filter, newest first by default. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  orders: OrderList;
  /**
   * The orders of these ids, in the order given (duplicates once), for printing many at once; at most 500
   * ids, else BAD_USER_INPUT. NOT_FOUND when an id names no order.
   */
  ordersByIds: Array<Order>;
  /** One order; NOT_FOUND when the id names none. */
  order: Order;
  /** The overview for today and the period. */
  overview: Overview;
  /** The signed-in user's presets of one list, by name. */
  listPresets: Array<ListPreset>;
  /** Products whose name contains `search` (any case), optionally of one status and category. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  products: ProductList;
  /** One product; NOT_FOUND when the id names none. */
  product: Product;
  /**
   * Products for pickers, by name: the first `first` whose name or SKU holds every word of `search`. Bundles are left
   * out unless `includeBundles` (a bundle cannot include a bundle).
   */
  productChoices: Array<ProductChoice>;
  /** Product categories, by name. */
  categories: Array<Category>;
  /** Promotions whose name or code contains `search` (any case), optionally only active or inactive ones. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  promotions: PromotionList;
  /** One promotion; NOT_FOUND when the id names none. */
  promotion: Promotion;
  /** Recipes whose name contains `search` (any case). `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  recipes: RecipeList;
  /** One recipe by its slug (the edit screen's address); NOT_FOUND when none has it. */
  recipe: Recipe;
  /** Every recipe category, by name. */
  recipeCategories: Array<RecipeCategory>;
  /** The ingredient list, by name. */
  ingredients: Array<Ingredient>;
  /** The cooking types, by name. */
  cookingTypes: Array<CookingType>;
  /** Retailer locations whose display name or customer name contains `search` (any case). `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  retailerLocations: RetailerLocationList;
  /** One retailer location; NOT_FOUND when the id names none. */
  retailerLocation: RetailerLocation;
  /** Returns matching the filter, newest first by default. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  returns: ReturnList;
  /** One return; NOT_FOUND when the id names none. */
  return: Return;
  /** Samples matching the filter, newest first by default. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  samples: SampleList;
  /** One sample (a tester too); NOT_FOUND when the id names none. */
  sample: Sample;
  /**
   * One tester as the tester routes read it (GET /tester/{id}), with its review status (testerStatus); NOT_FOUND
   * when the id names no tester.
   */
  tester: Sample;
  /** Testers (samples sent with purpose TESTER), newest first by default. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  testers: SampleList;
  /** Everyone who has signed in, by name (Admin only). `search` matches the name or e-mail (any case). */
  staffMembers: StaffMemberList;
  /** Internal transfers matching the filter, latest received first by default. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  internalTransfers: InternalTransferList;
  /** One internal transfer; NOT_FOUND when the id names none. */
  internalTransfer: InternalTransfer;
  /** Stock per product and warehouse up to a day (the Stock Tracker). `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  stockCounts: StockCountList;
  /**
   * Vendors whose full name holds every word of `search` (any case), or whose id is `search`, and whose
   * company name contains `companyName`. `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it).
   */
  vendors: VendorList;
  /** One vendor; NOT_FOUND when the id names none. */
  vendor: Vendor;
  /** Warehouses whose name contains `search` (any case). `perPage` -1 returns all, up to 1,000 rows (a longer list is refused on `perPage`: narrow the filters, or export it). */
  warehouses: WarehouseList;
  /** One warehouse; NOT_FOUND when the id names none. */
  warehouse: Warehouse;
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryConsignmentOrdersArgs = {
  filter?: InputMaybe<ConsignmentOrderFilter>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: OrderSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryConsignmentInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryCustomersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<CustomerType>;
  cityId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: CustomerSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryCustomerArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryDeliveryFeesArgs = {
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: DeliveryFeeSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryDeliveryFeeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryFaqsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<FaqLocale>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: FaqSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryFaqArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryFaqCategoriesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: FaqCategorySortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryFaqCategoryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryHistoryArgs = {
  recordType: HistoryRecordType;
  recordId: Scalars['ID']['input'];
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryActivityArgs = {
  staffId?: InputMaybe<Scalars['ID']['input']>;
  recordType?: InputMaybe<HistoryRecordType>;
  operation?: InputMaybe<Scalars['String']['input']>;
  startDate?: InputMaybe<Scalars['Date']['input']>;
  endDate?: InputMaybe<Scalars['Date']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryCitiesArgs = {
  provinceId: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryNewsletterSubscribersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: NewsletterSubscriberSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryOrdersArgs = {
  filter?: InputMaybe<OrderFilter>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: OrderSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryOrdersByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryOverviewArgs = {
  period?: OverviewPeriod;
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryListPresetsArgs = {
  list: Scalars['String']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryProductsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<ProductStatus>;
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: ProductSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryProductArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryProductChoicesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  includeBundles?: Scalars['Boolean']['input'];
  first?: Scalars['Int']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryPromotionsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<PromotionStatus>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: PromotionSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryPromotionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryRecipesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: RecipeSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryRecipeArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryRetailerLocationsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: RetailerLocationSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryRetailerLocationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryReturnsArgs = {
  filter?: InputMaybe<ReturnFilter>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: ReturnSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryReturnArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QuerySamplesArgs = {
  filter?: InputMaybe<SampleFilter>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: SampleSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QuerySampleArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryTesterArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryTestersArgs = {
  filter?: InputMaybe<TesterFilter>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: SampleSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryStaffMembersArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryInternalTransfersArgs = {
  filter?: InputMaybe<InternalTransferFilter>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: InternalTransferSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryInternalTransferArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryStockCountsArgs = {
  until?: InputMaybe<Scalars['Date']['input']>;
  warehouseId?: InputMaybe<Scalars['ID']['input']>;
  item?: InputMaybe<Scalars['String']['input']>;
  availableBelow?: InputMaybe<Scalars['Int']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: StockCountSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryVendorsArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  companyName?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: VendorSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryVendorArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryWarehousesArgs = {
  search?: InputMaybe<Scalars['String']['input']>;
  page?: Scalars['Int']['input'];
  perPage?: Scalars['Int']['input'];
  sortBy?: WarehouseSortField;
  desc?: Scalars['Boolean']['input'];
};


/**
 * Reads. Every query needs a session (the cookie, a `token` header or `Authorization: Bearer`); without
 * one it fails with UNAUTHENTICATED, and a role that may not read it gets FORBIDDEN naming the roles that may
 * (schema/rules/access.ts). Errors carry `extensions.code`: NOT_FOUND when an id names no record,
 * UPSTREAM_UNAVAILABLE when the REST API cannot be reached, UPSTREAM_ERROR for any other REST failure.
 * A list filter the REST API cannot apply itself (one the spec does not name) is applied by the gateway to at most
 * 1,000 rows; a longer list is refused with BAD_USER_INPUT on that filter, as "All" is on `perPage`.
 */
export type QueryWarehouseArgs = {
  id: Scalars['ID']['input'];
};

/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Signs in and sets the session cookie. The only operation allowed without a session. A wrong e-mail or
   * password fails with UNAUTHENTICATED and the message 'E-mail atau password salah'; too many attempts
   * with RATE_LIMITED.
   */
  login: Session;
  /** Ends this session (the one its cookie or token header names) and clears its cookie. Always true. */
  logout: Scalars['Boolean']['output'];
  /** Invoices part of a stockist order; the REST API assigns the number. */
  createConsignmentInvoice: ConsignmentInvoiceResult;
  /** Replaces an invoice's type, memo and lines; its number, order and date stay. */
  updateConsignmentInvoice: ConsignmentInvoiceResult;
  /** Deletes an invoice; what it held becomes remaining again. */
  deleteConsignmentInvoice: ConsignmentInvoiceResult;
  /**
   * Creates a customer and returns it; null when the company's API saved it without saying which it is (then
   * extensions.warnings says so). A city outside the province fails with BAD_USER_INPUT.
   */
  createCustomer?: Maybe<Customer>;
  /** Replaces every field of the customer. */
  updateCustomer: Customer;
  /** Deletes a customer and returns it as it was; refused (CONFLICT) while orders or other records refer to it. */
  deleteCustomer: Customer;
  /**
   * Adds a courier fee and returns it; null when the company's API saved it without saying which it is (spec 000 §7
   * shows only DeliveryMethod.code in the answer; extensions.warnings then says so).
   */
  createDeliveryFee?: Maybe<DeliveryFee>;
  /** Replaces every field of a courier fee. */
  updateDeliveryFee: DeliveryFee;
  /** Switches a courier fee on or off, keeping everything else as it is. */
  setDeliveryFeeActive: DeliveryFee;
  /** Deletes a courier fee and returns it as it was. */
  deleteDeliveryFee: DeliveryFee;
  /**
   * Adds a FAQ and returns it; null when the company's API saved it without saying which it is (then
   * extensions.warnings says so).
   */
  createFaq?: Maybe<Faq>;
  /** Replaces a FAQ. */
  updateFaq: Faq;
  /** Deletes a FAQ and returns it as it was. */
  deleteFaq: Faq;
  /**
   * Adds a FAQ category and returns it; a name in use fails with CONFLICT. Null when the company's API saved it
   * without saying which it is (then extensions.warnings says so).
   */
  createFaqCategory?: Maybe<FaqCategory>;
  /** Renames a FAQ category; a name in use by another fails with CONFLICT. */
  updateFaqCategory: FaqCategory;
  /** Deletes a FAQ category and returns it as it was; refused with CONFLICT while FAQs are in it (move or delete them first). */
  deleteFaqCategory: FaqCategory;
  /**
   * Creates the customer (or, given `customer.customerId`, changes that one in place), then the order; if
   * the order fails, a new customer is removed again and a chosen one put back as it was. Null when the company's
   * API saved the order without saying which it is (then extensions.warnings says so).
   */
  createOrder?: Maybe<Order>;
  /**
   * Replaces the order; its customer (or the one `customer.customerId` chooses, which the order then
   * refers to) is changed in place, and put back as it was if the order is refused.
   */
  updateOrder: Order;
  /** Saves the detail dialog; a tracking code on a Processed or Label Printed order makes it Shipped. */
  updateOrderShipping: Order;
  /** Marks a Processed order Label Printed and saves it; the label itself is printed in the browser. */
  generateShippingLabel: Order;
  /** Sends the order to Jubelio (the marketplace hub) and returns its message; a refusal keeps Jubelio's message. */
  syncOrderToJubelio: ServiceMessage;
  /**
   * Asks QuickBooks again for the order's status, past the minute the gateway reuses it for (the detail
   * dialog's QB Status button); the order returned carries the new status. A failed lookup shows as ERROR.
   */
  refreshQuickbooksStatus: Order;
  /** Orders a Gojek pickup; refused unless the order's courier is Gojek. */
  orderGojek: ServiceMessage;
  /**
   * Sets the shipment status, the payment status or both of many orders, each through the same rules as one
   * order: a tracked order cannot be set back to Processed or Label Printed (the one-order rule makes it
   * Shipped), so it is refused with CONFLICT; the REST API checks this again as it writes, so a tracking code saved
   * at the same moment refuses the order in the same words. At most 500 ids; at least one status.
   */
  setOrdersStatus: BulkOrderResult;
  /**
   * Generates the shipping labels of many orders, as generateShippingLabel does for one: each Processed
   * order becomes Label Printed and is saved. The outcomes carry the orders, so the labels print from them.
   */
  generateShippingLabels: BulkOrderResult;
  /**
   * Keeps the signed-in user's low-stock threshold and returns it: a whole number from 1 to 1,000,000, else
   * BAD_USER_INPUT on `threshold`.
   */
  setLowStockThreshold: Scalars['Int']['output'];
  /** Saves a preset of a list for the signed-in user and returns it. */
  createListPreset: ListPreset;
  /** Renames a preset and replaces its params; NOT_FOUND for another user's preset. */
  updateListPreset: ListPreset;
  /** Deletes a preset and returns it as it was. */
  deleteListPreset: ListPreset;
  /**
   * Adds a product with its media and returns it; null when the company's API saved it without saying which it is
   * (then extensions.warnings says so). A SKU or slug in use fails with CONFLICT.
   */
  createProduct?: Maybe<Product>;
  /** Replaces a product; media slots without a new file keep what they hold unless removed. */
  updateProduct: Product;
  /** Changes a product's status, keeping everything else as it is. */
  setProductStatus: Product;
  /** Deletes a product (and its media) and returns it as it was. Fails with CONFLICT while a bundle includes it. */
  deleteProduct: Product;
  /**
   * Adds a promotion, with its image when one is sent, and returns it; null when the company's API saved it without
   * saying which it is (then extensions.warnings says so). A promo code in use fails with CONFLICT.
   */
  createPromotion?: Maybe<Promotion>;
  /** Replaces a promotion; without an image the current one stays. */
  updatePromotion: Promotion;
  /** Switches a promotion on or off, keeping everything else as it is. */
  setPromotionActive: Promotion;
  /** Deletes a promotion (and its image) and returns it as it was. */
  deletePromotion: Promotion;
  /**
   * Adds a recipe (its slug made from the name, its author the admin label), with its image when one is sent, and
   * returns it; null when the company's API saved it but it could not be read back (then extensions.warnings says so).
   */
  createRecipe?: Maybe<Recipe>;
  /**
   * Replaces a recipe, keeping its slug and author; without an image the current one stays. Returns it; null when
   * the company's API saved it but it could not be read back (then extensions.warnings says so).
   */
  updateRecipe?: Maybe<Recipe>;
  /**
   * Deletes a recipe (and its image) and returns it as it was; null when the company's API deleted it without
   * answering it (the spec reads a recipe by slug only, so it is not read first).
   */
  deleteRecipe?: Maybe<Recipe>;
  /**
   * Adds a retailer location, with its image when one is sent, and returns it; null when the company's API saved it
   * without saying which it is (then extensions.warnings says so).
   */
  createRetailerLocation?: Maybe<RetailerLocation>;
  /** Replaces a retailer location; without an image the current one stays. */
  updateRetailerLocation: RetailerLocation;
  /** Deletes a retailer location (and its image) and returns it as it was. */
  deleteRetailerLocation: RetailerLocation;
  /**
   * Records a return; its lines come back into stock at `returnToId` from today. Null when the company's API saved
   * it without saying which it is (then extensions.warnings says so).
   */
  createReturn?: Maybe<Return>;
  /** Deletes a return, and with it the stock it brought back; returns it as it was. */
  deleteReturn: Return;
  /**
   * Creates a sample; its status starts at PAYMENT_SUCCESS and its shipment status is the one given (spec 001 §4).
   * Null when the company's API saved it without saying which it is (then extensions.warnings says so).
   */
  createSample?: Maybe<Sample>;
  /** Replaces the sample; its status becomes its shipment status (spec 001 §4). */
  updateSample: SampleSaveResult;
  /** Saves the detail dialog; a tracking code on a Processed or Label Printed sample makes it Shipped. */
  updateSampleShipping: SampleSaveResult;
  /** Marks a Processed sample Label Printed and saves it; the label itself is printed in the browser. */
  generateSampleShippingLabel: Sample;
  /**
   * Records a tester's review status. Only a PENDING tester can change: any other fails with CONFLICT and says
   * which status it has, whatever the client sends; a sample that is no tester is NOT_FOUND.
   */
  setTesterStatus: SampleSaveResult;
  /** Sets a staff member's role and whether they may sign in (Admin only); returns them as saved. */
  updateStaffMember: StaffMember;
  /**
   * Records a stock movement (Add Stock) and returns it; null when the company's API saved it without saying which it
   * is (then extensions.warnings says so).
   */
  createInternalTransfer?: Maybe<InternalTransfer>;
  /** Deletes an internal transfer (its stock moves back) and returns it as it was. */
  deleteInternalTransfer: InternalTransfer;
  /** Records a counted stock as one conflict-safe adjustment (see StockCorrectionInput). */
  correctStock: StockCorrection;
  /**
   * Creates a vendor and returns it; null when the company's API saved it without saying which it is (then
   * extensions.warnings says so). A city outside the province fails with BAD_USER_INPUT.
   */
  createVendor?: Maybe<Vendor>;
  /** Replaces every field of the vendor. */
  updateVendor: Vendor;
  /** Deletes a vendor and returns it as it was; refused (CONFLICT) while other records refer to it. */
  deleteVendor: Vendor;
  /**
   * Adds a warehouse and returns it; null when the company's API saved it without saying which it is (then
   * extensions.warnings says so).
   */
  createWarehouse?: Maybe<Warehouse>;
  /** Replaces every field of a warehouse. */
  updateWarehouse: Warehouse;
  /** Switches a warehouse on or off, keeping everything else as it is. */
  setWarehouseActive: Warehouse;
  /** Deletes a warehouse and returns it as it was; refused (CONFLICT) while orders or other records ship from it. */
  deleteWarehouse: Warehouse;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateConsignmentInvoiceArgs = {
  orderId: Scalars['ID']['input'];
  input: ConsignmentInvoiceInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateConsignmentInvoiceArgs = {
  id: Scalars['ID']['input'];
  input: ConsignmentInvoiceInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteConsignmentInvoiceArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateCustomerArgs = {
  input: CustomerInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateCustomerArgs = {
  id: Scalars['ID']['input'];
  input: CustomerInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteCustomerArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateDeliveryFeeArgs = {
  input: DeliveryFeeInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateDeliveryFeeArgs = {
  id: Scalars['ID']['input'];
  input: DeliveryFeeInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationSetDeliveryFeeActiveArgs = {
  id: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteDeliveryFeeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateFaqArgs = {
  input: FaqInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateFaqArgs = {
  id: Scalars['ID']['input'];
  input: FaqInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteFaqArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateFaqCategoryArgs = {
  input: FaqCategoryInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateFaqCategoryArgs = {
  id: Scalars['ID']['input'];
  input: FaqCategoryInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteFaqCategoryArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateOrderArgs = {
  input: OrderInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateOrderArgs = {
  id: Scalars['ID']['input'];
  input: OrderInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateOrderShippingArgs = {
  id: Scalars['ID']['input'];
  input: OrderShippingInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationGenerateShippingLabelArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationSyncOrderToJubelioArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationRefreshQuickbooksStatusArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationOrderGojekArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationSetOrdersStatusArgs = {
  ids: Array<Scalars['ID']['input']>;
  shipmentStatus?: InputMaybe<ShipmentStatus>;
  paymentStatus?: InputMaybe<PaymentStatus>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationGenerateShippingLabelsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationSetLowStockThresholdArgs = {
  threshold: Scalars['Int']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateListPresetArgs = {
  input: ListPresetInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateListPresetArgs = {
  id: Scalars['ID']['input'];
  input: ListPresetUpdateInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteListPresetArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateProductArgs = {
  input: ProductInput;
  media?: InputMaybe<ProductMediaInput>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateProductArgs = {
  id: Scalars['ID']['input'];
  input: ProductInput;
  media?: InputMaybe<ProductMediaInput>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationSetProductStatusArgs = {
  id: Scalars['ID']['input'];
  status: ProductStatus;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteProductArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreatePromotionArgs = {
  input: PromotionInput;
  image?: InputMaybe<Scalars['Upload']['input']>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdatePromotionArgs = {
  id: Scalars['ID']['input'];
  input: PromotionInput;
  image?: InputMaybe<Scalars['Upload']['input']>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationSetPromotionActiveArgs = {
  id: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeletePromotionArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateRecipeArgs = {
  input: RecipeInput;
  image?: InputMaybe<Scalars['Upload']['input']>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateRecipeArgs = {
  id: Scalars['ID']['input'];
  input: RecipeInput;
  image?: InputMaybe<Scalars['Upload']['input']>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteRecipeArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateRetailerLocationArgs = {
  input: RetailerLocationInput;
  image?: InputMaybe<Scalars['Upload']['input']>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateRetailerLocationArgs = {
  id: Scalars['ID']['input'];
  input: RetailerLocationInput;
  image?: InputMaybe<Scalars['Upload']['input']>;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteRetailerLocationArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateReturnArgs = {
  input: ReturnInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteReturnArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateSampleArgs = {
  input: SampleInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateSampleArgs = {
  id: Scalars['ID']['input'];
  input: SampleInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateSampleShippingArgs = {
  id: Scalars['ID']['input'];
  input: SampleShippingInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationGenerateSampleShippingLabelArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationSetTesterStatusArgs = {
  id: Scalars['ID']['input'];
  status: TesterStatus;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateStaffMemberArgs = {
  id: Scalars['ID']['input'];
  input: StaffMemberInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateInternalTransferArgs = {
  input: InternalTransferInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteInternalTransferArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCorrectStockArgs = {
  input: StockCorrectionInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateVendorArgs = {
  input: VendorInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateVendorArgs = {
  id: Scalars['ID']['input'];
  input: VendorInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteVendorArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationCreateWarehouseArgs = {
  input: WarehouseInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationUpdateWarehouseArgs = {
  id: Scalars['ID']['input'];
  input: WarehouseInput;
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationSetWarehouseActiveArgs = {
  id: Scalars['ID']['input'];
  active: Scalars['Boolean']['input'];
};


/**
 * Writes. Every mutation but `login` needs a session (else UNAUTHENTICATED), and `logout` aside a role that may
 * write its area (else FORBIDDEN, naming the roles that may). Inputs are checked against the
 * shared rules (schema/rules) before anything reaches the REST API: a problem fails with BAD_USER_INPUT, its
 * message naming the problem, `extensions.field` the input field (e.g. `lines.0.quantity`) and
 * `extensions.fields` every problem. The REST API's own refusals keep its message: 400/422 → BAD_USER_INPUT,
 * 404 → NOT_FOUND, 409 → CONFLICT (a value already in use, or a record still referred to), 429 → RATE_LIMITED.
 */
export type MutationDeleteWarehouseArgs = {
  id: Scalars['ID']['input'];
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

/** One product line of a consignment invoice. */
export type ConsignmentInvoiceLine = {
  __typename?: 'ConsignmentInvoiceLine';
  /** The line id; when the company's API names none, the invoice's id and the line's position (12.1). */
  id: Scalars['ID']['output'];
  /** The product invoiced. */
  productId: Scalars['ID']['output'];
  /** Read from the invoice itself (no product lookup), or from the product when the invoice lacks it. */
  productName: Scalars['String']['output'];
  /** The product's SKU, read from the invoice itself, or from the product when the invoice lacks it. */
  sku: Scalars['String']['output'];
  /** Units invoiced; at least 1. */
  quantity: Scalars['Int']['output'];
  /** Whole rupiah per unit. */
  unitPrice: Scalars['Int']['output'];
  /** quantity × unitPrice, in whole rupiah. */
  linePrice: Scalars['Int']['output'];
};

/** The customer as an invoice shows it (spec 002 §3). */
export type InvoiceCustomer = {
  __typename?: 'InvoiceCustomer';
  /** The customer id, when the company's API gives it (spec 002 §3 does not name it). */
  id?: Maybe<Scalars['ID']['output']>;
  /** First, middle and last name joined. */
  fullName: Scalars['String']['output'];
  /** The business's name, if any. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The e-mail address, if any. */
  email?: Maybe<Scalars['String']['output']>;
  /** The address invoices go to. */
  address?: Maybe<Scalars['String']['output']>;
};

/** An invoice of part of a stockist's consignment order (spec 002 §3). */
export type ConsignmentInvoice = {
  __typename?: 'ConsignmentInvoice';
  /** The invoice id. */
  id: Scalars['ID']['output'];
  /** Assigned by the REST API, unique and readable: CI/{year}/{0001…}. */
  invoiceNumber: Scalars['String']['output'];
  /** The order it invoices. */
  orderId: Scalars['ID']['output'];
  /** The order's date, read with the invoice (or from the order when the invoice lacks it). */
  orderDate: Scalars['Date']['output'];
  /** The order's grand total in whole rupiah, read with the invoice (or from the order when the invoice lacks it). */
  orderTotal: Scalars['Int']['output'];
  /** The invoice's date, when given (it is optional). */
  invoiceDate?: Maybe<Scalars['Date']['output']>;
  /** Payment or adjustment; null when the company's API sent a type this gateway does not know. */
  type?: Maybe<InvoiceType>;
  /** The type as the company's API sent it, when this gateway does not know it (type is then null); screens show it. */
  unknownType?: Maybe<Scalars['String']['output']>;
  /** Staff notes. */
  memo?: Maybe<Scalars['String']['output']>;
  /** The sum of the line prices, in whole rupiah. */
  total: Scalars['Int']['output'];
  /** Who is invoiced. */
  customer?: Maybe<InvoiceCustomer>;
  /** The product lines, in the order they were entered. */
  lines: Array<ConsignmentInvoiceLine>;
  /** When the invoice was recorded, when the company's API says (spec 002 §3 does not name it). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Of one product of a consignment order: a quantity (ordered, or remaining to be invoiced) and the order's price. */
export type ConsignmentItem = {
  __typename?: 'ConsignmentItem';
  /** The product. */
  productId: Scalars['ID']['output'];
  /** The product's name (from the product when the company's API leaves it out). */
  productName: Scalars['String']['output'];
  /** Units: ordered (originalItems) or not invoiced yet (remainingItems). */
  quantity: Scalars['Int']['output'];
  /** What the order charged per unit, in whole rupiah: the invoice form's starting price. */
  unitPrice: Scalars['Int']['output'];
};

/** A stockist order's invoicing: its invoices and what remains (one REST call per order, shared by these fields). */
export type OrderConsignment = {
  __typename?: 'OrderConsignment';
  /** Pending, On Process or Done (derived from the invoices when the answer leaves it out); null when the company's API sent a status this gateway does not know. */
  status?: Maybe<ConsignmentStatus>;
  /** The status as the company's API sent it, when this gateway does not know it (status is then null); screens show it. */
  unknownStatus?: Maybe<Scalars['String']['output']>;
  /** The order's customer's full name. */
  customerName?: Maybe<Scalars['String']['output']>;
  /** The order's invoices, oldest first. */
  invoices: Array<ConsignmentInvoice>;
  /** Per product, what the order holds. */
  originalItems: Array<ConsignmentItem>;
  /** Per product, what no invoice holds yet; products fully invoiced are left out. */
  remainingItems: Array<ConsignmentItem>;
};

/** A sales order. */
export type Order = {
  __typename?: 'Order';
  /** The order's consignment invoicing (for stockist orders; any order answers, Pending without invoices). */
  consignment: OrderConsignment;
  /** Pending, On Process or Done, computed with the order (no extra call); null when the company's API sent a status this gateway does not know. */
  consignmentStatus?: Maybe<ConsignmentStatus>;
  /** The consignment status as the company's API sent it, when this gateway does not know it (consignmentStatus is then null); screens show it. */
  unknownConsignmentStatus?: Maybe<Scalars['String']['output']>;
  /** The order id. */
  id: Scalars['ID']['output'];
  /** The day the order was placed. */
  orderDate: Scalars['Date']['output'];
  /** The day it ships, if set. */
  shipmentDate?: Maybe<Scalars['Date']['output']>;
  /** Whether the order is paid; null when the order records none or one this gateway does not know. */
  paymentStatus?: Maybe<PaymentStatus>;
  /** The paymentStatus as the company's API sent it, when this gateway does not know it (paymentStatus is then null); screens show it. */
  unknownPaymentStatus?: Maybe<Scalars['String']['output']>;
  /** Where its shipment is; null when the order records none or one this gateway does not know. */
  shipmentStatus?: Maybe<ShipmentStatus>;
  /** The shipmentStatus as the company's API sent it, when this gateway does not know it (shipmentStatus is then null); screens show it. */
  unknownShipmentStatus?: Maybe<Scalars['String']['output']>;
  /** The channel it came through; null when the order records none. */
  salesChannel?: Maybe<SalesChannel>;
  /** The salesChannel as the company's API sent it, when this gateway does not know it (salesChannel is then null); screens show it. */
  unknownSalesChannel?: Maybe<Scalars['String']['output']>;
  /** The kind of customer the order was placed as. */
  customerType?: Maybe<CustomerType>;
  /** The customerType as the company's API sent it, when this gateway does not know it (customerType is then null); screens show it. */
  unknownCustomerType?: Maybe<Scalars['String']['output']>;
  /** Who ordered; null when the order records none. */
  customer?: Maybe<Customer>;
  /** The warehouse it ships from. */
  shipFrom?: Maybe<Warehouse>;
  /** The courier company that carries it. */
  courier?: Maybe<Courier>;
  /** Where it goes. */
  shippingAddress: ShippingAddress;
  /** The product lines, in the order they were entered. */
  lines: Array<OrderLine>;
  /** Quantities and amounts in whole rupiah. */
  totals: OrderTotals;
  /** Staff notes. */
  memo?: Maybe<Scalars['String']['output']>;
  /** The invoice number of the marketplace or external system. */
  invoiceNumber?: Maybe<Scalars['String']['output']>;
  /** The courier's tracking code (resi). */
  trackingCode?: Maybe<Scalars['String']['output']>;
  /** How it was paid, as the payment record names it; read-only. */
  paymentMethod?: Maybe<Scalars['String']['output']>;
  /**
   * Looked up per order through a DataLoader, so a list asking for it batches too, and reused across requests
   * for a minute (QUICKBOOKS_STATUS_TTL_MS): QuickBooks is slow and limits how often it may be asked.
   * refreshQuickbooksStatus asks afresh.
   */
  quickbooksStatus: QuickbooksStatus;
  /** Gojek can be ordered only for orders whose courier is Gojek (courier id 8). */
  canOrderGojek: Scalars['Boolean']['output'];
  /** Per product of the order, what can still be returned (one call per order, batched per request). */
  returnableProducts: Array<ReturnableProduct>;
};

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

/** The answer of an invoice save or delete: the REST API's message, shown as it is. */
export type ConsignmentInvoiceResult = {
  __typename?: 'ConsignmentInvoiceResult';
  /** e.g. 'Berhasil menambahkan Invoice CI/2026/0001'; the gateway's own words when the company's API sent none. */
  message: Scalars['String']['output'];
  /**
   * The invoice as saved (or, after a delete, as it was). Null only after a create whose answer (spec 002 §7: the
   * message only) named no invoice and none could be found among the order's: it is saved, and extensions.warnings
   * says so.
   */
  invoice?: Maybe<ConsignmentInvoice>;
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

/**
 * Someone who buys: a person, or a business with a contact person. Customers created by orders carry
 * only names, phone and ship-to address, so type, tax status and gender may be missing.
 */
export type Customer = {
  __typename?: 'Customer';
  /** The customer id. */
  id: Scalars['ID']['output'];
  /** The business's name; null for private persons. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The (contact) person's first name; never empty. */
  firstName: Scalars['String']['output'];
  /** The middle name, if any. */
  middleName?: Maybe<Scalars['String']['output']>;
  /** The last name, if any. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** First, middle and last name joined. */
  fullName: Scalars['String']['output'];
  /** The kind of customer; null for customers created by an order, or when the company's API sent a type this gateway does not know. */
  type?: Maybe<CustomerType>;
  /** The customer type as the company's API sent it, when this gateway does not know it (type is then null); screens show it. */
  unknownType?: Maybe<Scalars['String']['output']>;
  /** Whether the customer is registered for VAT; null for customers created by an order, or for a value this gateway does not know. */
  taxStatus?: Maybe<TaxStatus>;
  /** The tax status as the company's API sent it, when this gateway does not know it (taxStatus is then null); screens show it. */
  unknownTaxStatus?: Maybe<Scalars['String']['output']>;
  /** The (contact) person's gender, if recorded; null too for a value this gateway does not know. */
  gender?: Maybe<Gender>;
  /** The gender as the company's API sent it, when this gateway does not know it (gender is then null); screens show it. */
  unknownGender?: Maybe<Scalars['String']['output']>;
  /** The e-mail address, if any. */
  email?: Maybe<Scalars['String']['output']>;
  /** In international form, e.g. +6281234567890. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Where orders are shipped to; city, province and postal code belong to it. */
  shippingAddress?: Maybe<Scalars['String']['output']>;
  /** The province of the shipping address. */
  province?: Maybe<Province>;
  /** The city or regency of the shipping address. */
  city?: Maybe<City>;
  /** The postal code of the shipping address: five digits. */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Where invoices go, when not to the shipping address. */
  invoiceAddress?: Maybe<Scalars['String']['output']>;
  /** The province of the invoice address. */
  invoiceProvince?: Maybe<Province>;
  /** The city or regency of the invoice address. */
  invoiceCity?: Maybe<City>;
  /** When the customer was created; null when the company's API does not say (the spec does not show it). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the customer was last changed; null when the company's API does not say (the spec does not show it). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of customers and the number of all that match. */
export type CustomerList = {
  __typename?: 'CustomerList';
  /** The customers of the requested page, in the requested order. */
  rows: Array<Customer>;
  /** How many customers match the filters, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/** A courier company that delivers orders, samples and stock transfers. */
export type Courier = {
  __typename?: 'Courier';
  /** The courier id (REST DeliveryMethodId). 1 is the default courier; 8 is Gojek. */
  id: Scalars['ID']['output'];
  /** The company's name, e.g. JNE or Gojek. */
  company: Scalars['String']['output'];
};

/** Whether a courier service ships within Indonesia or abroad. */
export type DeliveryType =
  /** Within Indonesia (REST deliveryType 0). */
  | 'DOMESTIC'
  /** Abroad (REST deliveryType 1). */
  | 'INTERNATIONAL';

/** What one service of a courier company charges to carry a parcel from one city to another. */
export type DeliveryFee = {
  __typename?: 'DeliveryFee';
  /** The courier fee id. */
  id: Scalars['ID']['output'];
  /** The courier company offering the service. */
  courier: Courier;
  /** The courier's service, e.g. REG or YES. */
  serviceName: Scalars['String']['output'];
  /** Whether the service is domestic or international; null when the company's API sent a type this gateway does not know. */
  deliveryType?: Maybe<DeliveryType>;
  /** The delivery type as the company's API sent it, when this gateway does not know it (deliveryType is then null); screens show it. */
  unknownDeliveryType?: Maybe<Scalars['String']['output']>;
  /** The fee per parcel, in whole rupiah. */
  fee: Scalars['Int']['output'];
  /** The fee per kilogram, in whole rupiah. */
  unitFee: Scalars['Int']['output'];
  /** The city the parcel leaves from (REST origins, a city id); null when the city list does not hold that id. */
  origin?: Maybe<City>;
  /** The city the parcel goes to (REST destination, a city id); null when the city list does not hold that id. */
  destination?: Maybe<City>;
  /** Where a parcel of this service is tracked. */
  trackingWebsite: Scalars['String']['output'];
  /** Inactive fees stay listed but are switched off. */
  active: Scalars['Boolean']['output'];
  /** When the fee was created; null when the company's API does not say (the spec does not show it). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the fee was last changed; null when the company's API does not say (the spec does not show it). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of courier fees and the number of all of them. */
export type DeliveryFeeList = {
  __typename?: 'DeliveryFeeList';
  /** The courier fees of the requested page, in the requested order. */
  rows: Array<DeliveryFee>;
  /** How many courier fees there are, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/** A group of FAQs on the public website. */
export type FaqCategory = {
  __typename?: 'FaqCategory';
  /** The category id. */
  id: Scalars['ID']['output'];
  /** The category's name, unique whatever its case. */
  name: Scalars['String']['output'];
  /** How many FAQs are in the category; null when the company's API does not say (spec 002 names no count). */
  faqCount?: Maybe<Scalars['Int']['output']>;
  /** When the category was added; null when the company's API does not say. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the category was last changed; null when the company's API does not say. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** A question and its answer on the public website. */
export type Faq = {
  __typename?: 'Faq';
  /** The FAQ id. */
  id: Scalars['ID']['output'];
  /** The question. */
  title: Scalars['String']['output'];
  /** The answer, plain text (line breaks kept). */
  body: Scalars['String']['output'];
  /** The language it is written in; null when the company's API sent a locale this gateway does not know. */
  locale?: Maybe<FaqLocale>;
  /** The locale as the company's API sent it, when this gateway does not know it (locale is then null); screens show it. */
  unknownLocale?: Maybe<Scalars['String']['output']>;
  /** The category it is listed under. */
  category: FaqCategory;
  /** When the FAQ was added; null when the company's API does not say. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the FAQ was last changed; null when the company's API does not say. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of FAQs and the number of all that match. */
export type FaqList = {
  __typename?: 'FaqList';
  /** The FAQs of the requested page, newest first unless sorted otherwise. */
  rows: Array<Faq>;
  /** How many FAQs match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** One page of FAQ categories and the number of all. */
export type FaqCategoryList = {
  __typename?: 'FaqCategoryList';
  /** The categories of the requested page. */
  rows: Array<FaqCategory>;
  /** How many categories match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/** One field a change set, as the screen names it. */
export type HistoryFieldChange = {
  __typename?: 'HistoryFieldChange';
  /** The field, in the schema's words (e.g. `status`, `lines.0.quantity`). */
  field: Scalars['String']['output'];
  /** Its value before, as text: empty when the field was empty (or the record new); null where the gateway did not know it (it had not read the record). */
  before?: Maybe<Scalars['String']['output']>;
  /** Its value after, as text; null when it was emptied. */
  after?: Maybe<Scalars['String']['output']>;
};

/**
 * One change made through this dashboard's gateway: who, when, the operation, the record and the outcome. Changes
 * made elsewhere (the company's other tools, the REST API directly) are not here.
 */
export type HistoryEntry = {
  __typename?: 'HistoryEntry';
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** When the change was made. */
  at: Scalars['DateTime']['output'];
  /** Who made it; their e-mail when they have no name. */
  staffName: Scalars['String']['output'];
  /** The staff member's id in the gateway's store. */
  staffId: Scalars['ID']['output'];
  /** The mutation, e.g. `updateOrder`. */
  operation: Scalars['String']['output'];
  /** The kind of record it changed. */
  recordType: HistoryRecordType;
  /**
   * The record's id (a stock count's `<productId>:<warehouseId>`, a sign-in's and a low-stock threshold's the staff
   * member's); null when the mutation failed before one was known (a create that was refused).
   */
  recordId?: Maybe<Scalars['ID']['output']>;
  /** OK, or the error code the mutation answered (e.g. BAD_USER_INPUT). */
  outcome: Scalars['String']['output'];
  /** The fields it set, before → after where known; empty for a delete or a failure. */
  changes: Array<HistoryFieldChange>;
};

/** One page of history entries, newest first, and the number of all that match. */
export type HistoryEntryList = {
  __typename?: 'HistoryEntryList';
  /** The entries of the requested page. */
  rows: Array<HistoryEntry>;
  /** How many entries match, over all pages: exact up to 10,000, PostgreSQL's estimate beyond (see totalCountExact). */
  totalCount: Scalars['Int']['output'];
  /** Whether totalCount is exact; false past 10,000 matches, where counting them all would take too long (say 'about'). */
  totalCountExact: Scalars['Boolean']['output'];
};

/** Whether a city is a city (Kota) or a regency (Kabupaten). */
export type CityType =
  /** A city (Kota). */
  | 'KOTA'
  /** A regency (Kabupaten). */
  | 'KABUPATEN';

/** An Indonesian province. */
export type Province = {
  __typename?: 'Province';
  /** The province id (REST province_id). */
  id: Scalars['ID']['output'];
  /** The province's name, e.g. Jawa Timur. */
  name: Scalars['String']['output'];
  /** The cities and regencies of the province. */
  cities: Array<City>;
};

/** A city (Kota) or regency (Kabupaten); screens show it as type plus name. */
export type City = {
  __typename?: 'City';
  /** The city id (REST city_id). */
  id: Scalars['ID']['output'];
  /** The name without its type, e.g. Surabaya. */
  name: Scalars['String']['output'];
  /** Whether it is a Kota or a Kabupaten; null when the company's API sent a type this gateway does not know. */
  type?: Maybe<CityType>;
  /** The type as the company's API sent it, when this gateway does not know it (type is then null); screens show it. */
  unknownType?: Maybe<Scalars['String']['output']>;
  /** The id of the province it lies in. */
  provinceId: Scalars['ID']['output'];
  /** The province it lies in (from the cached province list). */
  province: Province;
};

/** An e-mail address signed up for the newsletter on the public website (read-only here). */
export type NewsletterSubscriber = {
  __typename?: 'NewsletterSubscriber';
  /** The subscriber id; the e-mail address when the company's API gives none (spec 002 names none). */
  id: Scalars['ID']['output'];
  /** The e-mail address. */
  email: Scalars['String']['output'];
  /** When they subscribed. */
  createdAt: Scalars['DateTime']['output'];
};

/** One page of newsletter subscribers and the number of all that match. */
export type NewsletterSubscriberList = {
  __typename?: 'NewsletterSubscriberList';
  /** The subscribers of the requested page. */
  rows: Array<NewsletterSubscriber>;
  /** How many subscribers match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/** Where an order goes. */
export type ShippingAddress = {
  __typename?: 'ShippingAddress';
  /** The street address (REST ShiptoAddress). */
  address?: Maybe<Scalars['String']['output']>;
  /** Five digits. */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** The city or regency. */
  city?: Maybe<City>;
  /** The province. */
  province?: Maybe<Province>;
};

/** One product line of an order. */
export type OrderLine = {
  __typename?: 'OrderLine';
  /** The line id. */
  id: Scalars['ID']['output'];
  /** The product ordered. */
  productId: Scalars['ID']['output'];
  /** Read from the order itself: lists show names without fetching products. */
  productName: Scalars['String']['output'];
  /** The product's SKU, read from the order itself. */
  sku: Scalars['String']['output'];
  /**
   * The whole product, fetched once per distinct product of the request (DataLoader) and reused across requests
   * for a minute (PRODUCT_CACHE_TTL_MS; a product edited through the gateway is read afresh). `product(id)` reads
   * it now.
   */
  product: Product;
  /** Units ordered; at least 1. */
  quantity: Scalars['Int']['output'];
  /** The price charged per unit, in whole rupiah: the line's own price, else the product's retail price. */
  unitPrice: Scalars['Int']['output'];
  /** quantity × unitPrice, in whole rupiah. */
  linePrice: Scalars['Int']['output'];
  /** The product's gross weight per unit, in kg (from `product`: per distinct product, batched, reused for a minute). */
  grossWeight?: Maybe<Scalars['Float']['output']>;
};

/**
 * An order's totals, computed in one place: tax is a percent of the sub total, and
 * total = sub total + tax + delivery fee. Amounts are in whole rupiah.
 */
export type OrderTotals = {
  __typename?: 'OrderTotals';
  /** The sum of the lines' quantities. */
  totalQuantity: Scalars['Int']['output'];
  /** The sum of the line prices, in whole rupiah. */
  subTotal: Scalars['Int']['output'];
  /** The tax rate in percent: 0, 5, 11, 20 or 30. */
  taxPercent: Scalars['Int']['output'];
  /** taxPercent of the sub total, rounded to whole rupiah. */
  tax: Scalars['Int']['output'];
  /** The delivery fee charged, in whole rupiah. */
  deliveryFee: Scalars['Int']['output'];
  /** sub total + tax + delivery fee, in whole rupiah. */
  total: Scalars['Int']['output'];
};

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

/** The order's state in QuickBooks, the accounting system. */
export type QuickbooksStatus = {
  __typename?: 'QuickbooksStatus';
  /** Not imported, no payment, paid, or the lookup failed. */
  state: QuickbooksState;
  /** The text staff see: 'Not imported to Quickbooks', 'No Payment', the payment, or 'Error'. */
  text: Scalars['String']['output'];
  /** The day the payment was made; null unless PAID. */
  paidOn?: Maybe<Scalars['Date']['output']>;
  /** The QuickBooks account the payment was deposited to; null unless PAID. */
  account?: Maybe<Scalars['String']['output']>;
  /** The amount paid, in whole rupiah; null unless PAID. */
  amount?: Maybe<Scalars['Int']['output']>;
};

/** One page of orders and the number of all that match. */
export type OrderList = {
  __typename?: 'OrderList';
  /** The orders of the requested page, in the requested order. */
  rows: Array<Order>;
  /** How many orders match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/** The answer of an outside service (Jubelio, Gojek). */
export type ServiceMessage = {
  __typename?: 'ServiceMessage';
  /** The service's message, shown to staff as it is. */
  message: Scalars['String']['output'];
};

/** Why one order of a bulk action was refused. */
export type BulkOrderError = {
  __typename?: 'BulkOrderError';
  /** An error code of the table in docs/architecture.md: NOT_FOUND, CONFLICT (the order's state refuses the change), BAD_USER_INPUT, UPSTREAM_ERROR… */
  code: Scalars['String']['output'];
  /** The reason, in words staff read. */
  message: Scalars['String']['output'];
};

/** What a bulk action did to one of the orders it was given. */
export type BulkOrderOutcome = {
  __typename?: 'BulkOrderOutcome';
  /** The order the outcome is about, as it was given. */
  orderId: Scalars['ID']['output'];
  /** Whether the order went through the action (changed, or already as asked). */
  ok: Scalars['Boolean']['output'];
  /** The order after the action; null when it was refused. */
  order?: Maybe<Order>;
  /** Why the order was refused; null when ok. */
  error?: Maybe<BulkOrderError>;
};

/**
 * The result of a bulk action on orders: one outcome per distinct order given, in the order given. Each order
 * is handled on its own, so a refused one never hides which others changed.
 */
export type BulkOrderResult = {
  __typename?: 'BulkOrderResult';
  /** One outcome per distinct order id, in the order given. */
  results: Array<BulkOrderOutcome>;
  /** How many orders went through. */
  okCount: Scalars['Int']['output'];
  /** How many orders were refused. */
  refusedCount: Scalars['Int']['output'];
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

/** One work queue and how much is in it. */
export type WorkQueueCount = {
  __typename?: 'WorkQueueCount';
  /** Which queue. */
  queue: WorkQueue;
  /**
   * The total of the queue's list, counted by running that list's own query; null when the list could not be
   * counted, with an error at this path.
   */
  count?: Maybe<Scalars['Int']['output']>;
};

/** Product and warehouse pairs running low: the Stock Tracker's list filtered by `availableBelow`. */
export type LowStock = {
  __typename?: 'LowStock';
  /** The signed-in user's threshold: a pair is low when its current minus pending stock is below it. */
  threshold: Scalars['Int']['output'];
  /** How many pairs are low today. */
  count: Scalars['Int']['output'];
};

/** The paid sales of one channel on one day. */
export type ChannelSales = {
  __typename?: 'ChannelSales';
  /** The channel; null for orders that record none. */
  channel?: Maybe<SalesChannel>;
  /** How many paid orders. */
  orderCount: Scalars['Int']['output'];
  /** The sum of their totals, in whole rupiah (a Float: sums pass Int's 2,147,483,647 rupiah). */
  total: Scalars['Float']['output'];
};

/** The paid sales of one day of the period. */
export type SalesDay = {
  __typename?: 'SalesDay';
  /** The day the orders were placed (Jakarta's day). */
  day: Scalars['Date']['output'];
  /** How many paid orders. */
  orderCount: Scalars['Int']['output'];
  /** The sum of their totals, in whole rupiah (a Float: sums pass Int's 2,147,483,647 rupiah). */
  total: Scalars['Float']['output'];
  /** The same by channel: only channels with sales that day, most first. */
  byChannel: Array<ChannelSales>;
};

/**
 * The period's paid orders (Payment Success, placed in the period), read from the orders list a page of 1,000 at a
 * time, newest first, up to 10,000 orders.
 */
export type PaidSales = {
  __typename?: 'PaidSales';
  /** Every day of the period, oldest first; a day without sales has a total of 0. */
  days: Array<SalesDay>;
  /** How many paid orders were read. */
  orderCount: Scalars['Int']['output'];
  /** The sum of their totals, in whole rupiah (a Float: sums pass Int's 2,147,483,647 rupiah). */
  total: Scalars['Float']['output'];
  /** How many paid orders the period has: the orders list's total. */
  periodOrderCount: Scalars['Int']['output'];
  /** Whether every paid order of the period was read; false when there are more than 10,000 (the oldest are left out). */
  complete: Scalars['Boolean']['output'];
};

/** A product's part in the period's paid orders. */
export type ProductSales = {
  __typename?: 'ProductSales';
  /** The product. */
  productId: Scalars['ID']['output'];
  /** Its name as the orders carry it. */
  productName: Scalars['String']['output'];
  /** Its SKU as the orders carry it. */
  sku: Scalars['String']['output'];
  /** Units sold. */
  quantity: Scalars['Int']['output'];
  /** The sum of its line prices, in whole rupiah (a Float: sums pass Int's 2,147,483,647 rupiah). */
  total: Scalars['Float']['output'];
};

/** How many orders placed in the period are at one shipment status. */
export type ShipmentStatusCount = {
  __typename?: 'ShipmentStatusCount';
  /** The shipment status. */
  status: ShipmentStatus;
  /** How many orders: the orders list's total for the period and this status. */
  count: Scalars['Int']['output'];
};

/**
 * What staff see first: today's work and the period's business. Each part is read on its own, so a part that fails is
 * null with its own error and the others still answer.
 */
export type Overview = {
  __typename?: 'Overview';
  /** Jakarta's day the figures are for. */
  today: Scalars['Date']['output'];
  /** The period the charts cover. */
  period: OverviewPeriod;
  /** The first day of the period. */
  startDate: Scalars['Date']['output'];
  /**
   * When the oldest of these figures was read. Each figure is kept for every session until any write through the gateway
   * or OVERVIEW_CACHE_TTL_MS (5 minutes by default), so it may be older than the request; an answer served again from
   * the response cache keeps it too.
   */
  readAt: Scalars['DateTime']['output'];
  /** Every work queue, in the enum's order. */
  workQueues: Array<WorkQueueCount>;
  /** Pairs running low today by the signed-in user's threshold. */
  lowStock?: Maybe<LowStock>;
  /** Paid sales per day and channel over the period. */
  paidSales?: Maybe<PaidSales>;
  /** The ten products sold most by quantity in the period's paid orders (the ones paidSales read). */
  topProducts?: Maybe<Array<ProductSales>>;
  /** Orders placed in the period by shipment status, every status of the enum in its order. */
  ordersByShipmentStatus?: Maybe<Array<ShipmentStatusCount>>;
};

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
 * A saved filter preset of one list: the filters, search, sort and page size a staff user saved under a name.
 * Presets belong to the user who saved them; nobody else sees them.
 */
export type ListPreset = {
  __typename?: 'ListPreset';
  /** The preset id. */
  id: Scalars['ID']['output'];
  /** The list's route path it was saved for, e.g. /dashboard/orders. */
  list: Scalars['String']['output'];
  /** The name its user gave it, unique per list and user in any case. */
  name: Scalars['String']['output'];
  /** The list's query string without `page` and without the `?` (e.g. status=PAYMENT_SUCCESS&orderby=DATE); applying the preset navigates to it. */
  params: Scalars['String']['output'];
  /** When the preset was saved. */
  createdAt: Scalars['DateTime']['output'];
  /** When the preset was last changed. */
  updatedAt: Scalars['DateTime']['output'];
};

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

/** A product category (Udang, Ikan, Bumbu…). */
export type Category = {
  __typename?: 'Category';
  /** The category id. */
  id: Scalars['ID']['output'];
  /** The category's name. */
  name: Scalars['String']['output'];
};

/** A product a bundle includes. */
export type BundleItem = {
  __typename?: 'BundleItem';
  /** The included product's id. */
  id: Scalars['ID']['output'];
  /** The included product's SKU. */
  sku: Scalars['String']['output'];
  /** The included product's name. */
  name: Scalars['String']['output'];
};

/** A question and answer shown with a product. */
export type ProductFaq = {
  __typename?: 'ProductFaq';
  /** The question. */
  title: Scalars['String']['output'];
  /** The answer. */
  body: Scalars['String']['output'];
  /** Always id_ID: product FAQs are in Indonesian. */
  locale: Scalars['String']['output'];
};

/** A product of the catalogue. Weights are in kilograms; prices in whole rupiah, null until set. */
export type Product = {
  __typename?: 'Product';
  /** The product id. */
  id: Scalars['ID']['output'];
  /** Single, bundle or special; null when the company's API sent none or a type this gateway does not know. */
  type?: Maybe<ProductType>;
  /** The product type as the company's API sent it, when this gateway does not know it (type is then null); screens show it. */
  unknownType?: Maybe<Scalars['String']['output']>;
  /** Where the product is in its life; null when the company's API sent none or a status this gateway does not know. */
  status?: Maybe<ProductStatus>;
  /** The status as the company's API sent it, when this gateway does not know it (status is then null); screens show it. */
  unknownStatus?: Maybe<Scalars['String']['output']>;
  /** The product's name in the catalogue. */
  name: Scalars['String']['output'];
  /** The name shown on e-commerce platforms. */
  ecommerceName?: Maybe<Scalars['String']['output']>;
  /** The name used in WhatsApp orders. */
  whatsappName?: Maybe<Scalars['String']['output']>;
  /** The product's address segment on the web shop; unique. */
  slug: Scalars['String']['output'];
  /** Unique whatever its case. */
  sku: Scalars['String']['output'];
  /** Plain-text description. */
  description?: Maybe<Scalars['String']['output']>;
  /** Rich text (HTML) for the product page. */
  contentBox?: Maybe<Scalars['String']['output']>;
  /** A script or tag snippet placed on the product page. */
  tagScript?: Maybe<Scalars['String']['output']>;
  /** The page title for search engines. */
  metaTitle?: Maybe<Scalars['String']['output']>;
  /** The page description for search engines. */
  metaDescription?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines, as typed. */
  metaKeywords?: Maybe<Scalars['String']['output']>;
  /** The product's category, if any. */
  category?: Maybe<Category>;
  /** The BPOM registration number (MD) of processed foods. */
  bpomNumber?: Maybe<Scalars['String']['output']>;
  /** The barcode number, as printed on the pack. */
  barcode?: Maybe<Scalars['String']['output']>;
  /** Kilograms, packaging included. */
  grossWeight?: Maybe<Scalars['Float']['output']>;
  /** Kilograms. */
  netWeight?: Maybe<Scalars['Float']['output']>;
  /** The list price before discount, in whole rupiah. */
  grossPrice?: Maybe<Scalars['Int']['output']>;
  /** Percent off the gross price that gives the retail price (0–99). */
  discountPercent: Scalars['Int']['output'];
  /** The price consumers pay, in whole rupiah (the form keeps it at the gross price less the discount). */
  retailPrice?: Maybe<Scalars['Int']['output']>;
  /** The price for resellers, in whole rupiah. */
  resellerPrice?: Maybe<Scalars['Int']['output']>;
  /** The price for wholesalers, in whole rupiah. */
  wholesalerPrice?: Maybe<Scalars['Int']['output']>;
  /** What the product costs the business, in whole rupiah. */
  costPrice?: Maybe<Scalars['Int']['output']>;
  /** When a scheduled product goes on sale; null for none. */
  scheduleTime?: Maybe<Scalars['DateTime']['output']>;
  /** What a bundle includes; empty for other types. */
  bundleItems: Array<BundleItem>;
  /** Questions and answers shown with the product. */
  faqs: Array<ProductFaq>;
  /** The three image slots in order, each an address under /media/ or null when empty. */
  imageUrls: Array<Maybe<Scalars['String']['output']>>;
  /** The video slot: an address under /media/, or null. */
  videoUrl?: Maybe<Scalars['String']['output']>;
  /** Sum of the quantities of the product's assembly lines. */
  stock: Scalars['Int']['output'];
  /** When the product was created; null when the company's API does not say (the spec does not show it). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the product was last changed; null when the company's API does not say (the spec does not show it). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of products and the number of all that match. */
export type ProductList = {
  __typename?: 'ProductList';
  /** The products of the requested page, in the requested order. */
  rows: Array<Product>;
  /** How many products match the filters, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A product as pickers offer it (bundle items, order lines). */
export type ProductChoice = {
  __typename?: 'ProductChoice';
  /** The product id. */
  id: Scalars['ID']['output'];
  /** The product's SKU. */
  sku: Scalars['String']['output'];
  /** The product's name. */
  name: Scalars['String']['output'];
  /** Single, bundle or special; null when the company's API sent none or a type this gateway does not know. */
  type?: Maybe<ProductType>;
  /** The product type as the company's API sent it, when this gateway does not know it (type is then null); screens show it. */
  unknownType?: Maybe<Scalars['String']['output']>;
  /** The list price before discount, in whole rupiah; an order line's default price. */
  grossPrice?: Maybe<Scalars['Int']['output']>;
  /** The price consumers pay, in whole rupiah. */
  retailPrice?: Maybe<Scalars['Int']['output']>;
  /** Kilograms. */
  grossWeight?: Maybe<Scalars['Float']['output']>;
};

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

/** A promotion customers redeem with its code, within its validity period and quota. */
export type Promotion = {
  __typename?: 'Promotion';
  /** The promotion id. */
  id: Scalars['ID']['output'];
  /** Where the promotion applies, e.g. crystal web or whatsapp. */
  platform: Scalars['String']['output'];
  /** The promotion's name (promoName). */
  name: Scalars['String']['output'];
  /** The coupon code customers type; unique whatever its case. */
  code: Scalars['String']['output'];
  /** Percent, fixed amount or free shipping; null when the company's API sent none or a type this gateway does not know. */
  type?: Maybe<PromotionType>;
  /** The promotion type as the company's API sent it, when this gateway does not know it (type is then null); screens show it. */
  unknownType?: Maybe<Scalars['String']['output']>;
  /** A percentage for PERCENT, whole rupiah for ROUNDED; null for FREE_SHIPPING. */
  value?: Maybe<Scalars['Int']['output']>;
  /** The max promo: the most a PERCENT or FREE_SHIPPING promotion takes off, in whole rupiah; null for none (and for ROUNDED). */
  maxDiscount?: Maybe<Scalars['Int']['output']>;
  /** Inactive promotions cannot be redeemed. False too for a status other than 1 and 0 (see unknownStatus). */
  active: Scalars['Boolean']['output'];
  /** The status as the company's API sent it, when it is neither 1 (on) nor 0 (off); screens show it. */
  unknownStatus?: Maybe<Scalars['String']['output']>;
  /** Whether this is the default promotion. */
  isDefault: Scalars['Boolean']['output'];
  /** The first day it can be redeemed, YYYY-MM-DD. */
  validFrom: Scalars['String']['output'];
  /** The last day it can be redeemed, YYYY-MM-DD. */
  validUntil: Scalars['String']['output'];
  /** A free description of the promotion. */
  description?: Maybe<Scalars['String']['output']>;
  /** The terms and conditions text shown to customers. */
  termsAndConditions?: Maybe<Scalars['String']['output']>;
  /** What the condition measures: quantity, price or the order total; null when the company's API sent none or terms this gateway does not know. */
  terms?: Maybe<PromotionTerms>;
  /** The terms as the company's API sent them, when this gateway does not know them (terms is then null); screens show them. */
  unknownTerms?: Maybe<Scalars['String']['output']>;
  /** Null for the MIN_TRANSACTION terms, and for a condition this gateway does not know. */
  condition?: Maybe<PromotionCondition>;
  /** The condition as the company's API sent it, when this gateway does not know it (condition is then null); screens show it. */
  unknownCondition?: Maybe<Scalars['String']['output']>;
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
  /** When the promotion was created; null when the company's API does not say (the spec does not show it). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the promotion was last changed; null when the company's API does not say (the spec does not show it). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of promotions and the number of all that match. */
export type PromotionList = {
  __typename?: 'PromotionList';
  /** The promotions of the requested page, in the requested order. */
  rows: Array<Promotion>;
  /** How many promotions match the filters, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/** A group of recipes, e.g. Sup or MPASI. */
export type RecipeCategory = {
  __typename?: 'RecipeCategory';
  /** The category id; null when the company's API names a recipe's category by its name only (spec 002 §3) and no category of that name is listed. */
  id?: Maybe<Scalars['ID']['output']>;
  /** The category's name. */
  name: Scalars['String']['output'];
};

/** An ingredient recipes are made of (the ingredient list). */
export type Ingredient = {
  __typename?: 'Ingredient';
  /** The ingredient id. */
  id: Scalars['ID']['output'];
  /** The ingredient's name. */
  name: Scalars['String']['output'];
};

/** How a dish is cooked, e.g. Kukus or Goreng (the cooking types). */
export type CookingType = {
  __typename?: 'CookingType';
  /** The cooking type id. */
  id: Scalars['ID']['output'];
  /** Its name; a recipe's cookingMethod is one of these names. */
  name: Scalars['String']['output'];
};

/** One ingredient of a recipe and how much of it. */
export type RecipeLine = {
  __typename?: 'RecipeLine';
  /** The ingredient. */
  ingredient: Ingredient;
  /** The amount in whole grams. */
  grams: Scalars['Int']['output'];
};

/** A recipe on the public website. */
export type Recipe = {
  __typename?: 'Recipe';
  /** The recipe id. */
  id: Scalars['ID']['output'];
  /** Its address: made by the REST API from the name when added, unique, and kept when the name changes. */
  slug: Scalars['String']['output'];
  /** The recipe's name. */
  name: Scalars['String']['output'];
  /** The recipe's category. */
  category: RecipeCategory;
  /** A short description, or null. */
  description?: Maybe<Scalars['String']['output']>;
  /** How many portions it makes; null when the company's API sent no whole number (the spec gives no type). */
  servingSize?: Maybe<Scalars['Int']['output']>;
  /** How it is cooked: a cooking type's name. */
  cookingMethod: Scalars['String']['output'];
  /** Minutes from start to table; null when the company's API sent no whole number. */
  servingTime?: Maybe<Scalars['Int']['output']>;
  /** Who it is for; null when the company's API sent an age range this gateway does not know. */
  ageRange?: Maybe<AgeRange>;
  /** The age range as the company's API sent it, when this gateway does not know it (ageRange is then null); screens show it. */
  unknownAgeRange?: Maybe<Scalars['String']['output']>;
  /** The steps, as HTML of the rich text editor (headings 2–6, bold, italic, underline, lists), or null. */
  instructions?: Maybe<Scalars['String']['output']>;
  /** Notes, as HTML of the rich text editor, or null. */
  notes?: Maybe<Scalars['String']['output']>;
  /** Address of the recipe's image under /media/, or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** Who wrote it (the admin label for recipes added here). */
  author: Scalars['String']['output'];
  /** Its ingredients with their amounts, in the order they were entered. */
  lines: Array<RecipeLine>;
  /** When the recipe was added; null when the company's API does not say. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the recipe was last changed; null when the company's API does not say. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of recipes and the number of all that match. */
export type RecipeList = {
  __typename?: 'RecipeList';
  /** The recipes of the requested page. */
  rows: Array<Recipe>;
  /** How many recipes match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/**
 * A shop that sells the products, shown on the public website's "where to buy" map (spec 002: Retail Partner
 * Locations). It belongs to a customer of the business.
 */
export type RetailerLocation = {
  __typename?: 'RetailerLocation';
  /** The location id. */
  id: Scalars['ID']['output'];
  /** The customer whose shop this is. */
  customer: Customer;
  /** What kind of shop, e.g. Supermarket, Toko or Online (free text). */
  retailType: Scalars['String']['output'];
  /** The name shown on the website. */
  displayName: Scalars['String']['output'];
  /** The shop's website, an http(s) address, or null. */
  website?: Maybe<Scalars['String']['output']>;
  /** Address of the shop's image (200 × 200) under /media/, or null. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** A WhatsApp link (https://wa.me/…), or null. */
  whatsappLink?: Maybe<Scalars['String']['output']>;
  /** Opening hours as shown, e.g. Senin–Sabtu 08.00–21.00. */
  operationalHours?: Maybe<Scalars['String']['output']>;
  /** The phone number shown on the website, in international form (+62…). */
  displayPhone?: Maybe<Scalars['String']['output']>;
  /** The street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** Latitude of the map pin, −90 to 90. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Longitude of the map pin, −180 to 180. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** When the location was added; null when the company's API does not say. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the location was last changed; null when the company's API does not say. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of retailer locations and the number of all that match. */
export type RetailerLocationList = {
  __typename?: 'RetailerLocationList';
  /** The locations of the requested page, in the requested order. */
  rows: Array<RetailerLocation>;
  /** How many locations match, over all pages. */
  totalCount: Scalars['Int']['output'];
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

/** One product line of a return. */
export type ReturnLine = {
  __typename?: 'ReturnLine';
  /** The line id; where the company's API names none (spec 001 §3), the return's id and the line's position ("7.1"). */
  id: Scalars['ID']['output'];
  /** The product returned; null when the company's API names only the product's name (spec 001 §3 items (Item.name, qty, price)). */
  productId?: Maybe<Scalars['ID']['output']>;
  /** Read from the return itself: lists show names without fetching products. */
  productName: Scalars['String']['output'];
  /** Units returned; at least 1. */
  quantity: Scalars['Int']['output'];
  /** What the order charged per unit, in whole rupiah. */
  unitPrice: Scalars['Int']['output'];
  /** quantity × unitPrice, in whole rupiah. */
  linePrice: Scalars['Int']['output'];
};

/** Goods of an order coming back to a warehouse (spec 001 §3); they count as stock there from the return date. */
export type Return = {
  __typename?: 'Return';
  /** The return id. */
  id: Scalars['ID']['output'];
  /** Where it stands; null when the return records none or one this gateway does not know. */
  status?: Maybe<ReturnStatus>;
  /** The status as the company's API sent it, when this gateway does not know it (status is then null); screens show it. */
  unknownStatus?: Maybe<Scalars['String']['output']>;
  /** A replacement or money back; null when the return records none or one this gateway does not know. */
  action?: Maybe<ReturnAction>;
  /** The action as the company's API sent it, when this gateway does not know it (action is then null); screens show it. */
  unknownAction?: Maybe<Scalars['String']['output']>;
  /** The day the goods came back (the day it was recorded, when the company's API names no return date). */
  returnDate: Scalars['Date']['output'];
  /** When the return was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** The order's id, read from the return itself. */
  orderId: Scalars['ID']['output'];
  /** The order returned from (fetched once per distinct order of the request). */
  order: Order;
  /** The order's customer's full name, read with the return (no extra call). */
  customerName?: Maybe<Scalars['String']['output']>;
  /** The order's customer's phone, read with the return, in international form. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The warehouse the goods return to; null when the company's API names no warehouse id. */
  returnTo?: Maybe<Warehouse>;
  /** The courier bringing the goods back, if recorded. */
  shipBy?: Maybe<Courier>;
  /** Money returned to the customer, in whole rupiah. */
  moneyReturned: Scalars['Int']['output'];
  /** Staff notes. */
  memo?: Maybe<Scalars['String']['output']>;
  /** The product lines, in the order they were entered. */
  lines: Array<ReturnLine>;
};

/** What of one product of an order can still be returned: the order's lines of it minus its returns so far. */
export type ReturnableProduct = {
  __typename?: 'ReturnableProduct';
  /** The product. */
  productId: Scalars['ID']['output'];
  /** The product's name, read from the order. */
  productName: Scalars['String']['output'];
  /** Units of it on the order (all its lines). */
  orderedQuantity: Scalars['Int']['output'];
  /** Units of it the order's returns already took back. */
  returnedQuantity: Scalars['Int']['output'];
  /** orderedQuantity − returnedQuantity: the most a new return can take. */
  returnableQuantity: Scalars['Int']['output'];
  /** What the order charged per unit, in whole rupiah (its first line of the product). */
  unitPrice: Scalars['Int']['output'];
};

/** One page of returns and the number of all that match. */
export type ReturnList = {
  __typename?: 'ReturnList';
  /** The returns of the requested page, in the requested order. */
  rows: Array<Return>;
  /** How many returns match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/** Who a sample goes to, as the sample records it (read with the sample, no extra call). */
export type SampleRecipient = {
  __typename?: 'SampleRecipient';
  /** A customer or a vendor. */
  type: RecipientType;
  /** The customer's or vendor's id. */
  id: Scalars['ID']['output'];
  /** The person's full name. */
  fullName: Scalars['String']['output'];
  /** The business's name; a vendor always has one. */
  companyName?: Maybe<Scalars['String']['output']>;
  /** The recipient's own phone, in international form. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** The whole customer, when the recipient is one (fetched once per distinct customer of the request). */
  customer?: Maybe<Customer>;
  /** The whole vendor, when the recipient is one (fetched once per distinct vendor of the request). */
  vendor?: Maybe<Vendor>;
};

/** One product line of a sample; samples are free, so it has no price. */
export type SampleLine = {
  __typename?: 'SampleLine';
  /** The line id; where the company's API names none (spec 001 §3), the sample's id and the line's position ("12.1"). */
  id: Scalars['ID']['output'];
  /** The product sent. */
  productId: Scalars['ID']['output'];
  /** Read from the sample itself: lists show names without fetching products. */
  productName: Scalars['String']['output'];
  /** The product's SKU, read from the sample itself; null when the company's API leaves it out (spec 001 §3 names none). */
  sku?: Maybe<Scalars['String']['output']>;
  /** Units sent; at least 1. */
  quantity: Scalars['Int']['output'];
  /** The product's gross weight per unit, in kg, for the shipping label. */
  grossWeight?: Maybe<Scalars['Float']['output']>;
};

/** Products sent free of charge to a customer or a vendor (spec 001 §3). */
export type Sample = {
  __typename?: 'Sample';
  /** The sample id. */
  id: Scalars['ID']['output'];
  /** When the sample was recorded. */
  createdAt: Scalars['DateTime']['output'];
  /** Why it is sent; null when the sample records none or one this gateway does not know. */
  purpose?: Maybe<SamplePurpose>;
  /** The purpose as the company's API sent it, when this gateway does not know it (purpose is then null); screens show it. */
  unknownPurpose?: Maybe<Scalars['String']['output']>;
  /**
   * A payment status, or the shipment status after the edit form saved it (spec 001 §4); null when the sample
   * records none or one this gateway does not know, and for a sample read from the tester list, whose status is its
   * review status (testerStatus).
   */
  status?: Maybe<SampleStatus>;
  /** The status as the company's API sent it, when this gateway does not know it (status is then null); screens show it. */
  unknownStatus?: Maybe<Scalars['String']['output']>;
  /** Where its shipment is; null when the sample records none or one this gateway does not know. */
  shipmentStatus?: Maybe<ShipmentStatus>;
  /** The shipmentStatus as the company's API sent it, when this gateway does not know it (shipmentStatus is then null); screens show it. */
  unknownShipmentStatus?: Maybe<Scalars['String']['output']>;
  /**
   * The review status (spec 001 §3 the tester's `status`), when the sample was read as a tester (the testers list,
   * setTesterStatus); null otherwise.
   */
  testerStatus?: Maybe<TesterStatus>;
  /** The testerStatus as the company's API sent it, when this gateway does not know it (testerStatus is then null); screens show it. */
  unknownTesterStatus?: Maybe<Scalars['String']['output']>;
  /** Who it goes to; null when the company's API names neither a customer nor a vendor. */
  recipient?: Maybe<SampleRecipient>;
  /** The phone typed on the sample form, else the recipient's, in international form. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Where it goes. */
  shippingAddress: ShippingAddress;
  /** The warehouse it ships from; null when the company's API leaves it out. */
  shipFrom?: Maybe<Warehouse>;
  /** The courier company that carries it; null when the company's API leaves it out. */
  courier?: Maybe<Courier>;
  /** The courier's tracking code (resi). */
  trackingCode?: Maybe<Scalars['String']['output']>;
  /** The day it ships, if set. */
  shipmentDate?: Maybe<Scalars['Date']['output']>;
  /** Staff notes. */
  memo?: Maybe<Scalars['String']['output']>;
  /** The product lines, in the order they were entered. */
  lines: Array<SampleLine>;
  /** The sum of the lines' quantities. */
  totalQuantity: Scalars['Int']['output'];
};

/** One page of samples and the number of all that match. */
export type SampleList = {
  __typename?: 'SampleList';
  /** The samples of the requested page, in the requested order. */
  rows: Array<Sample>;
  /** How many samples match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/** The answer of a save that the screen shows as it is (spec 001 §8). */
export type SampleSaveResult = {
  __typename?: 'SampleSaveResult';
  /** The REST API's message, e.g. 'Sample 5 berhasil diperbarui'. */
  message: Scalars['String']['output'];
  /** The sample as saved. */
  sample: Sample;
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

/** Everyone who has signed in to the back office through the gateway, as the Staff screen lists them. */
export type StaffMember = {
  __typename?: 'StaffMember';
  /** The staff member's id in the gateway's own store. */
  id: Scalars['ID']['output'];
  /** The e-mail address they sign in with. */
  email: Scalars['String']['output'];
  /** Their display name: the REST API's when it has given one, else the e-mail address. */
  name: Scalars['String']['output'];
  /** Their role; null while an admin has given them none (they see only a page that says to ask an admin). */
  role?: Maybe<StaffRole>;
  /** False once an admin has disabled them: their sessions ended and they cannot sign in. */
  active: Scalars['Boolean']['output'];
  /** When they last signed in through the gateway. */
  lastSignInAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of staff and the number of all that match. */
export type StaffMemberList = {
  __typename?: 'StaffMemberList';
  /** The staff of the requested page. */
  rows: Array<StaffMember>;
  /** How many staff match, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/** One product line of an internal transfer. */
export type InternalTransferLine = {
  __typename?: 'InternalTransferLine';
  /** The line id; when the company's API names none, the transfer's id and the line's position (12.1). */
  id: Scalars['ID']['output'];
  /** The product moved. */
  productId: Scalars['ID']['output'];
  /** Read from the transfer itself (lists show names without fetching products), or from the product when the transfer lacks it. */
  productName: Scalars['String']['output'];
  /** The product's SKU, read from the transfer itself, or from the product when the transfer lacks it. */
  sku: Scalars['String']['output'];
  /** Units moved: positive, but for adjustments, where a negative quantity takes stock away. */
  quantity: Scalars['Int']['output'];
  /** Whole rupiah per unit, when recorded. */
  unitPrice?: Maybe<Scalars['Int']['output']>;
  /** The stock counted on the shelf, when the line is a real-stock correction (correctStock). */
  countedStock?: Maybe<Scalars['Int']['output']>;
};

/**
 * A stock movement that is not an order (spec 000 §3). Which ends it has depends on its type: a purchase
 * reaches `toWarehouse` (from `vendor`, when recorded); an inter-warehouse move goes from `fromWarehouse` to
 * `toWarehouse`; an adjustment corrects `fromWarehouse`; a purchase return leaves `fromWarehouse` for `toVendor`.
 */
export type InternalTransfer = {
  __typename?: 'InternalTransfer';
  /** The transfer id. */
  id: Scalars['ID']['output'];
  /** How the stock moves; null when the company's API sent a type this gateway does not know. */
  type?: Maybe<InternalTransferType>;
  /** The type as the company's API sent it, when this gateway does not know it (type is then null); screens show it. */
  unknownType?: Maybe<Scalars['String']['output']>;
  /** The day the stock left its source (REST from_date). */
  shipmentDate: Scalars['Date']['output'];
  /** The day the stock reached its destination (REST to_date); adjustments count on this day. */
  receivedDate: Scalars['Date']['output'];
  /** Staff notes. */
  memo?: Maybe<Scalars['String']['output']>;
  /** The warehouse the stock leaves (or, for an adjustment, the warehouse corrected). */
  fromWarehouse?: Maybe<Warehouse>;
  /** The warehouse the stock reaches. */
  toWarehouse?: Maybe<Warehouse>;
  /** The vendor a purchase came from, when recorded. */
  vendor?: Maybe<Vendor>;
  /** The vendor a purchase return goes back to. */
  toVendor?: Maybe<Vendor>;
  /** The product lines, in the order they were entered. */
  lines: Array<InternalTransferLine>;
  /** The sum of the lines' quantities. */
  totalQuantity: Scalars['Int']['output'];
  /** When the transfer was recorded, when the company's API says (spec 000 §3 does not name it). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of internal transfers and the number of all that match. */
export type InternalTransferList = {
  __typename?: 'InternalTransferList';
  /** The transfers of the requested page, in the requested order. */
  rows: Array<InternalTransfer>;
  /** How many transfers match the filter, over all pages. */
  totalCount: Scalars['Int']['output'];
};

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

/**
 * The stock of one product at one warehouse (spec 002 §3), from the ledger: the sum of every movement up to the
 * day asked for. Purchases and inter-warehouse moves add on their received date; inter-warehouse moves and
 * purchase returns take on their shipment date; adjustments add their signed quantity; orders take their lines
 * once shipped (on their shipment date, else their order date).
 */
export type StockCount = {
  __typename?: 'StockCount';
  /** The product. */
  productId: Scalars['ID']['output'];
  /** The product's name. */
  productName: Scalars['String']['output'];
  /** The product's SKU (from the product when the stock count lacks it). */
  sku: Scalars['String']['output'];
  /** The warehouse. */
  warehouseId: Scalars['ID']['output'];
  /** The warehouse's name. */
  warehouseName: Scalars['String']['output'];
  /** What the ledger holds up to the day asked for. */
  currentStock: Scalars['Int']['output'];
  /** The latest count recorded by a correction up to that day; null when the item was never counted there. */
  realStock?: Maybe<Scalars['Int']['output']>;
  /** Units on orders placed by that day that still have to leave the warehouse (awaiting shipment, not canceled or expired). */
  pendingStock: Scalars['Int']['output'];
};

/** One page of stock counts and the number of all that match. */
export type StockCountList = {
  __typename?: 'StockCountList';
  /** The stock counts of the requested page, in the requested order. */
  rows: Array<StockCount>;
  /** How many product and warehouse pairs match, over all pages. */
  totalCount: Scalars['Int']['output'];
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

/** The result of a stock correction. */
export type StockCorrection = {
  __typename?: 'StockCorrection';
  /** The product's stock at the warehouse today, after the correction. */
  stockCount: StockCount;
  /** The adjustment written; null when the stock already equalled the count. */
  adjustment?: Maybe<InternalTransfer>;
};

/** A supplier, with the person to contact and the bank account that pays it. */
export type Vendor = {
  __typename?: 'Vendor';
  /** The vendor id. */
  id: Scalars['ID']['output'];
  /** The supplier's business name. */
  companyName: Scalars['String']['output'];
  /** The contact person's names. */
  firstName: Scalars['String']['output'];
  /** The contact person's middle name, if any. */
  middleName?: Maybe<Scalars['String']['output']>;
  /** The contact person's last name, if any. */
  lastName?: Maybe<Scalars['String']['output']>;
  /** First, middle and last name joined. */
  fullName: Scalars['String']['output'];
  /** The contact person's gender, if recorded; null too when the company's API sent one this gateway does not know. */
  gender?: Maybe<Gender>;
  /** The gender as the company's API sent it, when this gateway does not know it (gender is then null); screens show it. */
  unknownGender?: Maybe<Scalars['String']['output']>;
  /** The contact e-mail address, if any. */
  email?: Maybe<Scalars['String']['output']>;
  /** In international form, e.g. +6281234567890. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** The bank the vendor is paid through, e.g. BCA. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** The branch of that bank. */
  bankBranch?: Maybe<Scalars['String']['output']>;
  /** The name the bank account is held in. */
  accountName?: Maybe<Scalars['String']['output']>;
  /** The bank account number: 6 to 20 digits. */
  accountNumber?: Maybe<Scalars['String']['output']>;
  /** The province of the address. */
  province?: Maybe<Province>;
  /** The city or regency of the address. */
  city?: Maybe<City>;
  /** Five digits. */
  postalCode?: Maybe<Scalars['String']['output']>;
  /** Whether the vendor is registered for VAT; null when the company's API sent none or one this gateway does not know. */
  taxStatus?: Maybe<TaxStatus>;
  /** The tax status as the company's API sent it, when this gateway does not know it (taxStatus is then null); screens show it. */
  unknownTaxStatus?: Maybe<Scalars['String']['output']>;
  /** When the vendor was created; null when the company's API does not say (the spec does not show it). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the vendor was last changed; null when the company's API does not say (the spec does not show it). */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of vendors and the number of all that match. */
export type VendorList = {
  __typename?: 'VendorList';
  /** The vendors of the requested page, in the requested order. */
  rows: Array<Vendor>;
  /** How many vendors match the filters, over all pages. */
  totalCount: Scalars['Int']['output'];
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

/** A warehouse or cold storage that stock ships from. */
export type Warehouse = {
  __typename?: 'Warehouse';
  /** The warehouse id (REST ShipFromLocationId on orders). */
  id: Scalars['ID']['output'];
  /** The warehouse's name (REST LocationName). */
  name: Scalars['String']['output'];
  /** Decimal degrees, -90 to 90; null when not set. */
  latitude?: Maybe<Scalars['Float']['output']>;
  /** Decimal degrees, -180 to 180; null when not set. */
  longitude?: Maybe<Scalars['Float']['output']>;
  /** Street address. */
  address?: Maybe<Scalars['String']['output']>;
  /** The city or regency it lies in. */
  city?: Maybe<City>;
  /** In international form, e.g. +62216694512. */
  phoneNumber?: Maybe<Scalars['String']['output']>;
  /** Inactive warehouses stay listed but are not offered as a ship-from location. */
  active: Scalars['Boolean']['output'];
  /** When the warehouse was created; null when the company's API does not say (the spec does not name it). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** When the warehouse was last changed; null when the company's API does not say. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** One page of warehouses and the number of all that match. */
export type WarehouseList = {
  __typename?: 'WarehouseList';
  /** The warehouses of the requested page, in the requested order. */
  rows: Array<Warehouse>;
  /** How many warehouses match the search, over all pages. */
  totalCount: Scalars['Int']['output'];
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
  User: ResolverTypeWrapper<User>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Session: ResolverTypeWrapper<Session>;
  Query: ResolverTypeWrapper<{}>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Mutation: ResolverTypeWrapper<{}>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  ConsignmentStatus: ConsignmentStatus;
  InvoiceType: InvoiceType;
  ConsignmentInvoiceLine: ResolverTypeWrapper<RestConsignmentInvoiceLine>;
  InvoiceCustomer: ResolverTypeWrapper<RestInvoiceCustomer>;
  ConsignmentInvoice: ResolverTypeWrapper<RestConsignmentInvoice>;
  ConsignmentItem: ResolverTypeWrapper<RestConsignmentItem>;
  OrderConsignment: ResolverTypeWrapper<RestOrderConsignment>;
  Order: ResolverTypeWrapper<RestOrder>;
  ConsignmentOrderFilter: ConsignmentOrderFilter;
  ConsignmentInvoiceLineInput: ConsignmentInvoiceLineInput;
  ConsignmentInvoiceInput: ConsignmentInvoiceInput;
  ConsignmentInvoiceResult: ResolverTypeWrapper<Omit<ConsignmentInvoiceResult, 'invoice'> & { invoice?: Maybe<ResolversTypes['ConsignmentInvoice']> }>;
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
  FaqLocale: FaqLocale;
  FaqCategory: ResolverTypeWrapper<RestFaqCategory>;
  Faq: ResolverTypeWrapper<RestFaq>;
  FaqList: ResolverTypeWrapper<RestFaqList>;
  FaqCategoryList: ResolverTypeWrapper<RestFaqCategoryList>;
  FaqSortField: FaqSortField;
  FaqCategorySortField: FaqCategorySortField;
  FaqInput: FaqInput;
  FaqCategoryInput: FaqCategoryInput;
  HistoryRecordType: HistoryRecordType;
  HistoryFieldChange: ResolverTypeWrapper<HistoryFieldChange>;
  HistoryEntry: ResolverTypeWrapper<HistoryEntry>;
  HistoryEntryList: ResolverTypeWrapper<HistoryEntryList>;
  CityType: CityType;
  Province: ResolverTypeWrapper<RestProvince>;
  City: ResolverTypeWrapper<RestCity>;
  NewsletterSubscriber: ResolverTypeWrapper<RestNewsletterSubscriber>;
  NewsletterSubscriberList: ResolverTypeWrapper<RestNewsletterSubscriberList>;
  NewsletterSubscriberSortField: NewsletterSubscriberSortField;
  PaymentStatus: PaymentStatus;
  ShipmentStatus: ShipmentStatus;
  SalesChannel: SalesChannel;
  ShippingAddress: ResolverTypeWrapper<Omit<ShippingAddress, 'city' | 'province'> & { city?: Maybe<ResolversTypes['City']>, province?: Maybe<ResolversTypes['Province']> }>;
  OrderLine: ResolverTypeWrapper<RestOrderLine>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  OrderTotals: ResolverTypeWrapper<OrderTotals>;
  QuickbooksState: QuickbooksState;
  QuickbooksStatus: ResolverTypeWrapper<QuickbooksStatus>;
  OrderList: ResolverTypeWrapper<RestOrderList>;
  OrderSortField: OrderSortField;
  OrderFilter: OrderFilter;
  OrderCustomerInput: OrderCustomerInput;
  OrderLineInput: OrderLineInput;
  OrderInput: OrderInput;
  OrderShippingInput: OrderShippingInput;
  ServiceMessage: ResolverTypeWrapper<ServiceMessage>;
  BulkOrderError: ResolverTypeWrapper<BulkOrderError>;
  BulkOrderOutcome: ResolverTypeWrapper<Omit<BulkOrderOutcome, 'order'> & { order?: Maybe<ResolversTypes['Order']> }>;
  BulkOrderResult: ResolverTypeWrapper<Omit<BulkOrderResult, 'results'> & { results: Array<ResolversTypes['BulkOrderOutcome']> }>;
  OverviewPeriod: OverviewPeriod;
  WorkQueue: WorkQueue;
  WorkQueueCount: ResolverTypeWrapper<WorkQueueCountParent>;
  LowStock: ResolverTypeWrapper<LowStock>;
  ChannelSales: ResolverTypeWrapper<ChannelSales>;
  SalesDay: ResolverTypeWrapper<SalesDay>;
  PaidSales: ResolverTypeWrapper<PaidSales>;
  ProductSales: ResolverTypeWrapper<ProductSales>;
  ShipmentStatusCount: ResolverTypeWrapper<ShipmentStatusCount>;
  Overview: ResolverTypeWrapper<OverviewParent>;
  Gender: Gender;
  TaxStatus: TaxStatus;
  ListPreset: ResolverTypeWrapper<ListPreset>;
  ListPresetInput: ListPresetInput;
  ListPresetUpdateInput: ListPresetUpdateInput;
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
  AgeRange: AgeRange;
  RecipeCategory: ResolverTypeWrapper<RestRecipeCategory>;
  Ingredient: ResolverTypeWrapper<RestIngredient>;
  CookingType: ResolverTypeWrapper<RestCookingType>;
  RecipeLine: ResolverTypeWrapper<RestRecipeLine>;
  Recipe: ResolverTypeWrapper<RestRecipe>;
  RecipeList: ResolverTypeWrapper<RestRecipeList>;
  RecipeSortField: RecipeSortField;
  RecipeLineInput: RecipeLineInput;
  RecipeInput: RecipeInput;
  RetailerLocation: ResolverTypeWrapper<RestRetailerLocation>;
  RetailerLocationList: ResolverTypeWrapper<RestRetailerLocationList>;
  RetailerLocationSortField: RetailerLocationSortField;
  RetailerLocationInput: RetailerLocationInput;
  ReturnAction: ReturnAction;
  ReturnStatus: ReturnStatus;
  ReturnLine: ResolverTypeWrapper<RestReturnLine>;
  Return: ResolverTypeWrapper<RestReturn>;
  ReturnableProduct: ResolverTypeWrapper<RestReturnableProduct>;
  ReturnList: ResolverTypeWrapper<RestReturnList>;
  ReturnSortField: ReturnSortField;
  ReturnFilter: ReturnFilter;
  ReturnLineInput: ReturnLineInput;
  ReturnInput: ReturnInput;
  SamplePurpose: SamplePurpose;
  SampleStatus: SampleStatus;
  TesterStatus: TesterStatus;
  RecipientType: RecipientType;
  SampleRecipient: ResolverTypeWrapper<RestSampleRecipient>;
  SampleLine: ResolverTypeWrapper<RestSampleLine>;
  Sample: ResolverTypeWrapper<RestSample>;
  SampleList: ResolverTypeWrapper<RestSampleList>;
  SampleSortField: SampleSortField;
  SampleFilter: SampleFilter;
  SampleLineInput: SampleLineInput;
  SampleInput: SampleInput;
  SampleShippingInput: SampleShippingInput;
  TesterFilter: TesterFilter;
  SampleSaveResult: ResolverTypeWrapper<Omit<SampleSaveResult, 'sample'> & { sample: ResolversTypes['Sample'] }>;
  StaffRole: StaffRole;
  StaffMember: ResolverTypeWrapper<StaffMember>;
  StaffMemberList: ResolverTypeWrapper<StaffMemberList>;
  StaffMemberInput: StaffMemberInput;
  InternalTransferType: InternalTransferType;
  InternalTransferLine: ResolverTypeWrapper<RestInternalTransferLine>;
  InternalTransfer: ResolverTypeWrapper<RestInternalTransfer>;
  InternalTransferList: ResolverTypeWrapper<RestInternalTransferList>;
  InternalTransferSortField: InternalTransferSortField;
  InternalTransferFilter: InternalTransferFilter;
  InternalTransferLineInput: InternalTransferLineInput;
  InternalTransferInput: InternalTransferInput;
  StockCount: ResolverTypeWrapper<RestStockCount>;
  StockCountList: ResolverTypeWrapper<RestStockCountList>;
  StockCountSortField: StockCountSortField;
  StockCorrectionInput: StockCorrectionInput;
  StockCorrection: ResolverTypeWrapper<Omit<StockCorrection, 'stockCount' | 'adjustment'> & { stockCount: ResolversTypes['StockCount'], adjustment?: Maybe<ResolversTypes['InternalTransfer']> }>;
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
  User: User;
  ID: Scalars['ID']['output'];
  String: Scalars['String']['output'];
  Session: Session;
  Query: {};
  Int: Scalars['Int']['output'];
  Boolean: Scalars['Boolean']['output'];
  Mutation: {};
  DateTime: Scalars['DateTime']['output'];
  Date: Scalars['Date']['output'];
  Upload: Scalars['Upload']['output'];
  ConsignmentInvoiceLine: RestConsignmentInvoiceLine;
  InvoiceCustomer: RestInvoiceCustomer;
  ConsignmentInvoice: RestConsignmentInvoice;
  ConsignmentItem: RestConsignmentItem;
  OrderConsignment: RestOrderConsignment;
  Order: RestOrder;
  ConsignmentOrderFilter: ConsignmentOrderFilter;
  ConsignmentInvoiceLineInput: ConsignmentInvoiceLineInput;
  ConsignmentInvoiceInput: ConsignmentInvoiceInput;
  ConsignmentInvoiceResult: Omit<ConsignmentInvoiceResult, 'invoice'> & { invoice?: Maybe<ResolversParentTypes['ConsignmentInvoice']> };
  Customer: RestCustomer;
  CustomerList: RestCustomerList;
  CustomerInput: CustomerInput;
  Courier: RestCourier;
  DeliveryFee: RestDeliveryFee;
  DeliveryFeeList: RestDeliveryFeeList;
  DeliveryFeeInput: DeliveryFeeInput;
  FaqCategory: RestFaqCategory;
  Faq: RestFaq;
  FaqList: RestFaqList;
  FaqCategoryList: RestFaqCategoryList;
  FaqInput: FaqInput;
  FaqCategoryInput: FaqCategoryInput;
  HistoryFieldChange: HistoryFieldChange;
  HistoryEntry: HistoryEntry;
  HistoryEntryList: HistoryEntryList;
  Province: RestProvince;
  City: RestCity;
  NewsletterSubscriber: RestNewsletterSubscriber;
  NewsletterSubscriberList: RestNewsletterSubscriberList;
  ShippingAddress: Omit<ShippingAddress, 'city' | 'province'> & { city?: Maybe<ResolversParentTypes['City']>, province?: Maybe<ResolversParentTypes['Province']> };
  OrderLine: RestOrderLine;
  Float: Scalars['Float']['output'];
  OrderTotals: OrderTotals;
  QuickbooksStatus: QuickbooksStatus;
  OrderList: RestOrderList;
  OrderFilter: OrderFilter;
  OrderCustomerInput: OrderCustomerInput;
  OrderLineInput: OrderLineInput;
  OrderInput: OrderInput;
  OrderShippingInput: OrderShippingInput;
  ServiceMessage: ServiceMessage;
  BulkOrderError: BulkOrderError;
  BulkOrderOutcome: Omit<BulkOrderOutcome, 'order'> & { order?: Maybe<ResolversParentTypes['Order']> };
  BulkOrderResult: Omit<BulkOrderResult, 'results'> & { results: Array<ResolversParentTypes['BulkOrderOutcome']> };
  WorkQueueCount: WorkQueueCountParent;
  LowStock: LowStock;
  ChannelSales: ChannelSales;
  SalesDay: SalesDay;
  PaidSales: PaidSales;
  ProductSales: ProductSales;
  ShipmentStatusCount: ShipmentStatusCount;
  Overview: OverviewParent;
  ListPreset: ListPreset;
  ListPresetInput: ListPresetInput;
  ListPresetUpdateInput: ListPresetUpdateInput;
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
  RecipeCategory: RestRecipeCategory;
  Ingredient: RestIngredient;
  CookingType: RestCookingType;
  RecipeLine: RestRecipeLine;
  Recipe: RestRecipe;
  RecipeList: RestRecipeList;
  RecipeLineInput: RecipeLineInput;
  RecipeInput: RecipeInput;
  RetailerLocation: RestRetailerLocation;
  RetailerLocationList: RestRetailerLocationList;
  RetailerLocationInput: RetailerLocationInput;
  ReturnLine: RestReturnLine;
  Return: RestReturn;
  ReturnableProduct: RestReturnableProduct;
  ReturnList: RestReturnList;
  ReturnFilter: ReturnFilter;
  ReturnLineInput: ReturnLineInput;
  ReturnInput: ReturnInput;
  SampleRecipient: RestSampleRecipient;
  SampleLine: RestSampleLine;
  Sample: RestSample;
  SampleList: RestSampleList;
  SampleFilter: SampleFilter;
  SampleLineInput: SampleLineInput;
  SampleInput: SampleInput;
  SampleShippingInput: SampleShippingInput;
  TesterFilter: TesterFilter;
  SampleSaveResult: Omit<SampleSaveResult, 'sample'> & { sample: ResolversParentTypes['Sample'] };
  StaffMember: StaffMember;
  StaffMemberList: StaffMemberList;
  StaffMemberInput: StaffMemberInput;
  InternalTransferLine: RestInternalTransferLine;
  InternalTransfer: RestInternalTransfer;
  InternalTransferList: RestInternalTransferList;
  InternalTransferFilter: InternalTransferFilter;
  InternalTransferLineInput: InternalTransferLineInput;
  InternalTransferInput: InternalTransferInput;
  StockCount: RestStockCount;
  StockCountList: RestStockCountList;
  StockCorrectionInput: StockCorrectionInput;
  StockCorrection: Omit<StockCorrection, 'stockCount' | 'adjustment'> & { stockCount: ResolversParentTypes['StockCount'], adjustment?: Maybe<ResolversParentTypes['InternalTransfer']> };
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
  role?: Resolver<Maybe<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Session'] = ResolversParentTypes['Session']> = {
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  me?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  consignmentOrders?: Resolver<ResolversTypes['OrderList'], ParentType, ContextType, RequireFields<QueryConsignmentOrdersArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  consignmentInvoice?: Resolver<ResolversTypes['ConsignmentInvoice'], ParentType, ContextType, RequireFields<QueryConsignmentInvoiceArgs, 'id'>>;
  customers?: Resolver<ResolversTypes['CustomerList'], ParentType, ContextType, RequireFields<QueryCustomersArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<QueryCustomerArgs, 'id'>>;
  customerCityOptions?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType>;
  couriers?: Resolver<Array<ResolversTypes['Courier']>, ParentType, ContextType>;
  deliveryFees?: Resolver<ResolversTypes['DeliveryFeeList'], ParentType, ContextType, RequireFields<QueryDeliveryFeesArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  deliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<QueryDeliveryFeeArgs, 'id'>>;
  faqs?: Resolver<ResolversTypes['FaqList'], ParentType, ContextType, RequireFields<QueryFaqsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  faq?: Resolver<ResolversTypes['Faq'], ParentType, ContextType, RequireFields<QueryFaqArgs, 'id'>>;
  faqCategories?: Resolver<ResolversTypes['FaqCategoryList'], ParentType, ContextType, RequireFields<QueryFaqCategoriesArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  faqCategory?: Resolver<ResolversTypes['FaqCategory'], ParentType, ContextType, RequireFields<QueryFaqCategoryArgs, 'id'>>;
  history?: Resolver<ResolversTypes['HistoryEntryList'], ParentType, ContextType, RequireFields<QueryHistoryArgs, 'recordType' | 'recordId' | 'page' | 'perPage'>>;
  activity?: Resolver<ResolversTypes['HistoryEntryList'], ParentType, ContextType, RequireFields<QueryActivityArgs, 'page' | 'perPage'>>;
  provinces?: Resolver<Array<ResolversTypes['Province']>, ParentType, ContextType>;
  cities?: Resolver<Array<ResolversTypes['City']>, ParentType, ContextType, RequireFields<QueryCitiesArgs, 'provinceId'>>;
  newsletterSubscribers?: Resolver<ResolversTypes['NewsletterSubscriberList'], ParentType, ContextType, RequireFields<QueryNewsletterSubscribersArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  orders?: Resolver<ResolversTypes['OrderList'], ParentType, ContextType, RequireFields<QueryOrdersArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  ordersByIds?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrdersByIdsArgs, 'ids'>>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  overview?: Resolver<ResolversTypes['Overview'], ParentType, ContextType, RequireFields<QueryOverviewArgs, 'period'>>;
  listPresets?: Resolver<Array<ResolversTypes['ListPreset']>, ParentType, ContextType, RequireFields<QueryListPresetsArgs, 'list'>>;
  products?: Resolver<ResolversTypes['ProductList'], ParentType, ContextType, RequireFields<QueryProductsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  product?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<QueryProductArgs, 'id'>>;
  productChoices?: Resolver<Array<ResolversTypes['ProductChoice']>, ParentType, ContextType, RequireFields<QueryProductChoicesArgs, 'includeBundles' | 'first'>>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType>;
  promotions?: Resolver<ResolversTypes['PromotionList'], ParentType, ContextType, RequireFields<QueryPromotionsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  promotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<QueryPromotionArgs, 'id'>>;
  recipes?: Resolver<ResolversTypes['RecipeList'], ParentType, ContextType, RequireFields<QueryRecipesArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  recipe?: Resolver<ResolversTypes['Recipe'], ParentType, ContextType, RequireFields<QueryRecipeArgs, 'slug'>>;
  recipeCategories?: Resolver<Array<ResolversTypes['RecipeCategory']>, ParentType, ContextType>;
  ingredients?: Resolver<Array<ResolversTypes['Ingredient']>, ParentType, ContextType>;
  cookingTypes?: Resolver<Array<ResolversTypes['CookingType']>, ParentType, ContextType>;
  retailerLocations?: Resolver<ResolversTypes['RetailerLocationList'], ParentType, ContextType, RequireFields<QueryRetailerLocationsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  retailerLocation?: Resolver<ResolversTypes['RetailerLocation'], ParentType, ContextType, RequireFields<QueryRetailerLocationArgs, 'id'>>;
  returns?: Resolver<ResolversTypes['ReturnList'], ParentType, ContextType, RequireFields<QueryReturnsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  return?: Resolver<ResolversTypes['Return'], ParentType, ContextType, RequireFields<QueryReturnArgs, 'id'>>;
  samples?: Resolver<ResolversTypes['SampleList'], ParentType, ContextType, RequireFields<QuerySamplesArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  sample?: Resolver<ResolversTypes['Sample'], ParentType, ContextType, RequireFields<QuerySampleArgs, 'id'>>;
  tester?: Resolver<ResolversTypes['Sample'], ParentType, ContextType, RequireFields<QueryTesterArgs, 'id'>>;
  testers?: Resolver<ResolversTypes['SampleList'], ParentType, ContextType, RequireFields<QueryTestersArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  staffMembers?: Resolver<ResolversTypes['StaffMemberList'], ParentType, ContextType, RequireFields<QueryStaffMembersArgs, 'page' | 'perPage'>>;
  internalTransfers?: Resolver<ResolversTypes['InternalTransferList'], ParentType, ContextType, RequireFields<QueryInternalTransfersArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  internalTransfer?: Resolver<ResolversTypes['InternalTransfer'], ParentType, ContextType, RequireFields<QueryInternalTransferArgs, 'id'>>;
  stockCounts?: Resolver<ResolversTypes['StockCountList'], ParentType, ContextType, RequireFields<QueryStockCountsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  vendors?: Resolver<ResolversTypes['VendorList'], ParentType, ContextType, RequireFields<QueryVendorsArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  vendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<QueryVendorArgs, 'id'>>;
  warehouses?: Resolver<ResolversTypes['WarehouseList'], ParentType, ContextType, RequireFields<QueryWarehousesArgs, 'page' | 'perPage' | 'sortBy' | 'desc'>>;
  warehouse?: Resolver<ResolversTypes['Warehouse'], ParentType, ContextType, RequireFields<QueryWarehouseArgs, 'id'>>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  login?: Resolver<ResolversTypes['Session'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createConsignmentInvoice?: Resolver<ResolversTypes['ConsignmentInvoiceResult'], ParentType, ContextType, RequireFields<MutationCreateConsignmentInvoiceArgs, 'orderId' | 'input'>>;
  updateConsignmentInvoice?: Resolver<ResolversTypes['ConsignmentInvoiceResult'], ParentType, ContextType, RequireFields<MutationUpdateConsignmentInvoiceArgs, 'id' | 'input'>>;
  deleteConsignmentInvoice?: Resolver<ResolversTypes['ConsignmentInvoiceResult'], ParentType, ContextType, RequireFields<MutationDeleteConsignmentInvoiceArgs, 'id'>>;
  createCustomer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  updateCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'id' | 'input'>>;
  deleteCustomer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType, RequireFields<MutationDeleteCustomerArgs, 'id'>>;
  createDeliveryFee?: Resolver<Maybe<ResolversTypes['DeliveryFee']>, ParentType, ContextType, RequireFields<MutationCreateDeliveryFeeArgs, 'input'>>;
  updateDeliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationUpdateDeliveryFeeArgs, 'id' | 'input'>>;
  setDeliveryFeeActive?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationSetDeliveryFeeActiveArgs, 'id' | 'active'>>;
  deleteDeliveryFee?: Resolver<ResolversTypes['DeliveryFee'], ParentType, ContextType, RequireFields<MutationDeleteDeliveryFeeArgs, 'id'>>;
  createFaq?: Resolver<Maybe<ResolversTypes['Faq']>, ParentType, ContextType, RequireFields<MutationCreateFaqArgs, 'input'>>;
  updateFaq?: Resolver<ResolversTypes['Faq'], ParentType, ContextType, RequireFields<MutationUpdateFaqArgs, 'id' | 'input'>>;
  deleteFaq?: Resolver<ResolversTypes['Faq'], ParentType, ContextType, RequireFields<MutationDeleteFaqArgs, 'id'>>;
  createFaqCategory?: Resolver<Maybe<ResolversTypes['FaqCategory']>, ParentType, ContextType, RequireFields<MutationCreateFaqCategoryArgs, 'input'>>;
  updateFaqCategory?: Resolver<ResolversTypes['FaqCategory'], ParentType, ContextType, RequireFields<MutationUpdateFaqCategoryArgs, 'id' | 'input'>>;
  deleteFaqCategory?: Resolver<ResolversTypes['FaqCategory'], ParentType, ContextType, RequireFields<MutationDeleteFaqCategoryArgs, 'id'>>;
  createOrder?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<MutationCreateOrderArgs, 'input'>>;
  updateOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderArgs, 'id' | 'input'>>;
  updateOrderShipping?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationUpdateOrderShippingArgs, 'id' | 'input'>>;
  generateShippingLabel?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationGenerateShippingLabelArgs, 'id'>>;
  syncOrderToJubelio?: Resolver<ResolversTypes['ServiceMessage'], ParentType, ContextType, RequireFields<MutationSyncOrderToJubelioArgs, 'id'>>;
  refreshQuickbooksStatus?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationRefreshQuickbooksStatusArgs, 'id'>>;
  orderGojek?: Resolver<ResolversTypes['ServiceMessage'], ParentType, ContextType, RequireFields<MutationOrderGojekArgs, 'id'>>;
  setOrdersStatus?: Resolver<ResolversTypes['BulkOrderResult'], ParentType, ContextType, RequireFields<MutationSetOrdersStatusArgs, 'ids'>>;
  generateShippingLabels?: Resolver<ResolversTypes['BulkOrderResult'], ParentType, ContextType, RequireFields<MutationGenerateShippingLabelsArgs, 'ids'>>;
  setLowStockThreshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationSetLowStockThresholdArgs, 'threshold'>>;
  createListPreset?: Resolver<ResolversTypes['ListPreset'], ParentType, ContextType, RequireFields<MutationCreateListPresetArgs, 'input'>>;
  updateListPreset?: Resolver<ResolversTypes['ListPreset'], ParentType, ContextType, RequireFields<MutationUpdateListPresetArgs, 'id' | 'input'>>;
  deleteListPreset?: Resolver<ResolversTypes['ListPreset'], ParentType, ContextType, RequireFields<MutationDeleteListPresetArgs, 'id'>>;
  createProduct?: Resolver<Maybe<ResolversTypes['Product']>, ParentType, ContextType, RequireFields<MutationCreateProductArgs, 'input'>>;
  updateProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationUpdateProductArgs, 'id' | 'input'>>;
  setProductStatus?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationSetProductStatusArgs, 'id' | 'status'>>;
  deleteProduct?: Resolver<ResolversTypes['Product'], ParentType, ContextType, RequireFields<MutationDeleteProductArgs, 'id'>>;
  createPromotion?: Resolver<Maybe<ResolversTypes['Promotion']>, ParentType, ContextType, RequireFields<MutationCreatePromotionArgs, 'input'>>;
  updatePromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationUpdatePromotionArgs, 'id' | 'input'>>;
  setPromotionActive?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationSetPromotionActiveArgs, 'id' | 'active'>>;
  deletePromotion?: Resolver<ResolversTypes['Promotion'], ParentType, ContextType, RequireFields<MutationDeletePromotionArgs, 'id'>>;
  createRecipe?: Resolver<Maybe<ResolversTypes['Recipe']>, ParentType, ContextType, RequireFields<MutationCreateRecipeArgs, 'input'>>;
  updateRecipe?: Resolver<Maybe<ResolversTypes['Recipe']>, ParentType, ContextType, RequireFields<MutationUpdateRecipeArgs, 'id' | 'input'>>;
  deleteRecipe?: Resolver<Maybe<ResolversTypes['Recipe']>, ParentType, ContextType, RequireFields<MutationDeleteRecipeArgs, 'id'>>;
  createRetailerLocation?: Resolver<Maybe<ResolversTypes['RetailerLocation']>, ParentType, ContextType, RequireFields<MutationCreateRetailerLocationArgs, 'input'>>;
  updateRetailerLocation?: Resolver<ResolversTypes['RetailerLocation'], ParentType, ContextType, RequireFields<MutationUpdateRetailerLocationArgs, 'id' | 'input'>>;
  deleteRetailerLocation?: Resolver<ResolversTypes['RetailerLocation'], ParentType, ContextType, RequireFields<MutationDeleteRetailerLocationArgs, 'id'>>;
  createReturn?: Resolver<Maybe<ResolversTypes['Return']>, ParentType, ContextType, RequireFields<MutationCreateReturnArgs, 'input'>>;
  deleteReturn?: Resolver<ResolversTypes['Return'], ParentType, ContextType, RequireFields<MutationDeleteReturnArgs, 'id'>>;
  createSample?: Resolver<Maybe<ResolversTypes['Sample']>, ParentType, ContextType, RequireFields<MutationCreateSampleArgs, 'input'>>;
  updateSample?: Resolver<ResolversTypes['SampleSaveResult'], ParentType, ContextType, RequireFields<MutationUpdateSampleArgs, 'id' | 'input'>>;
  updateSampleShipping?: Resolver<ResolversTypes['SampleSaveResult'], ParentType, ContextType, RequireFields<MutationUpdateSampleShippingArgs, 'id' | 'input'>>;
  generateSampleShippingLabel?: Resolver<ResolversTypes['Sample'], ParentType, ContextType, RequireFields<MutationGenerateSampleShippingLabelArgs, 'id'>>;
  setTesterStatus?: Resolver<ResolversTypes['SampleSaveResult'], ParentType, ContextType, RequireFields<MutationSetTesterStatusArgs, 'id' | 'status'>>;
  updateStaffMember?: Resolver<ResolversTypes['StaffMember'], ParentType, ContextType, RequireFields<MutationUpdateStaffMemberArgs, 'id' | 'input'>>;
  createInternalTransfer?: Resolver<Maybe<ResolversTypes['InternalTransfer']>, ParentType, ContextType, RequireFields<MutationCreateInternalTransferArgs, 'input'>>;
  deleteInternalTransfer?: Resolver<ResolversTypes['InternalTransfer'], ParentType, ContextType, RequireFields<MutationDeleteInternalTransferArgs, 'id'>>;
  correctStock?: Resolver<ResolversTypes['StockCorrection'], ParentType, ContextType, RequireFields<MutationCorrectStockArgs, 'input'>>;
  createVendor?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType, RequireFields<MutationCreateVendorArgs, 'input'>>;
  updateVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationUpdateVendorArgs, 'id' | 'input'>>;
  deleteVendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType, RequireFields<MutationDeleteVendorArgs, 'id'>>;
  createWarehouse?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType, RequireFields<MutationCreateWarehouseArgs, 'input'>>;
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

export type ConsignmentInvoiceLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConsignmentInvoiceLine'] = ResolversParentTypes['ConsignmentInvoiceLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  linePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceCustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvoiceCustomer'] = ResolversParentTypes['InvoiceCustomer']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConsignmentInvoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConsignmentInvoice'] = ResolversParentTypes['ConsignmentInvoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoiceNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  orderTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  invoiceDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['InvoiceType']>, ParentType, ContextType>;
  unknownType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['InvoiceCustomer']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ConsignmentInvoiceLine']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConsignmentItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConsignmentItem'] = ResolversParentTypes['ConsignmentItem']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderConsignmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderConsignment'] = ResolversParentTypes['OrderConsignment']> = {
  status?: Resolver<Maybe<ResolversTypes['ConsignmentStatus']>, ParentType, ContextType>;
  unknownStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoices?: Resolver<Array<ResolversTypes['ConsignmentInvoice']>, ParentType, ContextType>;
  originalItems?: Resolver<Array<ResolversTypes['ConsignmentItem']>, ParentType, ContextType>;
  remainingItems?: Resolver<Array<ResolversTypes['ConsignmentItem']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  consignment?: Resolver<ResolversTypes['OrderConsignment'], ParentType, ContextType>;
  consignmentStatus?: Resolver<Maybe<ResolversTypes['ConsignmentStatus']>, ParentType, ContextType>;
  unknownConsignmentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orderDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  paymentStatus?: Resolver<Maybe<ResolversTypes['PaymentStatus']>, ParentType, ContextType>;
  unknownPaymentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentStatus?: Resolver<Maybe<ResolversTypes['ShipmentStatus']>, ParentType, ContextType>;
  unknownShipmentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  salesChannel?: Resolver<Maybe<ResolversTypes['SalesChannel']>, ParentType, ContextType>;
  unknownSalesChannel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customerType?: Resolver<Maybe<ResolversTypes['CustomerType']>, ParentType, ContextType>;
  unknownCustomerType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  returnableProducts?: Resolver<Array<ResolversTypes['ReturnableProduct']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConsignmentInvoiceResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConsignmentInvoiceResult'] = ResolversParentTypes['ConsignmentInvoiceResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invoice?: Resolver<Maybe<ResolversTypes['ConsignmentInvoice']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middleName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['CustomerType']>, ParentType, ContextType>;
  unknownType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxStatus?: Resolver<Maybe<ResolversTypes['TaxStatus']>, ParentType, ContextType>;
  unknownTaxStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  unknownGender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  province?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  invoiceProvince?: Resolver<Maybe<ResolversTypes['Province']>, ParentType, ContextType>;
  invoiceCity?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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
  deliveryType?: Resolver<Maybe<ResolversTypes['DeliveryType']>, ParentType, ContextType>;
  unknownDeliveryType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitFee?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  origin?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  destination?: Resolver<Maybe<ResolversTypes['City']>, ParentType, ContextType>;
  trackingWebsite?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DeliveryFeeListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DeliveryFeeList'] = ResolversParentTypes['DeliveryFeeList']> = {
  rows?: Resolver<Array<ResolversTypes['DeliveryFee']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FaqCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaqCategory'] = ResolversParentTypes['FaqCategory']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  faqCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FaqResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Faq'] = ResolversParentTypes['Faq']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['FaqLocale']>, ParentType, ContextType>;
  unknownLocale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<ResolversTypes['FaqCategory'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FaqListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaqList'] = ResolversParentTypes['FaqList']> = {
  rows?: Resolver<Array<ResolversTypes['Faq']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FaqCategoryListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FaqCategoryList'] = ResolversParentTypes['FaqCategoryList']> = {
  rows?: Resolver<Array<ResolversTypes['FaqCategory']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryFieldChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryFieldChange'] = ResolversParentTypes['HistoryFieldChange']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntry'] = ResolversParentTypes['HistoryEntry']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  staffName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  staffId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  recordType?: Resolver<ResolversTypes['HistoryRecordType'], ParentType, ContextType>;
  recordId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['HistoryFieldChange']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HistoryEntryListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HistoryEntryList'] = ResolversParentTypes['HistoryEntryList']> = {
  rows?: Resolver<Array<ResolversTypes['HistoryEntry']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCountExact?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
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
  type?: Resolver<Maybe<ResolversTypes['CityType']>, ParentType, ContextType>;
  unknownType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provinceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  province?: Resolver<ResolversTypes['Province'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterSubscriberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscriber'] = ResolversParentTypes['NewsletterSubscriber']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type NewsletterSubscriberListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSubscriberList'] = ResolversParentTypes['NewsletterSubscriberList']> = {
  rows?: Resolver<Array<ResolversTypes['NewsletterSubscriber']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type OrderListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OrderList'] = ResolversParentTypes['OrderList']> = {
  rows?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ServiceMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ServiceMessage'] = ResolversParentTypes['ServiceMessage']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BulkOrderErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkOrderError'] = ResolversParentTypes['BulkOrderError']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BulkOrderOutcomeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkOrderOutcome'] = ResolversParentTypes['BulkOrderOutcome']> = {
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['BulkOrderError']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BulkOrderResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BulkOrderResult'] = ResolversParentTypes['BulkOrderResult']> = {
  results?: Resolver<Array<ResolversTypes['BulkOrderOutcome']>, ParentType, ContextType>;
  okCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refusedCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WorkQueueCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkQueueCount'] = ResolversParentTypes['WorkQueueCount']> = {
  queue?: Resolver<ResolversTypes['WorkQueue'], ParentType, ContextType>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LowStockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LowStock'] = ResolversParentTypes['LowStock']> = {
  threshold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChannelSalesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChannelSales'] = ResolversParentTypes['ChannelSales']> = {
  channel?: Resolver<Maybe<ResolversTypes['SalesChannel']>, ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SalesDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SalesDay'] = ResolversParentTypes['SalesDay']> = {
  day?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  byChannel?: Resolver<Array<ResolversTypes['ChannelSales']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PaidSalesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PaidSales'] = ResolversParentTypes['PaidSales']> = {
  days?: Resolver<Array<ResolversTypes['SalesDay']>, ParentType, ContextType>;
  orderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  periodOrderCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  complete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductSalesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProductSales'] = ResolversParentTypes['ProductSales']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShipmentStatusCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShipmentStatusCount'] = ResolversParentTypes['ShipmentStatusCount']> = {
  status?: Resolver<ResolversTypes['ShipmentStatus'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Overview'] = ResolversParentTypes['Overview']> = {
  today?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['OverviewPeriod'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  readAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  workQueues?: Resolver<Array<ResolversTypes['WorkQueueCount']>, ParentType, ContextType>;
  lowStock?: Resolver<Maybe<ResolversTypes['LowStock']>, ParentType, ContextType>;
  paidSales?: Resolver<Maybe<ResolversTypes['PaidSales']>, ParentType, ContextType>;
  topProducts?: Resolver<Maybe<Array<ResolversTypes['ProductSales']>>, ParentType, ContextType>;
  ordersByShipmentStatus?: Resolver<Maybe<Array<ResolversTypes['ShipmentStatusCount']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ListPresetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListPreset'] = ResolversParentTypes['ListPreset']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  list?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  params?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
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
  type?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType>;
  unknownType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ProductStatus']>, ParentType, ContextType>;
  unknownStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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
  type?: Resolver<Maybe<ResolversTypes['ProductType']>, ParentType, ContextType>;
  unknownType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  type?: Resolver<Maybe<ResolversTypes['PromotionType']>, ParentType, ContextType>;
  unknownType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxDiscount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unknownStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validUntil?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  termsAndConditions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  terms?: Resolver<Maybe<ResolversTypes['PromotionTerms']>, ParentType, ContextType>;
  unknownTerms?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  condition?: Resolver<Maybe<ResolversTypes['PromotionCondition']>, ParentType, ContextType>;
  unknownCondition?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  amount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  maxAmount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minTransaction?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  quota?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usedQuota?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PromotionListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionList'] = ResolversParentTypes['PromotionList']> = {
  rows?: Resolver<Array<ResolversTypes['Promotion']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecipeCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecipeCategory'] = ResolversParentTypes['RecipeCategory']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IngredientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Ingredient'] = ResolversParentTypes['Ingredient']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CookingTypeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CookingType'] = ResolversParentTypes['CookingType']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecipeLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecipeLine'] = ResolversParentTypes['RecipeLine']> = {
  ingredient?: Resolver<ResolversTypes['Ingredient'], ParentType, ContextType>;
  grams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecipeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Recipe'] = ResolversParentTypes['Recipe']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['RecipeCategory'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  servingSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cookingMethod?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  servingTime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ageRange?: Resolver<Maybe<ResolversTypes['AgeRange']>, ParentType, ContextType>;
  unknownAgeRange?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  instructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  author?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RecipeLine']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RecipeListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RecipeList'] = ResolversParentTypes['RecipeList']> = {
  rows?: Resolver<Array<ResolversTypes['Recipe']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RetailerLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetailerLocation'] = ResolversParentTypes['RetailerLocation']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
  retailType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  whatsappLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operationalHours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  displayPhone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  latitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  longitude?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RetailerLocationListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RetailerLocationList'] = ResolversParentTypes['RetailerLocationList']> = {
  rows?: Resolver<Array<ResolversTypes['RetailerLocation']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnLine'] = ResolversParentTypes['ReturnLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  linePrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Return'] = ResolversParentTypes['Return']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ReturnStatus']>, ParentType, ContextType>;
  unknownStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  action?: Resolver<Maybe<ResolversTypes['ReturnAction']>, ParentType, ContextType>;
  unknownAction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orderId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Order'], ParentType, ContextType>;
  customerName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  returnTo?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  shipBy?: Resolver<Maybe<ResolversTypes['Courier']>, ParentType, ContextType>;
  moneyReturned?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['ReturnLine']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnableProductResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnableProduct'] = ResolversParentTypes['ReturnableProduct']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orderedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnedQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  returnableQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReturnListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReturnList'] = ResolversParentTypes['ReturnList']> = {
  rows?: Resolver<Array<ResolversTypes['Return']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SampleRecipientResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SampleRecipient'] = ResolversParentTypes['SampleRecipient']> = {
  type?: Resolver<ResolversTypes['RecipientType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SampleLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SampleLine'] = ResolversParentTypes['SampleLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  grossWeight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SampleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Sample'] = ResolversParentTypes['Sample']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  purpose?: Resolver<Maybe<ResolversTypes['SamplePurpose']>, ParentType, ContextType>;
  unknownPurpose?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['SampleStatus']>, ParentType, ContextType>;
  unknownStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentStatus?: Resolver<Maybe<ResolversTypes['ShipmentStatus']>, ParentType, ContextType>;
  unknownShipmentStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  testerStatus?: Resolver<Maybe<ResolversTypes['TesterStatus']>, ParentType, ContextType>;
  unknownTesterStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  recipient?: Resolver<Maybe<ResolversTypes['SampleRecipient']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shippingAddress?: Resolver<ResolversTypes['ShippingAddress'], ParentType, ContextType>;
  shipFrom?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  courier?: Resolver<Maybe<ResolversTypes['Courier']>, ParentType, ContextType>;
  trackingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['SampleLine']>, ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SampleListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SampleList'] = ResolversParentTypes['SampleList']> = {
  rows?: Resolver<Array<ResolversTypes['Sample']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SampleSaveResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SampleSaveResult'] = ResolversParentTypes['SampleSaveResult']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sample?: Resolver<ResolversTypes['Sample'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMember'] = ResolversParentTypes['StaffMember']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['StaffRole']>, ParentType, ContextType>;
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastSignInAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StaffMemberListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StaffMemberList'] = ResolversParentTypes['StaffMemberList']> = {
  rows?: Resolver<Array<ResolversTypes['StaffMember']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InternalTransferLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InternalTransferLine'] = ResolversParentTypes['InternalTransferLine']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitPrice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  countedStock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InternalTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InternalTransfer'] = ResolversParentTypes['InternalTransfer']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['InternalTransferType']>, ParentType, ContextType>;
  unknownType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shipmentDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  receivedDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  memo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromWarehouse?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  toWarehouse?: Resolver<Maybe<ResolversTypes['Warehouse']>, ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType>;
  toVendor?: Resolver<Maybe<ResolversTypes['Vendor']>, ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['InternalTransferLine']>, ParentType, ContextType>;
  totalQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InternalTransferListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InternalTransferList'] = ResolversParentTypes['InternalTransferList']> = {
  rows?: Resolver<Array<ResolversTypes['InternalTransfer']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StockCountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockCount'] = ResolversParentTypes['StockCount']> = {
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  warehouseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  warehouseName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  realStock?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pendingStock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StockCountListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockCountList'] = ResolversParentTypes['StockCountList']> = {
  rows?: Resolver<Array<ResolversTypes['StockCount']>, ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type StockCorrectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StockCorrection'] = ResolversParentTypes['StockCorrection']> = {
  stockCount?: Resolver<ResolversTypes['StockCount'], ParentType, ContextType>;
  adjustment?: Resolver<Maybe<ResolversTypes['InternalTransfer']>, ParentType, ContextType>;
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
  unknownGender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  taxStatus?: Resolver<Maybe<ResolversTypes['TaxStatus']>, ParentType, ContextType>;
  unknownTaxStatus?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
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
  ConsignmentInvoiceLine?: ConsignmentInvoiceLineResolvers<ContextType>;
  InvoiceCustomer?: InvoiceCustomerResolvers<ContextType>;
  ConsignmentInvoice?: ConsignmentInvoiceResolvers<ContextType>;
  ConsignmentItem?: ConsignmentItemResolvers<ContextType>;
  OrderConsignment?: OrderConsignmentResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  ConsignmentInvoiceResult?: ConsignmentInvoiceResultResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerList?: CustomerListResolvers<ContextType>;
  Courier?: CourierResolvers<ContextType>;
  DeliveryFee?: DeliveryFeeResolvers<ContextType>;
  DeliveryFeeList?: DeliveryFeeListResolvers<ContextType>;
  FaqCategory?: FaqCategoryResolvers<ContextType>;
  Faq?: FaqResolvers<ContextType>;
  FaqList?: FaqListResolvers<ContextType>;
  FaqCategoryList?: FaqCategoryListResolvers<ContextType>;
  HistoryFieldChange?: HistoryFieldChangeResolvers<ContextType>;
  HistoryEntry?: HistoryEntryResolvers<ContextType>;
  HistoryEntryList?: HistoryEntryListResolvers<ContextType>;
  Province?: ProvinceResolvers<ContextType>;
  City?: CityResolvers<ContextType>;
  NewsletterSubscriber?: NewsletterSubscriberResolvers<ContextType>;
  NewsletterSubscriberList?: NewsletterSubscriberListResolvers<ContextType>;
  ShippingAddress?: ShippingAddressResolvers<ContextType>;
  OrderLine?: OrderLineResolvers<ContextType>;
  OrderTotals?: OrderTotalsResolvers<ContextType>;
  QuickbooksStatus?: QuickbooksStatusResolvers<ContextType>;
  OrderList?: OrderListResolvers<ContextType>;
  ServiceMessage?: ServiceMessageResolvers<ContextType>;
  BulkOrderError?: BulkOrderErrorResolvers<ContextType>;
  BulkOrderOutcome?: BulkOrderOutcomeResolvers<ContextType>;
  BulkOrderResult?: BulkOrderResultResolvers<ContextType>;
  WorkQueueCount?: WorkQueueCountResolvers<ContextType>;
  LowStock?: LowStockResolvers<ContextType>;
  ChannelSales?: ChannelSalesResolvers<ContextType>;
  SalesDay?: SalesDayResolvers<ContextType>;
  PaidSales?: PaidSalesResolvers<ContextType>;
  ProductSales?: ProductSalesResolvers<ContextType>;
  ShipmentStatusCount?: ShipmentStatusCountResolvers<ContextType>;
  Overview?: OverviewResolvers<ContextType>;
  ListPreset?: ListPresetResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  ProductFaq?: ProductFaqResolvers<ContextType>;
  Product?: ProductResolvers<ContextType>;
  ProductList?: ProductListResolvers<ContextType>;
  ProductChoice?: ProductChoiceResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionList?: PromotionListResolvers<ContextType>;
  RecipeCategory?: RecipeCategoryResolvers<ContextType>;
  Ingredient?: IngredientResolvers<ContextType>;
  CookingType?: CookingTypeResolvers<ContextType>;
  RecipeLine?: RecipeLineResolvers<ContextType>;
  Recipe?: RecipeResolvers<ContextType>;
  RecipeList?: RecipeListResolvers<ContextType>;
  RetailerLocation?: RetailerLocationResolvers<ContextType>;
  RetailerLocationList?: RetailerLocationListResolvers<ContextType>;
  ReturnLine?: ReturnLineResolvers<ContextType>;
  Return?: ReturnResolvers<ContextType>;
  ReturnableProduct?: ReturnableProductResolvers<ContextType>;
  ReturnList?: ReturnListResolvers<ContextType>;
  SampleRecipient?: SampleRecipientResolvers<ContextType>;
  SampleLine?: SampleLineResolvers<ContextType>;
  Sample?: SampleResolvers<ContextType>;
  SampleList?: SampleListResolvers<ContextType>;
  SampleSaveResult?: SampleSaveResultResolvers<ContextType>;
  StaffMember?: StaffMemberResolvers<ContextType>;
  StaffMemberList?: StaffMemberListResolvers<ContextType>;
  InternalTransferLine?: InternalTransferLineResolvers<ContextType>;
  InternalTransfer?: InternalTransferResolvers<ContextType>;
  InternalTransferList?: InternalTransferListResolvers<ContextType>;
  StockCount?: StockCountResolvers<ContextType>;
  StockCountList?: StockCountListResolvers<ContextType>;
  StockCorrection?: StockCorrectionResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorList?: VendorListResolvers<ContextType>;
  Warehouse?: WarehouseResolvers<ContextType>;
  WarehouseList?: WarehouseListResolvers<ContextType>;
};

