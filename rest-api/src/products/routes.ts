import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { HttpError, isForeignKeyViolation } from '../core/errors';
import { removeMedia } from '../core/media';
import { describeForm, saveForm } from '../core/multipartForm';
import { allRoute, listQuery, oneRoute, pageRoute } from '../core/routes';
import { ErrorList, ErrorObject, Id, IdParams } from '../core/schemas';
import { mediaBySlot, productForm, productReplaceForm } from './form';
import { Category, Product, ProductLite } from './schemas';
import {
  deleteProduct,
  findProduct,
  insertProduct,
  listCategories,
  listProducts,
  listProductsLite,
  replaceProduct,
  SORT_COLUMNS,
} from './store';

const ProductReply = Type.Object({ Product });

export function productRoutes(app: App) {
  const removeAll = (urls: string[]) => Promise.all(urls.map((url) => removeMedia(app.mediaRoot, url)));

  pageRoute(app, {
    path: '/products',
    tag: 'products',
    summary: 'Products, paged and sorted',
    name: 'Products',
    item: Product,
    query: listQuery(
      {
        search: Type.Optional(Type.String({ description: 'part of the name, any case' })),
        status: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
        category: Type.Optional(Id({ description: 'one product category' })),
      },
      SORT_COLUMNS,
      'name',
    ),
    list: listProducts,
  });

  allRoute(app, {
    path: '/products/lite',
    tag: 'products',
    summary: 'Every product with the few fields pickers need, by name',
    name: 'Products',
    item: ProductLite,
    list: listProductsLite,
  });

  oneRoute(app, { path: '/products', tag: 'products', name: 'Product', item: Product, find: findProduct });

  allRoute(app, {
    path: '/categories',
    tag: 'products',
    summary: 'Product categories, by name',
    name: 'Categories',
    item: Category,
    list: listCategories,
  });

  app.post(
    '/products',
    {
      config: { errorShape: 'object' },
      schema: {
        tags: ['products'],
        summary: 'Create a product (multipart/form-data)',
        description: describeForm(productForm),
        consumes: ['multipart/form-data'],
        response: { 201: ProductReply, 400: ErrorObject, 409: ErrorObject, 413: ErrorObject, 415: ErrorObject },
      },
    },
    async (request, reply) => {
      const id = await saveForm(request, app.mediaRoot, productForm, async (fields, files) => ({
        id: await app.db.transaction((tx) => insertProduct(tx, fields, mediaBySlot(files))),
      }));
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
        description: describeForm(productReplaceForm),
        consumes: ['multipart/form-data'],
        params: IdParams,
        response: { 200: ProductReply, 400: ErrorList, 404: ErrorList, 409: ErrorList, 413: ErrorList, 415: ErrorList },
      },
    },
    async (request) => {
      const { id } = request.params;
      await saveForm(request, app.mediaRoot, productReplaceForm, async ({ fields, removed }, files) => ({
        id,
        unused: await app.db.transaction((tx) => replaceProduct(tx, id, fields, mediaBySlot(files), removed)),
      }));
      return { Product: await findProduct(app.db, id) };
    },
  );

  app.delete(
    '/products/:id',
    {
      schema: { tags: ['products'], params: IdParams, response: { 200: ProductReply, 404: ErrorList, 409: ErrorList } },
    },
    async (request) => {
      const product = await findProduct(app.db, request.params.id);
      const media = await app.db
        .transaction((tx) => deleteProduct(tx, product.id))
        .catch((error: unknown) => {
          if (!isForeignKeyViolation(error)) throw error;
          throw new HttpError(409, `${product.name} cannot be deleted: other records still refer to it`);
        });
      await removeAll(media);
      return { Product: product };
    },
  );
}
