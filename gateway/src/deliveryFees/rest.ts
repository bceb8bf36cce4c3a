import type { GatewayContext } from '../core/context';
import { byIdLoader } from '../core/loaders';
import type { RestCity } from '../locations/rest';

/** A courier company (the REST API calls it a delivery method). */
export interface RestCourier {
  id: number;
  CourierCompany: string;
}

export interface RestDeliveryFee {
  id: number;
  DeliveryMethodId: number;
  DeliveryMethod: RestCourier;
  /** The service name. */
  code: string;
  /** 0 domestic, 1 international. */
  deliveryType: 0 | 1;
  fees: number;
  unitFees: number;
  /** The origin city id (one city, despite the name). */
  origins: number;
  OriginCity: RestCity;
  destination: number;
  DestinationCity: RestCity;
  website: string;
  status: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface RestDeliveryFeeList {
  rows: RestDeliveryFee[];
  count: number;
}

/** The body of POST and PUT /delivery/fees. */
export interface RestDeliveryFeeBody {
  DeliveryMethodId: number;
  code: string;
  deliveryType: 0 | 1;
  fees: number;
  unitFees: number;
  origins: number;
  destination: number;
  website: string;
  status: boolean;
}

export interface DeliveryFeeListQuery {
  page: number;
  per_page: number;
  orderby: 'CourierCompany' | 'code' | 'deliveryType' | 'fees' | 'unitFees' | 'origins' | 'destination' | 'status';
  desc: boolean;
}

/** Cached across requests: the courier companies change rarely. */
export const fetchCouriers = ({ rest, referenceCache }: GatewayContext) =>
  referenceCache.get(
    '/delivery/method',
    async () => (await rest.get<{ DeliveryMethods: RestCourier[] }>('/delivery/method')).DeliveryMethods,
  );

export const listDeliveryFees = async ({ rest }: GatewayContext, query: DeliveryFeeListQuery) =>
  (await rest.get<{ DeliveryFees: RestDeliveryFeeList }>('/delivery/fees', { ...query })).DeliveryFees;

/** By id through the request's DataLoader: a query naming one fee twice fetches it once. */
export const loadDeliveryFee = byIdLoader(
  'deliveryFeeById',
  async ({ rest }, id) =>
    (await rest.get<{ DeliveryFee: RestDeliveryFee }>(`/delivery/fees/${encodeURIComponent(id)}`)).DeliveryFee,
);

/** The REST API names the created fee DeliveryMethod (spec 000 §7). */
export const createDeliveryFee = async ({ rest }: GatewayContext, body: RestDeliveryFeeBody) =>
  (await rest.post<{ DeliveryMethod: RestDeliveryFee }>('/delivery/fees', body)).DeliveryMethod;

export const replaceDeliveryFee = async ({ rest }: GatewayContext, id: string, body: RestDeliveryFeeBody) =>
  (await rest.put<{ DeliveryFee: RestDeliveryFee }>(`/delivery/fees/${encodeURIComponent(id)}`, body)).DeliveryFee;

/** The REST API names the deleted fee Delivery (spec 000 §7). */
export const deleteDeliveryFee = async ({ rest }: GatewayContext, id: string) =>
  (await rest.delete<{ Delivery: RestDeliveryFee }>(`/delivery/fees/${encodeURIComponent(id)}`)).Delivery;
