import type { ProductInputValues } from '@backoffice/schema/rules/product';

import { enumMap } from '../core/enumMap';
import { gatewayError } from '../core/errors';
import type { InputFieldTable } from '../core/inputFieldNames';
import { asSent } from '../core/parties';
import { readUpload, type UploadedFile } from '../core/uploads';
import type { ProductMediaInput, ProductSortField, ProductStatus } from '../generated/graphql';
import {
  type ProductFormFields,
  type ProductListQuery,
  productStatusMap,
  productTypeMap,
  type RestProduct,
} from './rest';

export { productStatusMap } from './rest';

export const productSortFieldMap = enumMap('product sort field', {
  NAME: 'name',
  SKU: 'sku',
  CATEGORY: 'category',
  BPOM_NUMBER: 'bpom_md',
  GROSS_PRICE: 'gross_price',
  RETAIL_PRICE: 'retail_price',
  STATUS: 'status',
  CREATED_AT: 'createdAt',
} as const satisfies Record<ProductSortField, ProductListQuery['orderby']>);

/** The media slots of a product: three images, then the video. */
export const IMAGE_SLOTS = [0, 1, 2];
export const VIDEO_SLOT = 3;

/** The price fields of a product's form: all a role that changes prices only (Finance) changes. */
const PRICE_FORM_FIELDS = [
  'gross_price',
  'discount_product',
  'retail_price',
  'resaller_price',
  'wholesaler_price',
  'cost_price',
] as const satisfies ReadonlyArray<keyof ProductFormFields>;

/**
 * Issue 39: the product as the REST API has it, with only the prices of `sent` (the whole form a role that changes
 * prices only sent): what else the form held is not theirs to change. `status` keeps the product's, else the form's
 * when the REST API's is one the gateway does not know.
 */
export function withPricesOnly(product: RestProduct, sent: ProductFormFields, sentStatus: ProductStatus) {
  const fields = withStatus(product, productStatusMap.fromRest(product.status ?? null) ?? sentStatus);
  for (const field of PRICE_FORM_FIELDS) Object.assign(fields, { [field]: sent[field] });
  return fields;
}

/** The multipart text fields of POST and PUT /products (spec 000 §7), JSON text for the lists. */
export function toRestProductFields(input: ProductInputValues): ProductFormFields {
  return {
    product_type: productTypeMap.toRest(input.type),
    status: productStatusMap.toRest(input.status),
    name: input.name,
    ecommerce_name: input.ecommerceName,
    whatsapp_name: input.whatsappName,
    slug: input.slug,
    sku: input.sku,
    description: input.description,
    content_box: input.contentBox,
    tag_script: input.tagScript,
    meta_title: input.metaTitle,
    meta_description: input.metaDescription,
    meta_keywords: input.metaKeywords,
    category_id: input.categoryId,
    bpom_md: input.bpomNumber,
    barcode: input.barcode,
    gross_weight: input.grossWeight,
    net_weight: input.netWeight,
    gross_price: input.grossPrice,
    discount_product: input.discountPercent,
    retail_price: input.retailPrice,
    resaller_price: input.resellerPrice,
    wholesaler_price: input.wholesalerPrice,
    cost_price: input.costPrice,
    bundle_items: JSON.stringify(input.bundleItemIds.map((id) => ({ id: Number(id) }))),
    faqs: JSON.stringify(input.faqs),
    schedule_time: input.scheduleTime || null,
  };
}

/** The product as read, with only its status changed: the REST API replaces the whole product (its media stay). */
export function withStatus(product: RestProduct, status: ProductStatus): ProductFormFields {
  return {
    product_type: product.product_type === null ? null : asSent(product.product_type),
    status: productStatusMap.toRest(status),
    name: product.name,
    ecommerce_name: product.ecommerce_name,
    whatsapp_name: product.whatsapp_name,
    slug: product.slug,
    sku: product.sku,
    description: product.description,
    content_box: product.content_box,
    tag_script: product.tag_script,
    meta_title: product.meta_title,
    meta_description: product.meta_description,
    meta_keywords: product.meta_keywords,
    category_id: product.category_id,
    bpom_md: product.bpom_md,
    barcode: product.barcode,
    gross_weight: product.gross_weight,
    net_weight: product.net_weight,
    gross_price: product.gross_price,
    discount_product: product.discount_product,
    retail_price: product.retail_price,
    resaller_price: product.resaller_price,
    wholesaler_price: product.wholesaler_price,
    cost_price: product.cost_price,
    bundle_items: JSON.stringify(product.bundle_items),
    faqs: JSON.stringify(product.faqs),
    schedule_time: product.schedule_time,
  };
}

