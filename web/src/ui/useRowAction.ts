import { useState } from 'react';
import { errorMessage } from './errorMessage';
import { useNotify } from './notifications';

interface RowActionOptions<Row, Value> {
  /** Carries the action out and gives the success message. */
  perform(row: Row, value: Value): Promise<string>;
  /** Runs after a success, while the row is still busy (e.g. a refetch); its failure is notified too. */
  after?(): Promise<unknown> | void;
}

/** A one-click action on a list row (a status switch): the row is busy while it runs, then success or the error is notified. */
export function useRowAction<Row extends { id: string }, Value>({ perform, after }: RowActionOptions<Row, Value>) {
  const notify = useNotify();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (row: Row, value: Value) => {
    setBusyId(row.id);
    try {
      notify.success(await perform(row, value));
      await after?.();
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setBusyId(null);
    }
  };

  return { run, isBusy: (row: Row) => busyId === row.id };
}
