import * as z from 'zod/mini';

import { ProductStatus, ProductType } from '../generated/enums';
import { optionalId, requiredId } from './id';
import { numberRule, optionalNumberTextRule } from './number';
import { optionalText, requiredText } from './party';
import { DISCOUNT_MAX_LENGTH, MAX_DISCOUNT } from './productPricing';

/** Spec 000 §9, in the SDL's order. */
export const PRODUCT_TYPES = Object.values(ProductType);
/** Spec 000 §4, in the SDL's order. */
export const PRODUCT_STATUSES = Object.values(ProductStatus);
/** The most products one `productChoices` answers (a picker's matches). */
export const MAX_PRODUCT_CHOICES = 100;
/** Spec 000 §9: product FAQs are in one locale. */
export const PRODUCT_FAQ_LOCALE = 'id_ID';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

const BUNDLE_ITEMS_MESSAGE = 'Bundle items are only for bundle products';
const DISCOUNT_MESSAGE = `Discount must be a whole percentage from 0 to ${MAX_DISCOUNT}`;
const SCHEDULE_MESSAGE = 'Schedule time must be an ISO date and time';

const name = requiredText('Name', 200);
const slug = requiredText('Slug', 200).check(
  z.regex(SLUG, 'Slug may contain only lowercase letters, digits and single hyphens'),
);
const sku = requiredText('SKU', 60);
const faqTitle = requiredText('FAQ title', 300);
const faqBody = requiredText('FAQ answer', 5000);

const isScheduleTime = (text: string) => ISO_DATE_TIME.test(text) && !Number.isNaN(Date.parse(text));

const rupiah = (label: string) => numberRule(label);
/** Kilograms take decimals ('0,25'). */
const KILOGRAMS = { whole: false, max: 100_000 };
const kilograms = (label: string) => numberRule(label, KILOGRAMS);

const LABELS = {
  grossPrice: 'Gross price',
  retailPrice: 'Retail price',
  resellerPrice: 'Reseller price',
  wholesalerPrice: 'Wholesaler price',
  costPrice: 'Cost price',
  grossWeight: 'Gross weight',
  netWeight: 'Net weight',
} as const;

const productFields = {
  type: z.enum(PRODUCT_TYPES, { error: 'Product type must be single, bundle or special' }),
  status: z.enum(PRODUCT_STATUSES, { error: 'Status must be Inactive, Active, Draft or Pending' }),
  name,
  ecommerceName: z.nullish(optionalText('E-commerce name', 200)),
  whatsappName: z.nullish(optionalText('WhatsApp name', 200)),
  slug,
  sku,
  description: z.nullish(optionalText('Description', 20_000)),
  contentBox: z.nullish(optionalText('Content box', 200_000)),
  tagScript: z.nullish(optionalText('Tag script', 20_000)),
  metaTitle: z.nullish(optionalText('Meta title', 300)),
  metaDescription: z.nullish(optionalText('Meta description', 1000)),
  metaKeywords: z.nullish(optionalText('Meta keywords', 1000)),
  categoryId: z.nullish(optionalId('Category')),
  bpomNumber: z.nullish(optionalText('BPOM MD', 60)),
  barcode: z.nullish(optionalText('Barcode', 60)),
  grossWeight: z.nullish(kilograms(LABELS.grossWeight)),
  netWeight: z.nullish(kilograms(LABELS.netWeight)),
  grossPrice: z.nullish(rupiah(LABELS.grossPrice)),
  discountPercent: z
    .int({ error: DISCOUNT_MESSAGE })
    .check(z.gte(0, DISCOUNT_MESSAGE), z.lte(MAX_DISCOUNT, DISCOUNT_MESSAGE)),
  retailPrice: z.nullish(rupiah(LABELS.retailPrice)),
  resellerPrice: z.nullish(rupiah(LABELS.resellerPrice)),
  wholesalerPrice: z.nullish(rupiah(LABELS.wholesalerPrice)),
  costPrice: z.nullish(rupiah(LABELS.costPrice)),
  bundleItemIds: z
    .array(requiredId('Bundle item'))
    .check(z.refine((ids) => new Set(ids).size === ids.length, 'A bundle lists each product once')),
  faqs: z.array(
    z.object({
      title: faqTitle,
      body: faqBody,
      locale: z.literal(PRODUCT_FAQ_LOCALE, { error: `FAQ locale must be ${PRODUCT_FAQ_LOCALE}` }),
    }),
  ),
  scheduleTime: z.nullish(
    z.string().check(
      z.trim(),
      z.refine((text) => text === '' || isScheduleTime(text), SCHEDULE_MESSAGE),
    ),
  ),
};

