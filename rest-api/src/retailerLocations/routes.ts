import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { removeMedia } from '../core/media';
import { describeForm, saveForm } from '../core/multipartForm';
import { listQuery, oneRoute, pageRoute } from '../core/routes';
import { ErrorList, IdParams } from '../core/schemas';
import { retailerLocationForm } from './form';
import { RetailerCustomers, RetailerLocation, RetailerReply } from './schemas';
import {
  CUSTOMER_LOOKUP_LIMIT,
  deleteRetailerLocation,
  findRetailerLocation,
  insertRetailerLocation,
  listRetailerCustomers,
  listRetailerLocations,
  replaceRetailerLocation,
  SORT_COLUMNS,
} from './store';

const TAG = 'retailer locations';
const PATH = '/retailer_locations';
const FORM = `${describeForm(retailerLocationForm)} A refusal stores nothing.`;

export function retailerLocationRoutes(app: App) {
  pageRoute(app, {
    path: PATH,
    tag: TAG,
    summary: 'Retailer locations, sorted and paged',
    name: 'RetailerLocations',
    item: RetailerLocation,
    query: listQuery(
      {
        search: Type.Optional(
          Type.String({ description: "words of the display name and customer's name, any case and order" }),
        ),
      },
      SORT_COLUMNS,
      'createdAt',
    ),
    list: listRetailerLocations,
  });

  // Registered before /retailer_locations/:id reads it; a static path wins over the parameter anyway.
  app.get(
    `${PATH}/all/customers`,
    {
      schema: {
        tags: [TAG],
        summary: `Customers for the form's choice, by name, at most ${CUSTOMER_LOOKUP_LIMIT}`,
        querystring: Type.Object({
          search: Type.Optional(Type.String({ maxLength: 200, description: 'words of the name or company, any case' })),
        }),
        response: { 200: RetailerCustomers },
      },
    },
    async (request) => ({ Customers: await listRetailerCustomers(app.db, request.query.search) }),
  );

  oneRoute(app, { path: PATH, tag: TAG, name: 'Retailer', item: RetailerLocation, find: findRetailerLocation });

  app.post(
    PATH,
    {
      schema: {
        tags: [TAG],
        summary: 'Add a retailer location',
        description: FORM,
        response: { 201: RetailerReply, 400: ErrorList },
      },
    },
    async (request, reply) => {
      const id = await saveForm(request, app.mediaRoot, retailerLocationForm, async (fields, { media }) => ({
        id: await insertRetailerLocation(app.db, fields, media?.url ?? null),
      }));
      reply.code(201);
      return { Retailer: await findRetailerLocation(app.db, id) };
    },
  );

  app.put(
    `${PATH}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Replace a retailer location',
        description: `${FORM} Without media the current image stays.`,
        params: IdParams,
        response: { 200: RetailerReply, 400: ErrorList, 404: ErrorList },
      },
    },
    async (request) => {
      const { id } = request.params;
      await saveForm(request, app.mediaRoot, retailerLocationForm, async (fields, { media }) => {
        const replaced = await replaceRetailerLocation(app.db, id, fields, media?.url ?? null);
        return { id, unused: media ? [replaced] : [] };
      });
      return { Retailer: await findRetailerLocation(app.db, id) };
    },
  );

  app.delete(
    `${PATH}/:id`,
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a retailer location with its image',
        params: IdParams,
        response: { 200: RetailerReply, 404: ErrorList },
      },
    },
    async (request) => {
      const location = await deleteRetailerLocation(app.db, request.params.id);
      await removeMedia(app.mediaRoot, location.media);
      return { Retailer: location };
    },
  );
}
