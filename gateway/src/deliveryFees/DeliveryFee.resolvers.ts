import { cityById } from '../customers/rest';
import type { DeliveryFeeResolvers } from '../generated/graphql';
import { deliveryTypeMap } from './rest';

export const DeliveryFee: DeliveryFeeResolvers = {
  id: (fee) => String(fee.id),
  // The fee's answer carries its courier: no further call.
  courier: (fee) => fee.DeliveryMethod,
  serviceName: (fee) => fee.code,
  deliveryType: (fee) => deliveryTypeMap.fromRest(fee.deliveryType),
  unknownDeliveryType: (fee) => deliveryTypeMap.unknownText(fee.deliveryType),
  fee: (fee) => fee.fees,
  unitFee: (fee) => fee.unitFees,
  // Spec 000 §3: "origins and destination (city ids)": the cities from the cached list, none when it lacks the id.
  origin: (fee, _args, context) => cityById(context, null, fee.origins),
  destination: (fee, _args, context) => cityById(context, null, fee.destination),
  trackingWebsite: (fee) => fee.website,
  active: (fee) => fee.status,
};
