/**
 * What a write the API accepted is reported as (ARCHITECTURE.md principle 13): never an error, since the write is
 * saved and staff retrying it would make it twice. The record its answer held; else the record read back by id,
 * or what the gateway sent plus the id; and when nothing names a new record, a success without it, with a warning
 * in the response's `extensions.warnings` (core/plugins.ts). Only a change of a few fields whose record can be
 * neither answered nor read back is an error, whose message and `extensions.saved` say it was saved.
 */
import type { GraphQLError } from 'graphql';

import type { GatewayContext } from './context';
import { gatewayError, hasCode } from './errors';
import type { WriteAnswer } from './restAnswer';

type Warn = Pick<GatewayContext, 'warn'>;

interface Recovery<T> {
  /** Reads the record by id (the request's DataLoader); a failure falls back to `echo`. */
  readBack: (id: number) => Promise<T>;
  /** The record as the gateway sent it, with its id; none when what was sent is too little to show (a change of one field). */
  echo?: (id: number) => T;
}

async function recovered<T>(context: Warn, call: string, id: number, { readBack, echo }: Recovery<T>) {
  try {
    return await readBack(id);
  } catch (error) {
    if (!echo) {
      // Saved, but nothing can show it: said so in the message, with the upstream's own code.
      const reason = error as GraphQLError;
      throw gatewayError(
        hasCode(reason, 'UPSTREAM_UNAVAILABLE') ? 'UPSTREAM_UNAVAILABLE' : 'UPSTREAM_ERROR',
        `Record ${id} was saved, but the back-office service did not show it afterwards: reload to see it.`,
        { saved: true, upstreamCall: call },
      );
    }
    context.warn(`${call} saved record ${id} but did not answer it, and reading it back failed: shown as sent.`);
    return echo(id);
  }
}

/** A new record: null, with a warning, when the answer names neither the record nor its id. */
export async function createdRecord<T>(
  context: Warn,
  call: string,
  written: WriteAnswer<T>,
  recovery: Recovery<T>,
): Promise<T | null> {
  if (written.record !== null) return written.record;
  if (written.id !== null) return recovered(context, call, written.id, recovery);
  context.warn(`${call} saved the new record but did not say which it is: reload the list to see it.`);
  return null;
}

/** A changed record, whose id the gateway knows. */
export const updatedRecord = <T>(
  context: Warn,
  call: string,
  id: number,
  written: WriteAnswer<T>,
  recovery: Recovery<T>,
): Promise<T> => (written.record === null ? recovered(context, call, id, recovery) : Promise.resolve(written.record));

/** A deleted record: as its answer held it, else as it was read just before the delete. */
export const deletedRecord = <T>(written: WriteAnswer<T>, before: T): T => written.record ?? before;
