import { Type } from '@sinclair/typebox';
import { Nullable, oneOf } from '../core/schemas';

/** A city is a kota (city) or a kabupaten (regency), as BPS names them. */
export const CITY_TYPES = ['Kota', 'Kabupaten'] as const;
export type CityType = (typeof CITY_TYPES)[number];

export const Province = Type.Object({ province_id: Type.Integer(), name: Type.String() });
export const City = Type.Object({
  city_id: Type.Integer(),
  province_id: Type.Integer(),
  name: Type.String(),
  type: oneOf(CITY_TYPES),
});

/** A record's location: a city (with its province) and a province. */
export const CityWithProvince = Nullable(Type.Composite([City, Type.Object({ Province })]));
export const OptionalProvince = Nullable(Province);

/** A record's location as vendors and customers show it: the ids beside the joined Province and City. */
export const locationProperties = {
  province_id: Nullable(Type.Integer()),
  Province: OptionalProvince,
  city_id: Nullable(Type.Integer()),
  City: CityWithProvince,
};
