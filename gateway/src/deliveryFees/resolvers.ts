import { GraphQLError } from 'graphql';

import { deliveryFeeInputRules, type DeliveryFeeInputValues } from '@backoffice/schema/rules/deliveryFee';

import type { GatewayContext } from '../core/context';
import { gatewayError } from '../core/errors';
import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { isKnownCity } from '../locations/rest';
import { Courier } from './Courier.resolvers';
import { DeliveryFee } from './DeliveryFee.resolvers';
import { DeliveryFeeList } from './DeliveryFeeList.resolvers';
import { deliveryFeeInputFields, deliveryFeeSortFieldMap, toRestDeliveryFeeBody, withStatus } from './map';
import {
  createDeliveryFee,
  deleteDeliveryFee,
  fetchCouriers,
  listDeliveryFees,
  loadDeliveryFee,
  replaceDeliveryFee,
} from './rest';

export const deliveryFeeResolvers: Resolvers = {
  Courier,
  DeliveryFee,
  DeliveryFeeList,
  Query: {
    couriers: (_parent, _args, context) => fetchCouriers(context),
    deliveryFees: (_parent, { page, perPage, sortBy, desc }, context) =>
      listPage('courier list', { page, perPage }, (paging) =>
        listDeliveryFees(context, { ...paging, orderby: deliveryFeeSortFieldMap.toRest(sortBy), desc }),
      ),
    deliveryFee: (_parent, { id }, context) => loadDeliveryFee(context, id),
  },
  Mutation: {
    createDeliveryFee(_parent, { input }, context) {
      const values = validateInput(deliveryFeeInputRules, input);
      return withReferencesExplained(context, values, createDeliveryFee(context, toRestDeliveryFeeBody(values)));
    },
    updateDeliveryFee(_parent, { id, input }, context) {
      const values = validateInput(deliveryFeeInputRules, input);
      return withReferencesExplained(context, values, replaceDeliveryFee(context, id, toRestDeliveryFeeBody(values)));
    },
    async setDeliveryFeeActive(_parent, { id, active }, context) {
      const fee = await loadDeliveryFee(context, id);
      context.history.before({ active: fee.status });
      return inInputTerms(deliveryFeeInputFields, replaceDeliveryFee(context, id, withStatus(fee, active)));
    },
    deleteDeliveryFee: (_parent, { id }, context) =>
      inInputTerms(deliveryFeeInputFields, deleteDeliveryFee(context, id), ABOUT_THE_RECORD),
  },
};

/**
 * A refused courier fee comes back as a bare status text (spec 000 §8), naming no field. The input has
 * passed the rules by then, so what only the REST API knows is left: an unknown courier or city. The
 * gateway finds which (cached reference lists, only on this failure path) and names it.
 */
async function withReferencesExplained<T>(
  context: GatewayContext,
  values: DeliveryFeeInputValues,
  call: Promise<T>,
): Promise<T> {
  try {
    return await inInputTerms(deliveryFeeInputFields, call);
  } catch (error) {
    const unexplained =
      error instanceof GraphQLError &&
      ['BAD_USER_INPUT', 'CONFLICT'].includes(String(error.extensions.code)) &&
      error.extensions.field === undefined;
    if (!unexplained) throw error;
    const couriers = await fetchCouriers(context);
    if (!couriers.some((courier) => String(courier.id) === values.courierId)) {
      throw gatewayError('BAD_USER_INPUT', `Courier ${values.courierId} is not a known courier`, {
        field: 'courierId',
      });
    }
    for (const [field, label] of [
      ['originCityId', 'Origin city'],
      ['destinationCityId', 'Destination city'],
    ] as const) {
      if (!(await isKnownCity(context, values[field])))
        throw gatewayError('BAD_USER_INPUT', `${label} ${values[field]} is not a known city`, { field });
    }
    throw error;
  }
}
