import type { Static } from '@sinclair/typebox';

import { HttpError, notFound } from '../core/errors';
import type { StoredFile } from '../core/media';
import { direction, listPage, type ListParams, placeholders, requireExisting } from '../core/store';
import type { Queryable } from '../db/database';
import type { Category, Product, ProductFields, ProductLite, ProductType } from './schemas';

/** The columns written from ProductFields, in the order of `productColumnValues`. */
const PRODUCT_COLUMNS = [
  'product_type',
  'status',
  'name',
  'ecommerce_name',
  'whatsapp_name',
  'slug',
  'sku',
  'description',
  'content_box',
  'tag_script',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'category_id',
  'bpom_md',
  'barcode',
  'gross_weight',
  'net_weight',
  'gross_price',
  'discount_product',
  'retail_price',
  'resaller_price',
  'wholesaler_price',
  'cost_price',
  'schedule_time',
] as const satisfies ReadonlyArray<keyof ProductFields>;

const productColumnValues = (fields: ProductFields) => PRODUCT_COLUMNS.map((column) => fields[column]);

/** The sort keys of GET /products and their SQL. */
export const SORT_COLUMNS = {
  id: 'p.id',
  name: 'lower(p.name)',
  sku: 'lower(p.sku)',
  category: 'lower(c.name)',
  bpom_md: 'p.bpom_md',
  gross_price: 'p.gross_price',
  retail_price: 'p.retail_price',
  status: 'p.status',
  createdAt: 'p.created_at',
} as const;

/** A products row as read: the written fields (bundle items and FAQs live in their own tables) and more. */
interface ProductRow extends Omit<ProductFields, 'bundle_items' | 'faqs' | 'schedule_time'> {
  id: number;
  category_name: string | null;
  schedule_time: Date | null;
  created_at: Date;
  updated_at: Date;
}

const PRODUCT_SELECT = `
  SELECT p.*, c.name AS category_name
  FROM products p
  LEFT JOIN item_categories c ON c.id = p.category_id`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** Products with their bundle items, FAQs, media and assembly lines: four queries whatever the number of rows. */
async function withDetails(db: Queryable, rows: ProductRow[]): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [bundleItems, faqs, catalogs, lines] = await Promise.all([
    db.query<{ bundle_id: number; id: number; sku: string; name: string }>(
      `SELECT b.bundle_id, i.id, i.sku, i.name FROM product_bundle_items b JOIN products i ON i.id = b.item_id
       WHERE b.bundle_id = ANY($1::int[]) ORDER BY b.position`,
      [ids],
    ),
    db.query<{ product_id: number; id: number; title: string; body: string; locale: 'id_ID' }>(
      'SELECT product_id, id, title, body, locale FROM product_faqs WHERE product_id = ANY($1::int[]) ORDER BY position',
      [ids],
    ),
    db.query<{ product_id: number; id: number; media_url: string; priority: number }>(
      'SELECT product_id, id, media_url, priority FROM item_catalogs WHERE product_id = ANY($1::int[]) ORDER BY priority',
      [ids],
    ),
    db.query<{ product_id: number; id: number; qty: number; created_at: Date }>(
      'SELECT product_id, id, qty, created_at FROM item_assembly_lines WHERE product_id = ANY($1::int[]) ORDER BY id',
      [ids],
    ),
  ]);
  const byProduct = <T extends object>(items: T[], key: keyof T) => {
    const groups = new Map<number, T[]>();
    for (const item of items) {
      const id = item[key] as number;
      groups.set(id, [...(groups.get(id) ?? []), item]);
    }
    return (id: number) => groups.get(id) ?? [];
  };
  const bundleOf = byProduct(bundleItems, 'bundle_id');
  const faqsOf = byProduct(faqs, 'product_id');
  const catalogsOf = byProduct(catalogs, 'product_id');
  const linesOf = byProduct(lines, 'product_id');
  return rows.map(({ category_name, schedule_time, created_at, updated_at, ...row }) => ({
    ...row,
    item_category: row.category_id === null ? null : { id: row.category_id, name: category_name! },
    schedule_time: schedule_time === null ? null : iso(schedule_time),
    bundle_items: bundleOf(row.id).map(({ id, sku, name }) => ({ id, sku, name })),
    faqs: faqsOf(row.id).map(({ id, title, body, locale }) => ({ id, title, body, locale })),
    ItemCatalogs: catalogsOf(row.id).map(({ id, media_url, priority }) => ({ id, media_url, priority })),
    ItemAssemblyLines: linesOf(row.id).map(({ id, qty, created_at: received }) => ({
      id,
      qty,
      createdAt: iso(received),
    })),
    createdAt: iso(created_at),
    updatedAt: iso(updated_at),
  }));
}

