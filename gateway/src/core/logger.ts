import { type DestinationStream, type Logger, pino } from 'pino';

import { traceIds } from './tracing';

/**
 * Structured JSON logs, written to stdout asynchronously: a request never waits for the write (pino flushes what
 * is buffered when the process exits). Operations are logged by name, duration and error codes only: never variables,
 * headers or cookies, so passwords and tokens cannot reach the logs. The redact list is a second guard.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'gateway' },
      // A line written while a request is traced names its trace, to find the trace from the log and back.
      mixin: traceIds,
      redact: {
        paths: [
          'token',
          'password',
          '*.token',
          '*.password',
          'headers.cookie',
          'headers.token',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    destination ?? pino.destination({ sync: false }),
  );
}
