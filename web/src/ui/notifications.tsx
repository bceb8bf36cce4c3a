import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';

import type { Notification } from './NotificationSnackbar';

// Loaded with the first message, not with the login screen.
const NotificationSnackbar = lazy(() => import('./NotificationSnackbar'));

interface Notify {
  success(message: string): void;
  error(message: string): void;
}

const NotifyContext = createContext<Notify | null>(null);

/** Success and error messages of every screen, one at a time, each clearing itself after 3 seconds. */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null);
  const [used, setUsed] = useState(false);
  const shown = useRef(0);
  const show = useCallback((message: string, severity: Notification['severity']) => {
    setUsed(true);
    shown.current += 1;
    setCurrent({ key: shown.current, message, severity });
  }, []);
  const notify = useMemo<Notify>(
    () => ({ success: (message) => show(message, 'success'), error: (message) => show(message, 'error') }),
    [show],
  );
  // Closes only the message that asked: one that times out just as the next arrives must not take it along.
  const close = useCallback((key: number) => setCurrent((open) => (open?.key === key ? null : open)), []);
  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <NotificationSnackbar notification={current} onClose={close} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify outside NotificationProvider');
  return notify;
}
