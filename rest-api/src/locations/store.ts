import type { Static } from '@sinclair/typebox';
import { HttpError } from '../core/errors';
import type { Queryable } from '../db/database';
import type { City, CityType, CityWithProvince, OptionalProvince, Province } from './schemas';

export const listProvinces = (db: Queryable) => db.query<Static<typeof Province>>('SELECT province_id, name FROM provinces ORDER BY name');

export const listCities = (db: Queryable, provinceId: number | null) =>
  db.query<Static<typeof City>>(
    `SELECT city_id, province_id, name, type FROM cities
     WHERE $1::integer IS NULL OR province_id = $1 ORDER BY name, type DESC`,
    [provinceId],
  );

/**
 * SQL that joins the city of `table.cityColumn` and its province, with the result columns prefixed by
 * `as` (e.g. `w_` gives w_city_name…); joinedCity reads them back.
 */
export function cityJoin(table: string, cityColumn: string, as: string) {
  return {
    columns: `${as}c.name AS ${as}city_name, ${as}c.type AS ${as}city_type, ${as}c.province_id AS ${as}city_province_id,
      ${as}cp.name AS ${as}city_province_name`,
    joins: `LEFT JOIN cities ${as}c ON ${as}c.city_id = ${table}.${cityColumn}
      LEFT JOIN provinces ${as}cp ON ${as}cp.province_id = ${as}c.province_id`,
  };
}

/** cityJoin and the record's own province column (read back by joinedProvince). */
export function locationJoin(table: string, cityColumn: string, provinceColumn: string, as: string) {
  const city = cityJoin(table, cityColumn, as);
  return {
    columns: `${city.columns}, ${as}p.name AS ${as}province_name`,
    joins: `${city.joins}
      LEFT JOIN provinces ${as}p ON ${as}p.province_id = ${table}.${provinceColumn}`,
  };
}

type JoinedRow = Record<string, unknown>;

export function joinedCity(row: object, as: string, cityId: number | null): Static<typeof CityWithProvince> {
  if (cityId === null) return null;
  const joined = row as JoinedRow;
  const provinceId = joined[`${as}city_province_id`] as number;
  return {
    city_id: cityId,
    name: joined[`${as}city_name`] as string,
    type: joined[`${as}city_type`] as CityType,
    province_id: provinceId,
    Province: { province_id: provinceId, name: joined[`${as}city_province_name`] as string },
  };
}

export function joinedProvince(row: object, as: string, provinceId: number | null): Static<typeof OptionalProvince> {
  return provinceId === null ? null : { province_id: provinceId, name: (row as JoinedRow)[`${as}province_name`] as string };
}

/**
 * Checks that the city and province exist and that the city lies in the province, naming the field
 * at fault. Without a province the city's own is taken (orders create customers that way).
 */
export async function checkLocation(
  db: Queryable,
  location: { provinceId: number | null | undefined; cityId: number | null | undefined },
  fields: { province: string; city: string },
): Promise<{ provinceId: number | null; cityId: number | null }> {
  const provinceId = location.provinceId ?? null;
  const cityId = location.cityId ?? null;
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
