import type { ProvinceResolvers } from '../generated/graphql';
import { fetchCities } from './rest';

export const Province: ProvinceResolvers = {
  id: (province) => String(province.province_id),
  cities: (province, _args, context) => fetchCities(context, province.province_id),
};
