import { ConfigError, type GatewayConfig, readConfig } from './config';
import { createLogger } from './core/logger';
import { startGateway } from './server';

let config: GatewayConfig;
try {
  config = readConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // No logger yet: LOG_LEVEL may be the bad setting. One clear line, no stack trace.
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger(config.logLevel);
const gateway = await startGateway(config, logger);
logger.info(`GraphQL gateway on ${gateway.url}/graphql, REST API at ${config.restApiUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    gateway.close().then(() => process.exit(0));
  });
}
