import { HttpError, isForeignKeyViolation, isUniqueViolation } from '../core/errors';
import { searchTerm } from '../core/search';
import { direction, type ListParams, recordTable, recordTimes, requireExisting } from '../core/store';
import type { Queryable } from '../db/database';
import type { Faq, FaqBody, FaqCategory, FaqCategoryBody } from './schemas';

/** The sort keys of GET /faqs and their SQL. */
export const FAQ_SORT_COLUMNS = {
  createdAt: 'f.created_at',
  title: 'lower(f.title)',
  id: 'f.id',
} as const;

/** The sort keys of GET /faq_categories and their SQL. */
export const CATEGORY_SORT_COLUMNS = {
  name: 'lower(c.name)',
  createdAt: 'c.created_at',
  id: 'c.id',
} as const;

/** How many FAQs category `c` holds. */
const FAQ_COUNT = '(SELECT count(*)::int FROM faqs n WHERE n.faq_category_id = c.id)';
/** A time inside json_build_object, spelled as toISOString spells the record's own times. */
const isoTime = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const CATEGORY_SELECT = `SELECT c.id, c.name, ${FAQ_COUNT} AS faq_count, ${recordTimes('c')} FROM faq_categories c`;

const FAQ_SELECT = `
  SELECT f.id, f.title, f.body, f.locale, f.faq_category_id,
         json_build_object('id', c.id, 'name', c.name, 'faq_count', ${FAQ_COUNT},
                           'createdAt', ${isoTime('c.created_at')}, 'updatedAt', ${isoTime('c.updated_at')}) AS faq_category,
         ${recordTimes('f')}
  FROM faqs f JOIN faq_categories c ON c.id = f.faq_category_id`;

/** Text a body must hold beyond spaces (the schema counts spaces as characters); answered trimmed. */
function required(value: string, field: string) {
  const text = value.trim();
  if (!text) throw new HttpError(400, `${field} is required`, field);
  return text;
}

export const faqs = recordTable<Faq, FaqBody>({
  table: 'faqs',
  alias: 'f',
  what: 'FAQ',
  select: FAQ_SELECT,
  columns: ['title', 'body', 'locale', 'faq_category_id'],
  async values(db, body) {
    await requireExisting(db, 'FAQ category', 'faq_category_id', body.faq_category_id);
    return [required(body.title, 'title'), required(body.body, 'body'), body.locale, body.faq_category_id];
  },
});

export const listFaqs = (
  db: Queryable,
  query: ListParams<typeof FAQ_SORT_COLUMNS> & { search?: string; locale?: string },
) =>
  faqs.list(
    db,
    {
      where: `WHERE ($1::text IS NULL OR f.title ILIKE '%' || $1 || '%') AND ($2::text IS NULL OR f.locale = $2)`,
      params: [searchTerm(query.search), query.locale ?? null],
      orderBy: `${FAQ_SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, f.id`,
    },
    query,
  );

const categories = recordTable<FaqCategory, FaqCategoryBody>({
  table: 'faq_categories',
  alias: 'c',
  what: 'FAQ category',
  select: CATEGORY_SELECT,
  columns: ['name'],
  values: async (_db, body) => [required(body.name, 'name')],
});

/**
 * Writes a category's name; the unique index on lower(name) decides, so two clerks adding the same name at
 * once cannot both succeed. The refusal names the category that has it, as it is spelt.
 */
async function withFreeName<T>(db: Queryable, name: string, write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (!isUniqueViolation(error, 'faq_categories_name')) throw error;
    const [taken] = await db.query<{ name: string }>('SELECT name FROM faq_categories WHERE lower(name) = lower($1)', [
      name.trim(),
    ]);
    // Answered 409 { message } (faqs/routes.ts).
    throw new HttpError(409, `A FAQ category named ${taken?.name ?? name.trim()} already exists`, 'name');
  }
}

const inUse = (category: FaqCategory) =>
  new HttpError(
    409,
    `FAQ category ${category.name} is used by ${category.faq_count} FAQ${category.faq_count === 1 ? '' : 's'}: move or delete them first`,
  );

export const faqCategories = {
  ...categories,
  create: (db: Queryable, body: FaqCategoryBody) => withFreeName(db, body.name, categories.create(db, body)),
  replace: (db: Queryable, id: number, body: FaqCategoryBody) =>
    withFreeName(db, body.name, categories.replace(db, id, body)),
  /**
   * Deletes the category and answers it as it was; refused while FAQs are in it. The foreign key decides
   * (a FAQ added to it meanwhile fails the DELETE too), and the refusal counts the FAQs as they are then.
   */
  async remove(db: Queryable, id: number): Promise<FaqCategory> {
    const category = await categories.find(db, id);
    if (category.faq_count > 0) throw inUse(category);
    try {
      await db.query('DELETE FROM faq_categories WHERE id = $1', [id]);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      throw inUse(await categories.find(db, id));
    }
    return category;
  },
};

export const listFaqCategories = (
  db: Queryable,
  query: ListParams<typeof CATEGORY_SORT_COLUMNS> & { search?: string },
) =>
  categories.list(
    db,
    {
      where: `WHERE $1::text IS NULL OR c.name ILIKE '%' || $1 || '%'`,
      params: [searchTerm(query.search)],
      orderBy: `${CATEGORY_SORT_COLUMNS[query.orderby]} ${direction(query.desc)}, c.id`,
    },
    query,
  );
