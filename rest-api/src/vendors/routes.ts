import { Type } from '@sinclair/typebox';
import type { App } from '../app';
import { recordRoutes } from '../core/routes';
import { ListQuery, listReply, orderBy } from '../core/schemas';
import { Vendor, VendorBody, VendorLite } from './schemas';
import { listVendors, listVendorsLite, SORT_COLUMNS, vendors } from './store';

export function vendorRoutes(app: App) {
  app.get(
    '/vendors',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Vendors, searched by name or id (vendor) and by company name, paged',
        querystring: Type.Composite([
          ListQuery,
          Type.Object({
            vendor: Type.Optional(Type.String({ description: 'Words found in the full name (any case, any order), or the id' })),
            company_name: Type.Optional(Type.String({ description: 'Part of the company name (any case)' })),
            orderby: orderBy(SORT_COLUMNS, 'name'),
          }),
        ]),
        response: { 200: listReply('Vendors', Vendor) },
      },
    },
    async (request) => ({ Vendors: await listVendors(app.db, request.query) }),
  );

  app.get(
    '/vendors/lite',
    {
      schema: {
        tags: ['vendors'],
        summary: 'Every vendor with its names and phone only, for choices on other screens',
        response: { 200: Type.Object({ Vendors: Type.Array(VendorLite) }) },
      },
    },
    async () => ({ Vendors: await listVendorsLite(app.db) }),
  );

  recordRoutes(app, {
    path: '/vendors',
    tag: 'vendors',
    name: 'Vendor',
    item: Vendor,
    body: VendorBody,
    table: vendors,
    create: { summary: 'Add a vendor (errors as a list; the dashboard shows the first)' },
    replace: { summary: 'Replace the whole vendor' },
    remove: { summary: 'Delete a vendor; 409 while other records still refer to it' },
  });
}