export async function findProduct(db: Queryable, id: number): Promise<Product> {
  const rows = await db.query<ProductRow>(`${PRODUCT_SELECT} WHERE p.id = $1`, [id]);
  if (rows.length === 0) throw notFound('Product', id);
  return (await withDetails(db, rows))[0]!;
}

export async function listProducts(
  db: Queryable,
  query: ListParams<typeof SORT_COLUMNS> & { search?: string; status?: number; category?: number },
) {
  const { rows, count } = await listPage<ProductRow>(
    db,
    {
      select: PRODUCT_SELECT,
      from: 'products p',
      where: `WHERE ($1::text IS NULL OR p.name ILIKE '%' || $1 || '%')
      AND ($2::int IS NULL OR p.status = $2) AND ($3::int IS NULL OR p.category_id = $3)`,
      params: [query.search?.trim() || null, query.status ?? null, query.category ?? null],
      orderBy: `${SORT_COLUMNS[query.orderby]} ${direction(query.desc)} NULLS LAST, p.id`,
    },
    query,
  );
  return { rows: await withDetails(db, rows), count };
}

export const listProductsLite = (db: Queryable) =>
  db.query<Static<typeof ProductLite>>(
    'SELECT id, sku, name, product_type, gross_price, retail_price, gross_weight FROM products ORDER BY lower(name), id',
  );

export const listCategories = (db: Queryable) =>
  db.query<Static<typeof Category>>('SELECT id, name FROM item_categories ORDER BY lower(name)');

/** Checks what only the database can tell: known category and bundle items, unique SKU and slug. */
async function checkReferences(tx: Queryable, fields: ProductFields, productId: number | null) {
  await requireExisting(tx, 'category', 'category_id', fields.category_id);
  if (fields.product_type !== 'bundle' && fields.bundle_items.length > 0) {
    throw new HttpError(400, 'bundle_items are only for products of type bundle', 'bundle_items');
  }
  if (fields.bundle_items.length > 0) {
    const items = await tx.query<{ id: number; name: string; product_type: ProductType }>(
      'SELECT id, name, product_type FROM products WHERE id = ANY($1::int[])',
      [fields.bundle_items],
    );
    for (const id of fields.bundle_items) {
      const item = items.find((candidate) => candidate.id === id);
      if (!item) throw new HttpError(400, `bundle_items: product ${id} does not exist`, 'bundle_items');
      if (id === productId) throw new HttpError(400, 'bundle_items: a bundle cannot include itself', 'bundle_items');
      if (item.product_type === 'bundle')
        throw new HttpError(400, `bundle_items: ${item.name} is itself a bundle`, 'bundle_items');
    }
  }
  if (productId !== null && fields.product_type === 'bundle') {
    const [includer] = await tx.query<{ name: string }>(
      'SELECT b.name FROM product_bundle_items i JOIN products b ON b.id = i.bundle_id WHERE i.item_id = $1 LIMIT 1',
      [productId],
    );
    if (includer)
      throw new HttpError(
        400,
        `product_type cannot be bundle while the bundle ${includer.name} includes this product`,
        'product_type',
      );
  }
  for (const field of ['sku', 'slug'] as const) {
    const [taken] = await tx.query<{ name: string }>(
      `SELECT name FROM products WHERE lower(${field}) = lower($1) AND id IS DISTINCT FROM $2`,
      [fields[field], productId],
    );
    if (taken) throw new HttpError(409, `${field} ${fields[field]} is already used by ${taken.name}`, field);
  }
}

