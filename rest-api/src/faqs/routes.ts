import { type Static, type TSchema, Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { listQuery, recordRoutes } from '../core/routes';
import { ErrorList, ErrorObject, oneOf } from '../core/schemas';
import { Faq, FaqBody, FaqCategory, FaqCategoryBody, LOCALES } from './schemas';
import { CATEGORY_SORT_COLUMNS, FAQ_SORT_COLUMNS, faqCategories, faqs, listFaqCategories, listFaqs } from './store';

const TAG = 'faqs';
const NameTaken = Type.Object(
  { message: Type.String() },
  { description: 'A name another category has, in any case: { message }' },
);
/** Spec 002 §8: FAQ and category saves are read from errors.message; deletes from the first entry of errors. */
const SAVE = { errorShape: 'object', errors: { 400: ErrorObject, 404: ErrorObject } } as const;
/** A taken category name answers 409 { message } (as a promo code in use does), other refusals as saves do. */
/** A taken name answers 409 { message }, naming the category as spelt, read after the refused write (faqs/store.ts). */
const NAMED = { ...SAVE, errorShapeByStatus: { 409: 'message' }, inTransaction: false } as const;

/**
 * GET `path`: one page and the count of all as `{ rows, count }` at the top, as spec 002 §7 shows the FAQ and
 * category lists ("GET /faqs (rows)", "GET /faq_categories (rows)"), not under a name as other lists are.
 */
function rowsRoute<Q extends TSchema>(
  app: App,
  options: {
    path: string;
    summary: string;
    item: TSchema;
    query: Q;
    list: (db: App['db'], query: Static<Q>) => Promise<{ rows: unknown[]; count: number }>;
  },
) {
  const { path, summary, item, query, list } = options;
  app.route({
    method: 'GET',
    url: path,
    schema: {
      tags: [TAG],
      summary,
      querystring: query,
      response: { 200: Type.Object({ rows: Type.Array(item), count: Type.Integer() }) },
    },
    handler: async (request) => list(app.db, request.query as Static<Q>),
  });
}

export function faqRoutes(app: App) {
  rowsRoute(app, {
    path: '/faqs',
    summary: 'FAQs, sorted and paged, as { rows, count }',
    item: Faq,
    query: listQuery(
      {
        search: Type.Optional(Type.String({ description: 'part of the title, any case' })),
        locale: Type.Optional(oneOf(LOCALES)),
      },
      FAQ_SORT_COLUMNS,
      'createdAt',
    ),
    list: listFaqs,
  });

  recordRoutes(app, {
    path: '/faqs',
    tag: TAG,
    name: 'Faq',
    item: Faq,
    body: FaqBody,
    table: faqs,
    create: {
      ...SAVE,
      summary: 'Add a FAQ; an unknown faq_category_id is refused naming it',
      errors: { 400: ErrorObject },
    },
    replace: { ...SAVE, summary: 'Replace the whole FAQ' },
  });

  rowsRoute(app, {
    path: '/faq_categories',
    summary: 'FAQ categories with how many FAQs each holds, sorted and paged, as { rows, count }',
    item: FaqCategory,
    query: listQuery(
      { search: Type.Optional(Type.String({ description: 'part of the name, any case' })) },
      CATEGORY_SORT_COLUMNS,
      'name',
    ),
    list: listFaqCategories,
  });

  recordRoutes(app, {
    path: '/faq_categories',
    tag: TAG,
    name: 'FaqCategory',
    item: FaqCategory,
    body: FaqCategoryBody,
    table: faqCategories,
    create: {
      ...NAMED,
      summary: 'Add a FAQ category; a name another has, in any case, answers 409',
      errors: { 400: ErrorObject, 409: NameTaken },
    },
    replace: {
      ...NAMED,
      summary: 'Rename a FAQ category; a name another has, in any case, answers 409',
      errors: { ...SAVE.errors, 409: NameTaken },
    },
    remove: { summary: 'Delete a FAQ category; 409 while FAQs are in it', errors: { 404: ErrorList, 409: ErrorList } },
  });
}
