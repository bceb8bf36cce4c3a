import type { WarehouseInputValues } from '@backoffice/schema/rules/warehouse';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import type { WarehouseSortField } from '../generated/graphql';
import type { RestWarehouse, RestWarehouseBody, WarehouseListQuery } from './rest';

export const warehouseSortFieldMap = enumMap('warehouse sort field', {
  NAME: 'LocationName',
  CITY: 'city',
  STATUS: 'status',
} as const satisfies Record<WarehouseSortField, WarehouseListQuery['orderby']>);

/** The REST names of WarehouseInput's fields, for errors in GraphQL terms. */
export const warehouseInputFields: InputFieldTable = {
  LocationName: { field: 'name', label: 'Name' },
  latitude: { field: 'latitude', label: 'Latitude' },
  longitude: { field: 'longitude', label: 'Longitude' },
  addressLine1: { field: 'address', label: 'Address' },
  city_id: { field: 'cityId', label: 'City' },
  phone_number: { field: 'phoneNumber', label: 'Phone number' },
  status: { field: 'active', label: 'Active' },
};

export function toRestWarehouseBody(input: WarehouseInputValues): RestWarehouseBody {
  return {
    LocationName: input.name,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    addressLine1: input.address || null,
    city_id: Number(input.cityId),
    phone_number: input.phoneNumber || null,
    status: input.active,
  };
}

/** The warehouse as read, with only its status changed: the REST API replaces the whole record. */
export function withStatus(warehouse: RestWarehouse, active: boolean): RestWarehouseBody {
  return {
    LocationName: warehouse.LocationName,
    latitude: warehouse.latitude,
    longitude: warehouse.longitude,
    addressLine1: warehouse.addressLine1,
    city_id: warehouse.city_id!,
    phone_number: warehouse.phone_number,
    status: active,
  };
}
