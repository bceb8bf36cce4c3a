import type { Static } from '@sinclair/typebox';

import type { City, Province } from '../core/schemas';
import type { Queryable } from '../db/database';

export const listProvinces = (db: Queryable) =>
  db.query<Static<typeof Province>>('SELECT province_id, name FROM provinces ORDER BY name');

export const listCities = (db: Queryable, provinceId: number | null) =>
  db.query<Static<typeof City>>(
    `SELECT city_id, province_id, name, type FROM cities
     WHERE $1::integer IS NULL OR province_id = $1 ORDER BY name, type DESC`,
    [provinceId],
  );
