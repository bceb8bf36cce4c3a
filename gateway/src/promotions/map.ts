import type { PromotionInputValues } from '@backoffice/schema/rules/promotion';
import type { InputFieldTable } from '../core/inputFieldNames';
import type { PromotionCondition, PromotionSortField, PromotionStatus, PromotionTerms, PromotionType, Resolvers } from '../generated/graphql';
import type { PromotionListQuery, RestPromotion, RestPromotionFields } from './rest';

type RestPromoType = RestPromotion['promoType'];
type RestTerms = RestPromotion['terms'];
type RestPromoCondition = NonNullable<RestPromotion['promoCondition']>;

export const SORT_FIELDS: Record<PromotionSortField, PromotionListQuery['orderby']> = {
  NAME: 'promoName',
  CODE: 'promoCode',
  VALID_FROM: 'valid_from',
  VALID_UNTIL: 'valid_until',
  QUOTA: 'Quota',
  STATUS: 'promoStatus',
};

export const STATUS_FILTER: Record<PromotionStatus, 0 | 1> = { ACTIVE: 1, INACTIVE: 0 };

const REST_TYPES: Record<PromotionType, RestPromoType> = { PERCENT: 'percent', ROUNDED: 'rounded', FREE_SHIPPING: 'freeshipping' };
const REST_TERMS: Record<PromotionTerms, RestTerms> = { QTY: 'qty', PRICE: 'price', MIN_TRANSACTION: 'minTransaction' };
const REST_CONDITIONS: Record<PromotionCondition, RestPromoCondition> = { LESS_THAN: '<', GREATER_THAN: '>' };

const inverse = <K extends string, V extends string>(map: Record<K, V>) =>
  Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Record<V, K>;
const TYPES = inverse(REST_TYPES);
const TERMS = inverse(REST_TERMS);
const CONDITIONS = inverse(REST_CONDITIONS);

export function toRestPromotionFields(input: PromotionInputValues): RestPromotionFields {
  return {
    platform: input.platform,
    promoName: input.name,
    promoCode: input.code,
    promoType: REST_TYPES[input.type],
    promoValue: input.value,
    maxPromo: input.maxDiscount,
    promoStatus: input.active ? 1 : 0,
    promotionDefault: input.isDefault ? 1 : 0,
    valid_from: input.validFrom,
    valid_until: input.validUntil,
    description: input.description,
    rule: input.termsAndConditions,
    terms: REST_TERMS[input.terms],
    promoCondition: input.condition ? REST_CONDITIONS[input.condition] : null,
    amount: input.amount,
    maxAmount: input.maxAmount,
    minTransaction: input.minTransaction,
    Quota: input.quota,
    usedQuota: input.usedQuota,
  };
}

/** The promotion as read, with only its status changed: the REST API replaces the whole record. */
export function withStatus(promotion: RestPromotion, active: boolean): RestPromotionFields {
  return {
    platform: promotion.platform,
    promoName: promotion.promoName,
    promoCode: promotion.promoCode,
    promoType: promotion.promoType,
    promoValue: promotion.promoValue,
    maxPromo: promotion.maxPromo,
    promoStatus: active ? 1 : 0,
    promotionDefault: promotion.promotionDefault,
    valid_from: promotion.valid_from,
    valid_until: promotion.valid_until,
    description: promotion.description,
    rule: promotion.rule,
    terms: promotion.terms,
    promoCondition: promotion.promoCondition,
    amount: promotion.amount,
    maxAmount: promotion.maxAmount,
    minTransaction: promotion.minTransaction,
    Quota: promotion.Quota,
    usedQuota: promotion.usedQuota,
  };
}

/** The REST names of PromotionInput's fields, for errors in GraphQL terms. */
export const promotionInputFields: InputFieldTable = {
  platform: { field: 'platform', label: 'Platform' },
  promoName: { field: 'name', label: 'Promo name' },
  promoCode: { field: 'code', label: 'Promo code' },
  promoType: { field: 'type', label: 'Promo type' },
  promoValue: { field: 'value', label: 'Promo value' },
  maxPromo: { field: 'maxDiscount', label: 'Maximum discount' },
  promoStatus: { field: 'active', label: 'Active' },
  promotionDefault: { field: 'isDefault', label: 'Default' },
  valid_from: { field: 'validFrom', label: 'Valid from' },
  valid_until: { field: 'validUntil', label: 'Valid until' },
  description: { field: 'description', label: 'Description' },
  rule: { field: 'termsAndConditions', label: 'Terms and conditions' },
  terms: { field: 'terms', label: 'Terms' },
  promoCondition: { field: 'condition', label: 'Condition' },
  amount: { field: 'amount', label: 'Amount' },
  maxAmount: { field: 'maxAmount', label: 'Maximum amount' },
  minTransaction: { field: 'minTransaction', label: 'Minimum transaction' },
  Quota: { field: 'quota', label: 'Quota' },
  usedQuota: { field: 'usedQuota', label: 'Used quota' },
  promoPhoto: { field: 'image', label: 'Promo image' },
};

export const promotionTypeResolvers: Resolvers = {
  Promotion: {
    id: (promotion) => String(promotion.id),
    name: (promotion) => promotion.promoName,
    code: (promotion) => promotion.promoCode,
    type: (promotion) => TYPES[promotion.promoType],
    value: (promotion) => promotion.promoValue,
    maxDiscount: (promotion) => promotion.maxPromo,
    active: (promotion) => promotion.promoStatus === 1,
    isDefault: (promotion) => promotion.promotionDefault === 1,
    // A REST API that answers ISO instants still means the day written first.
    validFrom: (promotion) => promotion.valid_from.slice(0, 10),
    validUntil: (promotion) => promotion.valid_until.slice(0, 10),
    termsAndConditions: (promotion) => promotion.rule,
    terms: (promotion) => TERMS[promotion.terms],
    condition: (promotion) => (promotion.promoCondition ? CONDITIONS[promotion.promoCondition] : null),
    quota: (promotion) => promotion.Quota,
    imageUrl: (promotion) => promotion.promoImage,
  },
  PromotionList: {
    totalCount: (list) => list.count,
  },
};
