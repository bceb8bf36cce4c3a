import { type Static, Type } from '@sinclair/typebox';

import { DateText, Nullable, oneOf, orNull, timestamps, WholeNumber } from '../core/schemas';

export const PROMO_TYPES = ['percent', 'rounded', 'freeshipping'] as const;
export const TERMS = ['qty', 'price', 'minTransaction'] as const;
export const CONDITIONS = ['<', '>'] as const;

export type Terms = (typeof TERMS)[number];

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

const text = (maxLength: number) => orNull(Type.String({ maxLength }));

/** The fields of POST and PUT /promotion (multipart, or the promotion as read in JSON), read by form.ts. */
export const PromotionForm = Type.Object({
  platform: Type.String({ maxLength: 60 }),
  promoName: Type.String({ maxLength: 120 }),
  promoCode: Type.String({ maxLength: 40 }),
  promoType: oneOf(PROMO_TYPES),
  promoValue: orNull(WholeNumber({ description: 'required but for freeshipping; 1 to 100 for percent' })),
  maxPromo: orNull(WholeNumber()),
  promoStatus: Type.Boolean({ default: true, description: '1 on (when left out), 0 off' }),
  promotionDefault: Type.Boolean({ default: false, description: '1 or 0 (when left out)' }),
  valid_from: DateText,
  valid_until: DateText,
  description: text(2000),
  rule: text(10000),
  terms: oneOf(TERMS),
  promoCondition: orNull(oneOf(CONDITIONS, { description: 'required but for the minTransaction terms' })),
  amount: orNull(WholeNumber({ description: "the threshold for '>'" })),
  maxAmount: orNull(WholeNumber({ description: "the threshold for '<'" })),
  minTransaction: orNull(WholeNumber({ description: 'the threshold of the minTransaction terms' })),
  Quota: WholeNumber(),
  usedQuota: WholeNumber({ default: 0, description: 'at most Quota' }),
});

/** A promotion as POST and PUT /promotion write it: the form's fields, its switches as the 0 or 1 it stores. */
export type PromotionFields = Omit<Static<typeof PromotionForm>, 'promoStatus' | 'promotionDefault'> & {
  promoStatus: 0 | 1;
  promotionDefault: 0 | 1;
};
