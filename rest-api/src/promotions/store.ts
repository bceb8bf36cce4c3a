import { HttpError, isUniqueViolation, notFound } from '../core/errors';
import {
  direction,
  listPage,
  type ListParams,
  placeholders,
  recordTimes,
  type Stored,
  withIsoTimes,
} from '../core/store';
import type { Queryable } from '../db/database';
import type { Promotion, PromotionFields } from './schemas';

/** The sort keys of GET /promotion and their SQL. */
export const SORT_COLUMNS = {
  id: 'p.id',
  promoName: 'lower(p.promo_name)',
  promoCode: 'lower(p.promo_code)',
  valid_from: 'p.valid_from',
  valid_until: 'p.valid_until',
  Quota: 'p.quota',
  promoStatus: 'p.promo_status',
} as const;

/** A promotion as the contract shows it, but for its times. */
const SELECT = `
  SELECT p.id, p.platform, p.promo_name AS "promoName", p.promo_code AS "promoCode", p.promo_type AS "promoType",
         p.promo_value AS "promoValue", p.max_promo AS "maxPromo", p.promo_status AS "promoStatus",
         p.promotion_default AS "promotionDefault", to_char(p.valid_from, 'YYYY-MM-DD') AS valid_from,
         to_char(p.valid_until, 'YYYY-MM-DD') AS valid_until, p.description, p.rule, p.terms, p.promo_condition AS "promoCondition",
         p.amount, p.max_amount AS "maxAmount", p.min_transaction AS "minTransaction", p.quota AS "Quota",
         p.used_quota AS "usedQuota", p.promo_image AS "promoImage", ${recordTimes('p')}
  FROM promotions p`;

type PromotionRow = Stored<Promotion>;

export async function listPromotions(
  db: Queryable,
  query: ListParams<typeof SORT_COLUMNS> & { search?: string; status?: number },
) {
  const { rows, count } = await listPage<PromotionRow>(
    db,
    {
      select: SELECT,
      from: 'promotions p',
      where: `WHERE ($1::text IS NULL OR p.promo_name ILIKE '%' || $1 || '%' OR p.promo_code ILIKE '%' || $1 || '%')
      AND ($2::int IS NULL OR p.promo_status = $2)`,
      params: [query.search?.trim() || null, query.status ?? null],
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, p.id`,
    },
    query,
  );
  return { rows: rows.map(withIsoTimes), count };
}

export async function findPromotion(db: Queryable, id: number) {
  const [row] = await db.query<PromotionRow>(`${SELECT} WHERE p.id = $1`, [id]);
  if (!row) throw notFound('Promotion', id);
  return withIsoTimes(row);
}

/** The columns written from PromotionFields (the image is written apart, since PUT may keep it). */
const COLUMNS: Array<[column: string, field: keyof PromotionFields]> = [
  ['platform', 'platform'],
  ['promo_name', 'promoName'],
  ['promo_code', 'promoCode'],
  ['promo_type', 'promoType'],
  ['promo_value', 'promoValue'],
  ['max_promo', 'maxPromo'],
  ['promo_status', 'promoStatus'],
  ['promotion_default', 'promotionDefault'],
  ['valid_from', 'valid_from'],
  ['valid_until', 'valid_until'],
  ['description', 'description'],
  ['rule', 'rule'],
  ['terms', 'terms'],
  ['promo_condition', 'promoCondition'],
  ['amount', 'amount'],
  ['max_amount', 'maxAmount'],
  ['min_transaction', 'minTransaction'],
  ['quota', 'Quota'],
  ['used_quota', 'usedQuota'],
];
const columnValues = (fields: PromotionFields) => COLUMNS.map(([, field]) => fields[field]);

/** A promo code is unique whatever its case: 409, which the routes answer as { message } (spec 000 §8: "the server's message"). */
const codeTaken = (message: string) => new HttpError(409, message);

async function checkCodeFree(db: Queryable, code: string, exceptId: number | null) {
  const [taken] = await db.query<{ promo_name: string }>(
    'SELECT promo_name FROM promotions WHERE lower(promo_code) = lower($1) AND id IS DISTINCT FROM $2',
    [code, exceptId],
  );
  if (taken) throw codeTaken(`Promo code ${code} is already used by the promotion ${taken.promo_name}`);
}

/** Runs a write of a promotion; a code taken meanwhile, between the check and the write, fails the unique index. */
async function withFreeCode<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, 'promotions_promo_code'))
      throw codeTaken('This promo code is already used by another promotion');
    throw error;
  }
}

export async function insertPromotion(db: Queryable, fields: PromotionFields, image: string | null): Promise<number> {
  await checkCodeFree(db, fields.promoCode, null);
  const [created] = await withFreeCode(
    db.query<{ id: number }>(
      `INSERT INTO promotions (${COLUMNS.map(([column]) => column).join(', ')}, promo_image)
       VALUES (${placeholders(COLUMNS.length + 1)}) RETURNING id`,
      [...columnValues(fields), image],
    ),
  );
  return created!.id;
}

/** Replaces the whole promotion, its image only when a new one is given; answers the image it had. */
export async function replacePromotion(
  tx: Queryable,
  id: number,
  fields: PromotionFields,
  image: string | null,
): Promise<string | null> {
  const [current] = await tx.query<{ promo_image: string | null }>(
    'SELECT promo_image FROM promotions WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!current) throw notFound('Promotion', id);
  await checkCodeFree(tx, fields.promoCode, id);
  const assignments = COLUMNS.map(([column], index) => `${column} = $${index + 1}`).join(', ');
  await withFreeCode(
    tx.query(
      `UPDATE promotions SET ${assignments}, promo_image = COALESCE($${COLUMNS.length + 1}, promo_image), updated_at = now()
       WHERE id = $${COLUMNS.length + 2}`,
      [...columnValues(fields), image, id],
    ),
  );
  return current.promo_image;
}

export async function deletePromotion(db: Queryable, id: number): Promise<Promotion> {
  const promotion = await findPromotion(db, id);
  await db.query('DELETE FROM promotions WHERE id = $1', [id]);
  return promotion;
}
