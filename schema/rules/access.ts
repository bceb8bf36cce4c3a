/**
 * Who may do what (issue 39): the one declaration of roles, of what each may read and write, and of the rule of every
 * root field and mutation. The gateway enforces it on every root field (gateway/src/core/access.ts), the web shows
 * only what it allows, and the README's "Roles" table is this matrix.
 */
import { type HistoryRecordType, StaffRole, type WorkQueue } from '../generated/enums';

/** The parts of the back office a role may read or write, in the schema's words. */
export const ACCESS_AREAS = [
  'products',
  'prices',
  'deliveryFees',
  'warehouses',
  'customers',
  'vendors',
  'promotions',
  'stock',
  'orders',
  'shipping',
  'samples',
  'testers',
  'returns',
  'consignment',
  'accounting',
  'retailerLocations',
  'faqs',
  'recipes',
  'newsletter',
  'staff',
] as const;
export type AccessArea = (typeof ACCESS_AREAS)[number];

/** What a role may read and write; `'all'` is every area. */
export interface RoleAccess {
  reads: readonly AccessArea[] | 'all';
  writes: readonly AccessArea[] | 'all';
  /** Whether introspection and Apollo Sandbox are open to the role in production. */
  explores: boolean;
}

/** The role names as screens and messages say them. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  [StaffRole.Admin]: 'Admin',
  [StaffRole.Sales]: 'Sales',
  [StaffRole.Warehouse]: 'Warehouse',
  [StaffRole.Content]: 'Content',
  [StaffRole.Finance]: 'Finance',
  [StaffRole.Developer]: 'Developer',
};

/** The area names as the README's table and the screens say them. */
export const ACCESS_AREA_LABELS: Record<AccessArea, string> = {
  products: 'Products',
  prices: "Products' prices",
  deliveryFees: 'Courier fees',
  warehouses: 'Warehouses',
  customers: 'Customers',
  vendors: 'Vendors',
  promotions: 'Promotions',
  stock: 'Stock (transfers, add stock, stock tracker)',
  orders: 'Orders',
  shipping: 'Shipping and labels (orders, samples)',
  samples: 'Samples',
  testers: 'Testers',
  returns: 'Returns',
  consignment: 'Consignment invoices',
  accounting: 'Accounting previews, QuickBooks',
  retailerLocations: 'Retail partners',
  faqs: 'FAQs and FAQ categories',
  recipes: 'Recipes',
  newsletter: 'Newsletter subscribers',
  staff: 'Staff',
};

/**
 * The matrix. Reads are wider than writes where a role's own screens show another area's records (an order's
 * products, a transfer's warehouses) or where knowing them helps the work (Sales sees stock before promising it).
 */
export const ROLE_ACCESS: Record<StaffRole, RoleAccess> = {
  [StaffRole.Admin]: { reads: 'all', writes: 'all', explores: true },
  [StaffRole.Sales]: {
    reads: [
      'orders',
      'customers',
      'samples',
      'testers',
      'returns',
      'promotions',
      'products',
      'deliveryFees',
      'warehouses',
      'stock',
      'consignment',
    ],
    writes: ['orders', 'customers', 'samples', 'testers', 'returns', 'promotions'],
    explores: false,
  },
  [StaffRole.Warehouse]: {
    reads: ['stock', 'warehouses', 'shipping', 'orders', 'samples', 'returns', 'products', 'vendors', 'deliveryFees'],
    writes: ['stock', 'warehouses', 'shipping'],
    explores: false,
  },
  [StaffRole.Content]: {
    reads: ['products', 'faqs', 'recipes', 'retailerLocations', 'newsletter', 'warehouses', 'vendors', 'promotions'],
    writes: ['products', 'faqs', 'recipes', 'retailerLocations', 'newsletter'],
    explores: false,
  },
  [StaffRole.Finance]: {
    reads: [
      'consignment',
      'accounting',
      'orders',
      'customers',
      'products',
      'prices',
      'deliveryFees',
      'promotions',
      'samples',
      'returns',
      'warehouses',
      'vendors',
      'stock',
    ],
    writes: ['consignment', 'accounting', 'deliveryFees', 'prices'],
    explores: false,
  },
  [StaffRole.Developer]: { reads: 'all', writes: [], explores: true },
};

export const STAFF_ROLES = Object.values(StaffRole);

/** Whether `role` may explore the schema in production: introspection, Apollo Sandbox, field suggestions. */
export const mayExploreSchema = (role: StaffRole | null | undefined): boolean =>
  Boolean(role && ROLE_ACCESS[role].explores);