/** What the gateway accepts as ProductInput. */
export const productInputRules = z.object(productFields).check(
  z.superRefine((input, context) => {
    if (input.type !== 'BUNDLE' && input.bundleItemIds.length > 0) {
      context.addIssue({
        code: 'custom',
        message: BUNDLE_ITEMS_MESSAGE,
        path: ['bundleItemIds'],
        input: input.bundleItemIds,
      });
    }
  }),
);

export type ProductInputValues = z.output<typeof productInputRules>;

/** Text in an amount field: empty means none; anything else must read as whole rupiah ('90.000' is 90000). */
const rupiahText = (label: keyof typeof LABELS) => optionalNumberTextRule(LABELS[label]);

/** Text in a weight field (kg): empty means none; a comma reads as the decimal point. */
const kilogramText = (label: keyof typeof LABELS) => optionalNumberTextRule(LABELS[label], KILOGRAMS);

const emptyAsNull = (text: string) => text.trim() || null;

/** The product form: what the fields hold (text, chosen items), giving a ProductInput. */
export const productFormRules = z.pipe(
  z.object({
    type: productFields.type,
    status: productFields.status,
    name,
    ecommerceName: z.string(),
    whatsappName: z.string(),
    slug,
    sku,
    description: z.string(),
    contentBox: z.string(),
    tagScript: z.string(),
    metaTitle: z.string(),
    metaDescription: z.string(),
    metaKeywords: z.string(),
    categoryId: optionalId('Category'),
    bpomNumber: z.string(),
    barcode: z.string(),
    grossWeight: kilogramText('grossWeight'),
    netWeight: kilogramText('netWeight'),
    grossPrice: rupiahText('grossPrice'),
    discountPercent: z
      .string()
      .check(z.maxLength(DISCOUNT_MAX_LENGTH, DISCOUNT_MESSAGE), z.regex(/^\d*$/, DISCOUNT_MESSAGE)),
    retailPrice: rupiahText('retailPrice'),
    resellerPrice: rupiahText('resellerPrice'),
    wholesalerPrice: rupiahText('wholesalerPrice'),
    costPrice: rupiahText('costPrice'),
    bundleItems: z.array(z.object({ id: z.string(), sku: z.string(), name: z.string() })),
    faqs: z.array(z.object({ title: faqTitle, body: faqBody })),
    scheduleTime: z.string().check(z.refine((text) => text === '' || isScheduleTime(text), SCHEDULE_MESSAGE)),
  }),
  z.transform(({ bundleItems, faqs, discountPercent, ...form }) => ({
    ...form,
    ecommerceName: emptyAsNull(form.ecommerceName),
    whatsappName: emptyAsNull(form.whatsappName),
    description: emptyAsNull(form.description),
    contentBox: emptyAsNull(form.contentBox),
    tagScript: emptyAsNull(form.tagScript),
    metaTitle: emptyAsNull(form.metaTitle),
    metaDescription: emptyAsNull(form.metaDescription),
    metaKeywords: emptyAsNull(form.metaKeywords),
    categoryId: form.categoryId || null,
    bpomNumber: emptyAsNull(form.bpomNumber),
    barcode: emptyAsNull(form.barcode),
    discountPercent: Number(discountPercent || 0),
    // Bundle items are kept only while the type is bundle: switching type drops them instead of refusing.
    bundleItemIds: form.type === 'BUNDLE' ? bundleItems.map((item) => item.id) : [],
    faqs: faqs.map((faq) => ({ ...faq, locale: PRODUCT_FAQ_LOCALE })),
    scheduleTime: form.scheduleTime || null,
  })),
);

export type ProductFormValues = z.input<typeof productFormRules>;
