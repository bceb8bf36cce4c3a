import { createHash } from 'node:crypto';

import { GraphQLError } from 'graphql';
import type { Redis } from 'ioredis';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

import { gatewayError, hasCode } from './errors';
import type { GatewayMetrics } from './metrics';

interface LoginLimits {
  failuresPerAddressPerMinute: number;
  failuresPerAccountPerMinute: number;
}

/**
 * Failed logins, counted per client address across every e-mail (one address cannot spray a password over
 * many accounts) and per account across every address (many addresses cannot guess one account's password).
 * The counts sit in memory for one gateway, or in Redis where replicas must share them, so spraying across
 * replicas is limited as if one gateway saw every attempt; while Redis is away each replica counts in its
 * own memory (rate-limiter-flexible's insurance limiter) and goes on serving.
 */
export class LoginLimiter {
  constructor(
    private readonly perAddress: RateLimiterAbstract,
    private readonly perAccount: RateLimiterAbstract,
    private readonly metrics?: GatewayMetrics,
  ) {}

  static inMemory(limits: LoginLimits, metrics?: GatewayMetrics) {
    return new LoginLimiter(
      memoryLimiter('login-failures', limits.failuresPerAddressPerMinute),
      memoryLimiter('login-failures-account', limits.failuresPerAccountPerMinute),
      metrics,
    );
  }

  static shared(redis: Redis, limits: LoginLimits, metrics?: GatewayMetrics) {
    const shared = (keyPrefix: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration: 60,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryLimiter(keyPrefix, points),
      });
    return new LoginLimiter(
      shared('login-failures', limits.failuresPerAddressPerMinute),
      shared('login-failures-account', limits.failuresPerAccountPerMinute),
      metrics,
    );
  }

  /**
   * Runs a login of `email` from `address`. Its attempt is counted against both before it starts, so parallel
   * attempts cannot slip past a limit together, and given back unless the login failed (a wrong password, a
   * locked account).
   */
  async attempt<Result>(address: string, email: string, login: () => Promise<Result>): Promise<Result> {
    // The account's key is a hash: e-mail addresses are personal data and stay out of the shared store.
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    try {
      await consumeOrRefuse(this.perAddress, address, 'from this address');
    } catch (refusal) {
      if (hasCode(refusal, 'RATE_LIMITED')) this.metrics?.loginThrottled('address');
      throw refusal;
    }
    try {
      await consumeOrRefuse(this.perAccount, account, 'for this account');
    } catch (refusal) {
      if (hasCode(refusal, 'RATE_LIMITED')) this.metrics?.loginThrottled('account');
      await this.perAddress.reward(address);
      throw refusal;
    }
    let result: Result;
    try {
      result = await login();
    } catch (error) {
      if (!isFailedLogin(error)) await Promise.all([this.perAddress.reward(address), this.perAccount.reward(account)]);
      throw error;
    }
    await Promise.all([this.perAddress.reward(address), this.perAccount.reward(account)]);
    return result;
  }
}

const memoryLimiter = (keyPrefix: string, points: number) => new RateLimiterMemory({ keyPrefix, points, duration: 60 });

async function consumeOrRefuse(limiter: RateLimiterAbstract, key: string, where: string) {
  try {
    await limiter.consume(key);
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
    throw gatewayError('RATE_LIMITED', `Too many failed logins ${where}. Try again in ${retryAfter} seconds.`, {
      retryAfter,
    });
  }
}

/** A wrong password or a locked account counts; the REST API being down does not. */
const isFailedLogin = (error: unknown) =>
  error instanceof GraphQLError &&
  (error.extensions.code === 'UNAUTHENTICATED' || error.extensions.code === 'RATE_LIMITED');
