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

/** A city of an order's or a sample's address: it comes with its province, which the reference list's cities do not. */
export type CityWithProvince = RestCity & { Province: RestProvince };
export const carriesProvince = (city: RestCity): city is CityWithProvince => 'Province' in city;

/** Cached across requests: provinces and cities change about once a decade. */
export const fetchProvinces = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get('/provinces', async () => (await rest.get<{ Provinces: RestProvince[] }>('/provinces')).Provinces);

/** Every city (GET /cities without a province), shared across requests like the other reference lists. */
export const fetchAllCities = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get('/cities', async () => (await rest.get<{ Cities: RestCity[] }>('/cities')).Cities);

/**
 * A province's cities, from the cached list of every city: the spec does not name GET /cities's province_id, and
 * the whole list is small (514), in the REST API's order (by name).
 */
export const fetchCities = async (context: GatewayContext, provinceId: string | number) =>
  (await fetchAllCities(context)).filter((city) => city.province_id === Number(provinceId));

/** Whether a city id is a known city, from the cached list of every city: no city-by-id route is needed. */
export const isKnownCity = async (context: GatewayContext, cityId: string): Promise<boolean> =>
  (await fetchAllCities(context)).some((city) => String(city.city_id) === cityId);

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
