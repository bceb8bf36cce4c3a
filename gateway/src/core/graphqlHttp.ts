import type { IncomingMessage } from 'node:http';

import { type ApolloServer, type BaseContext, HeaderMap, type HTTPGraphQLResponse } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

type ErrorHandler = (error: HttpError, req: Request, res: Response, next: NextFunction) => void;
type HttpError = Error & { status?: number; type?: string };

/**
 * Apollo Server's HTTP handling of /graphql, as @as-integrations/express5 did it but for the answer: its headers
 * and JSON text leave in one socket write. Express's `res.send` copied the text into a Buffer, hashed it for an
 * ETag that no POST is ever revalidated by, and wrote headers and body as two chunks.
 */
export function graphqlHandler<Context extends BaseContext>(
  server: ApolloServer<Context>,
  context: (req: Request, res: Response) => Promise<Context>,
) {
  return async (req: Request, res: Response) => {
    const answer = await server.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method, headers: headerMap(req), search: search(req.url), body: req.body },
      context: () => context(req, res),
    });
    await send(res, answer);
  };
}

function headerMap(req: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const key in req.headers) {
    const value = req.headers[key];
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

const search = (url: string) => {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
};

async function send(res: Response, answer: HTTPGraphQLResponse) {
  for (const [key, value] of answer.headers) res.setHeader(key, value);
  res.statusCode = answer.status ?? 200;
  if (answer.body.kind === 'complete') {
    const body = answer.body.string;
    // Headers and body in one socket write: `res.end(body)` would cork the socket and add an empty write of its
    // own, so the two went out as a writev.
    res.setHeader('content-length', Buffer.byteLength(body));
    res.write(body);
    res.end();
    return;
  }
  for await (const chunk of answer.body.asyncIterator) res.write(chunk);
  res.end();
}

/** A body that is not JSON, or too large, gets a GraphQL-shaped 4xx instead of Express's HTML page. */
export function requestErrorHandler(logger: Logger): ErrorHandler {
  // Four parameters: Express knows an error handler by its arity.
  return (error, _request, response, _next) => {
    const status = error.status && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error }, 'request failed');
    const message =
      error.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : status === 500
          ? 'Internal server error'
          : error.message;
    response
      .status(status)
      .json({ errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }] });
  };
}
