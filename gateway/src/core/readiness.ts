import type { Request, Response } from 'express';
import type { Pool } from 'undici';

import type { Upstream } from './upstream';

/** How long readiness waits for the REST API: short, so a load balancer's probe is answered quickly. */
const READY_TIMEOUT_MS = 2000;

/**
 * GET /readyz: 200 while the REST API answers, 503 otherwise, so a load balancer sends traffic only to a
 * gateway that can serve it. It asks the REST API's `/healthz`; any answer below 500 (even a 404 from an
 * API without that route) shows the upstream is up. `/healthz` stays liveness: the process runs.
 */
export function readiness(pool: Pool, upstream: Upstream, timeoutMs = READY_TIMEOUT_MS) {
  return async (_request: Request, response: Response) => {
    try {
      const { statusCode, body } = await pool.request({
        method: 'GET',
        path: '/healthz',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await body.dump();
      if (statusCode < 500) {
        response.json({ status: 'ready', upstream: 'up', capabilities: upstream.describe() });
        return;
      }
      response
        .status(503)
        .json({ status: 'unavailable', upstream: `answered ${statusCode}`, capabilities: upstream.describe() });
    } catch (error) {
      // A network error's code (ECONNREFUSED); the time-out is a DOMException, whose numeric code says less than its name.
      const { code, name } = error as { code?: unknown; name: string };
      const reason = typeof code === 'string' ? code : name;
      response.status(503).json({ status: 'unavailable', upstream: reason, capabilities: upstream.describe() });
    }
  };
}
