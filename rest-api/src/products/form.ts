import { MEDIA_RULES } from '@backoffice/schema/rules/media';
import { MAX_INT } from '@backoffice/schema/rules/number';

import { HttpError } from '../core/errors';
import { isImage, isVideo, type StoredFile } from '../core/media';
import { sanitizeRichText } from '../core/richText';
import {
  IMAGE_SLOTS,
  PRODUCT_TYPES,
  type ProductFields,
  type ProductStatus,
  type ProductType,
  VIDEO_SLOT,
} from './schemas';

/**
 * Reading a product's POST and PUT: multipart/form-data cannot be checked by a TypeBox body schema, so
 * its text fields and files are read and checked here.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const bad = (field: string, message: string) => new HttpError(400, `${field} ${message}`, field);

/** Reads the text fields of the multipart body; every problem names its field. Unknown fields are ignored. */
export function parseProductFields(raw: Record<string, string>): ProductFields {
  const text = (field: string) => raw[field]?.trim() || null;
  const required = (field: string, maxLength: number) => {
    const value = text(field);
    if (!value) throw bad(field, 'is required');
    if (value.length > maxLength) throw bad(field, `must be at most ${maxLength} characters`);
    return value;
  };
  const rupiah = (field: string) => {
    const value = text(field);
    if (value === null) return null;
    if (!/^\d+$/.test(value) || Number(value) > MAX_INT)
      throw bad(field, 'must be a whole number of rupiah, 0 or more');
    return Number(value);
  };
  const kilograms = (field: string) => {
    const value = text(field);
    if (value === null) return null;
    if (!/^\d+(\.\d+)?$/.test(value)) throw bad(field, 'must be a number of kilograms, 0 or more');
    return Number(value);
  };

  const productType = text('product_type') ?? 'single';
  if (!(PRODUCT_TYPES as readonly string[]).includes(productType))
    throw bad('product_type', 'must be single, bundle or special');
  const status = text('status');
  if (status === null) throw bad('status', 'is required');
  if (!/^[0-3]$/.test(status)) throw bad('status', 'must be 0 (Inactive), 1 (Active), 2 (Draft) or 3 (Pending)');
  const slug = required('slug', 200);
  if (!SLUG.test(slug)) throw bad('slug', 'may contain only lowercase letters, digits and single hyphens');
  const discount = text('discount_product') ?? '0';
  if (!/^\d{1,2}$/.test(discount)) throw bad('discount_product', 'must be a whole percentage from 0 to 99');
  const categoryId = text('category_id');
  if (categoryId !== null && (!/^[1-9]\d{0,9}$/.test(categoryId) || Number(categoryId) > MAX_INT))
    throw bad('category_id', 'must be a category id');

  return {
    product_type: productType as ProductType,
    status: Number(status) as ProductStatus,
    name: required('name', 200),
    ecommerce_name: text('ecommerce_name'),
    whatsapp_name: text('whatsapp_name'),
    slug,
    sku: required('sku', 60),
    description: text('description'),
    content_box: sanitizeRichText(text('content_box')),
    tag_script: text('tag_script'),
    meta_title: text('meta_title'),
    meta_description: text('meta_description'),
    meta_keywords: text('meta_keywords'),
    category_id: categoryId === null ? null : Number(categoryId),
    bpom_md: text('bpom_md'),
    barcode: text('barcode'),
    gross_weight: kilograms('gross_weight'),
    net_weight: kilograms('net_weight'),
    gross_price: rupiah('gross_price'),
    discount_product: Number(discount),
    retail_price: rupiah('retail_price'),
    resaller_price: rupiah('resaller_price'),
    wholesaler_price: rupiah('wholesaler_price'),
    cost_price: rupiah('cost_price'),
    bundle_items: parseBundleItems(text('bundle_items')),
    faqs: parseFaqs(text('faqs')),
    schedule_time: parseScheduleTime(text('schedule_time')),
  };
}

function parseJsonList(field: string, value: string | null): unknown[] {
  if (value === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw bad(field, 'must be JSON text');
  }
  if (!Array.isArray(parsed)) throw bad(field, 'must be a JSON list');
  return parsed;
}

/** bundle_items: a JSON list of { id, sku, name } (only id is read), or of bare ids. */
function parseBundleItems(value: string | null): number[] {
  const ids = parseJsonList('bundle_items', value).map((item) => {
    const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : item;
    const number = typeof id === 'string' ? Number(id) : id;
    if (typeof number !== 'number' || !Number.isInteger(number) || number < 1 || number > MAX_INT)
      throw bad('bundle_items', 'must list products by id');
    return number;
  });
  if (new Set(ids).size !== ids.length) throw bad('bundle_items', 'must not list a product twice');
  return ids;
}

/** faqs: a JSON list with one { title, body, locale } entry per FAQ; the locale is id_ID (spec 000 §9). */
function parseFaqs(value: string | null): ProductFields['faqs'] {
  return parseJsonList('faqs', value).map((entry, index) => {
    const {
      title,
      body,
      locale = 'id_ID',
    } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof title !== 'string' || !title.trim()) throw bad('faqs', `entry ${index + 1} needs a title`);
    if (typeof body !== 'string' || !body.trim()) throw bad('faqs', `entry ${index + 1} needs a body`);
    if (locale !== 'id_ID') throw bad('faqs', 'locale must be id_ID');
    return { title: title.trim(), body: body.trim(), locale };
  });
}

/** Sent as an ISO date text or empty (spec 000 §4). */
function parseScheduleTime(value: string | null): string | null {
  if (value === null) return null;
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time.getTime()))
    throw bad('schedule_time', 'must be an ISO date and time, or empty');
  return time.toISOString();
}

/** The uploaded files by slot: image0..2 must be images, video3 a video; any other file field is refused. */
export function mediaBySlot(files: StoredFile[]): Map<number, StoredFile> {
  const slots = new Map<number, StoredFile>();
  for (const file of files) {
    const image = /^image([0-2])$/.exec(file.field);
    if (image) {
      if (!isImage(file)) throw bad(file.field, `must be ${MEDIA_RULES.image.description}`);
      slots.set(Number(image[1]), file);
    } else if (file.field === `video${VIDEO_SLOT}`) {
      if (!isVideo(file)) throw bad(file.field, `must be ${MEDIA_RULES.video.description}`);
      slots.set(VIDEO_SLOT, file);
    } else {
      throw bad(file.field, 'is not a media slot (image0, image1, image2 or video3)');
    }
  }
  return slots;
}

/** remove_media (PUT): the slots to empty, as a comma-separated list of 0..3. */
export function parseRemovedSlots(value: string | undefined): Set<number> {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const valid: readonly number[] = [...IMAGE_SLOTS, VIDEO_SLOT];
  if (items.some((item) => !/^\d$/.test(item) || !valid.includes(Number(item)))) {
    throw bad('remove_media', 'must list media slots from 0 to 3, separated by commas');
  }
  return new Set(items.map(Number));
}
