import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { allRoute, listQuery, pageRoute, recordRoutes } from '../core/routes';
import { DeliveryMethod, ErrorObject } from '../core/schemas';
import { DeliveryFee, DeliveryFeeBody } from './schemas';
import { deliveryFees, listDeliveryFees, listDeliveryMethods, SORT_COLUMNS } from './store';

// The contract's tag for this domain stays `couriers`, as the spec and the gateway know it.
export function deliveryFeeRoutes(app: App) {
  allRoute(app, {
    path: '/delivery/method',
    tag: 'couriers',
    summary: 'Courier companies (id 1 is the default courier, id 8 is Gojek)',
    name: 'DeliveryMethods',
    item: DeliveryMethod,
    list: listDeliveryMethods,
  });

  pageRoute(app, {
    path: '/delivery/fees',
    tag: 'couriers',
    summary: 'Courier fees, paged (by courier company and service name unless orderby says otherwise)',
    name: 'DeliveryFees',
    item: DeliveryFee,
    query: listQuery({}, SORT_COLUMNS, 'CourierCompany'),
    list: listDeliveryFees,
  });

  recordRoutes(app, {
    path: '/delivery/fees',
    tag: 'couriers',
    name: 'DeliveryFee',
    item: DeliveryFee,
    body: DeliveryFeeBody,
    table: deliveryFees,
    // Spec 000 §8: a failed courier add is read as the bare HTTP status text.
    create: {
      summary: 'Add a courier fee; the answer names it DeliveryMethod, as the dashboard reads DeliveryMethod.code',
      name: 'DeliveryMethod',
      errorShape: 'statusText',
      errors: {
        400: { description: 'The HTTP status text only', content: { 'text/plain': { schema: Type.String() } } },
      },
    },
    replace: { summary: 'Replace the whole courier fee (the list switch sends it back with the status changed)' },
    // Spec 000 §8: a failed courier delete is read from errors.message.
    remove: {
      summary:
        'Delete a courier fee; the answer names it Delivery, as the dashboard reads Delivery.DeliveryMethod.CourierCompany and Delivery.code',
      name: 'Delivery',
      errorShape: 'object',
      errors: { 404: ErrorObject },
    },
  });
}
