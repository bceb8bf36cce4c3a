import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { leaveDefaultStylesOut } from './testing/stylesheets';

// findBy…/waitFor give up after 1 s by default; on a busy 2-core CI machine a render can take far longer.
// A failing test still fails, only later.
configure({ asyncUtilTimeout: testLimits.waitMs });

leaveDefaultStylesOut();

// Test files share their worker's modules and jsdom (vite.config.ts: isolate false), so each test leaves
// nothing behind for the next: no rendered tree, fake clock, stubbed global, stored value or address.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});
