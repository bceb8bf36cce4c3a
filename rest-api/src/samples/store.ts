import { HttpError, notFound } from '../core/errors';
import { everyWordIn } from '../core/search';
import {
  checkLocation,
  cityJoin,
  cityWithProvinceObject,
  type ColumnValues,
  columnValues,
  direction,
  fullName,
  insertRecord,
  lineField,
  listPage,
  type ListParams,
  recordTimes,
  requireExisting,
  type Stored,
  updateRecord,
  whereClause,
  withIsoTimes,
} from '../core/store';
import type { Queryable } from '../db/database';
import {
  type Sample,
  type SampleCreateBody,
  type SampleUpdateBody,
  type Tester,
  TESTER_PURPOSE,
  TESTER_START_STATUS,
  type TesterStatus,
  type TesterUpdateBody,
} from './schemas';

const CUSTOMER_NAME = fullName('cu');
const VENDOR_NAME = fullName('v');
const city = cityJoin('s', 'city_id', 'City', 'c');
const shipFromCity = cityJoin('w', 'city_id', 'City', 'wc');

/** The joins a sample's recipient needs: the list's search reads them too. */
const RECIPIENT_JOINS = `
  LEFT JOIN customers cu ON cu.id = s.customer_id
  LEFT JOIN vendors v ON v.id = s.vendor_id`;

/** A sample as the contract shows it, but for its lines and times: recipient, warehouse, courier and city joined. */
const SELECT = `
  SELECT s.id, s.purpose, s.status, s.ship_status AS "ShipStatus", s.tester_status,
         s.customer_id AS "CustomerId",
         CASE WHEN cu.id IS NULL THEN NULL ELSE json_build_object('id', cu.id, 'fullName', ${CUSTOMER_NAME},
           'company_name', cu.company_name, 'CustomerContact', json_build_object('contactNo', cu.contact_no)) END AS "Customer",
         s.vendor_id AS "VendorId",
         CASE WHEN v.id IS NULL THEN NULL ELSE json_build_object('id', v.id, 'fullName', ${VENDOR_NAME},
           'company_name', v.company_name, 'VendorContact', json_build_object('phone_number', v.phone_number)) END AS "Vendor",
         s.contact_no AS "contactNo", s.shipto_address1 AS "ShiptoAddress1", s.city_id, s.province_id, s.postal_code, ${city.column},
         s.ship_from_location_id AS "ShipFromLocationId",
         json_build_object('id', w.id, 'LocationName', w.location_name, 'City', ${cityWithProvinceObject('wc', 'wcp')}) AS "ShipFromLocation",
         s.delivery_method_id AS "DeliveryMethodId", json_build_object('id', dm.id, 'CourierCompany', dm.courier_company) AS "DeliveryMethod",
         s.tracking_code, to_char(s.shipment_date, 'YYYY-MM-DD') AS shipment_date, s.memo, ${recordTimes('s')}
  FROM samples s
  ${RECIPIENT_JOINS}
  JOIN warehouses w ON w.id = s.ship_from_location_id
  ${shipFromCity.joins}
  JOIN delivery_methods dm ON dm.id = s.delivery_method_id
  ${city.joins}`;

type SampleRow = Stored<Omit<Sample, 'SampleLine'>> & { tester_status: TesterStatus | null };
/** A sample as read, with the review status a tester answers as its `status`. */
type ReadSample = Sample & { tester_status: TesterStatus | null };
type LineRow = Sample['SampleLine']['items'][number] & { sample_id: number };

/** The sort keys of GET /samples and GET /tester and their SQL. */
export const SORT_COLUMNS = { created_at: 's.created_at', shipment_date: 's.shipment_date', id: 's.id' } as const;

interface SampleFilters {
  /** A sample id, or words of the recipient's company (or person's) name. */
  sample?: string;
  start_date?: string;
  end_date?: string;
  ship_from?: number;
  purpose?: string;
  ship_status?: string;
}

interface TesterFilters {
  status?: TesterStatus;
}

