import type { FaqInputValues } from '@backoffice/schema/rules/faq';

import { enumMap } from '../core/enumMap';
import type { InputFieldTable } from '../core/inputFieldNames';
import type { FaqCategorySortField, FaqSortField } from '../generated/graphql';
import { type FaqCategoryListQuery, type FaqListQuery, faqLocaleMap, type RestFaqBody } from './rest';

export const faqSortFieldMap = enumMap('FAQ sort field', {
  TITLE: 'title',
  CREATED_AT: 'createdAt',
} as const satisfies Record<FaqSortField, FaqListQuery['orderby']>);

export const faqCategorySortFieldMap = enumMap('FAQ category sort field', {
  NAME: 'name',
  CREATED_AT: 'createdAt',
} as const satisfies Record<FaqCategorySortField, FaqCategoryListQuery['orderby']>);

export function toRestFaqBody(input: FaqInputValues): RestFaqBody {
  return {
    title: input.title,
    body: input.body,
    faq_category_id: Number(input.categoryId),
    locale: faqLocaleMap.toRest(input.locale),
  };
}

/** The REST names of FaqInput's fields, for errors in GraphQL terms. */
export const faqInputFields: InputFieldTable = {
  title: { field: 'title', label: 'Title' },
  body: { field: 'body', label: 'Body' },
  faq_category_id: { field: 'categoryId', label: 'FAQ category' },
  locale: { field: 'locale', label: 'Locale' },
};

/** The REST names of FaqCategoryInput's fields. */
export const faqCategoryInputFields: InputFieldTable = {
  name: { field: 'name', label: 'Name' },
};
