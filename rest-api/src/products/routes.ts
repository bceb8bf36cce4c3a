import { Type, type Static } from '@sinclair/typebox';
import type { App } from '../app';
import { HttpError } from '../core/errors';
import { discardFiles, readMultipartForm, removeMedia, type MultipartForm } from '../core/media';
import { ErrorList, IdParams, ListQuery } from '../core/schemas';
import { mediaBySlot, parseProductFields, parseRemovedSlots } from './form';
import { Category, Product, ProductLite } from './schemas';
import { deleteProduct, findProduct, insertProduct, listProducts, replaceProduct } from './store';

const SORT_COLUMNS = {
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

const ProductReply = Type.Object({ Product });
const ErrorObject = Type.Object({ errors: Type.Object({ message: Type.String() }) }, { description: 'errors.message' });

const MULTIPART_FIELDS = `Multipart fields: status, product_type (single, bundle or special; single when left out), name, ecommerce_name,
whatsapp_name, description, gross_weight, net_weight (kg), gross_price, discount_product (0..99), retail_price, resaller_price,
wholesaler_price, cost_price (whole rupiah), bundle_items (JSON text: [{ id, sku, name }], bundle products only), sku, bpom_md,
barcode, category_id, slug, meta_title, meta_keywords, meta_description, faqs (JSON text: [{ title, body, locale: "id_ID" }]),
content_box, tag_script, schedule_time (ISO date text or empty); files image0, image1, image2 (images) and video3 (a video).`;

/** Runs the write; when it fails, the files this request uploaded are deleted, so nothing is half-saved. */
async function discardOnFailure<T>(form: MultipartForm, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    await discardFiles(form.files);
    throw error;
  }
}

export function productRoutes(app: App) {
  const removeAll = (urls: string[]) => Promise.all(urls.map((url) => removeMedia(app.mediaRoot, url)));

  app.get(
    '/products',
    {
      schema: {
        tags: ['products'],
        summary: 'Products searched by name (any case), filtered by status and category, paged and sorted',
        querystring: Type.Composite([
          ListQuery,
          Type.Object({
            search: Type.Optional(Type.String()),
            status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
            category: Type.Optional(Type.Integer({ minimum: 1 })),
            orderby: Type.Union(Object.keys(SORT_COLUMNS).map((key) => Type.Literal(key)), { default: 'name' }),
          }),
        ]),
        response: { 200: Type.Object({ Products: Type.Object({ rows: Type.Array(Product), count: Type.Integer() }) }) },
      },
    },
    async (request) => {
      const { orderby, ...filter } = request.query;
      return { Products: await listProducts(app.db, { ...filter, order: SORT_COLUMNS[orderby as keyof typeof SORT_COLUMNS] }) };
    },
  );

  app.get(
    '/products/lite',
    {
      schema: {
        tags: ['products'],
        summary: 'Every product with the few fields pickers need, by name',
        response: { 200: Type.Object({ Products: Type.Array(ProductLite) }) },
      },
    },
    async () => ({
      Products: await app.db.query<Static<typeof ProductLite>>(
        'SELECT id, sku, name, product_type, gross_price, retail_price, gross_weight FROM products ORDER BY lower(name), id',
      ),
    }),
  );

  app.get(
    '/products/:id',
    { schema: { tags: ['products'], params: IdParams, response: { 200: ProductReply, 404: ErrorList } } },
    async (request) => ({ Product: await findProduct(app.db, request.params.id) }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags: ['products'],
        summary: 'Product categories, by name',
        response: { 200: Type.Object({ Categories: Type.Array(Category) }) },
      },
    },
    async () => ({ Categories: await app.db.query<Static<typeof Category>>('SELECT id, name FROM item_categories ORDER BY lower(name)') }),
  );

  app.post(
    '/products',
    {
      config: { errorShape: 'object' },
      schema: {
        tags: ['products'],
        summary: 'Create a product (multipart/form-data)',
        description: MULTIPART_FIELDS,
        consumes: ['multipart/form-data'],
        response: { 201: ProductReply, 400: ErrorObject, 409: ErrorObject, 413: ErrorObject, 415: ErrorObject },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, app.mediaRoot, 'products');
      const id = await discardOnFailure(form, () => {
        const fields = parseProductFields(form.fields);
        const media = mediaBySlot(form.files);
        return app.db.transaction((tx) => insertProduct(tx, fields, media));
      });
      reply.code(201);
      return { Product: await findProduct(app.db, id) };
    },
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'Replace the whole product (multipart/form-data); a media slot without a new file keeps its media',
        description: `${MULTIPART_FIELDS}\nremove_media: the slots to empty, e.g. "1,3".`,
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: ProductReply, 400: ErrorList, 404: ErrorList, 409: ErrorList, 413: ErrorList, 415: ErrorList },
      },
    },
    async (request) => {
      const { id } = request.params;
      const form = await readMultipartForm(request, app.mediaRoot, 'products');
      const unused = await discardOnFailure(form, () => {
        const fields = parseProductFields(form.fields);
        const media = mediaBySlot(form.files);
        const removed = parseRemovedSlots(form.fields.remove_media);
        return app.db.transaction((tx) => replaceProduct(tx, id, fields, media, removed));
      });
      await removeAll(unused);
      return { Product: await findProduct(app.db, id) };
    },
  );

  app.delete(
    '/products/:id',
    { schema: { tags: ['products'], params: IdParams, response: { 200: ProductReply, 404: ErrorList, 409: ErrorList } } },
    async (request) => {
      const product = await findProduct(app.db, request.params.id);
      const media = await app.db.transaction((tx) => deleteProduct(tx, product.id)).catch((error: unknown) => {
        if ((error as { code?: string }).code !== '23503') throw error;
        throw new HttpError(409, `${product.name} cannot be deleted: other records still refer to it`);
      });
      await removeAll(media);
      return { Product: product };
    },
  );
}
