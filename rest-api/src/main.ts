import { readConfig } from './config';
import { startRestApi } from './server';

const scaleFlag = process.argv.indexOf('--scale');
const config = readConfig();
if (scaleFlag !== -1) config.seedScale = Number(process.argv[scaleFlag + 1]);

const api = await startRestApi(config);
api.app.log.info(`REST API on ${api.url} (${config.databaseUrl ? 'PostgreSQL' : `embedded database in ${config.dataDir}`})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    api.close().then(() => process.exit(0));
  });
}
