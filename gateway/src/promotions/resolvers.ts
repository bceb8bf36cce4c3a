import { promotionInputRules } from '@backoffice/schema/rules/promotion';
import { readUpload } from '../core/uploads';
import { inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { promotionInputFields, promotionTypeResolvers, SORT_FIELDS, STATUS_FILTER, toRestPromotionFields, withStatus } from './map';
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
  ...promotionTypeResolvers,
  Query: {
    promotions: (_parent, { search, status, page, perPage, sortBy, desc }, { rest }) =>
      listPromotions(rest, {
        search,
        status: status ? STATUS_FILTER[status] : undefined,
        page,
        per_page: perPage,
        orderby: SORT_FIELDS[sortBy],
        desc,
      }),
    promotion: (_parent, { id }, context) => loadPromotion(context, id),
  },
  Mutation: {
    async createPromotion(_parent, { input, image }, { rest }) {
      const { fields, file } = await checkedRequest(input, image);
      return inPromotionTerms(createPromotion(rest, fields, file));
    },
    async updatePromotion(_parent, { id, input, image }, { rest }) {
      const { fields, file } = await checkedRequest(input, image);
      return inPromotionTerms(replacePromotion(rest, id, fields, file));
    },
    async setPromotionActive(_parent, { id, active }, context) {
      const promotion = await loadPromotion(context, id);
      return inPromotionTerms(replacePromotion(context.rest, id, withStatus(promotion, active)));
    },
    deletePromotion: (_parent, { id }, { rest }) => inPromotionTerms(deletePromotion(rest, id)),
  },
};
