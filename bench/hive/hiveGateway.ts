import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';

import { composeFromOpenApi } from './compose';
import { openApiSubset } from './openApiSubset';

/**
 * Hive Gateway serving what GraphQL Mesh's OpenAPI source generates from the REST API's own /openapi.json:
 * the gateway a team would otherwise generate instead of writing ours. Listens on `port` (0: any free one).
 */
export async function startHiveGateway(restUrl: string, port = 0): Promise<{ url: string; close(): Promise<void> }> {
  const folder = mkdtempSync(join(tmpdir(), 'backoffice-hive-'));
  const openApiFile = join(folder, 'openapi.json');
  const document = (await (await fetch(`${restUrl}/openapi.json`)).json()) as Parameters<typeof openApiSubset>[0];
  writeFileSync(openApiFile, JSON.stringify(openApiSubset(document)));
  const supergraphFile = join(folder, 'supergraph.graphql');
  writeFileSync(supergraphFile, await composeFromOpenApi(restUrl, openApiFile));
  const runtime = createGatewayRuntime({ supergraph: supergraphFile, logging: false, landingPage: false });
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
