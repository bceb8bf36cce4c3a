import type { PromotionInputValues } from '@backoffice/schema/rules/promotion';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import { asSent } from '../core/parties';
import type { PromotionSortField } from '../generated/graphql';
import {
  promotionConditionMap,
  type PromotionListQuery,
  promotionTermsMap,
  promotionTypeMap,
  type RestPromotion,
  type RestPromotionFields,
} from './rest';

export { promotionStatusMap } from './rest';

export const promotionSortFieldMap = enumMap('promotion sort field', {
  NAME: 'promoName',
  CODE: 'promoCode',
  VALID_FROM: 'valid_from',
  VALID_UNTIL: 'valid_until',
  QUOTA: 'Quota',
  STATUS: 'promoStatus',
} as const satisfies Record<PromotionSortField, PromotionListQuery['orderby']>);

export function toRestPromotionFields(input: PromotionInputValues): RestPromotionFields {
  return {
    platform: input.platform,
    promoName: input.name,
    promoCode: input.code,
    promoType: promotionTypeMap.toRest(input.type),
    promoValue: input.value,
    maxPromo: input.maxDiscount,
    promoStatus: input.active ? 1 : 0,
    promotionDefault: input.isDefault ? 1 : 0,
    valid_from: input.validFrom,
    valid_until: input.validUntil,
    description: input.description,
    rule: input.termsAndConditions,
    terms: promotionTermsMap.toRest(input.terms),
    promoCondition: promotionConditionMap.toRest(input.condition),
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
    promoType: promotion.promoType === null ? null : asSent(promotion.promoType),
    promoValue: promotion.promoValue,
    maxPromo: promotion.maxPromo,
    promoStatus: active ? 1 : 0,
    promotionDefault: promotion.promotionDefault,
    valid_from: promotion.valid_from,
    valid_until: promotion.valid_until,
    description: promotion.description,
    rule: promotion.rule,
    terms: promotion.terms === null ? null : asSent(promotion.terms),
    promoCondition: promotion.promoCondition === null ? null : asSent(promotion.promoCondition),
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