/** Whether `role` may read `area`; no role reads nothing. */
export function mayRead(role: StaffRole | null | undefined, area: AccessArea): boolean {
  if (!role) return false;
  const { reads } = ROLE_ACCESS[role];
  return reads === 'all' || reads.includes(area);
}

/** Whether `role` may write `area`; no role writes nothing. */
export function mayWrite(role: StaffRole | null | undefined, area: AccessArea): boolean {
  if (!role) return false;
  const { writes } = ROLE_ACCESS[role];
  return writes === 'all' || writes.includes(area);
}

/**
 * A root field's rule:
 * - `public`: anyone, signed in or not (login);
 * - `signedIn`: any session, even one whose staff member has no role yet (who they are, logging out);
 * - `anyRole`: anyone with a role (reference lists every form needs, their own presets, the overview, whose parts
 *   each check their area);
 * - `reads`: a role that reads the area; `writes`: a role that writes any of the areas.
 * A mutation also names the kind of record it changes, for its history entries.
 */
export type RootFieldRule =
  | { kind: 'public' | 'signedIn' | 'anyRole' }
  | { kind: 'reads'; area: AccessArea }
  | { kind: 'writes'; areas: readonly AccessArea[] };

export type MutationRule = RootFieldRule & { record: HistoryRecordType };

const publicField = { kind: 'public' } as const;
const signedIn = { kind: 'signedIn' } as const;
const anyRole = { kind: 'anyRole' } as const;
const reads = (area: AccessArea) => ({ kind: 'reads', area }) as const;
const writes = (record: HistoryRecordType, ...areas: AccessArea[]): MutationRule => ({ kind: 'writes', areas, record });

/** The rule of every root query field. A field missing here is refused, and fails the gateway's matrix test. */
export const QUERY_RULES: Record<string, RootFieldRule> = {
  me: signedIn,
  overview: anyRole,
  listPresets: anyRole,
  history: anyRole,
  activity: anyRole,
  // Reference lists that forms of several areas choose from.
  provinces: anyRole,
  cities: anyRole,
  couriers: anyRole,
  categories: anyRole,
  recipeCategories: anyRole,
  ingredients: anyRole,
  cookingTypes: anyRole,
  products: reads('products'),
  product: reads('products'),
  productChoices: reads('products'),
  deliveryFees: reads('deliveryFees'),
  deliveryFee: reads('deliveryFees'),
  warehouses: reads('warehouses'),
  warehouse: reads('warehouses'),
  customers: reads('customers'),
  customer: reads('customers'),
  customerCityOptions: reads('customers'),
  vendors: reads('vendors'),
  vendor: reads('vendors'),
  promotions: reads('promotions'),
  promotion: reads('promotions'),
  internalTransfers: reads('stock'),
  internalTransfer: reads('stock'),
  stockCounts: reads('stock'),
  orders: reads('orders'),
  ordersByIds: reads('orders'),
  order: reads('orders'),
  samples: reads('samples'),
  sample: reads('samples'),
  testers: reads('testers'),
  tester: reads('testers'),
  returns: reads('returns'),
  return: reads('returns'),
  consignmentOrders: reads('consignment'),
  consignmentInvoice: reads('consignment'),
  retailerLocations: reads('retailerLocations'),
  retailerLocation: reads('retailerLocations'),
  faqs: reads('faqs'),
  faq: reads('faqs'),
  faqCategories: reads('faqs'),
  faqCategory: reads('faqs'),
  recipes: reads('recipes'),
  recipe: reads('recipes'),
  newsletterSubscribers: reads('newsletter'),
  staffMembers: reads('staff'),
};

