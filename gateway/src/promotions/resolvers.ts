import { promotionInputRules } from '@backoffice/schema/rules/promotion';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { readUpload } from '../core/uploads';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import {
  promotionInputFields,
  promotionSortFieldMap,
  promotionStatusMap,
  toRestPromotionFields,
  withStatus,
} from './map';
import { Promotion } from './Promotion.resolvers';
import { PromotionList } from './PromotionList.resolvers';
import { createPromotion, deletePromotion, listPromotions, loadPromotion, replacePromotion } from './rest';

type ImageUpload = Parameters<typeof readUpload>[0] | null | undefined;

/** The only CONFLICT of a promotion is a promo code in use: it names the code field. */
const inPromotionTerms = <T>(call: Promise<T>) => inInputTerms(promotionInputFields, call, { conflictField: 'code' });

/** The input checked first, then the image: nothing reaches the REST API when either is refused. */
async function checkedRequest(input: unknown, image: ImageUpload) {
  const fields = toRestPromotionFields(validateInput(promotionInputRules, input));
  const file = image ? await readUpload(image, 'image', 'Promo image', 'image') : undefined;
  return { fields, file };
}

export const promotionResolvers: Resolvers = {
  Promotion,
  PromotionList,
  Query: {
    promotions: (_parent, { search, status, page, perPage, sortBy, desc }, context) =>
      listPage('promotion list', { page, perPage }, (paging) =>
        listPromotions(context, {
          search,
          status: promotionStatusMap.toRest(status) ?? undefined,
          ...paging,
          orderby: promotionSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    promotion: (_parent, { id }, context) => loadPromotion(context, id),
  },
  Mutation: {
    async createPromotion(_parent, { input, image }, context) {
      const { fields, file } = await checkedRequest(input, image);
      return inPromotionTerms(createPromotion(context, fields, file));
    },
    async updatePromotion(_parent, { id, input, image }, context) {
      const { fields, file } = await checkedRequest(input, image);
      return inPromotionTerms(replacePromotion(context, id, fields, file));
    },
    async setPromotionActive(_parent, { id, active }, context) {
      const promotion = await loadPromotion(context, id);
      context.history.before({ active: promotion.promoStatus === 1 });
      return inPromotionTerms(replacePromotion(context, id, withStatus(promotion, active)));
    },
    deletePromotion: (_parent, { id }, context) =>
      inInputTerms(promotionInputFields, deletePromotion(context, id), ABOUT_THE_RECORD),
  },
};
