import { deliveryFeeInputRules } from '@backoffice/schema/rules/deliveryFee';
import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { deliveryFeeInputFields, deliveryFeeSortFieldMap, deliveryFeeTypeResolvers, toRestDeliveryFeeBody, withStatus } from './map';
import { createDeliveryFee, deleteDeliveryFee, fetchCouriers, listDeliveryFees, loadDeliveryFee, replaceDeliveryFee } from './rest';

export const deliveryFeeResolvers: Resolvers = {
  ...deliveryFeeTypeResolvers,
  Query: {
    couriers: (_parent, _args, context) => fetchCouriers(context),
    deliveryFees: (_parent, { page, perPage, sortBy, desc }, context) =>
      listDeliveryFees(context, { page, per_page: perPage, orderby: deliveryFeeSortFieldMap.toRest(sortBy), desc }),
    deliveryFee: (_parent, { id }, context) => loadDeliveryFee(context, id),
  },
  Mutation: {
    // A failed create comes back as a bare status text (spec 000 §8): it names no field to translate.
    createDeliveryFee: (_parent, { input }, context) =>
      inInputTerms(deliveryFeeInputFields, createDeliveryFee(context, toRestDeliveryFeeBody(validateInput(deliveryFeeInputRules, input)))),
    updateDeliveryFee: (_parent, { id, input }, context) =>
      inInputTerms(deliveryFeeInputFields, replaceDeliveryFee(context, id, toRestDeliveryFeeBody(validateInput(deliveryFeeInputRules, input)))),
    async setDeliveryFeeActive(_parent, { id, active }, context) {
      const fee = await loadDeliveryFee(context, id);
      return inInputTerms(deliveryFeeInputFields, replaceDeliveryFee(context, id, withStatus(fee, active)));
    },
    deleteDeliveryFee: (_parent, { id }, context) => inInputTerms(deliveryFeeInputFields, deleteDeliveryFee(context, id), ABOUT_THE_RECORD),
  },
};
