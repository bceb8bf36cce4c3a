import { gatewayError } from '../core/errors';
import type { CityType, Resolvers } from '../generated/graphql';
import { fetchCities, fetchProvinces } from './rest';

const CITY_TYPES: Record<'Kota' | 'Kabupaten', CityType> = { Kota: 'KOTA', Kabupaten: 'KABUPATEN' };

export const locationResolvers: Resolvers = {
  Query: {
    provinces: (_parent, _args, context) => fetchProvinces(context),
    cities: (_parent, { provinceId }, context) => fetchCities(context, provinceId),
  },
  Province: {
    id: (province) => String(province.province_id),
    cities: (province, _args, context) => fetchCities(context, province.province_id),
  },
  City: {
    id: (city) => String(city.city_id),
    type: (city) => CITY_TYPES[city.type],
    provinceId: (city) => String(city.province_id),
    async province(city, _args, context) {
      const province = (await fetchProvinces(context)).find((p) => p.province_id === city.province_id);
      if (!province) throw gatewayError('NOT_FOUND', `Province ${city.province_id} not found`);
      return province;
    },
  },
};
