import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Session storage that may be unavailable (private modes, disabled storage): the list then just forgets. */
function readStored(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function store(key: string, search: string) {
  try {
    sessionStorage.setItem(key, search);
  } catch {
    // Nothing to remember with.
  }
}

/** The query to go back to: only when the list is opened bare (sidebar, after a save) and one was remembered. */
export function queryToRestore(search: string, stored: string | null): string | null {
  return search === '' && stored ? stored : null;
}

/**
 * Spec 000 §2: the filter, search text, page and page size are remembered for the session. The list's
 * address query is kept in sessionStorage and restored when the list is opened without one. While
 * `restoring` is true the page should not fetch: the address is about to change.
 */
export function useRememberedListQuery(key: string): { restoring: boolean } {
  const { search } = useLocation();
  const navigate = useNavigate();
  const opened = useRef(false);
  const restore = opened.current ? null : queryToRestore(search, readStored(key));
  useLayoutEffect(() => {
    if (!opened.current) {
      opened.current = true;
      if (restore !== null) {
        navigate({ search: restore }, { replace: true });
        return;
      }
    }
    store(key, search);
  }, [key, search, restore, navigate]);
  return { restoring: restore !== null };
}
