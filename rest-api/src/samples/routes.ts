import { Type } from '@sinclair/typebox';

import type { App } from '../core/app';
import { listQuery, oneRoute, pageRoute } from '../core/routes';
import { DateText, ErrorList, ErrorObject, Id, IdParams, oneOf, SHIP_STATUSES } from '../core/schemas';
import {
  Sample,
  SAMPLE_PURPOSES,
  SampleCreateBody,
  SampleUpdateBody,
  Tester,
  TESTER_STATUSES,
  TesterUpdateBody,
} from './schemas';
import {
  createSample,
  findSample,
  findTester,
  listSamples,
  listTesters,
  SORT_COLUMNS,
  updateSample,
  updateTester,
} from './store';

export function sampleRoutes(app: App) {
  pageRoute(app, {
    path: '/samples',
    tag: 'samples',
    summary: 'Samples with the filters of the Samples screen; lines, recipient, warehouse, courier and city included',
    name: 'Samples',
    item: Sample,
    query: listQuery(
      {
        sample: Type.Optional(
          Type.String({ maxLength: 200, description: "a sample id, or words of the recipient's company name" }),
        ),
        start_date: Type.Optional(DateText),
        end_date: Type.Optional(DateText),
        ship_from: Type.Optional(Id({ description: 'the ship-from warehouse' })),
        purpose: Type.Optional(oneOf(SAMPLE_PURPOSES)),
        ship_status: Type.Optional(oneOf(SHIP_STATUSES)),
      },
      SORT_COLUMNS,
      'created_at',
    ),
    list: listSamples,
  });

  oneRoute(app, { path: '/samples', tag: 'samples', name: 'Sample', item: Sample, find: findSample });

  app.post(
    '/samples',
    {
      // Spec 001 §8: a failed sample create is read from errors.message.
      config: { errorShape: 'object' },
      schema: {
        tags: ['samples'],
        summary: 'Create a sample for a customer or a vendor; purpose tester makes it a Pending tester',
        body: SampleCreateBody,
        response: { 201: Type.Object({ Sample }), 400: ErrorObject },
      },
    },
    async (request, reply) => {
      const id = await app.db.transaction((tx) => createSample(tx, request.body));
      reply.code(201);
      return { Sample: await findSample(app.db, id) };
    },
  );

  app.put(
    '/samples/:id',
    {
      schema: {
        tags: ['samples'],
        summary: 'Change a sample: any of its fields (the detail dialog) or all of them (the edit form)',
        params: IdParams,
        body: SampleUpdateBody,
        response: { 200: Type.Object({ message: Type.String(), Sample }), 400: ErrorList, 404: ErrorList },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => updateSample(tx, request.params.id, request.body));
      return {
        message: `Sample ${request.params.id} berhasil diperbarui`,
        Sample: await findSample(app.db, request.params.id),
      };
    },
  );

  pageRoute(app, {
    path: '/tester',
    tag: 'samples',
    summary: 'Testers (samples with purpose tester) by review status: `status` is the review, lines are TesterLine',
    name: 'Testers',
    item: Tester,
    query: listQuery({ status: Type.Optional(oneOf(TESTER_STATUSES)) }, SORT_COLUMNS, 'created_at'),
    list: listTesters,
  });

  oneRoute(app, { path: '/tester', tag: 'samples', name: 'Tester', item: Tester, find: findTester });

  app.put(
    '/tester/:id',
    {
      schema: {
        tags: ['samples'],
        summary:
          "Record a tester's review, with the shipping fields given; only a Pending tester can change (409 otherwise)",
        params: IdParams,
        body: TesterUpdateBody,
        response: {
          200: Type.Object({ message: Type.String(), Tester }),
          400: ErrorList,
          404: ErrorList,
          409: ErrorList,
        },
      },
    },
    async (request) => {
      await app.db.transaction((tx) => updateTester(tx, request.params.id, request.body));
      return {
        message: `Tester ${request.params.id} berhasil diperbarui`,
        Tester: await findTester(app.db, request.params.id),
      };
    },
  );
}
