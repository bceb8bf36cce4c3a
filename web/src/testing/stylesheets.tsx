import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, useEffect, useState } from 'react';

/**
 * Emotion's default cache, the one MUI styles every component through unless a tree is given another.
 * Its key is Emotion's default, `css`.
 */
const DEFAULT_CACHE_KEY = 'css';
const STYLED_CACHE_KEY = 'with-stylesheets';

/**
 * In tests, MUI's styles stay out of the page unless a test asks for them with <WithStylesheets>.
 *
 * Why: jsdom's getComputedStyle matches every rule of every stylesheet on each call, and Testing Library calls it
 * for nearly every element it looks at (ByRole's hidden check, accessible names, user-event's pointer-events check).
 * Emotion adds a <style> per rule, 600 and more in a worker, so most of the web suite's CPU went there: 452 CPU s
 * with them, 179 without. What CSS hides or shows is the end-to-end tests' job, in a real Chromium.
 */
export function leaveDefaultStylesOut() {
  // Emotion's sheet class, reached through a cache: @emotion/sheet is not one of the web's dependencies.
  const sheet = Object.getPrototypeOf(createCache({ key: 'probe' }).sheet) as {
    insert(this: { key: string }, rule: string): void;
  };
  const insert = sheet.insert;
  sheet.insert = function (rule) {
    if (this.key !== DEFAULT_CACHE_KEY) insert.call(this, rule);
  };
}

/**
 * For a test that asserts a computed style: the tree inside is styled into the page, through an Emotion cache of
 * its own, whose rules are removed again when the tree unmounts (after each test).
 */
export function WithStylesheets({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: STYLED_CACHE_KEY }));
  useEffect(() => () => cache.sheet.flush(), [cache]);
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
