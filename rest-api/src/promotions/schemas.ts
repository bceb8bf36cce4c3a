import { type Static, Type } from '@sinclair/typebox';

import { Nullable, oneOf, timestamps } from '../core/schemas';

export const PROMO_TYPES = ['percent', 'rounded', 'freeshipping'] as const;
export const TERMS = ['qty', 'price', 'minTransaction'] as const;
export const CONDITIONS = ['<', '>'] as const;

type PromoType = (typeof PROMO_TYPES)[number];
export type Terms = (typeof TERMS)[number];
type PromoCondition = (typeof CONDITIONS)[number];

const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

export const Promotion = Type.Object({
  id: Type.Integer(),
  platform: Type.String(),
  promoName: Type.String(),
  promoCode: Type.String(),
  promoType: oneOf(PROMO_TYPES),
  promoValue: Nullable(
    Type.Integer({ description: 'A percentage for percent, whole rupiah for rounded, none for freeshipping' }),
  ),
  maxPromo: Nullable(
    Type.Integer({ description: 'The most a percent or freeshipping promotion takes off, in whole rupiah' }),
  ),
  promoStatus: Flag,
  promotionDefault: Flag,
  valid_from: Type.String({ format: 'date' }),
  valid_until: Type.String({ format: 'date' }),
  description: Nullable(Type.String()),
  rule: Nullable(Type.String({ description: 'The terms and conditions text' })),
  terms: oneOf(TERMS),
  promoCondition: Nullable(oneOf(CONDITIONS)),
  amount: Nullable(Type.Integer({ description: "The terms' threshold for '>'" })),
  maxAmount: Nullable(Type.Integer({ description: "The terms' threshold for '<'" })),
  minTransaction: Nullable(Type.Integer({ description: 'The threshold of the minTransaction terms, whole rupiah' })),
  Quota: Type.Integer(),
  usedQuota: Type.Integer(),
  promoImage: Nullable(Type.String({ description: 'Address of the image under /media/' })),
  ...timestamps,
});
export type Promotion = Static<typeof Promotion>;

export const PromotionReply = Type.Object({ Promotion });
export const Conflict = Type.Object(
  { message: Type.String() },
  { description: 'A promo code already in use: { message }' },
);

/** POST and PUT /promotion are multipart, so their fields are documented in words (see form.ts). */
export const FORM_FIELDS =
  'platform, promoName, promoCode, promoType, promoValue, maxPromo, promoStatus, promotionDefault, valid_from, valid_until, ' +
  'description, rule, terms, promoCondition, amount, maxAmount, minTransaction, Quota, usedQuota, and the image file promoPhoto';

/** A promotion as POST and PUT /promotion receive it, checked and typed (form.ts). */
export interface PromotionFields {
  platform: string;
  promoName: string;
  promoCode: string;
  promoType: PromoType;
  promoValue: number | null;
  maxPromo: number | null;
  promoStatus: 0 | 1;
  promotionDefault: 0 | 1;
  valid_from: string;
  valid_until: string;
  description: string | null;
  rule: string | null;
  terms: Terms;
  promoCondition: PromoCondition | null;
  amount: number | null;
  maxAmount: number | null;
  minTransaction: number | null;
  Quota: number;
  usedQuota: number;
}
