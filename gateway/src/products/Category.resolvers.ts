import type { CategoryResolvers } from '../generated/graphql';

export const Category: CategoryResolvers = {
  id: (category) => String(category.id),
};
