import type { WarehouseResolvers } from '../generated/graphql';
import { cityOf } from '../locations/rest';

export const Warehouse: WarehouseResolvers = {
  id: (warehouse) => String(warehouse.id),
  name: (warehouse) => warehouse.LocationName,
  address: (warehouse) => warehouse.addressLine1,
  city: (warehouse, _args, context) => cityOf(context, warehouse.City, warehouse.city_id),
  phoneNumber: (warehouse) => warehouse.phone_number,
  active: (warehouse) => warehouse.status,
};
