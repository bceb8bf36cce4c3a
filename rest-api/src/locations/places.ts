import { Type, type Static } from '@sinclair/typebox';
import { HttpError } from '../core/errors';
import { Nullable } from '../core/schemas';
import type { Queryable } from '../db/database';
import { City, Province } from './routes';

/** A place given as a city (with its province) and a province, as several records hold one. */

export const CityWithProvince = Nullable(Type.Composite([City, Type.Object({ Province })]));
export const OptionalProvince = Nullable(Province);

/**
 * SQL that joins a city column and a province column of `table`, with the result columns prefixed by
 * `as` (e.g. `invoice_` gives invoice_city_name…); toCity and toProvince read them back.
 */
export function placeJoin(table: string, cityColumn: string, provinceColumn: string, as: string) {
  return {
    columns: `${as}c.name AS ${as}city_name, ${as}c.type AS ${as}city_type, ${as}c.province_id AS ${as}city_province_id,
      ${as}cp.name AS ${as}city_province_name, ${as}p.name AS ${as}province_name`,
    joins: `LEFT JOIN cities ${as}c ON ${as}c.city_id = ${table}.${cityColumn}
      LEFT JOIN provinces ${as}cp ON ${as}cp.province_id = ${as}c.province_id
      LEFT JOIN provinces ${as}p ON ${as}p.province_id = ${table}.${provinceColumn}`,
  };
}

type JoinedRow = Record<string, unknown>;

export function toCity(row: object, as: string, cityId: number | null): Static<typeof CityWithProvince> {
  if (cityId === null) return null;
  const joined = row as JoinedRow;
  const provinceId = joined[`${as}city_province_id`] as number;
  return {
    city_id: cityId,
    name: joined[`${as}city_name`] as string,
    type: joined[`${as}city_type`] as 'Kota' | 'Kabupaten',
    province_id: provinceId,
    Province: { province_id: provinceId, name: joined[`${as}city_province_name`] as string },
  };
}

export function toProvince(row: object, as: string, provinceId: number | null): Static<typeof OptionalProvince> {
  return provinceId === null ? null : { province_id: provinceId, name: (row as JoinedRow)[`${as}province_name`] as string };
}

interface PlaceFields {
  province: string;
  city: string;
}

interface PlaceFields {
  province: string;
  city: string;
}

/**
 * Checks that the city and province exist and that the city lies in the province, naming the field
 * at fault. Without a province the city's own is taken (orders create customers that way).
 */
export async function checkPlace(
  db: Queryable,
  place: { provinceId: number | null | undefined; cityId: number | null | undefined },
  fields: PlaceFields,
): Promise<{ provinceId: number | null; cityId: number | null }> {
  const provinceId = place.provinceId ?? null;
  const cityId = place.cityId ?? null;
  if (cityId !== null) {
    const [city] = await db.query<{ province_id: number }>('SELECT province_id FROM cities WHERE city_id = $1', [cityId]);
    if (!city) throw new HttpError(400, `${fields.city} ${cityId} is not a known city`, fields.city);
    if (provinceId !== null && city.province_id !== provinceId) {
      throw new HttpError(400, `${fields.city} ${cityId} is not in ${fields.province} ${provinceId}`, fields.city);
    }
    return { provinceId: city.province_id, cityId };
  }
  if (provinceId !== null) {
    const [province] = await db.query('SELECT 1 FROM provinces WHERE province_id = $1', [provinceId]);
    if (!province) throw new HttpError(400, `${fields.province} ${provinceId} is not a known province`, fields.province);
  }
  return { provinceId, cityId };
}
