import { type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';
import type { FastifyContextConfig } from 'fastify';

import type { Queryable } from '../db/database';
import type { App } from './app';
import { ErrorList, IdParams, ListQuery, listReply, orderBy } from './schemas';

/** What the by-id routes need of a domain's store (core/store.ts recordTable gives it). */
interface RecordWrites<Body> {
  find(db: Queryable, id: number): Promise<unknown>;
  create(db: Queryable, body: Body): Promise<unknown>;
  replace(db: Queryable, id: number, body: Body): Promise<unknown>;
  remove(db: Queryable, id: number): Promise<unknown>;
}

/** What differs between domains in one of the by-id routes: its documentation and, per spec 000 §8, its error shape. */
interface RouteOptions extends Pick<FastifyContextConfig, 'errorShape' | 'errorShapeByStatus'> {
  summary?: string;
  /** The error answers as documented in /openapi.json. */
  errors?: Record<number, unknown>;
  /** The key of the answer, when the dashboard reads it under another name than the record's. */
  name?: string;
  /**
   * POST and PUT write and read their answer in one transaction, so one that fails, even on a lost connection (503),
   * wrote nothing. false for a store that reads again after a refused write, which an aborted transaction cannot.
   */
  inTransaction?: false;
}

/**
 * GET, POST, PUT and DELETE of one record at `path` and `path/:id`, answering `{ <name>: record }`: the
 * routes every domain whose record is written whole from a JSON body repeats. Lists are pageRoute and
 * allRoute, since each domain filters its own way.
 */
export function recordRoutes<B extends TSchema>(
  app: App,
  options: {
    path: string;
    tag: string;
    name: string;
    body: B;
    item: TSchema;
    table: RecordWrites<Static<B>>;
    create?: RouteOptions;
    replace?: RouteOptions;
    remove?: RouteOptions;
  },
) {
  const { path, tag, name, body, item, table, create = {}, replace = {}, remove = {} } = options;
  const reply = (key: string) => Type.Object({ [key]: item });
  const docs = (route: RouteOptions) => (route.summary ? { tags: [tag], summary: route.summary } : { tags: [tag] });
  const config = ({ errorShape, errorShapeByStatus }: RouteOptions): FastifyContextConfig => ({
    errorShape,
    errorShapeByStatus,
  });

  const write = <T>(route: RouteOptions, work: (db: Queryable) => Promise<T>) =>
    route.inTransaction === false ? work(app.db) : app.db.transaction(work);

  oneRoute(app, { path, tag, name, item, find: table.find });

  app.route({
    method: 'POST',
    url: path,
    config: config(create),
    schema: {
      ...docs(create),
      body,
      response: { 201: reply(create.name ?? name), ...(create.errors ?? { 400: ErrorList }) },
    },
    handler: async (request, answer) => {
      const created = await write(create, (db) => table.create(db, request.body as Static<B>));
      answer.code(201);
      return { [create.name ?? name]: created };
    },
  });

  app.route({
    method: 'PUT',
    url: `${path}/:id`,
    config: config(replace),
    schema: {
      ...docs(replace),
      params: IdParams,
      body,
      response: { 200: reply(name), ...(replace.errors ?? { 400: ErrorList, 404: ErrorList }) },
    },
    handler: async (request) => ({
      [name]: await write(replace, (db) =>
        table.replace(db, (request.params as Static<typeof IdParams>).id, request.body as Static<B>),
      ),
    }),
  });

  app.route({
    method: 'DELETE',
    url: `${path}/:id`,
    config: config(remove),
    schema: {
      ...docs(remove),
      params: IdParams,
      response: { 200: reply(remove.name ?? name), ...(remove.errors ?? { 404: ErrorList, 409: ErrorList }) },
    },
    handler: async (request) => ({
      [remove.name ?? name]: await table.remove(app.db, (request.params as Static<typeof IdParams>).id),
    }),
  });
}

/** The querystring of a paged list: paging, the domain's filters, and `orderby` (a key of its sort table). */
export const listQuery = <F extends TProperties, S extends Record<string, unknown>>(
  filters: F,
  sortColumns: S,
  fallback: keyof S & string,
) => Type.Composite([ListQuery, Type.Object({ ...filters, orderby: orderBy(sortColumns, fallback) })]);

/** GET `path`: one page of records and the count of all, as `{ <name>: { rows, count } }`. */
export function pageRoute<Q extends TSchema>(
  app: App,
  options: {
    path: string;
    tag: string;
    summary: string;
    name: string;
    item: TSchema;
    query: Q;
    list: (db: Queryable, query: Static<Q>) => Promise<{ rows: unknown[]; count: number }>;
  },
) {
  const { path, tag, summary, name, item, query, list } = options;
  app.route({
    method: 'GET',
    url: path,
    schema: { tags: [tag], summary, querystring: query, response: { 200: listReply(name, item) } },
    handler: async (request) => ({ [name]: await list(app.db, request.query as Static<Q>) }),
  });
}

/** GET `path`: every record (or value) at once, for pickers and fixed lists, as `{ <name>: [...] }`. */
export function allRoute(
  app: App,
  options: {
    path: string;
    tag: string;
    summary?: string;
    name: string;
    item: TSchema;
    list: (db: Queryable) => Promise<unknown[]>;
  },
) {
  const { path, tag, summary, name, item, list } = options;
  app.route({
    method: 'GET',
    url: path,
    schema: {
      tags: [tag],
      ...(summary ? { summary } : {}),
      response: { 200: Type.Object({ [name]: Type.Array(item) }) },
    },
    handler: async () => ({ [name]: await list(app.db) }),
  });
}

/** GET `path/:id`: one record as `{ <name>: record }`, 404 when there is none. */
export function oneRoute(
  app: App,
  options: {
    path: string;
    tag: string;
    name: string;
    item: TSchema;
    find: (db: Queryable, id: number) => Promise<unknown>;
  },
) {
  const { path, tag, name, item, find } = options;
  app.route({
    method: 'GET',
    url: `${path}/:id`,
    schema: { tags: [tag], params: IdParams, response: { 200: Type.Object({ [name]: item }), 404: ErrorList } },
    handler: async (request) => ({ [name]: await find(app.db, (request.params as Static<typeof IdParams>).id) }),
  });
}
