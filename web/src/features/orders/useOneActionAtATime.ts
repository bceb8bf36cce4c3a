import { useState } from 'react';
import { errorMessage } from '../../ui/errorMessage';
import { useNotify } from '../../ui/notifications';

/** The detail dialog's actions that talk to the server or print; each shows its own loading button. */
export type OrderAction = 'print' | 'jubelio' | 'label' | 'gojek' | 'save';

export interface ActionRunner {
  /** The action under way; while one runs, every other button and the dialog's Close wait. */
  running: OrderAction | null;
  run(action: OrderAction, work: () => Promise<void>): Promise<void>;
}

/** One action at a time: its button loads, every other waits; a failure shows the server's message. */
export function useOneActionAtATime(): ActionRunner {
  const notify = useNotify();
  const [running, setRunning] = useState<OrderAction | null>(null);
  const run = async (action: OrderAction, work: () => Promise<void>) => {
    setRunning(action);
    try {
      await work();
    } catch (failure) {
      notify.error(errorMessage(failure));
    } finally {
      setRunning(null);
    }
  };
  return { running, run };
}
