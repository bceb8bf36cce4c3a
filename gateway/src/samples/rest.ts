import type { GatewayContext } from '../core/context';
import type { PaymentStatusKey, ShipmentStatusName } from '../core/statuses';
import type { RestCourier } from '../deliveryFees/rest';
import type { CityWithProvince } from '../locations/rest';

/** Spec 002 §9: why a sample is sent, as the REST API spells it; `tester` makes it a tester. */
export type SamplePurposeKey =
  | 'review'
  | 'replacement'
  | 'training'
  | 'development'
  | 'giveaway'
  | 'photoshoot'
  | 'media'
  | 'marketing'
  | 'sponsorship'
  | 'tester';
/** Spec 002 §9: a tester's review status as the REST API spells it. */
export type TesterStatusKey = 'Pending' | 'Accepted' | 'Rejected';
/** Spec 001 §4: a sample's status holds a payment status or a shipment status. */
export type SampleStatusKey = PaymentStatusKey | ShipmentStatusName;

/** One product line of a sample, with its product's name, SKU and gross weight (joined, no call per line). */
export interface RestSampleLine {
  id: number;
  ItemId: number;
  qty: number;
  /** Always 0: samples are free. */
  price: number;
  Item: { id: number; name: string; sku: string; gross_weight: number | null };
}

/** A sample (a tester too) as GET /samples, GET /samples/:id and the /tester routes answer it (spec 001 §3). */
export interface RestSample {
  id: number;
  purpose: SamplePurposeKey;
  status: SampleStatusKey;
  ShipStatus: ShipmentStatusName;
  tester_status: TesterStatusKey | null;
  CustomerId: number | null;
  Customer: {
    id: number;
    fullName: string;
    company_name: string | null;
    CustomerContact: { contactNo: string | null };
  } | null;
  VendorId: number | null;
  Vendor: { id: number; fullName: string; company_name: string; VendorContact: { phone_number: string | null } } | null;
  /** The phone typed on the sample form, international form. */
  contactNo: string | null;
  ShiptoAddress1: string;
  city_id: number | null;
  province_id: number | null;
  postal_code: string | null;
  City: CityWithProvince | null;
  ShipFromLocationId: number;
  ShipFromLocation: { id: number; LocationName: string; City: CityWithProvince | null };
  DeliveryMethodId: number;
  DeliveryMethod: RestCourier;
  tracking_code: string | null;
  shipment_date: string | null;
  memo: string | null;
  SampleLine: { items: RestSampleLine[] };
  createdAt: string;
  updatedAt: string;
}

/** Who a sample goes to: read from the sample itself (GraphQL SampleRecipient). */
export type RestSampleRecipient = Pick<RestSample, 'CustomerId' | 'Customer' | 'VendorId' | 'Vendor'>;

export interface RestSampleList {
  rows: RestSample[];
  count: number;
}

/** The body of POST /samples; PUT /samples/:id takes any part of it. Exactly one of CustomerId and VendorId. */
export interface RestSampleBody {
  CustomerId: number | null;
  VendorId: number | null;
  contactNo: string | null;
  ShipFromLocationId: number;
  DeliveryMethodId: number;
  ShiptoAddress1: string;
  purpose: SamplePurposeKey;
  items: Array<{ ItemId: number; qty: number }>;
  shipment_date: string | null;
  status: SampleStatusKey;
  ShipStatus: ShipmentStatusName;
  province_id: number | null;
  city_id: number | null;
  postal_code: string | null;
  tracking_code?: string | null;
  memo: string | null;
}

export interface SampleListQuery {
  /** A sample id, or words of the recipient's company name. */
  sample?: string | null;
  start_date?: string | null;
  end_date?: string | null;
  ship_from?: string | null;
  purpose?: SamplePurposeKey | null;
  ship_status?: ShipmentStatusName | null;
  page: number;
  per_page: number;
  orderby: 'created_at' | 'shipment_date' | 'id';
  desc: boolean;
}

interface TesterListQuery {
  status?: TesterStatusKey | null;
  page: number;
  per_page: number;
  orderby: SampleListQuery['orderby'];
  desc: boolean;
}

type SampleReply = { Sample: RestSample };
type TesterReply = { Tester: RestSample };

const samplePath = (id: string | number) => `/samples/${encodeURIComponent(id)}`;
const testerPath = (id: string | number) => `/tester/${encodeURIComponent(id)}`;

/** One statement per page on the REST side: recipient, warehouse, courier, city and lines are joined in. */
export const listSamples = async ({ rest }: GatewayContext, query: SampleListQuery) =>
  (await rest.get<{ Samples: RestSampleList }>('/samples', { ...query })).Samples;

export const listTesters = async ({ rest }: GatewayContext, query: TesterListQuery) =>
  (await rest.get<{ Testers: RestSampleList }>('/tester', { ...query })).Testers;

/**
 * Read straight, not through a DataLoader: every caller either answers one sample or decides a write from
 * what it reads (a label's status, a tester's lock), and a loader would keep answering the state before it.
 */
export const fetchSample = async ({ rest }: GatewayContext, id: string) =>
  (await rest.get<SampleReply>(samplePath(id))).Sample;

/** A failed create answers errors.message (spec 001 §8); the normalizer makes it the error's message. */
export const createSample = async ({ rest }: GatewayContext, body: RestSampleBody) =>
  (await rest.post<SampleReply>('/samples', body)).Sample;

/** PUT answers `{ message, Sample }`; the message is what the detail dialog shows (spec 001 §8). */
export const updateSample = ({ rest }: GatewayContext, id: string, body: Partial<RestSampleBody>) =>
  rest.put<SampleReply & { message: string }>(samplePath(id), body);

/** NOT_FOUND when the sample is no tester. */
export const fetchTester = async ({ rest }: GatewayContext, id: string) =>
  (await rest.get<TesterReply>(testerPath(id))).Tester;

/** 409 unless the tester is still Pending: the REST API checks and writes in one statement. */
export const updateTesterStatus = ({ rest }: GatewayContext, id: string, status: TesterStatusKey) =>
  rest.put<TesterReply & { message: string }>(testerPath(id), { status });
