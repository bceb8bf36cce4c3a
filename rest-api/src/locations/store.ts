import type { Static } from '@sinclair/typebox';
import { HttpError } from '../core/errors';
import type { Queryable } from '../db/database';
import type { City, Province } from './schemas';

export const listProvinces = (db: Queryable) => db.query<Static<typeof Province>>('SELECT province_id, name FROM provinces ORDER BY name');

export const listCities = (db: Queryable, provinceId: number | null) =>
  db.query<Static<typeof City>>(
    `SELECT city_id, province_id, name, type FROM cities
     WHERE $1::integer IS NULL OR province_id = $1 ORDER BY name, type DESC`,
    [provinceId],
  );

const cityFields = (c: string) => `'city_id', ${c}.city_id, 'province_id', ${c}.province_id, 'name', ${c}.name, 'type', ${c}.type`;

/** SQL for a joined city (alias `c`) as the contract's City. */
export const cityObject = (c: string) => `json_build_object(${cityFields(c)})`;

/** SQL for a joined city (alias `c`, its province `cp`) as the contract's City with its Province, or null. */
export const cityWithProvinceObject = (c: string, cp: string) =>
  `CASE WHEN ${c}.city_id IS NULL THEN NULL
    ELSE json_build_object(${cityFields(c)}, 'Province', json_build_object('province_id', ${cp}.province_id, 'name', ${cp}.name)) END`;

/**
 * Joins the city of `table.column` (as `alias`, its province as `alias`p) and answers it as `name`:
 * the contract's City with its Province, or null.
 */
export function cityJoin(table: string, column: string, name: string, alias: string) {
  return {
    column: `${cityWithProvinceObject(alias, `${alias}p`)} AS "${name}"`,
    joins: `LEFT JOIN cities ${alias} ON ${alias}.city_id = ${table}.${column}
      LEFT JOIN provinces ${alias}p ON ${alias}p.province_id = ${alias}.province_id`,
  };
}

/** Joins the province of `table.column` (as `alias`) and answers it as `name`: the contract's Province, or null. */
export function provinceJoin(table: string, column: string, name: string, alias: string) {
  return {
    column: `CASE WHEN ${alias}.province_id IS NULL THEN NULL
      ELSE json_build_object('province_id', ${alias}.province_id, 'name', ${alias}.name) END AS "${name}"`,
    joins: `LEFT JOIN provinces ${alias} ON ${alias}.province_id = ${table}.${column}`,
  };
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
