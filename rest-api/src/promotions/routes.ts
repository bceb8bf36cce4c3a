import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../app';
import { HttpError, notFound } from '../core/errors';
import { discardFiles, isImage, readMultipartForm, removeMedia, type StoredFile } from '../core/media';
import { ErrorList, IdParams, ListQuery, Nullable, pageClause } from '../core/schemas';
import type { Queryable } from '../db/database';
import { CONDITIONS, PROMO_TYPES, rawFieldsOf, readPromotionFields, TERMS, type PromotionFields } from './fields';

const literals = (values: readonly string[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);

const Promotion = Type.Object({
  id: Type.Integer(),
  platform: Type.String(),
  promoName: Type.String(),
  promoCode: Type.String(),
  promoType: literals(PROMO_TYPES),
  promoValue: Nullable(Type.Integer({ description: 'A percentage for percent, whole rupiah for rounded, none for freeshipping' })),
  maxPromo: Nullable(Type.Integer({ description: 'The most a percent or freeshipping promotion takes off, in whole rupiah' })),
  promoStatus: Flag,
  promotionDefault: Flag,
  valid_from: Type.String({ format: 'date' }),
  valid_until: Type.String({ format: 'date' }),
  description: Nullable(Type.String()),
  rule: Nullable(Type.String({ description: 'The terms and conditions text' })),
  terms: literals(TERMS),
  promoCondition: Nullable(literals(CONDITIONS)),
  amount: Nullable(Type.Integer({ description: "The terms' threshold for '>'" })),
  maxAmount: Nullable(Type.Integer({ description: "The terms' threshold for '<'" })),
  minTransaction: Nullable(Type.Integer({ description: 'The threshold of the minTransaction terms, whole rupiah' })),
  Quota: Type.Integer(),
  usedQuota: Type.Integer(),
  promoImage: Nullable(Type.String({ description: 'Address of the image under /media/' })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
type Promotion = Static<typeof Promotion>;

const PromotionReply = Type.Object({ Promotion });
const Conflict = Type.Object({ message: Type.String() }, { description: 'A promo code already in use: { message }' });

const FORM_FIELDS =
  'platform, promoName, promoCode, promoType, promoValue, maxPromo, promoStatus, promotionDefault, valid_from, valid_until, ' +
  'description, rule, terms, promoCondition, amount, maxAmount, minTransaction, Quota, usedQuota, and the image file promoPhoto';

const SORT_COLUMNS = {
  id: 'p.id',
  promoName: 'lower(p.promo_name)',
  promoCode: 'lower(p.promo_code)',
  valid_from: 'p.valid_from',
  valid_until: 'p.valid_until',
  Quota: 'p.quota',
  promoStatus: 'p.promo_status',
} as const;

const SELECT = `
  SELECT p.id, p.platform, p.promo_name, p.promo_code, p.promo_type, p.promo_value, p.max_promo, p.promo_status,
         p.promotion_default, to_char(p.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(p.valid_until, 'YYYY-MM-DD') AS valid_until,
         p.description, p.rule, p.terms, p.promo_condition, p.amount, p.max_amount, p.min_transaction, p.quota, p.used_quota,
         p.promo_image, p.created_at, p.updated_at
  FROM promotions p`;

interface PromotionRow {
  id: number;
  platform: string;
  promo_name: string;
  promo_code: string;
  promo_type: Promotion['promoType'];
  promo_value: number | null;
  max_promo: number | null;
  promo_status: 0 | 1;
  promotion_default: 0 | 1;
  valid_from: string;
  valid_until: string;
  description: string | null;
  rule: string | null;
  terms: Promotion['terms'];
  promo_condition: Promotion['promoCondition'];
  amount: number | null;
  max_amount: number | null;
  min_transaction: number | null;
  quota: number;
  used_quota: number;
  promo_image: string | null;
  created_at: Date;
  updated_at: Date;
}

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    platform: row.platform,
    promoName: row.promo_name,
    promoCode: row.promo_code,
    promoType: row.promo_type,
    promoValue: row.promo_value,
    maxPromo: row.max_promo,
    promoStatus: row.promo_status,
    promotionDefault: row.promotion_default,
    valid_from: row.valid_from,
    valid_until: row.valid_until,
    description: row.description,
    rule: row.rule,
    terms: row.terms,
    promoCondition: row.promo_condition,
    amount: row.amount,
    maxAmount: row.max_amount,
    minTransaction: row.min_transaction,
    Quota: row.quota,
    usedQuota: row.used_quota,
    promoImage: row.promo_image,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

async function findPromotion(db: Queryable, id: number) {
  const [row] = await db.query<PromotionRow>(`${SELECT} WHERE p.id = $1`, [id]);
  if (!row) throw notFound('Promotion', id);
  return toPromotion(row);
}

/** The columns in the order of INSERT and UPDATE below. */
const columnValues = (fields: PromotionFields) => [
  fields.platform,
  fields.promoName,
  fields.promoCode,
  fields.promoType,
  fields.promoValue,
  fields.maxPromo,
  fields.promoStatus,
  fields.promotionDefault,
  fields.valid_from,
  fields.valid_until,
  fields.description,
  fields.rule,
  fields.terms,
  fields.promoCondition,
  fields.amount,
  fields.maxAmount,
  fields.minTransaction,
  fields.Quota,
  fields.usedQuota,
];

/** A promo code is unique whatever its case; the answer is { message } (spec 000 §8: "the server's message"). */
class PromoCodeTaken extends Error {}

async function checkCodeFree(db: Queryable, code: string, exceptId: number | null) {
  const [taken] = await db.query<{ promo_name: string }>(
    'SELECT promo_name FROM promotions WHERE lower(promo_code) = lower($1) AND id IS DISTINCT FROM $2',
    [code, exceptId],
  );
  if (taken) throw new PromoCodeTaken(`Promo code ${code} is already used by the promotion ${taken.promo_name}`);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** The text fields and the image of a POST or PUT; any other file is not kept. */
async function readRequest(request: FastifyRequest, mediaRoot: string): Promise<{ raw: Record<string, string>; photo?: StoredFile; files: StoredFile[] }> {
  if (!request.isMultipart()) return { raw: rawFieldsOf(request.body) as Record<string, string>, files: [] };
  const form = await readMultipartForm(request, mediaRoot, 'promotions');
  const [photo, ...others] = form.files.filter((file) => file.field === 'promoPhoto');
  await discardFiles([...others, ...form.files.filter((file) => file.field !== 'promoPhoto')]);
  const files = photo ? [photo] : [];
  if (photo && !isImage(photo)) {
    await discardFiles(files);
    throw new HttpError(400, 'promoPhoto must be an image', 'promoPhoto');
  }
  return { raw: form.fields, photo, files };
}

/**
 * Runs a write that stored `files` first: on any refusal the files go, so nothing is half-saved, and a
 * taken promo code answers 409 with { message }.
 */
async function keepingNothingOnFailure<T>(reply: FastifyReply, files: StoredFile[], write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    await discardFiles(files);
    if (error instanceof PromoCodeTaken) return reply.code(409).send({ message: error.message });
    if (isUniqueViolation(error)) return reply.code(409).send({ message: 'This promo code is already used by another promotion' });
    throw error;
  }
}

export function promotionRoutes(app: App) {
  app.get(
    '/promotion',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Promotions, searched by name or code (case-insensitive), filtered by status (1 on, 0 off) and paged',
        querystring: Type.Composite([
          ListQuery,
          Type.Object({
            search: Type.Optional(Type.String()),
            status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
            orderby: Type.Union(Object.keys(SORT_COLUMNS).map((key) => Type.Literal(key)), { default: 'promoName' }),
          }),
        ]),
        response: { 200: Type.Object({ Promotions: Type.Object({ rows: Type.Array(Promotion), count: Type.Integer() }) }) },
      },
    },
    async (request) => {
      const { search, status, page, per_page, orderby, desc } = request.query;
      const where = `WHERE ($1::text IS NULL OR p.promo_name ILIKE '%' || $1 || '%' OR p.promo_code ILIKE '%' || $1 || '%')
                       AND ($2::int IS NULL OR p.promo_status = $2)`;
      const params = [search?.trim() || null, status ?? null];
      const paging = pageClause(page, per_page, 3);
      const order = `${SORT_COLUMNS[orderby as keyof typeof SORT_COLUMNS]} ${desc ? 'DESC' : 'ASC'}, p.id`;
      const [rows, [total]] = await Promise.all([
        app.db.query<PromotionRow>(`${SELECT} ${where} ORDER BY ${order} ${paging.sql}`, [...params, ...paging.params]),
        app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM promotions p ${where}`, params),
      ]);
      return { Promotions: { rows: rows.map(toPromotion), count: total!.count } };
    },
  );

  app.get(
    '/promotion/:id',
    { schema: { tags: ['promotions'], params: IdParams, response: { 200: PromotionReply, 404: ErrorList } } },
    async (request) => ({ Promotion: await findPromotion(app.db, request.params.id) }),
  );

  app.post(
    '/promotion',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Add a promotion',
        description: `multipart/form-data with ${FORM_FIELDS}. A promo code in use answers 409 with { message }.`,
        response: { 201: PromotionReply, 400: ErrorList, 409: Conflict },
      },
    },
    async (request, reply) => {
      const { raw, photo, files } = await readRequest(request, app.mediaRoot);
      return keepingNothingOnFailure(reply, files, async () => {
        const fields = readPromotionFields(raw);
        await checkCodeFree(app.db, fields.promoCode, null);
        const [created] = await app.db.query<{ id: number }>(
          `INSERT INTO promotions (platform, promo_name, promo_code, promo_type, promo_value, max_promo, promo_status, promotion_default,
                                   valid_from, valid_until, description, rule, terms, promo_condition, amount, max_amount,
                                   min_transaction, quota, used_quota, promo_image)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20) RETURNING id`,
          [...columnValues(fields), photo?.url ?? null],
        );
        reply.code(201);
        return { Promotion: await findPromotion(app.db, created!.id) };
      });
    },
  );

  app.put(
    '/promotion/:id',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Replace the whole promotion (the list switch sends it back with promoStatus changed)',
        description: `multipart/form-data like POST, or the promotion as read in JSON. Without promoPhoto the image stays.`,
        params: IdParams,
        response: { 200: PromotionReply, 400: ErrorList, 404: ErrorList, 409: Conflict },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { raw, photo, files } = await readRequest(request, app.mediaRoot);
      return keepingNothingOnFailure(reply, files, async () => {
        const fields = readPromotionFields(raw);
        const replaced = await app.db.transaction(async (tx) => {
          const [current] = await tx.query<{ promo_image: string | null }>('SELECT promo_image FROM promotions WHERE id = $1 FOR UPDATE', [id]);
          if (!current) throw notFound('Promotion', id);
          await checkCodeFree(tx, fields.promoCode, id);
          await tx.query(
            `UPDATE promotions SET platform = $1, promo_name = $2, promo_code = $3, promo_type = $4, promo_value = $5, max_promo = $6,
                    promo_status = $7, promotion_default = $8, valid_from = $9, valid_until = $10, description = $11, rule = $12,
                    terms = $13, promo_condition = $14, amount = $15, max_amount = $16, min_transaction = $17, quota = $18,
                    used_quota = $19, promo_image = COALESCE($20, promo_image), updated_at = now()
             WHERE id = $21`,
            [...columnValues(fields), photo?.url ?? null, id],
          );
          return current.promo_image;
        });
        // The replaced image goes only once the new one is committed.
        if (photo && replaced) await removeMedia(app.mediaRoot, replaced);
        return { Promotion: await findPromotion(app.db, id) };
      });
    },
  );

  app.delete(
    '/promotion/:id',
    { schema: { tags: ['promotions'], params: IdParams, response: { 200: PromotionReply, 404: ErrorList } } },
    async (request) => {
      const promotion = await findPromotion(app.db, request.params.id);
      await app.db.query('DELETE FROM promotions WHERE id = $1', [request.params.id]);
      await removeMedia(app.mediaRoot, promotion.promoImage);
      return { Promotion: promotion };
    },
  );
}
