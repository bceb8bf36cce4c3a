import type { FaqCategoryResolvers } from '../generated/graphql';

export const FaqCategory: FaqCategoryResolvers = {
  id: (category) => String(category.id),
  faqCount: (category) => category.faq_count,
};
