import { type Static, Type } from '@sinclair/typebox';

import { Id, oneOf, timestamps } from '../core/schemas';

/** Spec 002 §4: the two locales a FAQ is written in. */
export const LOCALES = ['id_ID', 'en_US'] as const;

export const FaqCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  faq_count: Type.Integer({ description: 'FAQs in the category' }),
  ...timestamps,
});
export type FaqCategory = Static<typeof FaqCategory>;

export const Faq = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  locale: oneOf(LOCALES),
  faq_category_id: Type.Integer(),
  faq_category: FaqCategory,
  ...timestamps,
});
export type Faq = Static<typeof Faq>;

/** POST /faqs and PUT /faqs/{id}. An unknown faq_category_id is refused 400 naming it. */
export const FaqBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 200 }),
    body: Type.String({ minLength: 1, maxLength: 10000 }),
    faq_category_id: Id(),
    locale: oneOf(LOCALES),
  },
  { additionalProperties: false },
);
export type FaqBody = Static<typeof FaqBody>;

/**
 * POST /faq_categories and PUT /faq_categories/{id}. A name another category has (in any case) is refused
 * 409 `{ message }`; DELETE of a category that FAQs use is refused 409 `{ errors: [{ message }] }`
 * ("FAQ category Pengiriman is used by 3 FAQs: move or delete them first"), leaving everything as it was.
 */
export const FaqCategoryBody = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 120 }) },
  { additionalProperties: false },
);
export type FaqCategoryBody = Static<typeof FaqCategoryBody>;
