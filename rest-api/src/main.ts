import { readConfig, wholeNumberSetting } from './config';
import { startRestApi } from './server';

const scaleFlag = process.argv.indexOf('--scale');
const config = readConfig();
if (scaleFlag !== -1) config.seedScale = wholeNumberSetting('--scale', process.argv[scaleFlag + 1], 1, 1, 1_000);

const api = await startRestApi(config);
const where = config.databaseUrl
  ? 'PostgreSQL'
  : config.dataDir
    ? `embedded database in ${config.dataDir}`
    : 'embedded database in memory';
api.app.log.info(`REST API on ${api.url} (${where}, profile ${config.profile})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    api.close().then(() => process.exit(0));
  });
}
