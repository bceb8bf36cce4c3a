import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { allRoute } from '../core/routes';
import { City, Id, Province } from '../core/schemas';
import { listCities, listProvinces } from './store';

export function locationRoutes(app: App) {
  allRoute(app, { path: '/provinces', tag: 'locations', name: 'Provinces', item: Province, list: listProvinces });

  app.get(
    '/cities',
    {
      schema: {
        tags: ['locations'],
        summary: 'Cities',
        querystring: Type.Object({
          province_id: Type.Optional(Id({ description: 'only the cities of this province' })),
        }),
        response: { 200: Type.Object({ Cities: Type.Array(City) }) },
      },
    },
    async (request) => ({ Cities: await listCities(app.db, request.query.province_id ?? null) }),
  );
}
