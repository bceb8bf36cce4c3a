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
  referenceCache.get(`/cities?province_id=${provinceId}`, async () =>
    (await rest.get<{ Cities: RestCity[] }>('/cities', { province_id: provinceId })).Cities,
  );
