import { type Static, Type } from '@sinclair/typebox';

import { Id, Nullable, oneOf, orNull, Timestamp, timestamps, WholeNumber } from '../core/schemas';

export const PRODUCT_TYPES = ['single', 'bundle', 'special'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Spec 000 §4: 0 Inactive, 1 Active, 2 Draft, 3 Pending. */
const PRODUCT_STATUSES = [0, 1, 2, 3] as const;

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

const SLUG = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
const text = (description?: string) => orNull(Type.String(description ? { description } : {}));
const rupiah = () => orNull(WholeNumber({ description: 'whole rupiah' }));
const kilograms = () => orNull(Type.Number({ minimum: 0, description: 'kg' }));

/** The text fields of POST /products (multipart, read by core/multipartForm.ts); files go by slot (form.ts). */
const productFormFields = {
  status: oneOf(PRODUCT_STATUSES, {
    description: '0 Inactive, 1 Active, 2 Draft, 3 Pending',
    errorMessage: 'must be 0 (Inactive), 1 (Active), 2 (Draft) or 3 (Pending)',
  }),
  product_type: oneOf(PRODUCT_TYPES, { default: 'single', description: 'single when left out' }),
  name: Type.String({ maxLength: 200 }),
  ecommerce_name: text(),
  whatsapp_name: text(),
  slug: Type.String({
    maxLength: 200,
    pattern: SLUG,
    errorMessage: 'may contain only lowercase letters, digits and single hyphens',
  }),
  sku: Type.String({ maxLength: 60 }),
  description: text(),
  content_box: text("rich text (HTML), sanitized to the editor's tags"),
  tag_script: text(),
  meta_title: text(),
  meta_description: text(),
  meta_keywords: text(),
  category_id: orNull(Id({ errorMessage: 'must be a category id' })),
  bpom_md: text(),
  barcode: text(),
  gross_weight: kilograms(),
  net_weight: kilograms(),
  gross_price: rupiah(),
  discount_product: Type.Integer({
    minimum: 0,
    maximum: 99,
    default: 0,
    description: 'percent off the gross price',
    errorMessage: 'must be a whole percentage from 0 to 99',
  }),
  retail_price: rupiah(),
  resaller_price: rupiah(),
  wholesaler_price: rupiah(),
  cost_price: rupiah(),
  bundle_items: Type.Array(
    Type.Union([Id(), Type.Object({ id: Id() })], { errorMessage: 'must list products by id' }),
    {
      default: [],
      description: 'JSON text: [{ id, sku, name }] (only id is read), bundle products only',
    },
  ),
  faqs: Type.Array(
    Type.Object({
      title: Type.String({ pattern: '\\S', errorMessage: 'must not be empty' }),
      body: Type.String({ pattern: '\\S', errorMessage: 'must not be empty' }),
      locale: Type.Literal('id_ID', { default: 'id_ID' }),
    }),
    { default: [], description: 'JSON text: [{ title, body, locale: "id_ID" }]' },
  ),
  schedule_time: orNull(Type.String({ format: 'date-time', description: 'ISO date and time text, or empty' })),
};
export const ProductForm = Type.Object(productFormFields);

/** PUT /products/{id} takes the same fields and which media slots to empty. */
export const ProductReplaceForm = Type.Object({
  ...productFormFields,
  remove_media: orNull(
    Type.String({
      pattern: '^[0-3]( *, *[0-3])*$',
      description: 'the media slots to empty, e.g. "1,3"',
      errorMessage: 'must list media slots from 0 to 3, separated by commas',
    }),
  ),
});

/** A product as POST and PUT /products write it: the form's fields, the bundle as the ids of its products. */
export type ProductFields = Omit<Static<typeof ProductForm>, 'bundle_items'> & { bundle_items: number[] };
