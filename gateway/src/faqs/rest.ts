import type { GraphQLResolveInfo } from 'graphql';
import * as z from 'zod/mini';

import type { FaqLocale } from '@backoffice/schema/generated/enums';
import { FAQ_LOCALE_LABELS } from '@backoffice/schema/rules/faq';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { containsText, type FilterableList, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import {
  type Answer,
  id,
  integer,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord, updatedRecord } from '../core/savedRecord';
import { summaryOrLoaded } from '../core/summaryOrLoaded';

/** Spec 002 §9 "FAQ locales | id_ID, en_US". */
type RestFaqLocale = 'id_ID' | 'en_US';

/** The rules' labels are the REST spellings (spec 002 §4 and §9). */
export const faqLocaleMap = enumMap('FAQ locale', FAQ_LOCALE_LABELS as { readonly [L in FaqLocale]: RestFaqLocale });

/**
 * Spec 002 §3: "FAQ category: id, name." How many FAQs it holds and its timestamps are this gateway's reading of
 * what the spec does not name: none when the API leaves them out.
 */
export const restFaqCategory = z.object({
  id: id(),
  name: text(),
  /** FAQs in the category. */
  faq_count: optional(integer()),
  createdAt: optional(text()),
  updatedAt: optional(text()),
});
export type RestFaqCategory = Answer<typeof restFaqCategory>;

/**
 * Spec 002 §3: "FAQ: id, title, body, locale (id_ID or en_US), faq_category_id, faq_category.name." The category
 * the FAQ carries may be a summary (its name only): the FAQ's category is then loaded by faq_category_id when
 * a query asks for more.
 */
export const restFaq = z.object({
  id: id(),
  title: text(),
  body: text(),
  locale: faqLocaleMap.answer(),
  faq_category_id: id(),
  faq_category: optional(
    z.object({
      name: text(),
      faq_count: optional(integer()),
      createdAt: optional(text()),
      updatedAt: optional(text()),
    }),
  ),
  createdAt: optional(text()),
  updatedAt: optional(text()),
});
export type RestFaq = Answer<typeof restFaq>;

/** GET /faqs: "GET /faqs (rows)" (002 §7). */
export const FAQS = rowsAnswer(null, restFaq, { shown: true });
export type RestFaqList = Answer<typeof FAQS>;
/** GET /faqs/{id}: the spec does not show the answer (002 §7); read as the writes' `Faq`. */
export const FAQ = recordAnswer('Faq', restFaq);
/** POST /faqs, PUT and DELETE /faqs/{id}: not shown (002 §7); the record under `Faq` when the answer holds it. */
export const FAQ_WRITTEN = writeAnswer('Faq', restFaq);

/** GET /faq_categories: "GET /faq_categories (rows)" (002 §7). */
export const FAQ_CATEGORIES = rowsAnswer(null, restFaqCategory, { shown: true });
export type RestFaqCategoryList = Answer<typeof FAQ_CATEGORIES>;
/** GET /faq_categories/{id}: not shown (002 §7); read as the writes' `FaqCategory`. */
export const FAQ_CATEGORY = recordAnswer('FaqCategory', restFaqCategory);
/** POST /faq_categories, PUT and DELETE /faq_categories/{id}: not shown (002 §7). */
export const FAQ_CATEGORY_WRITTEN = writeAnswer('FaqCategory', restFaqCategory);

/** The GET calls of FAQs, for `npm run check-upstream` (restReads.ts). */
export const faqReads: RestReads = {
  'GET /faqs': FAQS,
  'GET /faqs/{id}': FAQ,
  'GET /faq_categories': FAQ_CATEGORIES,
  'GET /faq_categories/{id}': FAQ_CATEGORY,
};

/** The body of POST and PUT /faqs (spec 002 §7). */
export interface RestFaqBody {
  title: string;
  body: string;
  faq_category_id: number;
  locale: RestFaqLocale;
}

/** The body of POST and PUT /faq_categories. */
export interface RestFaqCategoryBody {
  name: string;
}

export interface FaqListQuery {
  search?: string | null;
  locale?: RestFaqBody['locale'] | null;
  page: number;
  per_page: number;
  orderby: 'title' | 'createdAt';
  desc: boolean;
}

export interface FaqCategoryListQuery {
  search?: string | null;
  page: number;
  per_page: number;
  orderby: 'name' | 'createdAt';
  desc: boolean;
}

/** GET /faqs's filters, neither in the spec: as rest-api faqs/store.ts applies them. */
const FAQ_LIST: FilterableList<'/faqs', FaqListQuery, RestFaq> = {
  path: '/faqs',
  name: 'FAQ list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.title, search) },
    locale: { field: 'locale', label: 'Locale', matches: (row, locale) => row.locale === locale },
  },
};