/** The rule of every mutation, and the kind of record each changes. */
export const MUTATION_RULES: Record<string, MutationRule> = {
  login: { ...publicField, record: 'SESSION' },
  logout: { ...signedIn, record: 'SESSION' },
  // One's own presets change nothing of the business: every role keeps them, Developer too.
  createListPreset: { ...anyRole, record: 'LIST_PRESET' },
  updateListPreset: { ...anyRole, record: 'LIST_PRESET' },
  deleteListPreset: { ...anyRole, record: 'LIST_PRESET' },
  createProduct: writes('PRODUCT', 'products'),
  // Finance changes prices only: the products resolver refuses their change of anything else.
  updateProduct: writes('PRODUCT', 'products', 'prices'),
  setProductStatus: writes('PRODUCT', 'products'),
  deleteProduct: writes('PRODUCT', 'products'),
  createDeliveryFee: writes('DELIVERY_FEE', 'deliveryFees'),
  updateDeliveryFee: writes('DELIVERY_FEE', 'deliveryFees'),
  setDeliveryFeeActive: writes('DELIVERY_FEE', 'deliveryFees'),
  deleteDeliveryFee: writes('DELIVERY_FEE', 'deliveryFees'),
  createWarehouse: writes('WAREHOUSE', 'warehouses'),
  updateWarehouse: writes('WAREHOUSE', 'warehouses'),
  setWarehouseActive: writes('WAREHOUSE', 'warehouses'),
  deleteWarehouse: writes('WAREHOUSE', 'warehouses'),
  createCustomer: writes('CUSTOMER', 'customers'),
  updateCustomer: writes('CUSTOMER', 'customers'),
  deleteCustomer: writes('CUSTOMER', 'customers'),
  createVendor: writes('VENDOR', 'vendors'),
  updateVendor: writes('VENDOR', 'vendors'),
  deleteVendor: writes('VENDOR', 'vendors'),
  createPromotion: writes('PROMOTION', 'promotions'),
  updatePromotion: writes('PROMOTION', 'promotions'),
  setPromotionActive: writes('PROMOTION', 'promotions'),
  deletePromotion: writes('PROMOTION', 'promotions'),
  createInternalTransfer: writes('INTERNAL_TRANSFER', 'stock'),
  deleteInternalTransfer: writes('INTERNAL_TRANSFER', 'stock'),
  correctStock: writes('STOCK_COUNT', 'stock'),
  // Each person's own threshold of the overview's low-stock count: whoever sees that count sets theirs.
  setLowStockThreshold: { ...reads('stock'), record: 'LOW_STOCK_THRESHOLD' },
  createOrder: writes('ORDER', 'orders'),
  updateOrder: writes('ORDER', 'orders'),
  // A shipment status is shipping's too; a payment status only the orders' writers' (the orders resolver checks it).
  setOrdersStatus: writes('ORDER', 'orders', 'shipping'),
  // Its payment status is the orders' writers' only (the orders resolver checks it).
  updateOrderShipping: writes('ORDER', 'shipping'),
  generateShippingLabel: writes('ORDER', 'shipping'),
  generateShippingLabels: writes('ORDER', 'shipping'),
  orderGojek: writes('ORDER', 'shipping'),
  syncOrderToJubelio: writes('ORDER', 'shipping'),
  refreshQuickbooksStatus: writes('ORDER', 'accounting'),
  createSample: writes('SAMPLE', 'samples'),
  updateSample: writes('SAMPLE', 'samples'),
  updateSampleShipping: writes('SAMPLE', 'shipping'),
  generateSampleShippingLabel: writes('SAMPLE', 'shipping'),
  setTesterStatus: writes('TESTER', 'testers'),
  createReturn: writes('RETURN', 'returns'),
  deleteReturn: writes('RETURN', 'returns'),
  createConsignmentInvoice: writes('CONSIGNMENT_INVOICE', 'consignment'),
  updateConsignmentInvoice: writes('CONSIGNMENT_INVOICE', 'consignment'),
  deleteConsignmentInvoice: writes('CONSIGNMENT_INVOICE', 'consignment'),
  createRetailerLocation: writes('RETAILER_LOCATION', 'retailerLocations'),
  updateRetailerLocation: writes('RETAILER_LOCATION', 'retailerLocations'),
  deleteRetailerLocation: writes('RETAILER_LOCATION', 'retailerLocations'),
  createFaq: writes('FAQ', 'faqs'),
  updateFaq: writes('FAQ', 'faqs'),
  deleteFaq: writes('FAQ', 'faqs'),
  createFaqCategory: writes('FAQ_CATEGORY', 'faqs'),
  updateFaqCategory: writes('FAQ_CATEGORY', 'faqs'),
  deleteFaqCategory: writes('FAQ_CATEGORY', 'faqs'),
  createRecipe: writes('RECIPE', 'recipes'),
  updateRecipe: writes('RECIPE', 'recipes'),
  deleteRecipe: writes('RECIPE', 'recipes'),
  updateStaffMember: writes('STAFF_MEMBER', 'staff'),
};

/** Whether mutation `name` makes a new record (`createOrder`): its history holds what it set, nothing before. */
export const createsRecord = (name: string) => name.startsWith('create');

