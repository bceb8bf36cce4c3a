import * as z from 'zod/mini';

import type { DeliveryType } from '@backoffice/schema/generated/enums';

import type { GatewayContext } from '../core/context';
import { enumMap } from '../core/enumMap';
import { byIdLoader } from '../core/loaders';
import {
  type Answer,
  flag,
  id,
  integer,
  optional,
  recordAnswer,
  restPath,
  type RestReads,
  rowsAnswer,
  text,
  withIdsBeside,
  writeAnswer,
} from '../core/restAnswer';
import { createdRecord, deletedRecord, updatedRecord } from '../core/savedRecord';

/** Spec 000 §3: "deliveryType (0 domestic, 1 international)". */
export const deliveryTypeMap = enumMap('delivery type', { DOMESTIC: 0, INTERNATIONAL: 1 } as const satisfies Record<
  DeliveryType,
  number
>);

/** A courier company (the REST API calls it a delivery method). Spec 000 §3: "DeliveryMethod.CourierCompany". */
export const restCourier = z.object({ id: id(), CourierCompany: text() });
export type RestCourier = Answer<typeof restCourier>;

/**
 * Spec 000 §3 Courier fee: "DeliveryMethodId, DeliveryMethod.CourierCompany, code (service name), deliveryType
 * (0 domestic, 1 international), fees, unitFees, origins and destination (city ids), website (tracking), status".
 * The cities are ids only: their names come from the cached city list (locations/rest.ts).
 */
export const restDeliveryFee = withIdsBeside(
  { DeliveryMethod: ['DeliveryMethodId', 'id'] },
  z.object({
    id: id(),
    DeliveryMethodId: id(),
    DeliveryMethod: restCourier,
    /** The service name. */
    code: text(),
    deliveryType: deliveryTypeMap.answer(),
    fees: integer(),
    unitFees: integer(),
    /** The origin city id (one city, despite the name). */
    origins: id(),
    destination: id(),
    website: text(),
    status: flag(),
    /** Not in the spec. */
    createdAt: optional(text()),
    updatedAt: optional(text()),
  }),
);
export type RestDeliveryFee = Answer<typeof restDeliveryFee>;

export type RestDeliveryFeeList = Answer<typeof DELIVERY_FEES>;

/** GET /delivery/method: "GET /delivery/method" (002 §7), its answer not shown; docs/company-rest-api.md. */
const COURIERS = rowsAnswer('DeliveryMethods', restCourier);
/** GET /delivery/fees: "Lists of … couriers … are loaded by paths: not shown" (000 §7). */
const DELIVERY_FEES = rowsAnswer('DeliveryFees', restDeliveryFee);
/** GET /delivery/fees/{id}: not shown (000 §2 only names the edit screen). */
const DELIVERY_FEE = recordAnswer('DeliveryFee', restDeliveryFee, { alias: 'Delivery' });
/** POST /delivery/fees: "DeliveryMethod.code" (000 §7): the answer may hold no more than the code. */
const CREATED = writeAnswer('DeliveryMethod', restDeliveryFee);
/** PUT /delivery/fees/{id}: not shown. */
const REPLACED = writeAnswer('DeliveryFee', restDeliveryFee);
/** DELETE /delivery/fees/{id}: "Delivery.DeliveryMethod.CourierCompany and Delivery.code" (000 §7). */
const DELETED = writeAnswer('Delivery', restDeliveryFee);

/** The body of POST and PUT /delivery/fees. */
export interface RestDeliveryFeeBody {
  DeliveryMethodId: number;
  code: string;
  /** 0 or 1; a value the gateway does not know is sent back as the API gave it. */
  deliveryType: number | string;
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
  referenceCache.get('/delivery/method', async () => (await rest.get('/delivery/method', COURIERS)).rows);

export const listDeliveryFees = ({ rest }: GatewayContext, query: DeliveryFeeListQuery) =>
  rest.get('/delivery/fees', DELIVERY_FEES, { ...query });

/** Read now, not through the DataLoader: what a write reads back must not be the record as it was before. */
const fetchDeliveryFee = ({ rest }: GatewayContext, feeId: string | number) =>
  rest.get(restPath`/delivery/fees/${feeId}`, DELIVERY_FEE);

/** By id through the request's DataLoader: a query naming one fee twice fetches it once. */
export const loadDeliveryFee = byIdLoader('deliveryFeeById', fetchDeliveryFee);

/** What a write that did not answer its record reports: the record read back, else the body with its id. */
const recovery = (context: GatewayContext, body: RestDeliveryFeeBody, courier: RestCourier | null) => ({
  readBack: (feeId: number) => fetchDeliveryFee(context, feeId),
  echo: (feeId: number): RestDeliveryFee => ({
    ...body,
    id: feeId,
    deliveryType: z.parse(deliveryTypeMap.answer(), body.deliveryType),
    DeliveryMethod: courier ?? { id: body.DeliveryMethodId, CourierCompany: String(body.DeliveryMethodId) },
    createdAt: null,
    updatedAt: null,
  }),
});

/** The courier an id names, from the cached list: for a record shown as sent, or one whose courier did not read. */
const courierById = async (context: GatewayContext, courierId: number) =>
  (await fetchCouriers(context).catch(() => [])).find((courier) => courier.id === courierId) ?? null;

/** A record's courier: the one it carries, else the one its DeliveryMethodId names; none when it names none. */
export const courierOf = (context: GatewayContext, courier: RestCourier | null, courierId: number | null) =>
  courier ?? (courierId === null ? null : courierById(context, courierId));

/** Null, with a warning, when the answer names neither the fee nor its id (spec 000 §7 shows DeliveryMethod.code only). */
export const createDeliveryFee = async (context: GatewayContext, body: RestDeliveryFeeBody) => {
  const written = await context.rest.post('/delivery/fees', CREATED, body);
  return createdRecord(
    context,
    'POST /delivery/fees',
    written,
    recovery(context, body, await courierById(context, body.DeliveryMethodId)),
  );
};

export const replaceDeliveryFee = async (context: GatewayContext, feeId: string, body: RestDeliveryFeeBody) => {
  const written = await context.rest.put(restPath`/delivery/fees/${feeId}`, REPLACED, body);
  return updatedRecord(
    context,
    'PUT /delivery/fees/{id}',
    Number(feeId),
    written,
    recovery(context, body, await courierById(context, body.DeliveryMethodId)),
  );
};

/** Read first, so the answer is the fee as it was even when the delete answer does not hold it. */
export async function deleteDeliveryFee(context: GatewayContext, feeId: string) {
  const before = await loadDeliveryFee(context, feeId);
  return deletedRecord(await context.rest.delete(restPath`/delivery/fees/${feeId}`, DELETED), before);
}

/** The GET calls of this domain with their answers' schemas, for `npm run check-upstream` (restReads.ts). */
export const deliveryFeeReads: RestReads = {
  'GET /delivery/method': COURIERS,
  'GET /delivery/fees': DELIVERY_FEES,
  'GET /delivery/fees/{id}': DELIVERY_FEE,
};
