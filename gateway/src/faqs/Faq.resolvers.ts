import type { FaqResolvers } from '../generated/graphql';
import { faqCategoryOf, faqLocaleMap } from './rest';

export const Faq: FaqResolvers = {
  id: (faq) => String(faq.id),
  locale: (faq) => faqLocaleMap.fromRest(faq.locale),
  unknownLocale: (faq) => faqLocaleMap.unknownText(faq.locale),
  // What the FAQ carries of its category answers a list page without a call per row.
  category: (faq, _args, context, info) => faqCategoryOf(context, info, faq),
};
