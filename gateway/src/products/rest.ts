import type { FormData } from 'undici';

import type { GatewayContext } from '../core/context';
import { containsText, type FilterableList, readList, sameId } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';

export interface RestCategory {
  id: number;
  name: string;
}

export interface RestBundleItem {
  id: number;
  sku: string;
  name: string;
}

export interface RestProductFaq {
  id: number;
  title: string;
  body: string;
  locale: 'id_ID';
}

/** One media slot of a product: priority 0..2 are the images, 3 the video. */
export interface RestItemCatalog {
  id: number;
  /** Relative to the API base, e.g. /media/products/<uuid>.png. */
  media_url: string;
  priority: number;
}

/** product_type as the REST API names it. */
export type ProductTypeCode = 'single' | 'bundle' | 'special';
/** status as the REST API numbers it: 0 Inactive, 1 Active, 2 Draft, 3 Pending. */
export type ProductStatusCode = 0 | 1 | 2 | 3;

export interface RestProduct {
  id: number;
  product_type: ProductTypeCode;
  status: ProductStatusCode;
  name: string;
  ecommerce_name: string | null;
  whatsapp_name: string | null;
  slug: string;
  sku: string;
  description: string | null;
  content_box: string | null;
  tag_script: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
  category_id: number | null;
  item_category: RestCategory | null;
  bpom_md: string | null;
  barcode: string | null;
  gross_weight: number | null;
  net_weight: number | null;
  gross_price: number | null;
  discount_product: number;
  retail_price: number | null;
  resaller_price: number | null;
  wholesaler_price: number | null;
  cost_price: number | null;
  schedule_time: string | null;
  bundle_items: RestBundleItem[];
  faqs: RestProductFaq[];
  ItemCatalogs: RestItemCatalog[];
  ItemAssemblyLines: Array<{ id: number; qty: number }>;
  createdAt: string;
  updatedAt: string;
}

export interface RestProductList {
  rows: RestProduct[];
  count: number;
}

/** A product of GET /products/lite. */
export interface RestProductChoice {
  id: number;
  sku: string;
  name: string;
  product_type: ProductTypeCode;
  gross_price: number | null;
  retail_price: number | null;
  gross_weight: number | null;
}

export interface ProductListQuery {
  search?: string | null;
  status?: ProductStatusCode;
  category?: string | null;
  page: number;
  per_page: number;
  orderby: 'name' | 'sku' | 'category' | 'bpom_md' | 'gross_price' | 'retail_price' | 'status' | 'createdAt';
  desc: boolean;
}

type ProductReply = { Product: RestProduct };

/** GET /products's filters, none of them in the spec: as rest-api products/store.ts applies them. */
const PRODUCT_LIST: FilterableList<ProductListQuery, RestProduct> = {
  path: '/products',
  name: 'product list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.name, search) },
    status: { field: 'status', label: 'Status', matches: (row, status) => row.status === status },
    category: { field: 'categoryId', label: 'Category', matches: (row, category) => sameId(row.category_id, category) },
  },
};

export const listProducts = (context: GatewayContext, query: ProductListQuery) =>
  readList(context, PRODUCT_LIST, query, (reply: { Products: RestProductList }) => reply.Products);

const fetchProduct =
  ({ rest }: GatewayContext, id: string) =>
  async () =>
    (await rest.get<ProductReply>(`/products/${encodeURIComponent(id)}`)).Product;

/** By id through the request's DataLoader: a query naming one product twice fetches it once. */
export const loadProduct = byIdLoader('productById', (context, id) => fetchProduct(context, id)());

/**
 * A product as read within the last PRODUCT_CACHE_TTL_MS (else now, and kept), for showing an order's lines: their
 * weights and prices. Where a product is edited or a price decided, `loadProduct` reads it now.
 */
export const loadRecentProduct = byIdLoader('recentProductById', (context, id) =>
  context.productCache.get(id, fetchProduct(context, id)),
);

export const fetchProductChoices = async ({ rest }: GatewayContext) =>
  (await rest.get<{ Products: RestProductChoice[] }>('/products/lite')).Products;

/** Cached across requests: categories change rarely. */
export const fetchCategories = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get(
    '/categories',
    async () => (await rest.get<{ Categories: RestCategory[] }>('/categories')).Categories,
  );

/** POST /products takes multipart/form-data (spec 000 §7). */
export const createProduct = async ({ rest }: GatewayContext, form: FormData) =>
  (await rest.postForm<ProductReply>('/products', form)).Product;

export const replaceProduct = (context: GatewayContext, id: string, form: FormData) =>
  changingProduct(
    context,
    id,
    async () => (await context.rest.putForm<ProductReply>(`/products/${encodeURIComponent(id)}`, form)).Product,
  );

export const deleteProduct = (context: GatewayContext, id: string) =>
  changingProduct(
    context,
    id,
    async () => (await context.rest.delete<ProductReply>(`/products/${encodeURIComponent(id)}`)).Product,
  );

/** A product changed through the gateway is forgotten by `loadRecentProduct`, even when the answer was lost on the way. */
async function changingProduct(context: GatewayContext, id: string, change: () => Promise<RestProduct>) {
  try {
    return await change();
  } finally {
    await context.productCache.forget(id);
  }
}
