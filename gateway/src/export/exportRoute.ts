import type { Request, Response } from 'express';
import {
  execute,
  type ExecutionResult,
  getNullableType,
  GraphQLError,
  type GraphQLField,
  type GraphQLSchema,
  isListType,
  isObjectType,
  type OperationDefinitionNode,
  parse,
  validate,
} from 'graphql';
import type { Logger } from 'pino';

import type { GatewayContext } from '../core/context';
import { withoutSuggestions } from '../core/plugins';
import { MAX_QUERY_COST, operationCost } from '../core/queryCost';
import type { SessionChecks } from '../core/session';
import { todayInJakarta } from '../core/today';
import { csvHeader, csvRows, type ExportColumn, ExportRequestError, parseColumns, selectionSet } from './csvColumns';

/** Rows fetched per page: one query each, well within the query cost limit even for rows with lines. */
export const EXPORT_PAGE_SIZE = 500;
/** The most rows one export may have; a larger selection is refused before anything is written. */
const MAX_EXPORT_ROWS = 200_000;

/** The HTTP status of a refused export, by the error code the screen's query would have answered. */
const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UPSTREAM_ERROR: 502,
  UPSTREAM_UNAVAILABLE: 503,
};

class ExportRefused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A root field whose type is a page (`rows` and `totalCount`) and which takes `page` and `perPage`. */
function exportableField(schema: GraphQLSchema, name: string): GraphQLField<unknown, unknown> | undefined {
  const field = schema.getQueryType()?.getFields()[name];
  if (!field) return undefined;
  const type = getNullableType(field.type);
  if (!isObjectType(type)) return undefined;
  const { rows, totalCount } = type.getFields();
  const takes = (arg: string) => field.args.some((one) => one.name === arg);
  return rows && isListType(getNullableType(rows.type)) && totalCount && takes('page') && takes('perPage')
    ? field
    : undefined;
}

/** The list's own arguments from `args` (its filters, search and sort); the pages are the exporter's. */
function readArgs(field: GraphQLField<unknown, unknown>, text: unknown): Record<string, unknown> {
  let args: unknown = {};
  try {
    if (typeof text === 'string' && text) args = JSON.parse(text);
  } catch {
    args = undefined;
  }
  if (!args || typeof args !== 'object' || Array.isArray(args))
    throw new ExportRequestError("args must be a JSON object of the list's arguments");
  const { page: _page, perPage: _perPage, ...own } = args as Record<string, unknown>;
  for (const name of Object.keys(own)) {
    if (!field.args.some((arg) => arg.name === name))
      throw new ExportRequestError(`${field.name} has no argument "${name}"`);
  }
  return own;
}

/**
 * One page's query: the list field with its arguments as variables (typed as the field declares them, so
 * they are coerced and checked as the screen's are) and the columns' selection under `rows`.
 */
function pageDocument(field: GraphQLField<unknown, unknown>, argNames: string[], columns: readonly ExportColumn[]) {
  const names = ['page', 'perPage', ...argNames];
  const type = (name: string) => String(field.args.find((arg) => arg.name === name)!.type);
  const definitions = names.map((name) => `$${name}: ${type(name)}`).join(', ');
  const args = names.map((name) => `${name}: $${name}`).join(', ');
  return parse(
    `query Export(${definitions}) { list: ${field.name}(${args}) { totalCount rows { ${selectionSet(columns)} } } }`,
  );
}

/** The page's rows and total, or the first error as the status and message the screen's query would give. */
function pageOf(result: ExecutionResult): { rows: unknown[]; totalCount: number } {
  const [error] = result.errors ?? [];
  if (error) {
    // No data at all: the variables did not fit the field's arguments.
    if (result.data === undefined) throw new ExportRefused(400, 'BAD_USER_INPUT', error.message);
    const code = String(error.extensions?.code ?? 'INTERNAL_SERVER_ERROR');
    const status = STATUS_BY_CODE[code];
    if (status) throw new ExportRefused(status, code, error.message);
    throw Object.assign(new Error('export page failed', { cause: error.originalError ?? error }), { code });
  }
  return (result.data as { list: { rows: unknown[]; totalCount: number } }).list;
}

/** The session answer as a refusal: a forged or ended token is 401, a REST outage its own status. */
function sessionRefusal(error: unknown): ExportRefused | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const code = String(error.extensions?.code ?? '');
  const status = STATUS_BY_CODE[code];
  return status ? new ExportRefused(status, code, error.message) : undefined;
}

/** Resolves once the response can take more (or is gone), so a slow download holds one page at most. */
function drained(response: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      response.off('drain', done);
      response.off('close', done);
      resolve();
    };
    response.on('drain', done);
    response.on('close', done);
  });
}

