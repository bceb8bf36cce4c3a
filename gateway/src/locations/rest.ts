import type { GatewayContext } from '../core/context';

export interface RestProvince {
  province_id: number;
  name: string;
}

export interface RestCity {
  city_id: number;
  province_id: number;
  name: string;
  type: 'Kota' | 'Kabupaten';
}

/** Cached across requests: provinces and cities change about once a decade. */
export const fetchProvinces = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get('/provinces', async () => (await rest.get<{ Provinces: RestProvince[] }>('/provinces')).Provinces);

export const fetchCities = ({ rest, referenceCache }: GatewayContext, provinceId: string | number) =>
  referenceCache.get(
    `/cities?province_id=${provinceId}`,
    async () => (await rest.get<{ Cities: RestCity[] }>('/cities', { province_id: provinceId })).Cities,
  );

/**
 * Whether a city id is a known city. City ids follow BPS numbering, so a city's first two digits are its
 * province: one cached list of that province's cities answers, with no city-by-id route needed.
 */
export async function isKnownCity(context: GatewayContext, cityId: string): Promise<boolean> {
  const provinceId = Math.floor(Number(cityId) / 100);
  if (!(provinceId > 0)) return false;
  const provinces = await fetchProvinces(context);
  if (!provinces.some((province) => province.province_id === provinceId)) return false;
  return (await fetchCities(context, provinceId)).some((city) => String(city.city_id) === cityId);
}

/**
 * The province of an address (orders, samples): the one its city carries, else the one `provinceId` names,
 * from the cached list (a province chosen without a city).
 */
export const provinceOf = async (
  context: GatewayContext,
  city: { Province: RestProvince } | null,
  provinceId: number | null,
) =>
  city?.Province ??
  (provinceId === null ? null : ((await fetchProvinces(context)).find((p) => p.province_id === provinceId) ?? null));