/** A recipient's searchable name: the company's and the person's, customer or vendor. */
const RECIPIENT_NAME = `concat_ws(' ', cu.company_name, ${CUSTOMER_NAME}, v.company_name, ${VENDOR_NAME})`;

async function listWhere(db: Queryable, where: ReturnType<typeof whereClause>, query: ListParams<typeof SORT_COLUMNS>) {
  const { rows, count } = await listPage<SampleRow>(
    db,
    {
      select: SELECT,
      from: `samples s ${RECIPIENT_JOINS}`,
      where: where.sql(),
      params: where.params,
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)} NULLS LAST, s.id ${direction(query.desc)}`,
    },
    query,
  );
  return { rows: await withLines(db, rows), count };
}

/** GET /samples: the filters of the Samples screen (spec 001 §2); shipment dates bound start_date and end_date. */
export function listSamples(db: Queryable, query: ListParams<typeof SORT_COLUMNS> & SampleFilters) {
  const where = whereClause();
  const search = query.sample?.trim();
  if (search) {
    // Digits alone may be a sample's id as well as part of a name.
    if (/^\d{1,9}$/.test(search))
      where.add((p) => `(s.id = ${p}::int OR ${everyWordIn(RECIPIENT_NAME, `${p}::text`)})`, search);
    else where.add((p) => everyWordIn(RECIPIENT_NAME, p), search);
  }
  if (query.start_date) where.add((p) => `s.shipment_date >= ${p}::date`, query.start_date);
  if (query.end_date) where.add((p) => `s.shipment_date <= ${p}::date`, query.end_date);
  if (query.ship_from) where.add((p) => `s.ship_from_location_id = ${p}`, query.ship_from);
  if (query.purpose) where.add((p) => `s.purpose = ${p}`, query.purpose);
  if (query.ship_status) where.add((p) => `s.ship_status = ${p}`, query.ship_status);
  return listWhere(db, where, query);
}

/**
 * A tester in the spec's shape (001 §3, §4): its `status` is the review status and its lines TesterLine; the
 * sample's own status is not a tester's.
 */
function asTester({ tester_status: testerStatus, SampleLine, status: _sampleStatus, ...sample }: ReadSample): Tester {
  return { ...sample, status: testerStatus ?? TESTER_START_STATUS, TesterLine: SampleLine };
}

/** GET /tester: the samples whose purpose is tester, by their review status. */
export async function listTesters(db: Queryable, query: ListParams<typeof SORT_COLUMNS> & TesterFilters) {
  const where = whereClause();
  where.add((p) => `s.purpose = ${p}`, TESTER_PURPOSE);
  if (query.status) where.add((p) => `s.tester_status = ${p}`, query.status);
  const { rows, count } = await listWhere(db, where, query);
  return { rows: rows.map(asTester), count };
}

export async function findSample(db: Queryable, id: number): Promise<Sample> {
  const [row] = await db.query<SampleRow>(`${SELECT} WHERE s.id = $1`, [id]);
  if (!row) throw notFound('Sample', id);
  return (await withLines(db, [row]))[0]!;
}

/** A tester is a sample with purpose tester: any other sample is not found here. */
export async function findTester(db: Queryable, id: number): Promise<Tester> {
  const [row] = await db.query<SampleRow>(`${SELECT} WHERE s.id = $1 AND s.purpose = $2`, [id, TESTER_PURPOSE]);
  if (!row) throw notFound('Tester', id);
  return asTester((await withLines(db, [row]))[0]!);
}

/** The lines of all the samples at once: one query for a page, not one per sample. */
async function withLines(db: Queryable, rows: SampleRow[]): Promise<ReadSample[]> {
  if (rows.length === 0) return [];
  const lines = await db.query<LineRow>(
    `SELECT l.id, l.sample_id, l.item_id AS "ItemId", l.qty, 0 AS price,
            json_build_object('id', p.id, 'name', p.name, 'sku', p.sku, 'gross_weight', p.gross_weight) AS "Item"
     FROM sample_lines l JOIN products p ON p.id = l.item_id
     WHERE l.sample_id = ANY($1::int[]) ORDER BY l.sample_id, l.position`,
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    ...withIsoTimes(row),
    SampleLine: {
      items: lines.filter((line) => line.sample_id === row.id).map(({ sample_id: _sample, ...line }) => line),
    },
  }));
}

/** The sample's recipient after the body: a customer or a vendor, exactly one (the other is cleared). */
function recipientOf(body: SampleUpdateBody, existing: { customer_id: number | null; vendor_id: number | null }) {
  const customer = body.CustomerId ?? null;
  const vendor = body.VendorId ?? null;
  if (customer !== null && vendor !== null)
    throw new HttpError(
      400,
      'VendorId must be left out when CustomerId is given: a sample goes to one recipient',
      'VendorId',
    );
  if (customer !== null) return { customerId: customer, vendorId: null };
  if (vendor !== null) return { customerId: null, vendorId: vendor };
  const recipient = {
    customerId: 'CustomerId' in body ? null : existing.customer_id,
    vendorId: 'VendorId' in body ? null : existing.vendor_id,
  };
  if (recipient.customerId === null && recipient.vendorId === null) {
    throw new HttpError(
      400,
      'CustomerId or VendorId is required: a sample goes to a customer or a vendor',
      'CustomerId',
    );
  }
  return recipient;
}

/** Every reference of the body must exist: each refusal names its field. */
async function checkReferences(db: Queryable, body: SampleUpdateBody) {
  await requireExisting(db, 'customer', 'CustomerId', body.CustomerId);
  await requireExisting(db, 'vendor', 'VendorId', body.VendorId);
  await requireExisting(db, 'warehouse', 'ShipFromLocationId', body.ShipFromLocationId);
  await requireExisting(db, 'courier', 'DeliveryMethodId', body.DeliveryMethodId);
  for (const [index, line] of (body.items ?? []).entries()) {
    await requireExisting(db, 'product', lineField(index, 'ItemId'), line.ItemId);
  }
}

/** The body's plain fields and their columns; recipient, location, purpose and lines are written by their own rules. */
const COLUMNS = {
  contactNo: 'contact_no',
  ShipFromLocationId: 'ship_from_location_id',
  DeliveryMethodId: 'delivery_method_id',
  ShiptoAddress1: 'shipto_address1',
  postal_code: 'postal_code',
  shipment_date: 'shipment_date',
  status: 'status',
  ShipStatus: 'ship_status',
  tracking_code: 'tracking_code',
  memo: 'memo',
} as const satisfies Partial<Record<keyof SampleUpdateBody, string>>;

const FREE_TEXT = new Set<string>(['ShiptoAddress1', 'postal_code', 'tracking_code', 'memo']);

/** The columns to write and their values, for what the body gives; free text trimmed, empty text stored as none. */
async function sampleColumns(db: Queryable, body: SampleUpdateBody, existing: Existing): Promise<ColumnValues> {
  const entries = columnValues(body, COLUMNS, FREE_TEXT);
  if (body.ShiptoAddress1 !== undefined && !body.ShiptoAddress1.trim())
    throw new HttpError(400, 'ShiptoAddress1 must not be blank', 'ShiptoAddress1');
  if ('CustomerId' in body || 'VendorId' in body) {
    const recipient = recipientOf(body, existing);
    entries.push(['customer_id', recipient.customerId], ['vendor_id', recipient.vendorId]);
  }
  if (body.city_id !== undefined || body.province_id !== undefined) {
    // A city alone is checked against the province the sample keeps, and the reverse.
    const location = await checkLocation(
      db,
      {
        provinceId:
          body.province_id !== undefined ? body.province_id : body.city_id === null ? null : existing.province_id,
        cityId: body.city_id !== undefined ? body.city_id : existing.city_id,
      },
      { province: 'province_id', city: 'city_id' },
    );
    entries.push(['province_id', location.provinceId], ['city_id', location.cityId]);
  }
  if (body.purpose !== undefined) {
    // A tester starts Pending; a sample that stops being a tester has no review status.
    const testerStatus = body.purpose === TESTER_PURPOSE ? (existing.tester_status ?? TESTER_START_STATUS) : null;
    entries.push(['purpose', body.purpose], ['tester_status', testerStatus]);
  }
  return entries;
}

interface Existing {
  customer_id: number | null;
  vendor_id: number | null;
  province_id: number | null;
  city_id: number | null;
  tester_status: TesterStatus | null;
}

const NOTHING: Existing = { customer_id: null, vendor_id: null, province_id: null, city_id: null, tester_status: null };

async function replaceLines(db: Queryable, sampleId: number, items: NonNullable<SampleUpdateBody['items']>) {
  await db.query('DELETE FROM sample_lines WHERE sample_id = $1', [sampleId]);
  for (const [position, line] of items.entries()) {
    await db.query('INSERT INTO sample_lines (sample_id, item_id, qty, position) VALUES ($1, $2, $3, $4)', [
      sampleId,
      line.ItemId,
      line.qty,
      position,
    ]);
  }
}

/** Creates the sample and its lines in the caller's transaction and answers its id. */
export async function createSample(db: Queryable, body: SampleCreateBody): Promise<number> {
  const recipientGiven = { ...body, CustomerId: body.CustomerId ?? null, VendorId: body.VendorId ?? null };
  await checkReferences(db, body);
  const { items, ...fields } = recipientGiven;
  const id = await insertRecord(db, 'samples', await sampleColumns(db, fields, NOTHING));
  await replaceLines(db, id, items);
  return id;
}

/** Changes what the body gives (the detail dialog sends a few fields, the edit form all of them). */
export async function updateSample(db: Queryable, id: number, sent: SampleUpdateBody) {
  const body = inSampleNames(sent);
  const [existing] = await db.query<Existing>(
    'SELECT customer_id, vendor_id, province_id, city_id, tester_status FROM samples WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!existing) throw notFound('Sample', id);
  await checkReferences(db, body);
  const { items, ...fields } = body;
  await updateRecord(db, 'samples', id, await sampleColumns(db, fields, existing));
  if (items) await replaceLines(db, id, items);
}

/**
 * Records a tester's review. Only a Pending tester can change: the check and the write are one conditional
 * UPDATE, so of two decisions at once only the first applies and the other is refused (409).
 */
export async function setTesterStatus(db: Queryable, id: number, status: TesterStatus) {
  const updated = await db.query<{ id: number }>(
    `UPDATE samples SET tester_status = $1, updated_at = now() WHERE id = $2 AND tester_status = $3 RETURNING id`,
    [status, id, TESTER_START_STATUS],
  );
  if (updated.length > 0) return;
  const [sample] = await db.query<{ tester_status: TesterStatus | null }>(
    'SELECT tester_status FROM samples WHERE id = $1',
    [id],
  );
  if (!sample?.tester_status) throw notFound('Tester', id);
  throw new HttpError(409, `Tester ${id} is ${sample.tester_status}: only a Pending tester can change`, 'status');
}

/**
 * PUT /tester/{id} (spec 001 §7): the review decision, under the Pending rule, and in the same transaction the
 * shipping fields the body gives, in the sample's names (ShiptoAddress is ShiptoAddress1, OrderStatus its status).
 */
export async function updateTester(db: Queryable, id: number, body: TesterUpdateBody) {
  const { status, ...shipping } = body;
  await setTesterStatus(db, id, status);
  if (Object.keys(shipping).length > 0) await updateSample(db, id, shipping);
}

/** The detail dialog's names (001 §7) in the sample's: ShiptoAddress is ShiptoAddress1, OrderStatus its status. */
function inSampleNames({ ShiptoAddress, OrderStatus, ...body }: SampleUpdateBody) {
  return {
    ...body,
    ...(ShiptoAddress === undefined ? {} : { ShiptoAddress1: ShiptoAddress }),
    ...(OrderStatus === undefined ? {} : { status: OrderStatus }),
  };
}
