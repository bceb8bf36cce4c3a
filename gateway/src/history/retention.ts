import type { Logger } from 'pino';

import type { GatewayStore } from '../core/database';
import { deleteOldEntries } from './store';

const HOUR_MS = 3_600_000;

interface RetentionOptions {
  /** How long after start the first look is: the store opens on first use, not as the gateway starts. */
  firstDelayMs?: number;
  /** How often old entries are looked for after the first time, at start. */
  intervalMs?: number;
  /** Entries deleted per transaction: a long removal never holds a big transaction or the lock for long. */
  batch?: number;
}

/**
 * Removes history entries older than HISTORY_RETENTION_DAYS in the background (issue 39 §8): a minute after start
 * (the store opens on first use, and replicas started together need not all look at once), then every hour, in
 * batches oldest first. Replicas sharing one PostgreSQL store take turns: a batch holds an advisory lock, and
 * a replica that finds it held leaves the removal to the one holding it until its next turn.
 */
export class HistoryRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;
  private readonly firstDelayMs: number;
  private readonly intervalMs: number;
  private readonly batch: number;

  constructor(
    private readonly store: GatewayStore,
    private readonly days: number,
    private readonly logger: Logger,
    { firstDelayMs = 60_000, intervalMs = HOUR_MS, batch = 10_000 }: RetentionOptions = {},
  ) {
    this.firstDelayMs = firstDelayMs;
    this.intervalMs = intervalMs;
    this.batch = batch;
  }

  /** Removes what is old shortly after start, and again every interval, until `stop`. */
  start() {
    this.timer = setTimeout(() => {
      void this.sweep();
      this.timer = setInterval(() => void this.sweep(), this.intervalMs);
      this.timer.unref();
    }, this.firstDelayMs);
    this.timer.unref();
  }

  /**
   * One removal: batch after batch until none is full (or another replica holds the lock); answers how many entries
   * it removed. A store that fails is logged, and the next turn tries again.
   */
  sweep(): Promise<number> {
    this.running ??= this.removeOld().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async removeOld(): Promise<number> {
    let removed = 0;
    try {
      while (!this.stopped) {
        const deleted = await deleteOldEntries(this.store, this.days, this.batch);
        if (deleted === null) break;
        removed += deleted;
        if (deleted < this.batch) break;
      }
      if (removed > 0) this.logger.info({ removed, days: this.days }, 'history: old entries removed');
    } catch (error) {
      const { code, message } = error as { code?: unknown; message?: string };
      this.logger.warn({ reason: typeof code === 'string' ? code : message }, 'history: old entries not removed');
    }
    return removed;
  }

  /** Stops the turns and waits for one running, so the store can close after it. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.timer);
    await this.running;
  }
}
