import { faqCategoryInputRules, faqInputRules } from '@backoffice/schema/rules/faq';

import { ABOUT_THE_RECORD, inInputTerms } from '../core/inputFieldNames';
import { listPage } from '../core/paging';
import { validateInput } from '../core/validateInput';
import type { Resolvers } from '../generated/graphql';
import { Faq } from './Faq.resolvers';
import { FaqCategory } from './FaqCategory.resolvers';
import { FaqCategoryList } from './FaqCategoryList.resolvers';
import { FaqList } from './FaqList.resolvers';
import { faqCategoryInputFields, faqCategorySortFieldMap, faqInputFields, faqSortFieldMap, toRestFaqBody } from './map';
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  faqLocaleMap,
  listFaqCategories,
  listFaqs,
  loadFaq,
  loadFaqCategory,
  replaceFaq,
  replaceFaqCategory,
} from './rest';

/** A taken name answers CONFLICT without naming a field: it is the name's. */
const NAME_CONFLICT = { conflictField: 'name' };

export const faqResolvers: Resolvers = {
  Faq,
  FaqCategory,
  FaqList,
  FaqCategoryList,
  Query: {
    faqs: (_parent, { search, locale, page, perPage, sortBy, desc }, context) =>
      listPage('FAQ list', { page, perPage }, (paging) =>
        listFaqs(context, {
          search,
          locale: faqLocaleMap.toRest(locale),
          ...paging,
          orderby: faqSortFieldMap.toRest(sortBy),
          desc,
        }),
      ),
    faq: (_parent, { id }, context) => loadFaq(context, id),
    faqCategories: (_parent, { search, page, perPage, sortBy, desc }, context) =>
      listPage('FAQ category list', { page, perPage }, (paging) =>
        listFaqCategories(context, { search, ...paging, orderby: faqCategorySortFieldMap.toRest(sortBy), desc }),
      ),
    faqCategory: (_parent, { id }, context) => loadFaqCategory(context, id),
  },
  Mutation: {
    createFaq: (_parent, { input }, context) =>
      inInputTerms(faqInputFields, createFaq(context, toRestFaqBody(validateInput(faqInputRules, input)))),
    updateFaq: (_parent, { id, input }, context) =>
      inInputTerms(faqInputFields, replaceFaq(context, id, toRestFaqBody(validateInput(faqInputRules, input)))),
    deleteFaq: (_parent, { id }, context) => inInputTerms(faqInputFields, deleteFaq(context, id), ABOUT_THE_RECORD),
    createFaqCategory: (_parent, { input }, context) =>
      inInputTerms(
        faqCategoryInputFields,
        createFaqCategory(context, validateInput(faqCategoryInputRules, input)),
        NAME_CONFLICT,
      ),
    updateFaqCategory: (_parent, { id, input }, context) =>
      inInputTerms(
        faqCategoryInputFields,
        replaceFaqCategory(context, id, validateInput(faqCategoryInputRules, input)),
        NAME_CONFLICT,
      ),
    // Refused while FAQs are in it: the refusal is about the category, `id`.
    deleteFaqCategory: (_parent, { id }, context) =>
      inInputTerms(faqCategoryInputFields, deleteFaqCategory(context, id), ABOUT_THE_RECORD),
  },
};
