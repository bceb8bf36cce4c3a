import { type Static, Type } from '@sinclair/typebox';

import { CityWithProvince, Id, Nullable, PhoneNumber, timestamps } from '../core/schemas';

export const Warehouse = Type.Object({
  id: Type.Integer(),
  LocationName: Type.String(),
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  addressLine1: Nullable(Type.String()),
  city_id: Nullable(Type.Integer()),
  City: CityWithProvince,
  phone_number: Nullable(Type.String()),
  status: Type.Boolean(),
  ...timestamps,
});
export type Warehouse = Static<typeof Warehouse>;

export const WarehouseBody = Type.Object(
  {
    LocationName: Type.String({ minLength: 1, maxLength: 120 }),
    latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
    longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
    addressLine1: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    city_id: Id(),
    phone_number: Type.Optional(Nullable(PhoneNumber)),
    status: Type.Boolean({ default: true }),
  },
  // PUT receives the whole warehouse as read (City, timestamps…): extra properties are dropped, not refused.
  { additionalProperties: false },
);
export type WarehouseBody = Static<typeof WarehouseBody>;
