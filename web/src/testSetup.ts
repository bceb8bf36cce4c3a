import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { testLimits } from '../../testLimits';

// findBy…/waitFor give up after 1 s by default; on a busy 2-core CI machine a render can take far longer.
// A failing test still fails, only later.
configure({ asyncUtilTimeout: testLimits.waitMs });
