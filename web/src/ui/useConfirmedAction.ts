import { useState } from 'react';

import { errorMessage } from './errorMessage';
import { useNotify } from './notifications';

interface ConfirmedActionOptions<Subject> {
  /** The dialog's title, e.g. "Remove Warehouse Gudang Muara Baru ?". */
  question(subject: Subject): string;
  /** Carries the action out and gives the success message. */
  perform(subject: Subject): Promise<string>;
  /** Runs after a success, once the dialog has closed (usually a refetch); its failure is notified too. */
  after?(): Promise<unknown> | void;
}

/**
 * An action on a list row that a ConfirmDialog asks about first (a delete): `ask(row)` opens the dialog,
 * `<ConfirmDialog {...action.dialog} />` shows it, and success or the error is notified.
 */
export function useConfirmedAction<Subject>({ question, perform, after }: ConfirmedActionOptions<Subject>) {
  const notify = useNotify();
  const [subject, setSubject] = useState<Subject | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (subject === null) return;
    try {
      setBusy(true);
      // Busy only while the action runs: the dialog closes before the list reloads.
      const message = await perform(subject).finally(() => setBusy(false));
      notify.success(message);
      setSubject(null);
      await after?.();
    } catch (failure) {
      notify.error(errorMessage(failure));
    }
  };

  return {
    ask: (chosen: Subject) => setSubject(chosen),
    dialog: {
      title: subject === null ? null : question(subject),
      busy,
      onConfirm: confirm,
      onCancel: () => setSubject(null),
    },
  };
}
