import type { GatewayContext } from '../core/context';
import { containsText, type FilterableList, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';

export interface RestFaqCategory {
  id: number;
  name: string;
  /** FAQs in the category. */
  faq_count: number;
  createdAt: string;
  updatedAt: string;
}

export interface RestFaq {
  id: number;
  title: string;
  body: string;
  locale: 'id_ID' | 'en_US';
  faq_category_id: number;
  faq_category: RestFaqCategory;
  createdAt: string;
  updatedAt: string;
}

export interface RestFaqList {
  rows: RestFaq[];
  count: number;
}

export interface RestFaqCategoryList {
  rows: RestFaqCategory[];
  count: number;
}

/** The body of POST and PUT /faqs (spec 002 §7). */
export interface RestFaqBody {
  title: string;
  body: string;
  faq_category_id: number;
  locale: RestFaq['locale'];
}

/** The body of POST and PUT /faq_categories. */
export interface RestFaqCategoryBody {
  name: string;
}

export interface FaqListQuery {
  search?: string | null;
  locale?: RestFaq['locale'] | null;
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

type FaqReply = { Faq: RestFaq };
type FaqCategoryReply = { FaqCategory: RestFaqCategory };
const faqPath = (id: string) => `/faqs/${encodeURIComponent(id)}`;
const categoryPath = (id: string) => `/faq_categories/${encodeURIComponent(id)}`;

/** GET /faqs's filters, neither in the spec: as rest-api faqs/store.ts applies them. */
const FAQ_LIST: FilterableList<FaqListQuery, RestFaq> = {
  path: '/faqs',
  name: 'FAQ list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.title, search) },
    locale: { field: 'locale', label: 'Locale', matches: (row, locale) => row.locale === locale },
  },
};

export const listFaqs = (context: GatewayContext, query: FaqListQuery) =>
  readList(context, FAQ_LIST, query, (reply: { Faqs: RestFaqList }) => reply.Faqs);

/** By id through the request's DataLoader: a query naming one FAQ twice fetches it once. */
export const loadFaq = byIdLoader('faqById', async ({ rest }, id) => (await rest.get<FaqReply>(faqPath(id))).Faq);

export const createFaq = async ({ rest }: GatewayContext, body: RestFaqBody) =>
  (await rest.post<FaqReply>('/faqs', body)).Faq;

export const replaceFaq = async ({ rest }: GatewayContext, id: string, body: RestFaqBody) =>
  (await rest.put<FaqReply>(faqPath(id), body)).Faq;

export const deleteFaq = async ({ rest }: GatewayContext, id: string) => (await rest.delete<FaqReply>(faqPath(id))).Faq;

/** GET /faq_categories's search, not in the spec: as rest-api faqs/store.ts applies it. */
const FAQ_CATEGORY_LIST: FilterableList<FaqCategoryListQuery, RestFaqCategory> = {
  path: '/faq_categories',
  name: 'FAQ category list',
  filters: {
    search: { field: 'search', label: 'Search', matches: (row, search) => containsText(row.name, search) },
  },
};

/** Not cached: the categories are edited from the dashboard, and the FAQ form must offer a new one at once. */
export const listFaqCategories = (context: GatewayContext, query: FaqCategoryListQuery) =>
  readList(context, FAQ_CATEGORY_LIST, query, (reply: { FaqCategories: RestFaqCategoryList }) => reply.FaqCategories);

export const loadFaqCategory = byIdLoader(
  'faqCategoryById',
  async ({ rest }, id) => (await rest.get<FaqCategoryReply>(categoryPath(id))).FaqCategory,
);

export const createFaqCategory = async ({ rest }: GatewayContext, body: RestFaqCategoryBody) =>
  (await rest.post<FaqCategoryReply>('/faq_categories', body)).FaqCategory;

export const replaceFaqCategory = async ({ rest }: GatewayContext, id: string, body: RestFaqCategoryBody) =>
  (await rest.put<FaqCategoryReply>(categoryPath(id), body)).FaqCategory;

export const deleteFaqCategory = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<FaqCategoryReply>(categoryPath(id))).FaqCategory;
