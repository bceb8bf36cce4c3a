import type { FormData } from 'undici';
import * as z from 'zod/mini';

import type { ProductStatus, ProductType } from '@backoffice/schema/generated/enums';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { containsText, type FilterableList, readList, sameId } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import {
  type Answer,
  id,
  integer,
  number,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord, updatedRecord } from '../core/savedRecord';
import type { FormValue } from '../core/uploads';

/** The multipart text fields of POST and PUT /products (map.ts), as sent. */
export type ProductFormFields = Record<string, FormValue>;

/** Spec 000 §4: "Product status numbers: 0 Inactive, 1 Active, 2 Draft, 3 Pending (form)". */
export const productStatusMap = enumMap('product status', {
  INACTIVE: 0,
  ACTIVE: 1,
  DRAFT: 2,
  PENDING: 3,
} as const satisfies Record<ProductStatus, number>);
/** status as the REST API numbers it. */
export type ProductStatusCode = (typeof productStatusMap.table)[ProductStatus];

/** Spec 000 §2 Product form: "product type (single, bundle, special)"; the field's name is not in the spec. */
export const productTypeMap = enumMap('product type', {
  SINGLE: 'single',
  BUNDLE: 'bundle',
  SPECIAL: 'special',
} as const satisfies Record<ProductType, string>);

/** Whole rupiah: a number or a numeric string ("25000.00"), rounded to the rupiah GraphQL's Int shows. */
const rupiah = () => z.pipe(number(), z.transform(Math.round));
/** A list the API may leave out: none is empty. */
const list = <T extends z.ZodMiniType>(item: T) =>
  z.pipe(
    optional(z.array(item)),
    z.transform((items) => items ?? []),
  );

/** GET /categories: "Lists of … categories … are loaded by paths: not shown" (000 §7). */
export const restCategory = z.object({ id: id(), name: text() });
export type RestCategory = Answer<typeof restCategory>;

/** Spec 000 §3: "bundle_items (list of id, sku, name)". */
export const restBundleItem = z.object({ id: id(), sku: text(), name: text() });
export type RestBundleItem = Answer<typeof restBundleItem>;

/** Spec 000 §3: "faqs (title, body, locale id_ID)"; the locale is id_ID when left out. */
export const restProductFaq = z.object({
  title: text(),
  body: text(),
  locale: z.pipe(
    optional(text()),
    z.transform((locale) => locale ?? 'id_ID'),
  ),
});
export type RestProductFaq = Answer<typeof restProductFaq>;

/** One media slot of a product: priority 0..2 are the images, 3 the video. Spec 000 §3: "ItemCatalogs (media_url, priority)". */
const restItemCatalog = z.object({
  /** Relative to the API base, e.g. /media/products/<uuid>.png. */
  media_url: text(),
  priority: integer(),
});
export type RestItemCatalog = Answer<typeof restItemCatalog>;

/**
 * Spec 000 §3 Product: "name, ecommerce_name, whatsapp_name, slug, sku, description, content_box, tag_script,
 * meta_title, meta_description, meta_keywords, category_id, bpom_md, barcode, gross_weight, net_weight (kg),
 * gross_price, discount_product (percent), retail_price, resaller_price, wholesaler_price, cost_price, status
 * (number), bundle_items (list of id, sku, name), faqs (title, body, locale id_ID), schedule_time, photos (…),
 * ItemCatalogs (media_url, priority), ItemAssemblyLines (qty), item_category (name)". product_type is this
 * stand-in's name for the form's product type, which the spec does not name: optional.
 */
export const restProduct = z.object({
  id: id(),
  product_type: optional(productTypeMap.answer()),
  status: optional(productStatusMap.answer()),
  name: text(),
  ecommerce_name: optional(text()),
  whatsapp_name: optional(text()),
  slug: text(),
  sku: text(),
  description: optional(text()),
  content_box: optional(text()),
  tag_script: optional(text()),
  meta_title: optional(text()),
  meta_description: optional(text()),
  meta_keywords: optional(text()),
  category_id: optional(id()),
  /** "item_category (name)": its id is category_id when it has none. */
  item_category: optional(z.object({ id: optional(id()), name: text() })),
  bpom_md: optional(text()),
  barcode: optional(text()),
  gross_weight: optional(number()),
  net_weight: optional(number()),
  gross_price: optional(rupiah()),
  discount_product: z.pipe(
    optional(integer()),
    z.transform((discount) => discount ?? 0),
  ),
  retail_price: optional(rupiah()),
  resaller_price: optional(rupiah()),
  wholesaler_price: optional(rupiah()),
  cost_price: optional(rupiah()),
  schedule_time: optional(text()),
  bundle_items: list(restBundleItem),
  faqs: list(restProductFaq),
  ItemCatalogs: list(restItemCatalog),
  ItemAssemblyLines: list(z.object({ qty: number() })),
  createdAt: optional(text()),
  updatedAt: optional(text()),
});
export type RestProduct = Answer<typeof restProduct>;

export type RestProductList = Answer<typeof PRODUCTS>;

/** A product of GET /products/lite ("GET /products/lite", 002 §7; its answer not shown). */
export const restProductChoice = z.object({
  id: id(),
  sku: text(),
  name: text(),
  product_type: optional(productTypeMap.answer()),
  gross_price: optional(rupiah()),
  retail_price: optional(rupiah()),
  gross_weight: optional(number()),
});
export type RestProductChoice = Answer<typeof restProductChoice>;

