import type { Static } from '@sinclair/typebox';

import { HttpError } from '../core/errors';
import type { StoredFile } from '../core/media';
import { defineForm } from '../core/multipartForm';
import { sanitizeRichText } from '../core/richText';
import { IMAGE_SLOTS, Product, type ProductFields, ProductForm, ProductReplaceForm, VIDEO_SLOT } from './schemas';

/** The media slots as file fields: image0..2 take images, video3 a video. */
const MEDIA_FILES = {
  ...Object.fromEntries(IMAGE_SLOTS.map((slot) => [`image${slot}`, 'image' as const])),
  [`video${VIDEO_SLOT}`]: 'video',
} as const;

/** What the form's types leave to the product: a bundle lists each product once, texts are kept trimmed and safe. */
function checkProduct(values: Static<typeof ProductForm>): ProductFields {
  const bundleItems = values.bundle_items.map((item) => (typeof item === 'number' ? item : item.id));
  if (new Set(bundleItems).size !== bundleItems.length)
    throw new HttpError(400, 'bundle_items must not list a product twice', 'bundle_items');
  return {
    ...values,
    content_box: sanitizeRichText(values.content_box),
    bundle_items: bundleItems,
    faqs: values.faqs.map((faq) => ({ ...faq, title: faq.title.trim(), body: faq.body.trim() })),
    // Stored as the instant it names, in one notation.
    schedule_time: values.schedule_time === null ? null : new Date(values.schedule_time).toISOString(),
  };
}

/** POST /products. Spec 000 §7's PUT sends the product back whole, so the names it reads with are not refused. */
export const productForm = defineForm({
  fields: ProductForm,
  files: MEDIA_FILES,
  folder: 'products',
  asRead: Product,
  check: checkProduct,
});

/** PUT /products/{id}: the product and the media slots to empty (remove_media "1,3"). */
export const productReplaceForm = defineForm({
  ...productForm,
  fields: ProductReplaceForm,
  check: ({ remove_media, ...values }) => ({
    fields: checkProduct(values),
    removed: new Set(remove_media?.split(',').map(Number)),
  }),
});

/** The uploaded files by slot (0..2 images, 3 the video), as the store keeps them. */
export const mediaBySlot = (files: Partial<Record<string, StoredFile>>) =>
  new Map(
    Object.entries(files).flatMap(([field, file]) =>
      file ? [[Number(field.replace(/^\D+/, '')), file] as const] : [],
    ),
  );
