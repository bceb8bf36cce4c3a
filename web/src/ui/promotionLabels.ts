import type { PromotionCondition, PromotionTerms, PromotionType } from '@backoffice/schema/generated/enums';

/** Spec 000 §9: percent, rounded (amount) and freeshipping. */
export const promotionTypeLabels: Record<PromotionType, string> = {
  PERCENT: 'Percent',
  ROUNDED: 'Rounded (amount)',
  FREE_SHIPPING: 'Free shipping',
};

/** Spec 000 §9: qty, price, minTransaction. */
export const promotionTermsLabels: Record<PromotionTerms, string> = {
  QTY: 'Qty',
  PRICE: 'Price',
  MIN_TRANSACTION: 'Min transaction',
};

/** Spec 000 §5: the conditions read '<' and '>'. */
export const promotionConditionLabels: Record<PromotionCondition, string> = { LESS_THAN: '<', GREATER_THAN: '>' };