/**
 * `GET /export/<listField>.csv?args=…&columns=…`: every row the list's filters select, as CSV.
 *
 * Each page is a GraphQL query run against the gateway's own schema with a fresh request context, so the
 * session, id checks, mapping and DataLoaders are exactly the screen's, and one page's loaders are dropped
 * before the next (memory stays one page, however long the list). Page 1 is fetched before anything is sent,
 * so a refusal is an ordinary status with a JSON message; once streaming, a failure destroys the response,
 * and the browser sees a failed download rather than a short file.
 */
export function exportRoute(
  schema: GraphQLSchema,
  createContext: (request: Request, response: Response) => Promise<GatewayContext>,
  {
    sessionChecks,
    liveToken,
    production,
    logger,
  }: {
    sessionChecks: SessionChecks;
    liveToken: (request: Request) => Promise<string | undefined>;
    production: boolean;
    logger: Logger;
  },
) {
  return async (request: Request, response: Response) => {
    const started = performance.now();
    const list = String(request.params.list);
    let pages = 0;
    let written = 0;
    try {
      // The session first, as /graphql's: nothing about the list, its arguments or the schema reaches a stranger.
      // The gateway's store may fail to say whether the session ended: that refusal is the session's too (503).
      const checkSession = async () =>
        sessionChecks.check(await liveToken(request), (await createContext(request, response)).rest);
      await checkSession().catch((error: unknown) => {
        throw sessionRefusal(error) ?? error;
      });
      const field = exportableField(schema, list);
      if (!field) throw new ExportRefused(400, 'BAD_USER_INPUT', `${list} is not a list that can be exported`);
      const args = readArgs(field, request.query.args);
      const columns = parseColumns(request.query.columns);
      const document = pageDocument(field, Object.keys(args), columns);
      const [invalid] = validate(schema, document);
      if (invalid) throw new ExportRefused(400, 'GRAPHQL_VALIDATION_FAILED', invalid.message);
      const variablesOf = (page: number) => ({ ...args, page, perPage: EXPORT_PAGE_SIZE });
      const cost = operationCost(schema, document, document.definitions[0] as OperationDefinitionNode, variablesOf(1));
      if (cost !== undefined && cost > MAX_QUERY_COST) {
        throw new ExportRefused(
          400,
          'GRAPHQL_VALIDATION_FAILED',
          `Query cost ${cost} of a page exceeds the limit of ${MAX_QUERY_COST}. Export fewer columns.`,
        );
      }
      const fetchPage = async (page: number) => {
        pages += 1;
        return pageOf(
          await execute({
            schema,
            document,
            variableValues: variablesOf(page),
            contextValue: await createContext(request, response),
          }),
        );
      };

      let current = await fetchPage(1);
      if (current.totalCount > MAX_EXPORT_ROWS) {
        throw new ExportRefused(
          400,
          'BAD_USER_INPUT',
          `These filters select ${current.totalCount} rows; an export holds at most ${MAX_EXPORT_ROWS}. Narrow the filters and export in parts.`,
        );
      }
      let gone = false;
      response.on('close', () => (gone = !response.writableFinished));
      response.status(200).set({
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${list}-${todayInJakarta()}.csv"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        // The screen's progress shows how many rows are coming.
        'x-total-count': String(current.totalCount),
      });
      response.write(csvHeader(columns));
      for (let page = 1; ; page += 1) {
        if (page > 1) current = await fetchPage(page);
        if (gone) return;
        const rows = current.rows.slice(0, MAX_EXPORT_ROWS - written);
        written += rows.length;
        if (!response.write(csvRows(columns, rows))) await drained(response);
        if (gone) return;
        if (current.rows.length < EXPORT_PAGE_SIZE || written >= MAX_EXPORT_ROWS) break;
      }
      response.end();
      logger.info({ export: list, rows: written, pages, ms: Math.round(performance.now() - started) }, 'list export');
    } catch (error) {
      if (!response.headersSent) {
        const refused =
          error instanceof ExportRefused
            ? error
            : error instanceof ExportRequestError
              ? new ExportRefused(400, 'BAD_USER_INPUT', error.message)
              : error instanceof GraphQLError
                ? new ExportRefused(400, 'GRAPHQL_VALIDATION_FAILED', error.message)
                : undefined;
        if (!refused) logger.error({ err: error, export: list }, 'list export failed');
        const message = refused
          ? production
            ? withoutSuggestions(refused.message)
            : refused.message
          : 'Internal server error';
        response
          .status(refused?.status ?? 500)
          .json({ errors: [{ message, extensions: { code: refused?.code ?? 'INTERNAL_SERVER_ERROR' } }] });
        return;
      }
      // Mid-way: no status can change any more. Cutting the connection makes the download fail visibly.
      // The log names the list and where it stopped, never a row (rows hold customers' names and addresses).
      const code =
        error instanceof ExportRefused ? error.code : ((error as { code?: string }).code ?? 'INTERNAL_SERVER_ERROR');
      logger.error({ export: list, rows: written, pages, code }, 'list export failed mid-way');
      response.destroy();
    }
  };
}
