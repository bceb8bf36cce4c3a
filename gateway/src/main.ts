import { ConfigError, type GatewayConfig, readConfig } from './config';
import { createLogger } from './core/logger';
import { startTracing } from './core/tracing';
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
// Before the gateway starts, so every request is in the process's tracer provider.
const stopTracing = config.tracing ? startTracing(config.tracing) : async () => undefined;
const gateway = await startGateway(config, logger);
logger.info(`GraphQL gateway on ${gateway.url}/graphql, REST API at ${config.restApiUrl}`);
if (gateway.metricsUrl) logger.info(`metrics on ${gateway.metricsUrl}`);
if (config.tracing) logger.info(`traces to ${config.tracing.endpoint} (sampled ${config.tracing.sampleRatio})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // The spans still batched are sent before the process ends.
    gateway
      .close()
      .then(stopTracing)
      .then(() => process.exit(0));
  });
}
