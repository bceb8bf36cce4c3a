import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { collectDefaultMetrics, type Registry } from 'prom-client';

/** prom-client's default gauges whose `_total` suffix promtool refuses (only counters may have it). */
const TOTAL_GAUGES = ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'];

/**
 * The process's metrics (CPU, memory, event loop, GC) in `registry`, less the gauges named like counters that fail
 * `promtool check metrics`; the same counts remain by type (nodejs_active_handles{type}).
 */
export function collectProcessMetrics(registry: Registry) {
  collectDefaultMetrics({ register: registry });
  for (const name of TOTAL_GAUGES) registry.removeSingleMetric(name);
}

export interface MetricsListener {
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` on a listener of its own, apart from the server's public port: a proxy or client of that port
 * cannot read it, and a deployment keeps this one inside its network. A failed collection answers a bare 500, so
 * nothing of the error leaves the process.
 */
export async function serveMetrics(
  registry: { readonly contentType: string; metrics(): Promise<string> },
  host: string,
  port: number,
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${urlHost(host)}:${bound}/metrics`,
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The host to reach a listener on: a wildcard address is reached on localhost, an IPv6 one in brackets. */
function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
