import { readConfig } from './config';
import { createLogger } from './core/logger';
import { startGateway } from './server';

const config = readConfig();
const logger = createLogger(config.logLevel);
const gateway = await startGateway(config, logger);
logger.info(`GraphQL gateway on ${gateway.url}/graphql, REST API at ${config.restApiUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().then(() => process.exit(0));
  });
}
