import { readConfig, type RestApiConfig } from './config';
import { startRestApi } from './server';

/** A real REST API on a free port with a fresh in-memory database, for the tests of every package. */
export function startTestRestApi(overrides: Partial<RestApiConfig> = {}) {
  return startRestApi({
    ...readConfig({}),
    port: 0,
    dataDir: null,
    logLevel: 'silent',
    loginAttemptsPerMinute: 1000,
    ...overrides,
  });
}

export const demoAdmin = { email: 'admin@example.com', password: 'admin12345' };
