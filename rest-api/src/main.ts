import { readConfig, wholeNumberSetting } from './config';
import { startTracing } from './core/tracing';
import { startRestApi } from './server';

const scaleFlag = process.argv.indexOf('--scale');
const config = readConfig();
if (scaleFlag !== -1) config.seedScale = wholeNumberSetting('--scale', process.argv[scaleFlag + 1], 1, 1, 1_000);

// Before the app: its spans go to the provider this registers.
const tracing = startTracing(config);
const api = await startRestApi(config);
const where = config.databaseUrl
  ? 'PostgreSQL'
  : config.dataDir
    ? `embedded database in ${config.dataDir}`
    : 'embedded database in memory';
api.app.log.info(`REST API on ${api.url} (${where}, profile ${config.profile})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // The spans still batched are sent before the process ends.
    api
      .close()
      .then(() => tracing?.shutdown())
      .then(() => process.exit(0));
  });
}
