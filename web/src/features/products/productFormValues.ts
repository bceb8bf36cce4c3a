import type { ProductFormValues } from '@backoffice/schema/rules/product';

import type { ProductMediaInput } from '../../generated/graphql';
import { fieldText } from '../../ui/fieldText';
import type { ProductDetailFragment } from './products.generated';

export const EMPTY_PRODUCT: ProductFormValues = {
  type: 'SINGLE',
  status: 'ACTIVE',
  name: '',
  ecommerceName: '',
  whatsappName: '',
  slug: '',
  sku: '',
  description: '',
  contentBox: '',
  tagScript: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  categoryId: '',
  bpomNumber: '',
  barcode: '',
  grossWeight: '',
  netWeight: '',
  grossPrice: '',
  discountPercent: '0',
  retailPrice: '',
  resellerPrice: '',
  wholesalerPrice: '',
  costPrice: '',
  bundleItems: [],
  faqs: [],
  scheduleTime: '',
};

export function toFormValues(product: ProductDetailFragment): ProductFormValues {
  return {
    // A type or status the gateway does not know leaves the choice empty: the form's rules then ask for one.
    type: product.type ?? ('' as ProductFormValues['type']),
    status: product.status ?? ('' as ProductFormValues['status']),
    name: product.name,
    ecommerceName: fieldText(product.ecommerceName),
    whatsappName: fieldText(product.whatsappName),
    slug: product.slug,
    sku: product.sku,
    description: fieldText(product.description),
    contentBox: fieldText(product.contentBox),
    tagScript: fieldText(product.tagScript),
    metaTitle: fieldText(product.metaTitle),
    metaDescription: fieldText(product.metaDescription),
    metaKeywords: fieldText(product.metaKeywords),
    categoryId: product.category?.id ?? '',
    bpomNumber: fieldText(product.bpomNumber),
    barcode: fieldText(product.barcode),
    grossWeight: fieldText(product.grossWeight),
    netWeight: fieldText(product.netWeight),
    grossPrice: fieldText(product.grossPrice),
    discountPercent: String(product.discountPercent),
    retailPrice: fieldText(product.retailPrice),
    resellerPrice: fieldText(product.resellerPrice),
    wholesalerPrice: fieldText(product.wholesalerPrice),
    costPrice: fieldText(product.costPrice),
    bundleItems: product.bundleItems.map(({ id, sku, name }) => ({ id, sku, name })),
    faqs: product.faqs.map(({ title, body }) => ({ title, body })),
    scheduleTime: fieldText(product.scheduleTime),
  };
}

/** A name as a slug: "Udang Vaname 500 gr" → "udang-vaname-500-gr". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The slug to suggest after the name changed, or null when the slug is the user's own. The suggestion follows
 * the name only while the slug is untouched: empty, or still the last suggestion. Anything typed into the slug
 * (or a stored product's slug) is kept as it is, so a suggestion is never written into text the user is typing.
 */
export function slugSuggestion(name: string, slug: string, lastSuggestion: string): string | null {
  return slug === '' || slug === lastSuggestion ? slugify(name) : null;
}

/** Slots 0..2 are the images, 3 the video (as the REST API numbers them). */
export const VIDEO_SLOT = 3;
export const MEDIA_SLOTS = [
  { label: 'Image 1', kind: 'image' },
  { label: 'Image 2', kind: 'image' },
  { label: 'Image 3', kind: 'image' },
  { label: 'Video', kind: 'video' },
] as const;

/** Files chosen per slot, and the slots whose current media is to be removed. */
export interface MediaState {
  files: Array<File | null>;
  removed: number[];
}

export const EMPTY_MEDIA: MediaState = { files: MEDIA_SLOTS.map(() => null), removed: [] };

/** What the media slots send; null when nothing changes. */
export function mediaInput({ files, removed }: MediaState): ProductMediaInput | null {
  const images = files.slice(0, VIDEO_SLOT);
  const video = files[VIDEO_SLOT] ?? null;
  const removeImages = removed.filter((slot) => slot < VIDEO_SLOT && !files[slot]);
  const removeVideo = removed.includes(VIDEO_SLOT) && !video;
  if (!images.some(Boolean) && !video && removeImages.length === 0 && !removeVideo) return null;
  return { images, video, removeImages, removeVideo };
}

/** The media slot a gateway field names (media.images.2, media.video), or null for a form field. */
export function mediaSlotOf(field: string): number | null {
  if (field === 'media.video') return VIDEO_SLOT;
  const image = /^media\.images\.(\d)$/.exec(field);
  return image ? Number(image[1]) : null;
}

/** Gateway input names that differ from the form's field names. */
export const FORM_FIELD: Record<string, keyof ProductFormValues> = { bundleItemIds: 'bundleItems' };
