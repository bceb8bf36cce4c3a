import type { Resolvers } from '../generated/graphql';
import { locationTypeResolvers } from './map';
import { fetchCities, fetchProvinces } from './rest';

export const locationResolvers: Resolvers = {
  ...locationTypeResolvers,
  Query: {
    provinces: (_parent, _args, context) => fetchProvinces(context),
    cities: (_parent, { provinceId }, context) => fetchCities(context, provinceId),
  },
};
