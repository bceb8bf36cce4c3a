import { useState } from 'react';

import { errorMessage } from './errorMessage';
import { useNotify } from './notifications';

interface RowActionOptions<Row, Value> {
  /** Carries the action out and gives the success message. */
  perform(row: Row, value: Value): Promise<string>;
  /** Runs after a success, while the row is still busy (e.g. a refetch); its failure is notified too. */
  after?(): Promise<unknown> | void;
  /** The words of a failure's notification, from the error's message (the message itself when left out). */
  describeFailure?(message: string): string;
  /** Runs after a failure with the error's message, e.g. to show it on the row's field. */
  onFailure?(row: Row, message: string): void;
}

/**
 * A one-click action on a list row (a status switch, a count's Save): the row is busy while it runs (other
 * rows may run meanwhile), then success or the error is notified.
 */
export function useRowAction<Row extends { id: string }, Value>({
  perform,
  after,
  describeFailure,
  onFailure,
}: RowActionOptions<Row, Value>) {
  const notify = useNotify();
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const run = async (row: Row, value: Value) => {
    setBusy(row.id, true);
    try {
      notify.success(await perform(row, value));
      await after?.();
    } catch (failure) {
      const message = errorMessage(failure);
      onFailure?.(row, message);
      notify.error(describeFailure ? describeFailure(message) : message);
    } finally {
      setBusy(row.id, false);
    }
  };

  return { run, isBusy: (row: Row) => busyIds.has(row.id) };
}