/** GET /products: "Lists of products … are loaded by paths: not shown" (000 §7); 002 §7 names GET /products. */
const PRODUCTS = rowsAnswer('Products', restProduct);
/** GET /products/{id}: "Product.gross_weight" (001 §7): the wrapper Product, as the writes' answers (000 §7). */
const PRODUCT = recordAnswer('Product', restProduct);
/** GET /products/lite: not shown (002 §7). */
const PRODUCT_CHOICES = rowsAnswer('Products', restProductChoice);
const CATEGORIES = rowsAnswer('Categories', restCategory);
/**
 * POST /products: "Product.name"; PUT /products/{id}: "Product.name, Product.status"; DELETE /products/{id}:
 * "Product.name" (000 §7): the answer may hold no more than those.
 */
const WRITTEN = writeAnswer('Product', restProduct);

export interface ProductListQuery {
  search?: string | null;
  status?: ProductStatusCode;
  category?: string | null;
  page: number;
  per_page: number;
  orderby: 'name' | 'sku' | 'category' | 'bpom_md' | 'gross_price' | 'retail_price' | 'status' | 'createdAt';
  desc: boolean;
}

/** GET /products's filters, none of them in the spec: as rest-api products/store.ts applies them. */
const PRODUCT_LIST: FilterableList<'/products', ProductListQuery, RestProduct> = {
  path: '/products',
  name: 'product list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.name, search) },
    status: { field: 'status', label: 'Status', matches: (row, status) => row.status === status },
    category: { field: 'categoryId', label: 'Category', matches: (row, category) => sameId(row.category_id, category) },
  },
};

export const listProducts = (context: GatewayContext, query: ProductListQuery) =>
  readList(context, PRODUCT_LIST, query, PRODUCTS);

/** Read now, through neither the DataLoader nor the product cache. */
const fetchProduct = ({ rest }: GatewayContext, productId: string | number) =>
  rest.get(restPath`/products/${productId}`, PRODUCT);

/** By id through the request's DataLoader: a query naming one product twice fetches it once. */
export const loadProduct = byIdLoader('productById', fetchProduct);

/** A product's name or SKU that an answer about its lines left out, read from the product (its DataLoader). */
export const productFieldOf = async (context: GatewayContext, productId: number, field: 'name' | 'sku') =>
  (await loadProduct(context, String(productId)))[field];

/**
 * A product as read within the last PRODUCT_CACHE_TTL_MS (else now, and kept), for showing an order's lines: their
 * weights and prices. Where a product is edited or a price decided, `loadProduct` reads it now.
 */
export const loadRecentProduct = byIdLoader('recentProductById', (context, productId) =>
  context.productCache.get(productId, () => fetchProduct(context, productId)),
);

export const fetchProductChoices = async ({ rest }: GatewayContext) =>
  (await rest.get('/products/lite', PRODUCT_CHOICES)).rows;

/** Cached across requests: categories change rarely. */
export const fetchCategories = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get('/categories', async () => (await rest.get('/categories', CATEGORIES)).rows);

/**
 * What a write that did not answer its whole product reports: the product read back (its media as saved), else
 * the sent fields with its id and no media.
 */
const recovery = (context: GatewayContext, fields: ProductFormFields) => ({
  readBack: (productId: number) => fetchProduct(context, productId),
  echo: (productId: number): RestProduct =>
    z.parse(restProduct, {
      ...fields,
      id: productId,
      // The form sends the bundle's ids only, and the FAQs as JSON text.
      bundle_items: [],
      faqs: typeof fields.faqs === 'string' ? JSON.parse(fields.faqs) : [],
    }),
});

/** POST /products takes multipart/form-data (spec 000 §7); null, with a warning, when the answer names no product. */
export const createProduct = async (context: GatewayContext, fields: ProductFormFields, form: FormData) =>
  createdRecord(
    context,
    'POST /products',
    await context.rest.postForm('/products', WRITTEN, form),
    recovery(context, fields),
  );

export const replaceProduct = (context: GatewayContext, productId: string, fields: ProductFormFields, form: FormData) =>
  changingProduct(context, productId, async () =>
    updatedRecord(
      context,
      'PUT /products/{id}',
      Number(productId),
      await context.rest.putForm(restPath`/products/${productId}`, WRITTEN, form),
      recovery(context, fields),
    ),
  );

/** Read first, so the answer is the product as it was even when the delete answer does not hold it. */
export const deleteProduct = (context: GatewayContext, productId: string) =>
  changingProduct(context, productId, async () => {
    const before = await loadProduct(context, productId);
    return deletedRecord(await context.rest.delete(restPath`/products/${productId}`, WRITTEN), before);
  });

/** A product changed through the gateway is forgotten by `loadRecentProduct`, even when the answer was lost on the way. */
async function changingProduct(context: GatewayContext, productId: string, change: () => Promise<RestProduct>) {
  try {
    return await change();
  } finally {
    await context.productCache.forget(productId);
  }
}

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const productReads: RestReads = {
  'GET /products': PRODUCTS,
  'GET /products/{id}': PRODUCT,
  'GET /products/lite': PRODUCT_CHOICES,
  'GET /categories': CATEGORIES,
};
