import { normalWebAddress, type RetailerLocationInputValues } from '@backoffice/schema/rules/retailerLocation';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import type { RetailerLocationSortField } from '../generated/graphql';
import type { RestRetailerLocationFields, RetailerLocationListQuery } from './rest';

export const retailerLocationSortFieldMap = enumMap('retailer location sort field', {
  DISPLAY_NAME: 'displayName',
  CUSTOMER: 'customer',
  CREATED_AT: 'createdAt',
} as const satisfies Record<RetailerLocationSortField, RetailerLocationListQuery['orderby']>);

/** RetailerLocationInput in the REST form's names; empty optional text is sent as none, addresses as stored (normalised). */
export function toRestRetailerLocationFields(input: RetailerLocationInputValues): RestRetailerLocationFields {
  return {
    customerId: Number(input.customerId),
    retailType: input.retailType,
    displayName: input.displayName,
    website: input.website ? normalWebAddress(input.website) : null,
    whatsappLink: input.whatsappLink ? normalWebAddress(input.whatsappLink) : null,
    operasionalHour: input.operationalHours || null,
    displayPhone: input.displayPhone || null,
    address: input.address || null,
    latitude: input.latitude ?? null,
    longtitude: input.longitude ?? null,
  };
}

/** The REST names of RetailerLocationInput's fields (and the image), for errors in GraphQL terms. */
export const retailerLocationInputFields: InputFieldTable = {
  customerId: { field: 'customerId', label: 'Customer' },
  retailType: { field: 'retailType', label: 'Retail type' },
  displayName: { field: 'displayName', label: 'Display name' },
  website: { field: 'website', label: 'Website' },
  whatsappLink: { field: 'whatsappLink', label: 'WhatsApp link' },
  operasionalHour: { field: 'operationalHours', label: 'Operational hours' },
  displayPhone: { field: 'displayPhone', label: 'Display phone' },
  address: { field: 'address', label: 'Address' },
  latitude: { field: 'latitude', label: 'Latitude' },
  longtitude: { field: 'longitude', label: 'Longitude' },
  media: { field: 'image', label: 'Image' },
};
