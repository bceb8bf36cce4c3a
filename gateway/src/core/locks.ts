import { randomUUID } from 'node:crypto';

import type { Redis } from 'ioredis';

import { gatewayError } from './errors';

/**
 * How long a lock in Redis outlives its holder's last renewal (the holder renews it every third of this while it
 * works): a gateway that dies holding one frees it within this time, however long the work could have taken.
 */
export const LOCK_TTL_MS = 10_000;
/** How long a caller waits for a lock another holds: as long as the TTL, so a dead holder alone never refuses anyone. */
export const LOCK_WAIT_MS = LOCK_TTL_MS;
/** How often a waiter asks Redis again (with jitter, so waiters of one lock do not ask in step). */
const POLL_MS = 20;

/** The lock stayed with another holder for the whole wait. */
export class LockBusyError extends Error {
  constructor(readonly lockName: string) {
    super(`The lock ${lockName} is held by another`);
  }
}

// Each deletes or renews the key only while it holds this holder's token: never a lock someone took after ours expired.
const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";
const RENEW =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end";

interface LockTimes {
  ttlMs: number;
  waitMs: number;
}

type Release = () => Promise<void>;

/**
 * Named locks: one holder at a time runs the work of a name. With Redis they hold across the replicas (SET NX PX
 * with a random token, renewed while the work runs, released by compare-and-delete). Without Redis, or while it
 * is away, each gateway locks in its own memory and goes on serving, as the login limits and caches do.
 */
export class Locks {
  private readonly memory = new MemoryLocks();
  private readonly times: LockTimes;

  constructor(
    private readonly redis?: Redis,
    times: Partial<LockTimes> = {},
  ) {
    this.times = { ttlMs: LOCK_TTL_MS, waitMs: LOCK_WAIT_MS, ...times };
  }

  /** Runs `work` holding the lock `name`; LockBusyError when another holds it past the wait, and `work` never runs. */
  async hold<T>(name: string, work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + this.times.waitMs;
    const release =
      (this.redis && (await this.acquireShared(this.redis, `lock:${name}`, deadline))) ??
      (await this.memory.acquire(name, deadline - Date.now()));
    try {
      return await work();
    } finally {
      await release();
    }
  }

  /** The lock in Redis, or undefined when Redis failed (the caller locks in memory instead). */
  private async acquireShared(redis: Redis, key: string, deadline: number): Promise<Release | undefined> {
    const token = randomUUID();
    try {
      while ((await redis.set(key, token, 'PX', this.times.ttlMs, 'NX')) !== 'OK') {
        if (Date.now() >= deadline) throw new LockBusyError(key);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS * (0.5 + Math.random())));
      }
    } catch (error) {
      if (error instanceof LockBusyError) throw error;
      return undefined;
    }
    // A failed renewal is left to the TTL: the work is short, and the correction checks the stock after it anyway.
    const renewal = setInterval(
      () => void redis.eval(RENEW, 1, key, token, this.times.ttlMs).catch(() => undefined),
      this.times.ttlMs / 3,
    );
    renewal.unref();
    return async () => {
      clearInterval(renewal);
      await redis.eval(RELEASE, 1, key, token).catch(() => undefined);
    };
  }
}

/** `locks.hold`, a lock another holds past the wait answered as CONFLICT with `busyMessage` (and `work` never run). */
export async function holdOrConflict<T>(locks: Locks, name: string, busyMessage: string, work: () => Promise<T>) {
  try {
    return await locks.hold(name, work);
  } catch (error) {
    if (error instanceof LockBusyError) throw gatewayError('CONFLICT', busyMessage);
    throw error;
  }
}

/** Locks of one gateway: per held name, the queue of waiters, each handed the lock in turn. */
class MemoryLocks {
  private readonly queues = new Map<string, Array<() => void>>();

  async acquire(name: string, waitMs: number): Promise<Release> {
    const queue = this.queues.get(name);
    if (!queue) this.queues.set(name, []);
    else
      await new Promise<void>((resolve, reject) => {
        const granted = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(
          () => {
            queue.splice(queue.indexOf(granted), 1);
            reject(new LockBusyError(name));
          },
          Math.max(waitMs, 0),
        );
        queue.push(granted);
      });
    return async () => this.release(name);
  }

  private release(name: string) {
    const next = this.queues.get(name)!.shift();
    if (next) next();
    else this.queues.delete(name);
  }
}