/** Whether a session whose staff member has `role` may use a root field with `rule`. */
export function mayUse(role: StaffRole | null | undefined, rule: RootFieldRule): boolean {
  switch (rule.kind) {
    case 'public':
    case 'signedIn':
      return true;
    case 'anyRole':
      return Boolean(role);
    case 'reads':
      return mayRead(role, rule.area);
    case 'writes':
      return rule.areas.some((area) => mayWrite(role, area));
  }
}

/** The roles that may use a root field with `rule`, in the declaration's order: what a refusal names. */
export const rolesAllowed = (rule: RootFieldRule): StaffRole[] => STAFF_ROLES.filter((role) => mayUse(role, rule));

/** The words of a refusal: the roles that may, and what to do. */
export function forbiddenMessage(field: string, rule: RootFieldRule, role: StaffRole | null | undefined): string {
  if (!role) return 'You have no role in the back office yet: ask an admin to give you one.';
  const roles = orList(rolesAllowed(rule).map((one) => STAFF_ROLE_LABELS[one]));
  return `${field} needs the role ${roles} (you are ${STAFF_ROLE_LABELS[role]}): ask an admin if you need it.`;
}

/** "Admin", "Admin or Sales", "Admin, Sales or Finance": roles as a refusal names them. */
export function orList(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/**
 * The lists presets are kept for, by the area a role must read to see them (the route path of each list, as
 * listPreset.ts PRESET_LISTS names them; null: any role's): presets obey the same rules as their lists.
 */
export const PRESET_LIST_AREAS: Record<string, AccessArea | null> = {
  '/dashboard/inventory': 'products',
  '/dashboard/delivery': 'deliveryFees',
  '/dashboard/warehouse': 'warehouses',
  '/dashboard/customers': 'customers',
  '/dashboard/vendors': 'vendors',
  '/dashboard/promotions': 'promotions',
  '/dashboard/stocks': 'stock',
  '/dashboard/orders': 'orders',
  '/dashboard/samples': 'samples',
  '/dashboard/tester': 'testers',
  '/dashboard/returns': 'returns',
  '/dashboard/stock_tracker': 'stock',
  '/dashboard/consignment_invoice': 'consignment',
  '/dashboard/retail-partner': 'retailerLocations',
  '/dashboard/faq': 'faqs',
  '/dashboard/faq_category': 'faqs',
  '/dashboard/recipe': 'recipes',
  '/dashboard/newsletter_subscriber': 'newsletter',
  '/dashboard/staff': 'staff',
  '/dashboard/activity': null,
};

/** The area each kind of record belongs to: who may read a record's history. */
export const RECORD_AREAS: Record<HistoryRecordType, AccessArea | null> = {
  PRODUCT: 'products',
  DELIVERY_FEE: 'deliveryFees',
  WAREHOUSE: 'warehouses',
  CUSTOMER: 'customers',
  VENDOR: 'vendors',
  PROMOTION: 'promotions',
  INTERNAL_TRANSFER: 'stock',
  STOCK_COUNT: 'stock',
  LOW_STOCK_THRESHOLD: 'stock',
  ORDER: 'orders',
  SAMPLE: 'samples',
  TESTER: 'testers',
  RETURN: 'returns',
  CONSIGNMENT_INVOICE: 'consignment',
  RETAILER_LOCATION: 'retailerLocations',
  FAQ: 'faqs',
  FAQ_CATEGORY: 'faqs',
  RECIPE: 'recipes',
  STAFF_MEMBER: 'staff',
  // One's own presets and sign-ins: seen on the Activity screen only.
  LIST_PRESET: null,
  SESSION: null,
};

/** The area a role must read to see each work queue on the overview: each queue is one of that area's lists. */
export const WORK_QUEUE_AREAS: Record<WorkQueue, AccessArea> = {
  ORDERS_PAID_NOT_LABELLED: 'orders',
  ORDERS_LABELLED_WITHOUT_TRACKING: 'orders',
  ORDERS_PAYMENT_OVERDUE: 'orders',
  TESTERS_PENDING: 'testers',
  STOCKIST_ORDERS_NOT_INVOICED: 'consignment',
  STOCKIST_ORDERS_PARTLY_INVOICED: 'consignment',
  SAMPLES_PROCESSED: 'samples',
  SAMPLES_LABEL_PRINTED: 'samples',
};

/** The area a role must read to see each of the overview's other parts. */
export const OVERVIEW_PART_AREAS = {
  lowStock: 'stock',
  paidSales: 'orders',
  topProducts: 'orders',
  ordersByShipmentStatus: 'orders',
} as const satisfies Record<string, AccessArea>;
