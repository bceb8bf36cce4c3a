import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { allRoute, listQuery, pageRoute, recordRoutes } from '../core/routes';
import { Vendor, VendorBody, VendorLite } from './schemas';
import { listVendors, listVendorsLite, SORT_COLUMNS, vendors } from './store';

export function vendorRoutes(app: App) {
  pageRoute(app, {
    path: '/vendors',
    tag: 'vendors',
    summary: 'Vendors, searched by name or id (vendor) and by company name, paged',
    name: 'Vendors',
    item: Vendor,
    query: listQuery(
      {
        vendor: Type.Optional(
          Type.String({ description: 'Words found in the full name (any case, any order), or the id' }),
        ),
        company_name: Type.Optional(Type.String({ description: 'Part of the company name (any case)' })),
      },
      SORT_COLUMNS,
      'name',
    ),
    list: listVendors,
  });

  allRoute(app, {
    path: '/vendors/lite',
    tag: 'vendors',
    summary: 'Every vendor with its names and phone only, for choices on other screens',
    name: 'Vendors',
    item: VendorLite,
    list: listVendorsLite,
  });

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
