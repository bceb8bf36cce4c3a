import { Type, type Static } from '@sinclair/typebox';
import type { App } from '../app';

export const Province = Type.Object({ province_id: Type.Integer(), name: Type.String() });
export const City = Type.Object({
  city_id: Type.Integer(),
  province_id: Type.Integer(),
  name: Type.String(),
  type: Type.Union([Type.Literal('Kota'), Type.Literal('Kabupaten')]),
});

export function locationRoutes(app: App) {
  app.get(
    '/provinces',
    { schema: { tags: ['locations'], response: { 200: Type.Object({ Provinces: Type.Array(Province) }) } } },
    async () => ({ Provinces: await app.db.query<Static<typeof Province>>('SELECT province_id, name FROM provinces ORDER BY name') }),
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
    async (request) => {
      const { province_id } = request.query;
      const cities = await app.db.query<Static<typeof City>>(
        `SELECT city_id, province_id, name, type FROM cities
         WHERE $1::integer IS NULL OR province_id = $1 ORDER BY name, type DESC`,
        [province_id ?? null],
      );
      return { Cities: cities };
    },
  );
}
