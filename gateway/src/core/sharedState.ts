import { Redis } from 'ioredis';
import type { Logger } from 'pino';

/**
 * What gateway replicas share, through Redis when `REDIS_URL` is set: the login limits and the shared caches
 * (core/sharedCache.ts). Redis may go away; the gateway must keep serving. Commands are never queued while it is away (they
 * fail at once and the callers fall back to their own memory), the client keeps reconnecting, and the outage
 * is logged once when it starts and once when it ends.
 */
export function connectSharedState(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    // Keep trying, at most every 2 s, for as long as the gateway runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    lazyConnect: false,
  });
  let available = true;
  const lost = (reason: string) => {
    if (!available) return;
    available = false;
    logger.warn({ reason }, 'Redis unavailable: login limits and the shared caches fall back to this gateway’s memory');
  };
  // A refused first connection is an error; a connection lost later closes first.
  redis.on('error', (error: Error) => lost(error.message));
  redis.on('close', () => lost('connection closed'));
  redis.on('ready', () => {
    if (available) return;
    available = true;
    logger.info('Redis available again: login limits and caches are shared again');
  });
  return redis;
}

/** How long a starting gateway waits for Redis before it serves from its own memory instead. */
const FIRST_CONNECTION_WAIT_MS = 2_000;

/**
 * Resolves once the first connection is up, has failed, or FIRST_CONNECTION_WAIT_MS have passed: a replica that
 * served before its connection was up would count and cache on its own while Redis is there to share.
 */
export function firstConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done).off('error', done);
      resolve();
    };
    const timer = setTimeout(done, FIRST_CONNECTION_WAIT_MS);
    redis.once('ready', done).once('error', done);
  });
}
