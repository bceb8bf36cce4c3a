import type { DeliveryFeeInputValues } from '@backoffice/schema/rules/deliveryFee';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import { asSent } from '../core/parties';
import type { DeliveryFeeSortField } from '../generated/graphql';
import { type DeliveryFeeListQuery, deliveryTypeMap, type RestDeliveryFee, type RestDeliveryFeeBody } from './rest';

export const deliveryFeeSortFieldMap = enumMap('delivery fee sort field', {
  COURIER: 'CourierCompany',
  SERVICE_NAME: 'code',
  DELIVERY_TYPE: 'deliveryType',
  FEE: 'fees',
  UNIT_FEE: 'unitFees',
  ORIGIN: 'origins',
  DESTINATION: 'destination',
  STATUS: 'status',
} as const satisfies Record<DeliveryFeeSortField, DeliveryFeeListQuery['orderby']>);

export function toRestDeliveryFeeBody(input: DeliveryFeeInputValues): RestDeliveryFeeBody {
  return {
    DeliveryMethodId: Number(input.courierId),
    code: input.serviceName,
    deliveryType: deliveryTypeMap.toRest(input.deliveryType),
    fees: input.fee,
    unitFees: input.unitFee,
    origins: Number(input.originCityId),
    destination: Number(input.destinationCityId),
    website: input.trackingWebsite,
    status: input.active,
  };
}

/** The fee as read, with only its status changed: the REST API replaces the whole record. */
export function withStatus(fee: RestDeliveryFee, active: boolean): RestDeliveryFeeBody {
  return {
    DeliveryMethodId: fee.DeliveryMethodId,
    code: fee.code,
    deliveryType: asSent(fee.deliveryType),
    fees: fee.fees,
    unitFees: fee.unitFees,
    origins: fee.origins,
    destination: fee.destination,
    website: fee.website,
    status: active,
  };
}

/** The REST names of DeliveryFeeInput's fields, for errors in GraphQL terms. */
export const deliveryFeeInputFields: InputFieldTable = {
  DeliveryMethodId: { field: 'courierId', label: 'Courier' },
  code: { field: 'serviceName', label: 'Service name' },
  deliveryType: { field: 'deliveryType', label: 'Delivery type' },
  fees: { field: 'fee', label: 'Fee' },
  unitFees: { field: 'unitFee', label: 'Unit fee' },
  origins: { field: 'originCityId', label: 'Origin city' },
  destination: { field: 'destinationCityId', label: 'Destination city' },
  website: { field: 'trackingWebsite', label: 'Tracking website' },
  status: { field: 'active', label: 'Active' },
};
