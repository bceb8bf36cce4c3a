import { type ComponentType, lazy } from 'react';

/** Spec 000 §8: a lazily loaded screen part that takes longer than 120 seconds raises a load error. */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): () => Promise<T> {
  return () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error('This screen took too long to load. Check the connection and reload the page.')),
        timeoutMs,
      );
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
}

/**
 * A part of a screen loaded when it is first shown (a dialog, the actions on a selection, the date pickers), not
 * with the screen: the screen's first rows do not wait for it. Shown inside a Suspense boundary; the same time
 * limit as a screen.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const loadInTime = withLoadTimeout(load);
  return lazy(async () => ({ default: await loadInTime() }));
}
