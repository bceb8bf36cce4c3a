import { Type } from '@sinclair/typebox';
import type { App } from '../app';
import { City, Province } from './schemas';
import { listCities, listProvinces } from './store';

export function locationRoutes(app: App) {
  app.get(
    '/provinces',
    { schema: { tags: ['locations'], response: { 200: Type.Object({ Provinces: Type.Array(Province) }) } } },
    async () => ({ Provinces: await listProvinces(app.db) }),
  );

  app.get(
    '/cities',
    {
      schema: {
        tags: ['locations'],
        summary: 'Cities, of one province when province_id is given',
        querystring: Type.Object({ province_id: Type.Optional(Type.Integer()) }),
        response: { 200: Type.Object({ Cities: Type.Array(City) }) },
      },
    },
    async (request) => ({ Cities: await listCities(app.db, request.query.province_id ?? null) }),
  );
}
