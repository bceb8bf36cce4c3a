import { pipeline } from 'node:stream/promises';

import type { NextFunction, Request, Response } from 'express';
import type { Pool } from 'undici';

import { isPlainPathUnder } from '@backoffice/schema/rules/requestPath';

const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
];

/**
 * Media is served on the dashboard's own origin: whatever the REST API (the company's, in production) answers,
 * the browser must not sniff it into a page nor run anything in it.
 */
const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
};

/**
 * Serves the REST API's uploaded media at the gateway's own /media/…, so pages load product and promotion
 * images from their own origin without knowing where the REST API lives. Media is public (random names).
 */
export function mediaProxy(pool: Pool) {
  return async (request: Request, response: Response, next: NextFunction) => {
    // Only a media file: a path that the REST API (or a proxy before it) would normalise to another route does
    // not leave the gateway (`/media/%2e%2e/users`).
    if (!isPlainPathUnder('/media/', request.originalUrl)) {
      response.status(404).json({ errors: [{ message: 'No such media.' }] });
      return;
    }
    try {
      const upstream = await pool.request({
        method: 'GET',
        path: request.originalUrl,
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      response.status(upstream.statusCode);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers[name];
        if (value !== undefined) response.setHeader(name, value);
      }
      for (const [name, value] of Object.entries(MEDIA_HEADERS)) response.setHeader(name, value);
      await pipeline(upstream.body, response);
    } catch (error) {
      if (!response.headersSent) response.status(502).json({ errors: [{ message: 'The media could not be loaded.' }] });
      else next(error);
    }
  };
}
