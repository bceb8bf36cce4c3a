import { useState } from 'react';

import { errorMessage } from './errorMessage';
import { useNotify } from './notifications';

/**
 * A detail dialog's actions that talk to the server or print (an order's 'print' | 'quickbooks' |
 * 'jubelio' | 'label' | 'gojek' | 'save'); each shows its own loading button.
 */
export interface ActionRunner<Action extends string = string> {
  /** The action under way; while one runs, every other button and the dialog's Close wait. */
  running: Action | null;
  run(action: Action, work: () => Promise<void>): Promise<void>;
}

/** One action at a time: its button loads, every other waits; a failure shows the server's message. */
export function useOneActionAtATime<Action extends string = string>(): ActionRunner<Action> {
  const notify = useNotify();
  const [running, setRunning] = useState<Action | null>(null);
  const run = async (action: Action, work: () => Promise<void>) => {
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
