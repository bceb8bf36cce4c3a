import { promotionInputRules } from '@backoffice/schema/rules/promotion';
import { readUpload } from '../core/uploads';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { inInputTerms, promotionTypeResolvers, SORT_FIELDS, STATUS_FILTER, toRestPromotionFields, withStatus } from './map';
import { createPromotion, deletePromotion, listPromotions, loadPromotion, replacePromotion } from './rest';

type ImageUpload = Parameters<typeof readUpload>[0] | null | undefined;

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
      return inInputTerms(createPromotion(rest, fields, file));
    },
    async updatePromotion(_parent, { id, input, image }, { rest }) {
      const { fields, file } = await checkedRequest(input, image);
      return inInputTerms(replacePromotion(rest, id, fields, file));
    },
    async setPromotionActive(_parent, { id, active }, context) {
      const promotion = await loadPromotion(context, id);
      return replacePromotion(context.rest, id, withStatus(promotion, active));
    },
    deletePromotion: (_parent, { id }, { rest }) => deletePromotion(rest, id),
  },
};
