import { GraphQLError } from 'graphql';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { gatewayError } from './errors';

/**
 * Failed logins per client address, counted across every e-mail: one address cannot spray a password over
 * many accounts, and stops (at 20 a minute by default) after locking at most two accounts with the REST
 * API's own per-e-mail limit (10 a minute). The counts sit in any rate-limiter-flexible store: memory for
 * one gateway; RateLimiterRedis slots in unchanged where several gateways must share them.
 */
export class LoginLimiter {
  constructor(private readonly failures: RateLimiterAbstract) {}

  static inMemory(failuresPerMinute: number) {
    return new LoginLimiter(new RateLimiterMemory({ keyPrefix: 'login-failures', points: failuresPerMinute, duration: 60 }));
  }

  /**
   * Runs a login from `address`. Its attempt is counted before it starts, so parallel attempts cannot slip
   * past the limit together, and given back unless the login failed (a wrong password, a locked account).
   */
  async attempt<Result>(address: string, login: () => Promise<Result>): Promise<Result> {
    try {
      await this.failures.consume(address);
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal;
      const retryAfter = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
      throw gatewayError('RATE_LIMITED', `Too many failed logins from this address. Try again in ${retryAfter} seconds.`, { retryAfter });
    }
    let result: Result;
    try {
      result = await login();
    } catch (error) {
      if (!isFailedLogin(error)) await this.failures.reward(address);
      throw error;
    }
    await this.failures.reward(address);
    return result;
  }
}

/** A wrong password or a locked account counts; the REST API being down does not. */
const isFailedLogin = (error: unknown) =>
  error instanceof GraphQLError && (error.extensions.code === 'UNAUTHENTICATED' || error.extensions.code === 'RATE_LIMITED');
