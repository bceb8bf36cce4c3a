import type { PromotionResolvers } from '../generated/graphql';
import { promotionConditionMap, promotionStatusMap, promotionTermsMap, promotionTypeMap } from './rest';

export const Promotion: PromotionResolvers = {
  id: (promotion) => String(promotion.id),
  name: (promotion) => promotion.promoName,
  code: (promotion) => promotion.promoCode,
  type: (promotion) => promotionTypeMap.fromRest(promotion.promoType),
  unknownType: (promotion) => promotionTypeMap.unknownText(promotion.promoType),
  value: (promotion) => promotion.promoValue,
  maxDiscount: (promotion) => promotion.maxPromo,
  // A status other than 1 or 0 counts as off; unknownStatus shows it.
  active: (promotion) => promotion.promoStatus === 1,
  unknownStatus: (promotion) => promotionStatusMap.unknownText(promotion.promoStatus),
  isDefault: (promotion) => promotion.promotionDefault === 1,
  // A REST API that answers ISO instants still means the day written first.
  validFrom: (promotion) => promotion.valid_from.slice(0, 10),
  validUntil: (promotion) => promotion.valid_until.slice(0, 10),
  termsAndConditions: (promotion) => promotion.rule,
  terms: (promotion) => promotionTermsMap.fromRest(promotion.terms),
  unknownTerms: (promotion) => promotionTermsMap.unknownText(promotion.terms),
  condition: (promotion) => promotionConditionMap.fromRest(promotion.promoCondition),
  unknownCondition: (promotion) => promotionConditionMap.unknownText(promotion.promoCondition),
  quota: (promotion) => promotion.Quota,
  imageUrl: (promotion) => promotion.promoImage,
};