async function writeChildren(tx: Queryable, productId: number, fields: ProductFields) {
  await tx.query('DELETE FROM product_bundle_items WHERE bundle_id = $1', [productId]);
  await tx.query('DELETE FROM product_faqs WHERE product_id = $1', [productId]);
  for (const [position, itemId] of fields.bundle_items.entries()) {
    await tx.query('INSERT INTO product_bundle_items (bundle_id, item_id, position) VALUES ($1, $2, $3)', [
      productId,
      itemId,
      position,
    ]);
  }
  for (const [position, faq] of fields.faqs.entries()) {
    await tx.query('INSERT INTO product_faqs (product_id, title, body, locale, position) VALUES ($1, $2, $3, $4, $5)', [
      productId,
      faq.title,
      faq.body,
      faq.locale,
      position,
    ]);
  }
}

/** Puts the new files into their slots and empties the removed ones; answers the addresses no longer used. */
async function writeMedia(
  tx: Queryable,
  productId: number,
  media: Map<number, StoredFile>,
  removed: Set<number>,
): Promise<string[]> {
  const slots = [...new Set([...media.keys(), ...removed])];
  if (slots.length === 0) return [];
  const replaced = await tx.query<{ media_url: string }>(
    'DELETE FROM item_catalogs WHERE product_id = $1 AND priority = ANY($2::int[]) RETURNING media_url',
    [productId, slots],
  );
  for (const [priority, file] of media) {
    await tx.query('INSERT INTO item_catalogs (product_id, media_url, priority) VALUES ($1, $2, $3)', [
      productId,
      file.url,
      priority,
    ]);
  }
  return replaced.map((row) => row.media_url);
}

export async function insertProduct(
  tx: Queryable,
  fields: ProductFields,
  media: Map<number, StoredFile>,
): Promise<number> {
  await checkReferences(tx, fields, null);
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES (${placeholders(PRODUCT_COLUMNS.length)}) RETURNING id`,
    productColumnValues(fields),
  );
  await writeChildren(tx, created!.id, fields);
  await writeMedia(tx, created!.id, media, new Set());
  return created!.id;
}

/** Replaces the whole product; a slot without a new file keeps its media unless listed in `removed`. */
export async function replaceProduct(
  tx: Queryable,
  id: number,
  fields: ProductFields,
  media: Map<number, StoredFile>,
  removed: Set<number>,
): Promise<string[]> {
  const [existing] = await tx.query('SELECT 1 FROM products WHERE id = $1 FOR UPDATE', [id]);
  if (!existing) throw notFound('Product', id);
  await checkReferences(tx, fields, id);
  const assignments = PRODUCT_COLUMNS.map((column, index) => `${column} = $${index + 1}`).join(', ');
  await tx.query(`UPDATE products SET ${assignments}, updated_at = now() WHERE id = $${PRODUCT_COLUMNS.length + 1}`, [
    ...productColumnValues(fields),
    id,
  ]);
  await writeChildren(tx, id, fields);
  return writeMedia(tx, id, media, removed);
}

/** Deletes a product; answers its media addresses, to remove from disk once the deletion is committed. */
export async function deleteProduct(tx: Queryable, id: number): Promise<string[]> {
  const [includer] = await tx.query<{ item_name: string; bundle_name: string }>(
    `SELECT i.name AS item_name, b.name AS bundle_name FROM product_bundle_items pb
     JOIN products i ON i.id = pb.item_id JOIN products b ON b.id = pb.bundle_id
     WHERE pb.item_id = $1 ORDER BY b.name LIMIT 1`,
    [id],
  );
  if (includer) {
    throw new HttpError(409, `${includer.item_name} cannot be deleted: the bundle ${includer.bundle_name} includes it`);
  }
  const media = await tx.query<{ media_url: string }>('SELECT media_url FROM item_catalogs WHERE product_id = $1', [
    id,
  ]);
  await tx.query('DELETE FROM products WHERE id = $1', [id]);
  return media.map((row) => row.media_url);
}
