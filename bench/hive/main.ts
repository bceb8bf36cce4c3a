// Hive Gateway as its own process, for the load comparison: REST_API_URL and HIVE_PORT from the environment.
import { startHiveGateway } from './hiveGateway';

const gateway = await startHiveGateway(process.env.REST_API_URL!, Number(process.env.HIVE_PORT ?? 0));
process.stdout.write(`Hive Gateway on ${gateway.url}/graphql\n`);
process.once('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
