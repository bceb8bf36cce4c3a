import { readConfig, type RestApiConfig } from './config';
import type { AppOptions } from './app';
import { startRestApi } from './server';

/** A real REST API on a free port with a fresh in-memory database, for the tests of every package. */
export function startTestRestApi(overrides: Partial<RestApiConfig> = {}, options: AppOptions = {}) {
  return startRestApi({
    ...readConfig({}),
    port: 0,
    dataDir: null,
    logLevel: 'silent',
    loginAttemptsPerMinute: 1000,
    ...overrides,
  }, options);
}

export const demoAdmin = { email: 'admin@example.com', password: 'admin12345' };
