import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { removeMedia } from '../core/media';
import { describeForm, saveForm } from '../core/multipartForm';
import { listQuery, oneRoute, pageRoute } from '../core/routes';
import { ErrorList, IdParams } from '../core/schemas';
import { promotionForm } from './form';
import { Conflict, Promotion, PromotionReply } from './schemas';
import {
  deletePromotion,
  findPromotion,
  insertPromotion,
  listPromotions,
  replacePromotion,
  SORT_COLUMNS,
} from './store';

/** Spec 000 §8: a taken promo code answers 409 with { message }, other refusals as a list. */
const TAKEN_CODE_SHAPE = { errorShapeByStatus: { 409: 'message' } } as const;

export function promotionRoutes(app: App) {
  pageRoute(app, {
    path: '/promotion',
    tag: 'promotions',
    summary: 'Promotions, paged and sorted',
    name: 'Promotions',
    item: Promotion,
    query: listQuery(
      {
        search: Type.Optional(Type.String({ description: 'part of the name or code, any case' })),
        status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 on, 0 off' })),
      },
      SORT_COLUMNS,
      'promoName',
    ),
    list: listPromotions,
  });

  oneRoute(app, { path: '/promotion', tag: 'promotions', name: 'Promotion', item: Promotion, find: findPromotion });

  app.post(
    '/promotion',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Add a promotion',
        description: `${describeForm(promotionForm)} A promo code in use answers 409 with { message }.`,
        response: { 201: PromotionReply, 400: ErrorList, 409: Conflict },
      },
      config: TAKEN_CODE_SHAPE,
    },
    async (request, reply) => {
      const id = await saveForm(request, app.mediaRoot, promotionForm, async (fields, files) => ({
        id: await insertPromotion(app.db, fields, files.promoPhoto?.url ?? null),
      }));
      reply.code(201);
      return { Promotion: await findPromotion(app.db, id) };
    },
  );

  app.put(
    '/promotion/:id',
    {
      schema: {
        tags: ['promotions'],
        summary: 'Replace the whole promotion (the list switch sends it back with promoStatus changed)',
        description: `${describeForm(promotionForm)} Or the promotion as read, in JSON. Without promoPhoto the image stays.`,
        params: IdParams,
        response: { 200: PromotionReply, 400: ErrorList, 404: ErrorList, 409: Conflict },
      },
      config: TAKEN_CODE_SHAPE,
    },
    async (request) => {
      const { id } = request.params;
      await saveForm(request, app.mediaRoot, promotionForm, async (fields, { promoPhoto }) => {
        const replaced = await app.db.transaction((tx) => replacePromotion(tx, id, fields, promoPhoto?.url ?? null));
        return { id, unused: promoPhoto ? [replaced] : [] };
      });
      return { Promotion: await findPromotion(app.db, id) };
    },
  );

  app.delete(
    '/promotion/:id',
    { schema: { tags: ['promotions'], params: IdParams, response: { 200: PromotionReply, 404: ErrorList } } },
    async (request) => {
      const promotion = await deletePromotion(app.db, request.params.id);
      await removeMedia(app.mediaRoot, promotion.promoImage);
      return { Promotion: promotion };
    },
  );
}
