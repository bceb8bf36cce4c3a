import type { Resolvers } from '../generated/graphql';
import { City } from './City.resolvers';
import { Province } from './Province.resolvers';
import { fetchCities, fetchProvinces } from './rest';

export const locationResolvers: Resolvers = {
  Province,
  City,
  Query: {
    provinces: (_parent, _args, context) => fetchProvinces(context),
    cities: (_parent, { provinceId }, context) => fetchCities(context, provinceId),
  },
};
