import { Type, type Static } from '@sinclair/typebox';
import type { App } from '../app';
import { deliveryFeeRoutes } from './deliveryFees';
import { DeliveryMethod } from './schemas';

export { DeliveryMethod };

export function courierRoutes(app: App) {
  app.get(
    '/delivery/method',
    {
      schema: {
        tags: ['couriers'],
        summary: 'Courier companies (id 1 is the default courier, id 8 is Gojek)',
        response: { 200: Type.Object({ DeliveryMethods: Type.Array(DeliveryMethod) }) },
      },
    },
    async () => ({
      DeliveryMethods: await app.db.query<Static<typeof DeliveryMethod>>('SELECT id, courier_company AS "CourierCompany" FROM delivery_methods ORDER BY id'),
    }),
  );

  deliveryFeeRoutes(app);
}
