import type { CookingTypeResolvers } from '../generated/graphql';

export const CookingType: CookingTypeResolvers = {
  id: (type) => String(type.id),
};
