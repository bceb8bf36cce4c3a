import { type AppOptions, buildApp } from './app';
import type { RestApiConfig } from './config';
import type { App } from './core/app';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './seed/demoData';

export interface RunningRestApi {
  app: App;
  db: Database;
  url: string;
  close(): Promise<void>;
}

/** Opens the database, migrates it, fills it with demo data on first start, and listens. */
export async function startRestApi(config: RestApiConfig, options: AppOptions = {}): Promise<RunningRestApi> {
  const db = await openDatabase(config);
  await migrate(db);
  await seedDemoData(db, {
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    scale: config.seedScale,
  });
  const app = await buildApp(db, config, options);
  const address = await app.listen({ port: config.port, host: config.host });
  return {
    app,
    db,
    url: address.replace('[::1]', 'localhost'),
    async close() {
      await app.close();
      await db.close();
    },
  };
}
