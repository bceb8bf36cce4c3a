/**
 * Hive Gateway as its own process, for the load comparison. From the environment: REST_API_URL, HIVE_PORT,
 * HIVE_UPSTREAM_CONNECTIONS (the most connections it opens to the REST API) and HIVE_RESPONSE_CACHE_TTL_MS (its
 * response cache on, for that long; off when unset).
 */
import http from 'node:http';

import { startHiveGateway } from './hiveGateway';

// Hive Gateway's fetch (@whatwg-node/node-fetch) sends through node:http's global agent when given none: capping
// that agent caps its connections to the REST API, as REST_CONNECTIONS caps ours.
http.globalAgent = new http.Agent({ keepAlive: true, maxSockets: Number(process.env.HIVE_UPSTREAM_CONNECTIONS) });

const ttl = process.env.HIVE_RESPONSE_CACHE_TTL_MS;
const gateway = await startHiveGateway(process.env.REST_API_URL!, {
  port: Number(process.env.HIVE_PORT ?? 0),
  responseCacheTtlMs: ttl === undefined ? undefined : Number(ttl),
});
process.stdout.write(`Hive Gateway on ${gateway.url}/graphql\n`);
process.once('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
