import { type MetricsListener, serveMetrics } from '@backoffice/server-core/metrics';

import { type AppOptions, buildApp } from './app';
import type { RestApiConfig } from './config';
import type { App } from './core/app';
import { RestApiMetrics } from './core/metrics';
import { type Database, type DatabaseOptions, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './seed/demoData';

export interface RunningRestApi {
  app: App;
  db: Database;
  url: string;
  /** Where Prometheus reads the metrics; undefined when REST_API_METRICS_PORT=off. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/**
 * Opens the database, migrates it, fills it with demo data on first start, and listens, with its metrics apart.
 * `database.embeddedCopy`: the embedded database starts from that copy (tests, testing.ts).
 */
export async function startRestApi(
  config: RestApiConfig,
  options: AppOptions = {},
  database: Pick<DatabaseOptions, 'embeddedCopy'> = {},
): Promise<RunningRestApi> {
  const metrics = config.metricsPort === 'off' ? undefined : new RestApiMetrics();
  const db = await openDatabase({ ...config, ...database, observeStatement: metrics?.observeStatement });
  await migrate(db);
  await seedDemoData(db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    scale: config.seedScale,
  });
  const app = await buildApp(db, config, { metrics, ...options });
  const address = await app.listen({ port: config.port, host: config.host });
  let metricsListener: MetricsListener | undefined;
  if (metrics && config.metricsPort !== 'off') {
    // A taken port stops start-up, without leaving the API listening.
    metricsListener = await serveMetrics(metrics.registry, config.metricsHost, config.metricsPort).catch(
      async (error: unknown) => {
        await app.close();
        await db.close();
        throw error;
      },
    );
    app.log.info(`metrics on ${metricsListener.url}`);
  }
  return {
    app,
    db,
    url: address.replace('[::1]', 'localhost'),
    metricsUrl: metricsListener?.url,
    async close() {
      await app.close();
      await metricsListener?.close();
      await db.close();
    },
  };
}