export const listFaqs = (context: GatewayContext, query: FaqListQuery) => readList(context, FAQ_LIST, query, FAQS);

/**
 * By id through the request's DataLoader: a query naming one FAQ twice fetches it once. Async, so a missing id
 * (restPath) fails this key, not the whole batch.
 */
export const loadFaq = byIdLoader('faqById', async ({ rest }, faqId) => rest.get(restPath`/faqs/${faqId}`, FAQ));

/** The FAQ as sent, with the id the API gave it: what a write that did not answer its record reports. */
const faqRecovery = (context: GatewayContext, body: RestFaqBody) => ({
  readBack: (faqId: number) => loadFaq(context, faqId),
  echo: (faqId: number): RestFaq => ({ ...body, id: faqId, faq_category: null, createdAt: null, updatedAt: null }),
});

export const createFaq = async (context: GatewayContext, body: RestFaqBody) =>
  createdRecord(context, 'POST /faqs', await context.rest.post('/faqs', FAQ_WRITTEN, body), faqRecovery(context, body));

export const replaceFaq = async (context: GatewayContext, faqId: string, body: RestFaqBody) =>
  updatedRecord(
    context,
    'PUT /faqs/{id}',
    Number(faqId),
    await context.rest.put(restPath`/faqs/${faqId}`, FAQ_WRITTEN, body),
    faqRecovery(context, body),
  );

/** Read first, so the answer is the FAQ as it was even when the API's delete answer does not hold it. */
export async function deleteFaq(context: GatewayContext, faqId: string) {
  const before = await loadFaq(context, faqId);
  return deletedRecord(await context.rest.delete(restPath`/faqs/${faqId}`, FAQ_WRITTEN), before);
}

/** GET /faq_categories's search, not in the spec: as rest-api faqs/store.ts applies it. */
const FAQ_CATEGORY_LIST: FilterableList<'/faq_categories', FaqCategoryListQuery, RestFaqCategory> = {
  path: '/faq_categories',
  name: 'FAQ category list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.name, search) },
  },
};

/** Not cached: the categories are edited from the dashboard, and the FAQ form must offer a new one at once. */
export const listFaqCategories = (context: GatewayContext, query: FaqCategoryListQuery) =>
  readList(context, FAQ_CATEGORY_LIST, query, FAQ_CATEGORIES);

export const loadFaqCategory = byIdLoader('faqCategoryById', async ({ rest }, categoryId) =>
  rest.get(restPath`/faq_categories/${categoryId}`, FAQ_CATEGORY),
);

const categoryRecovery = (context: GatewayContext, body: RestFaqCategoryBody) => ({
  readBack: (categoryId: number) => loadFaqCategory(context, categoryId),
  echo: (categoryId: number): RestFaqCategory => ({
    ...body,
    id: categoryId,
    faq_count: null,
    createdAt: null,
    updatedAt: null,
  }),
});

export const createFaqCategory = async (context: GatewayContext, body: RestFaqCategoryBody) =>
  createdRecord(
    context,
    'POST /faq_categories',
    await context.rest.post('/faq_categories', FAQ_CATEGORY_WRITTEN, body),
    categoryRecovery(context, body),
  );

export const replaceFaqCategory = async (context: GatewayContext, categoryId: string, body: RestFaqCategoryBody) =>
  updatedRecord(
    context,
    'PUT /faq_categories/{id}',
    Number(categoryId),
    await context.rest.put(restPath`/faq_categories/${categoryId}`, FAQ_CATEGORY_WRITTEN, body),
    categoryRecovery(context, body),
  );

/** Read first, so the answer is the category as it was even when the API's delete answer does not hold it. */
export async function deleteFaqCategory(context: GatewayContext, categoryId: string) {
  const before = await loadFaqCategory(context, categoryId);
  return deletedRecord(
    await context.rest.delete(restPath`/faq_categories/${categoryId}`, FAQ_CATEGORY_WRITTEN),
    before,
  );
}

/**
 * A FAQ's category: what the FAQ carries when the query asks only for what that holds (a list page then costs no
 * call per row), else the category through the request's DataLoader (also when the FAQ carries none).
 */
export function faqCategoryOf(context: GatewayContext, info: GraphQLResolveInfo, faq: RestFaq) {
  const load = () => loadFaqCategory(context, faq.faq_category_id);
  if (faq.faq_category === null) return load();
  const carried = faq.faq_category;
  const fields = new Set([
    '__typename',
    'id',
    'name',
    ...(carried.faq_count === null ? [] : ['faqCount']),
    ...(carried.createdAt === null ? [] : ['createdAt']),
    ...(carried.updatedAt === null ? [] : ['updatedAt']),
  ]);
  return summaryOrLoaded<RestFaqCategory>(info, fields, { ...carried, id: faq.faq_category_id }, load);
}
