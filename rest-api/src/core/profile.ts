/**
 * REST API profiles (issue 24). In production the gateway talks to the company's API, which we assume serves only
 * what the spec documents describe; this stand-in grew extensions the gateway uses when it finds them. The `spec`
 * profile (REST_API_PROFILE=spec) serves the spec's surface only, so the gateway can be run and tested against it.
 *
 * The extensions are declared once, here (the lists' query parameters in the schema package, which the gateway
 * shares), and applied to every route as it is registered (`withoutExtensions`, an onRoute hook app.ts adds in
 * the spec profile): domain code never asks which profile runs. The spec profile's
 * calls are listed, with their sources, in core/specCalls.ts; a test holds the two together.
 */
import type { TObject, TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';

import { REST_QUERY_EXTENSIONS } from '@backoffice/schema/rules/restQueryExtensions';

import { routeNotFound } from './errors';

/** `GET /orders/{id}`: a method and an OpenAPI-style path, as /openapi.json and core/specCalls.ts name calls. */
export type Operation = `${'GET' | 'POST' | 'PUT' | 'DELETE'} /${string}`;

/**
 * Whole routes that are no call of the spec, with the gateway feature each serves (which keeps working without
 * it, from its own store or computation).
 */
export const ROUTE_EXTENSIONS: Partial<Record<Operation, string>> = {
  // Spec 000 §2: "Logout clears all local storage"; the old client never ended its session on the server.
  'POST /logout': 'logout: the REST session ends with the gateway one',
  // Spec 000 §7: login reads the token only; nothing asks whose a token is.
  'GET /me': 'currentUser: whose a token is, for a token that did not sign in through the gateway',
  // Spec 001 §2 Add New Return: the form shows the order's item lines; nothing says what is left to return.
  'GET /orders/{id}/returnable': 'returnable: what of an order a return can still take, for the return form',
};

/**
 * Query parameters of lists that no spec document names for that list: declared, with the spec's reasons, in the
 * schema package (the gateway filters by the same declaration where its upstream does not take them).
 */
export const QUERY_EXTENSIONS: Partial<Record<Operation, readonly string[]>> = Object.fromEntries(
  Object.entries(REST_QUERY_EXTENSIONS).map(([path, names]) => [`GET ${path}`, names]),
);

/**
 * Fields of the lines a body sends as JSON text (its field `items`) that the spec does not send. In the spec
 * profile they are dropped before the route sees the lines (so they have no effect) and leave the documented
 * shape of the lines (the field's contentSchema).
 */
export const LINE_FIELD_EXTENSIONS: Partial<Record<Operation, { field: string; names: readonly string[] }>> = {
  // 002 §7: a stock adjustment sends "items (JSON text list of ItemId and quantity difference)". expected_stock
  // makes the write conflict-safe (the gateway's stock correction); without it the write is a plain adjustment.
  'POST /internal_transfer': { field: 'items', names: ['expected_stock'] },
};

/** Fields of a success answer the spec does not show: absent from the answer and its schema in the spec profile. */
export const REPLY_FIELD_EXTENSIONS: Partial<Record<Operation, readonly string[]>> = {
  // 000 §7 POST /login: "token … Other response parts: not shown".
  'POST /login': ['expiresAt', 'User'],
  // 002 §7: POST /consignment_invoices "reads message"; PUT "reads message and order_id"; DELETE "reads message".
  'POST /consignment_invoices': ['ConsignmentInvoice'],
  'PUT /consignment_invoices/{id}': ['ConsignmentInvoice'],
  'DELETE /consignment_invoices/{id}': ['ConsignmentInvoice'],
};

/** The operation a route serves: Fastify's `:id` as OpenAPI's `{id}`; HEAD is the GET route's. */
export function operationOf(method: string, url: string): Operation {
  return `${method === 'HEAD' ? 'GET' : method} ${url.replace(/:(\w+)/g, '{$1}')}` as Operation;
}

/** An object schema without `names` among its properties (a copy: the schema is shared with other apps). */
export function withoutProperties(schema: TSchema, names: readonly string[]): TSchema {
  const object = schema as TObject;
  if (!object.properties) return schema;
  return {
    ...object,
    properties: Object.fromEntries(Object.entries(object.properties).filter(([name]) => !names.includes(name))),
    ...(object.required ? { required: object.required.filter((name) => !names.includes(name)) } : {}),
  };
}

/**
 * JSON text of lines without `names` in any line. Text that is no JSON list is left as it is: the route refuses it
 * in its own words.
 */
export function withoutLineFields(text: string, names: readonly string[]): string {
  let lines: unknown;
  try {
    lines = JSON.parse(text);
  } catch {
    return text;
  }
  if (!Array.isArray(lines)) return text;
  return JSON.stringify(
    lines.map((line: unknown) =>
      typeof line === 'object' && line !== null && !Array.isArray(line)
        ? Object.fromEntries(Object.entries(line).filter(([name]) => !names.includes(name)))
        : line,
    ),
  );
}

/** A body schema whose `field` (JSON text of lines, described by its contentSchema) documents no `names`. */
function withoutDocumentedLineFields(body: TSchema, field: string, names: readonly string[]): TSchema {
  const object = body as TObject;
  const text = object.properties?.[field] as (TSchema & { contentSchema?: TSchema & { items?: TSchema } }) | undefined;
  const lines = text?.contentSchema;
  if (!text || !lines?.items) return body;
  return {
    ...object,
    properties: {
      ...object.properties,
      [field]: { ...text, contentSchema: { ...lines, items: withoutProperties(lines.items, names) } },
    },
  };
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * The onRoute hook of the spec profile: an extension route is hidden from /openapi.json and answers as an unknown
 * route does (its schema goes too, so a malformed id is 404 rather than 400, as on any unknown path); extension
 * query parameters and line fields leave the route's schema and are dropped from the request before validation,
 * so the handler never sees them (as an unknown parameter, which the query schemas neither refuse nor use); reply
 * extension fields leave the answer's schema, so they are not serialised.
 */
export function withoutExtensions(route: RouteOptions) {
  const methods = asList(route.method);
  if (methods.length !== 1) return;
  const operation = operationOf(methods[0]!, route.url);

  if (ROUTE_EXTENSIONS[operation]) {
    route.schema = { hide: true };
    route.handler = routeNotFound;
    return;
  }

  const schema = { ...route.schema };
  const queryNames = QUERY_EXTENSIONS[operation] ?? [];
  const lineFields = LINE_FIELD_EXTENSIONS[operation];
  const replyNames = REPLY_FIELD_EXTENSIONS[operation];
  if (queryNames.length && schema.querystring)
    schema.querystring = withoutProperties(schema.querystring as TSchema, queryNames);
  if (lineFields && schema.body)
    schema.body = withoutDocumentedLineFields(schema.body as TSchema, lineFields.field, lineFields.names);
  if (replyNames && schema.response) {
    const responses = schema.response as Record<string, TSchema>;
    schema.response = Object.fromEntries(
      Object.entries(responses).map(([status, reply]) => [
        status,
        /^2/.test(status) ? withoutProperties(reply, replyNames) : reply,
      ]),
    );
  }
  route.schema = schema;

  if (queryNames.length || lineFields) {
    const drop: preValidationHookHandler = (request: FastifyRequest, _reply: FastifyReply, done) => {
      const query = request.query as Record<string, unknown>;
      for (const name of queryNames) delete query[name];
      const body = request.body as Record<string, unknown> | undefined;
      const text = lineFields && body?.[lineFields.field];
      if (lineFields && typeof text === 'string') body![lineFields.field] = withoutLineFields(text, lineFields.names);
      done();
    };
    // After the instance's preValidation hooks (the NUL check sees the request as sent, as for any unknown parameter).
    route.preValidation = [...asList(route.preValidation), drop];
  }
}
