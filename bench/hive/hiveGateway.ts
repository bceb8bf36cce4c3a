import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { Agent, fetch } from 'undici';

import { composeFromOpenApi } from './compose';
import { openApiSubset } from './openApiSubset';

export interface HiveOptions {
  /** 0: any free one. */
  port?: number;
  /**
   * Hive Gateway's own response cache (its `responseCaching`), per session: a whole answer is kept for `ttlMs`
   * for one `token` header and the same operation and variables. Off when absent.
   */
  responseCacheTtlMs?: number;
}

type KeyValueCache = NonNullable<Parameters<typeof createGatewayRuntime>[0]['cache']>;

/**
 * The store Hive's response cache keeps answers in (it needs one; no Mesh cache package is installed here): in
 * memory, answering at once, each entry until its TTL (given in seconds).
 */
function memoryStore(): KeyValueCache {
  const entries = new Map<string, { value: unknown; until: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (entry && entry.until < Date.now()) entries.delete(key);
      return entry && entry.until >= Date.now() ? entry.value : undefined;
    },
    set(key, value, options) {
      entries.set(key, { value, until: options?.ttl ? Date.now() + options.ttl * 1000 : Infinity });
    },
    delete: (key) => entries.delete(key),
    getKeysByPrefix: (prefix) => [...entries.keys()].filter((key) => key.startsWith(prefix)),
  };
}

/**
 * Hive Gateway serving what GraphQL Mesh's OpenAPI source generates from the REST API's own /openapi.json:
 * the gateway a team would otherwise generate instead of writing ours.
 */
export async function startHiveGateway(
  restUrl: string,
  { port = 0, responseCacheTtlMs }: HiveOptions = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'backoffice-hive-'));
  const openApiFile = join(folder, 'openapi.json');
  // Its own connection, closed once read: no connection to the REST API stays open beside Hive's pool.
  const dispatcher = new Agent();
  const document = (await (await fetch(`${restUrl}/openapi.json`, { dispatcher })).json()) as Parameters<
    typeof openApiSubset
  >[0];
  await dispatcher.close();
  writeFileSync(openApiFile, JSON.stringify(openApiSubset(document)));
  const supergraphFile = join(folder, 'supergraph.graphql');
  writeFileSync(supergraphFile, await composeFromOpenApi(restUrl, openApiFile));
  const runtime = createGatewayRuntime({
    supergraph: supergraphFile,
    logging: false,
    landingPage: false,
    ...(responseCacheTtlMs !== undefined && {
      cache: memoryStore(),
      responseCaching: { ttl: responseCacheTtlMs, session: (request: Request) => request.headers.get('token') },
    }),
  });
  const server: Server = createServer(runtime);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await runtime.dispose();
    },
  };
}
