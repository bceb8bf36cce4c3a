import * as z from 'zod/mini';

import type { CityType } from '@backoffice/schema/generated/enums';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { type Answer, droppable, id, type RestReads, rowsAnswer, text } from '../core/restAnswer';

/** Spec 000 §3: a city's type, as its label shows it ("Kota Bandung"). */
export const cityTypeMap = enumMap('city type', {
  KOTA: 'Kota',
  KABUPATEN: 'Kabupaten',
} as const satisfies Record<CityType, string>);

/** Spec 000 §3: Province: province_id, name. */
export const restProvince = z.object({ province_id: id(), name: text() });
export type RestProvince = Answer<typeof restProvince>;

/** Spec 000 §3: City: city_id, name, type, province_id. */
export const restCity = z.object({ city_id: id(), province_id: id(), name: text(), type: cityTypeMap.answer() });
export type RestCity = Answer<typeof restCity>;

const cityWithProvince = z.object({ ...restCity.shape, Province: restProvince });
/**
 * A city as a record carries it (an order's address, a warehouse): with its province, which the reference list's
 * cities do not. The spec shows it in part (002 §3 "City (name, type, Province.province_id)"), so one that does not
 * read is none, and the record's `city_id` finds it in the cached list instead (`cityOf`).
 */
export const restCityWithProvince = droppable('city', cityWithProvince);
export type CityWithProvince = Answer<typeof cityWithProvince>;
export const carriesProvince = (city: RestCity): city is CityWithProvince => 'Province' in city;

/** GET /provinces and GET /cities: the spec does not show their answers (002 §7); docs/company-rest-api.md. */
const PROVINCES = rowsAnswer('Provinces', restProvince);
const CITIES = rowsAnswer('Cities', restCity);
export const locationReads: RestReads = { 'GET /provinces': PROVINCES, 'GET /cities': CITIES };

/** Cached across requests: provinces and cities change about once a decade. */
export const fetchProvinces = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get('/provinces', async () => (await rest.get('/provinces', PROVINCES)).rows);

/** Every city (GET /cities without a province), shared across requests like the other reference lists. */
export const fetchAllCities = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get('/cities', async () => (await rest.get('/cities', CITIES)).rows);

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

/** A record's city: the one it carries, else the one its `city_id` names in the cached list, else none. */
export const cityOf = async (context: GatewayContext, city: CityWithProvince | null, cityId: number | null) =>
  city ??
  (cityId === null ? null : ((await fetchAllCities(context)).find((known) => known.city_id === cityId) ?? null));
