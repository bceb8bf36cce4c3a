import * as z from 'zod/mini';

import type {
  PromotionCondition,
  PromotionStatus,
  PromotionTerms,
  PromotionType,
} from '@backoffice/schema/generated/enums';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { containsText, type FilterableList, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import {
  type Answer,
  id,
  integer,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord, updatedRecord } from '../core/savedRecord';
import { toRestForm, type UploadedFile } from '../core/uploads';

export const promotionTypeMap = enumMap('promotion type', {
  PERCENT: 'percent',
  ROUNDED: 'rounded',
  FREE_SHIPPING: 'freeshipping',
} as const satisfies Record<PromotionType, string>);

export const promotionTermsMap = enumMap('promotion terms', {
  QTY: 'qty',
  PRICE: 'price',
  MIN_TRANSACTION: 'minTransaction',
} as const satisfies Record<PromotionTerms, string>);

export const promotionConditionMap = enumMap('promotion condition', {
  LESS_THAN: '<',
  GREATER_THAN: '>',
} as const satisfies Record<PromotionCondition, string>);

/** Spec 000 §3: "promoStatus (0 or 1)"; 000 §4 "Promotion status is 1 (on) or 0 (off)". */
export const promotionStatusMap = enumMap('promotion status', { ACTIVE: 1, INACTIVE: 0 } as const satisfies Record<
  PromotionStatus,
  number
>);

/** A 0-or-1 field (promoStatus, promotionDefault) as a number, whether sent as 1, "1", true or "true". */
const ZERO_OR_ONE = new Map<unknown, 0 | 1>([
  [true, 1],
  ['1', 1],
  ['true', 1],
  [false, 0],
  ['0', 0],
  ['false', 0],
]);
const zeroOrOne = (value: unknown) => ZERO_OR_ONE.get(value) ?? value;

/**
 * Spec 000 §3 Promotion: "platform, promoName, promoCode, promoType, promoValue, promoStatus (0 or 1),
 * promotionDefault (0 or 1), valid_from, valid_until, description, rule, terms, promoCondition, amount,
 * maxAmount, minTransaction, Quota, usedQuota, promoImage". maxPromo ("the max promo field", 000 §5) is not
 * named by the spec: optional.
 */
export const restPromotion = z.object({
  id: id(),
  platform: text(),
  promoName: text(),
  promoCode: text(),
  promoType: optional(promotionTypeMap.answer()),
  promoValue: optional(integer()),
  maxPromo: optional(integer()),
  /** 1 on, 0 off; another value is kept as its text (the promotion then counts as off). */
  promoStatus: z.pipe(z.transform(zeroOrOne), promotionStatusMap.answer()),
  promotionDefault: z.pipe(
    optional(z.pipe(z.transform(zeroOrOne), z.union([z.literal(0), z.literal(1)]))),
    z.transform((flagged) => flagged ?? 0),
  ),
  valid_from: text(),
  valid_until: text(),
  description: optional(text()),
  /** The terms and conditions text. */
  rule: optional(text()),
  terms: optional(promotionTermsMap.answer()),
  promoCondition: optional(promotionConditionMap.answer()),
  amount: optional(integer()),
  maxAmount: optional(integer()),
  minTransaction: optional(integer()),
  Quota: integer(),
  usedQuota: z.pipe(
    optional(integer()),
    z.transform((used) => used ?? 0),
  ),
  /** /media/… */
  promoImage: optional(text()),
  createdAt: optional(text()),
  updatedAt: optional(text()),
});
export type RestPromotion = Answer<typeof restPromotion>;

export type RestPromotionList = Answer<typeof PROMOTIONS>;

/** GET /promotion: "Lists of … promotions … are loaded by paths: not shown" (000 §7). */
const PROMOTIONS = rowsAnswer('Promotions', restPromotion);
/** GET /promotion/{id}: not shown (000 §2 names the edit screen only). */
const PROMOTION = recordAnswer('Promotion', restPromotion);
/**
 * POST /promotion: "Promotion.promoName"; PUT /promotion/{id}: "Promotion.promoStatus"; DELETE /promotion/{id}:
 * "Promotion.promoName" (000 §7).
 */
const WRITTEN = writeAnswer('Promotion', restPromotion);

/**
 * The text fields of POST and PUT /promotion (multipart; spec 000 §7); the image goes as the file promoPhoto. A
 * fixed-list value the gateway does not know goes back as the API sent it (a status switch keeps the rest).
 */
export interface RestPromotionFields {
  platform: string;
  promoName: string;
  promoCode: string;
  promoType: string | null;
  promoValue: number | null;
  maxPromo: number | null;
  promoStatus: number | string;
  promotionDefault: 0 | 1;
  valid_from: string;
  valid_until: string;
  description: string | null;
  rule: string | null;
  terms: string | null;
  promoCondition: string | null;
  amount: number | null;
  maxAmount: number | null;
  minTransaction: number | null;
  Quota: number;
  usedQuota: number;
}

export interface PromotionListQuery {
  search?: string | null;
  status?: 0 | 1;
  page: number;
  per_page: number;
  orderby: 'promoName' | 'promoCode' | 'valid_from' | 'valid_until' | 'Quota' | 'promoStatus';
  desc: boolean;
}

/** GET /promotion's filters, neither in the spec: as rest-api promotions/store.ts applies them. */
const PROMOTION_LIST: FilterableList<'/promotion', PromotionListQuery, RestPromotion> = {
  path: '/promotion',
  name: 'promotion list',
  filters: {
    search: {
      field: 'search',
      label: 'Search',
      matches: (row, search) => containsText(row.promoName, search) || containsText(row.promoCode, search),
    },
    status: { field: 'status', label: 'Status', matches: (row, status) => row.promoStatus === status },
  },
};

export const listPromotions = (context: GatewayContext, query: PromotionListQuery) =>
  readList(context, PROMOTION_LIST, query, PROMOTIONS);

/** Read now, not through the DataLoader: what a write reads back must not be the promotion as it was before. */
const fetchPromotion = ({ rest }: GatewayContext, promotionId: string | number) =>
  rest.get(restPath`/promotion/${promotionId}`, PROMOTION);

/** By id through the request's DataLoader: a query naming one promotion twice fetches it once. */
export const loadPromotion = byIdLoader('promotionById', fetchPromotion);

/** A fixed-list value of the fields as a read answer holds it. */
const asRead = <S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> => z.parse(schema, value);

/** What a write that did not answer its record reports: the promotion read back, else the fields with its id. */
const recovery = (context: GatewayContext, fields: RestPromotionFields) => ({
  readBack: (promotionId: number) => fetchPromotion(context, promotionId),
  echo: (promotionId: number): RestPromotion => ({
    ...fields,
    id: promotionId,
    promoType: fields.promoType === null ? null : asRead(promotionTypeMap.answer(), fields.promoType),
    promoStatus: asRead(promotionStatusMap.answer(), fields.promoStatus),
    terms: fields.terms === null ? null : asRead(promotionTermsMap.answer(), fields.terms),
    promoCondition:
      fields.promoCondition === null ? null : asRead(promotionConditionMap.answer(), fields.promoCondition),
    promoImage: null,
    createdAt: null,
    updatedAt: null,
  }),
});

/** Null, with a warning, when the answer names neither the promotion nor its id (000 §7 shows Promotion.promoName). */
export const createPromotion = async (context: GatewayContext, fields: RestPromotionFields, image?: UploadedFile) =>
  createdRecord(
    context,
    'POST /promotion',
    await context.rest.postForm('/promotion', WRITTEN, toRestForm({ ...fields }, { promoPhoto: image })),
    recovery(context, fields),
  );

/** PUT replaces the whole promotion; without promoPhoto the REST API keeps the current image. */
export const replacePromotion = async (
  context: GatewayContext,
  promotionId: string,
  fields: RestPromotionFields,
  image?: UploadedFile,
) =>
  updatedRecord(
    context,
    'PUT /promotion/{id}',
    Number(promotionId),
    await context.rest.putForm(
      restPath`/promotion/${promotionId}`,
      WRITTEN,
      toRestForm({ ...fields }, { promoPhoto: image }),
    ),
    recovery(context, fields),
  );

/** Read first, so the answer is the promotion as it was even when the delete answer does not hold it. */
export async function deletePromotion(context: GatewayContext, promotionId: string) {
  const before = await loadPromotion(context, promotionId);
  return deletedRecord(await context.rest.delete(restPath`/promotion/${promotionId}`, WRITTEN), before);
}

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const promotionReads: RestReads = { 'GET /promotion': PROMOTIONS, 'GET /promotion/{id}': PROMOTION };
