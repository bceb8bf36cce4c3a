import { type Static, Type } from '@sinclair/typebox';

import { Nullable, oneOf, Timestamp, timestamps } from '../core/schemas';

export const PRODUCT_TYPES = ['single', 'bundle', 'special'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Spec 000 §4: 0 Inactive, 1 Active, 2 Draft, 3 Pending. */
export type ProductStatus = 0 | 1 | 2 | 3;

/** Image slots are priorities 0..2, the video slot 3; the multipart files are named image0..2 and video3. */
export const IMAGE_SLOTS = [0, 1, 2] as const;
export const VIDEO_SLOT = 3;

export const Category = Type.Object({ id: Type.Integer(), name: Type.String() });

const BundleItem = Type.Object({ id: Type.Integer(), sku: Type.String(), name: Type.String() });

const ProductFaq = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  locale: Type.Literal('id_ID'),
});

const ItemCatalog = Type.Object(
  {
    id: Type.Integer(),
    /** Path of the file under the API base, e.g. /media/products/<uuid>.png. */
    media_url: Type.String(),
    priority: Type.Integer({ minimum: 0, maximum: 3 }),
  },
  { description: 'Priority 0..2 are the image slots, 3 the video slot' },
);

const ItemAssemblyLine = Type.Object({ id: Type.Integer(), qty: Type.Integer(), createdAt: Timestamp });

export const Product = Type.Object({
  id: Type.Integer(),
  product_type: oneOf(PRODUCT_TYPES),
  status: Type.Integer({ minimum: 0, maximum: 3, description: '0 Inactive, 1 Active, 2 Draft, 3 Pending' }),
  name: Type.String(),
  ecommerce_name: Nullable(Type.String()),
  whatsapp_name: Nullable(Type.String()),
  slug: Type.String(),
  sku: Type.String(),
  description: Nullable(Type.String()),
  content_box: Nullable(Type.String({ description: "Rich text (HTML), sanitized to the editor's tags" })),
  tag_script: Nullable(Type.String()),
  meta_title: Nullable(Type.String()),
  meta_description: Nullable(Type.String()),
  meta_keywords: Nullable(Type.String()),
  category_id: Nullable(Type.Integer()),
  item_category: Nullable(Category),
  bpom_md: Nullable(Type.String()),
  barcode: Nullable(Type.String()),
  gross_weight: Nullable(Type.Number({ description: 'kg' })),
  net_weight: Nullable(Type.Number({ description: 'kg' })),
  gross_price: Nullable(Type.Integer()),
  discount_product: Type.Integer({ minimum: 0, maximum: 99, description: 'Percent off the gross price' }),
  retail_price: Nullable(Type.Integer()),
  resaller_price: Nullable(Type.Integer()),
  wholesaler_price: Nullable(Type.Integer()),
  cost_price: Nullable(Type.Integer()),
  schedule_time: Nullable(Type.String({ format: 'date-time' })),
  bundle_items: Type.Array(BundleItem),
  faqs: Type.Array(ProductFaq),
  ItemCatalogs: Type.Array(ItemCatalog),
  ItemAssemblyLines: Type.Array(ItemAssemblyLine, { description: 'The stock is the sum of their qty' }),
  ...timestamps,
});
export type Product = Static<typeof Product>;

/** What pickers (bundle items, order lines) need of every product. */
export const ProductLite = Type.Object({
  id: Type.Integer(),
  sku: Type.String(),
  name: Type.String(),
  product_type: oneOf(PRODUCT_TYPES),
  gross_price: Nullable(Type.Integer()),
  retail_price: Nullable(Type.Integer()),
  gross_weight: Nullable(Type.Number()),
});

/** POST and PUT /products are multipart, so their fields are documented in words (see form.ts). */
export const MULTIPART_FIELDS = `Multipart fields: status, product_type (single, bundle or special; single when left out), name, ecommerce_name,
whatsapp_name, description, gross_weight, net_weight (kg), gross_price, discount_product (0..99), retail_price, resaller_price,
wholesaler_price, cost_price (whole rupiah), bundle_items (JSON text: [{ id, sku, name }], bundle products only), sku, bpom_md,
barcode, category_id, slug, meta_title, meta_keywords, meta_description, faqs (JSON text: [{ title, body, locale: "id_ID" }]),
content_box, tag_script, schedule_time (ISO date text or empty); files image0, image1, image2 (images) and video3 (a video).`;

/** A product as POST and PUT /products send it (multipart text fields), read and checked. */
export interface ProductFields {
  product_type: ProductType;
  status: ProductStatus;
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
  /** Ids of the included products, in order. */
  bundle_items: number[];
  faqs: Array<{ title: string; body: string; locale: 'id_ID' }>;
  schedule_time: string | null;
}
