import { gatewayError } from '../core/errors';
import type { CityResolvers } from '../generated/graphql';
import { carriesProvince, cityTypeMap, fetchProvinces } from './rest';

export const City: CityResolvers = {
  id: (city) => String(city.city_id),
  type: (city) => cityTypeMap.fromRest(city.type),
  unknownType: (city) => cityTypeMap.unknownText(city.type),
  provinceId: (city) => String(city.province_id),
  async province(city, _args, context) {
    if (carriesProvince(city)) return city.Province;
    const province = (await fetchProvinces(context)).find((p) => p.province_id === city.province_id);
    if (!province) throw gatewayError('NOT_FOUND', `Province ${city.province_id} not found`);
    return province;
  },
};
