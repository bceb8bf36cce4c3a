import { deliveryFeeInputRules } from '@backoffice/schema/rules/deliveryFee';
import { inInputTerms } from '../core/inputFieldNames';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { courierTypeResolvers, deliveryFeeInputFields, SORT_FIELDS, toRestDeliveryFeeBody, withStatus } from './map';
import { createDeliveryFee, deleteDeliveryFee, fetchCouriers, listDeliveryFees, loadDeliveryFeesFee, replaceDeliveryFee } from './rest';

export const deliveryFeeResolvers: Resolvers = {
  ...courierTypeResolvers,
  Query: {
    couriers: (_parent, _args, context) => fetchCouriers(context),
    deliveryFees: (_parent, { page, perPage, sortBy, desc }, { rest }) =>
      listDeliveryFees(rest, { page, per_page: perPage, orderby: SORT_FIELDS[sortBy], desc }),
    deliveryFee: (_parent, { id }, context) => loadDeliveryFeesFee(context, id),
  },
  Mutation: {
    // A failed create comes back as a bare status text (spec 000 §8): it names no field to translate.
    createDeliveryFee: (_parent, { input }, { rest }) =>
      inInputTerms(deliveryFeeInputFields, createDeliveryFee(rest, toRestDeliveryFeeBody(validateInput(deliveryFeeInputRules, input)))),
    updateDeliveryFee: (_parent, { id, input }, { rest }) =>
      inInputTerms(deliveryFeeInputFields, replaceDeliveryFee(rest, id, toRestDeliveryFeeBody(validateInput(deliveryFeeInputRules, input)))),
    async setDeliveryFeeActive(_parent, { id, active }, context) {
      const fee = await loadDeliveryFeesFee(context, id);
      return inInputTerms(deliveryFeeInputFields, replaceDeliveryFee(context.rest, id, withStatus(fee, active)));
    },
    deleteDeliveryFee: (_parent, { id }, { rest }) => inInputTerms(deliveryFeeInputFields, deleteDeliveryFee(rest, id)),
  },
};