interface ProductMediaUpload {
  files: Record<string, UploadedFile | undefined>;
  /** remove_media: the slots to empty, e.g. "1,3". */
  removeMedia: string | null;
}

/** Reads the uploaded media, refusing a wrong type, an oversized file or an unknown slot, before any REST call. */
export async function readProductMedia(media: ProductMediaInput | null | undefined): Promise<ProductMediaUpload> {
  const refuse = (field: string, message: string) =>
    gatewayError('BAD_USER_INPUT', message, { field, fields: [{ field, message }] });
  const images = media?.images ?? [];
  if (images.length > IMAGE_SLOTS.length) throw refuse('media.images', 'A product has three image slots');
  const removeImages = media?.removeImages ?? [];
  if (removeImages.some((slot) => !IMAGE_SLOTS.includes(slot)))
    throw refuse('media.removeImages', 'Image slots to remove are 0, 1 and 2');
  const files: ProductMediaUpload['files'] = {};
  for (const [slot, upload] of images.entries()) {
    if (upload) files[`image${slot}`] = await readUpload(upload, 'image', `Image ${slot + 1}`, `media.images.${slot}`);
  }
  if (media?.video) files[`video${VIDEO_SLOT}`] = await readUpload(media.video, 'video', 'Video', 'media.video');
  const removed = [...new Set(removeImages), ...(media?.removeVideo ? [VIDEO_SLOT] : [])];
  return { files, removeMedia: removed.length > 0 ? removed.join(',') : null };
}

/** The REST names of ProductInput's fields (and its media's), for errors in GraphQL terms. */
export const productInputFields: InputFieldTable = {
  product_type: { field: 'type', label: 'Product type' },
  status: { field: 'status', label: 'Status' },
  name: { field: 'name', label: 'Name' },
  ecommerce_name: { field: 'ecommerceName', label: 'E-commerce name' },
  whatsapp_name: { field: 'whatsappName', label: 'WhatsApp name' },
  slug: { field: 'slug', label: 'Slug' },
  sku: { field: 'sku', label: 'SKU' },
  description: { field: 'description', label: 'Description' },
  content_box: { field: 'contentBox', label: 'Content box' },
  tag_script: { field: 'tagScript', label: 'Tag script' },
  meta_title: { field: 'metaTitle', label: 'Meta title' },
  meta_description: { field: 'metaDescription', label: 'Meta description' },
  meta_keywords: { field: 'metaKeywords', label: 'Meta keywords' },
  category_id: { field: 'categoryId', label: 'Category' },
  bpom_md: { field: 'bpomNumber', label: 'BPOM number' },
  barcode: { field: 'barcode', label: 'Barcode' },
  gross_weight: { field: 'grossWeight', label: 'Gross weight' },
  net_weight: { field: 'netWeight', label: 'Net weight' },
  gross_price: { field: 'grossPrice', label: 'Gross price' },
  discount_product: { field: 'discountPercent', label: 'Discount' },
  retail_price: { field: 'retailPrice', label: 'Retail price' },
  resaller_price: { field: 'resellerPrice', label: 'Reseller price' },
  wholesaler_price: { field: 'wholesalerPrice', label: 'Wholesaler price' },
  cost_price: { field: 'costPrice', label: 'Cost price' },
  bundle_items: { field: 'bundleItemIds', label: 'Bundle items' },
  faqs: { field: 'faqs', label: 'FAQs' },
  schedule_time: { field: 'scheduleTime', label: 'Schedule time' },
  image0: { field: 'media.images.0', label: 'Image 1' },
  image1: { field: 'media.images.1', label: 'Image 2' },
  image2: { field: 'media.images.2', label: 'Image 3' },
  video3: { field: 'media.video', label: 'Video' },
  remove_media: { field: 'media', label: 'Media to remove' },
};
