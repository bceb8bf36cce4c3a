import type { GatewayContext } from '../core/context';
import { containsText, type FilterableList, readList } from '../core/listFilters';
import { byIdLoader } from '../core/loaders';
import { toRestForm, type UploadedFile } from '../core/uploads';

export interface RestPromotion {
  id: number;
  platform: string;
  promoName: string;
  promoCode: string;
  promoType: 'percent' | 'rounded' | 'freeshipping';
  promoValue: number | null;
  maxPromo: number | null;
  /** 1 on, 0 off. */
  promoStatus: 0 | 1;
  promotionDefault: 0 | 1;
  valid_from: string;
  valid_until: string;
  description: string | null;
  /** The terms and conditions text. */
  rule: string | null;
  terms: 'qty' | 'price' | 'minTransaction';
  promoCondition: '<' | '>' | null;
  amount: number | null;
  maxAmount: number | null;
  minTransaction: number | null;
  Quota: number;
  usedQuota: number;
  /** /media/… */
  promoImage: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface RestPromotionList {
  rows: RestPromotion[];
  count: number;
}

/** The text fields of POST and PUT /promotion (multipart; spec 000 §7); the image goes as the file promoPhoto. */
export type RestPromotionFields = Omit<RestPromotion, 'id' | 'promoImage' | 'createdAt' | 'updatedAt'>;

export interface PromotionListQuery {
  search?: string | null;
  status?: 0 | 1;
  page: number;
  per_page: number;
  orderby: 'promoName' | 'promoCode' | 'valid_from' | 'valid_until' | 'Quota' | 'promoStatus';
  desc: boolean;
}

type PromotionReply = { Promotion: RestPromotion };
const path = (id: string) => `/promotion/${encodeURIComponent(id)}`;

/** GET /promotion's filters, neither in the spec: as rest-api promotions/store.ts applies them. */
const PROMOTION_LIST: FilterableList<PromotionListQuery, RestPromotion> = {
  path: '/promotion',
  name: 'promotion list',
  filters: {
    search: {
      field: 'search',
      label: 'Search',
      matches: (row, search) => containsText(row.promoName, search) || containsText(row.promoCode, search),
    },
    status: { field: 'status', label: 'Status', matches: (row, status) => row.promoStatus === status },
  },
};

export const listPromotions = (context: GatewayContext, query: PromotionListQuery) =>
  readList(context, PROMOTION_LIST, query, (reply: { Promotions: RestPromotionList }) => reply.Promotions);

/** By id through the request's DataLoader: a query naming one promotion twice fetches it once. */
export const loadPromotion = byIdLoader(
  'promotionById',
  async ({ rest }, id) => (await rest.get<PromotionReply>(path(id))).Promotion,
);

export const createPromotion = async ({ rest }: GatewayContext, fields: RestPromotionFields, image?: UploadedFile) =>
  (await rest.postForm<PromotionReply>('/promotion', toRestForm(fields, { promoPhoto: image }))).Promotion;

/** PUT replaces the whole promotion; without promoPhoto the REST API keeps the current image. */
export const replacePromotion = async (
  { rest }: GatewayContext,
  id: string,
  fields: RestPromotionFields,
  image?: UploadedFile,
) => (await rest.putForm<PromotionReply>(path(id), toRestForm(fields, { promoPhoto: image }))).Promotion;

export const deletePromotion = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<PromotionReply>(path(id))).Promotion;
