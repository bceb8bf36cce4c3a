import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy…/waitFor give up after 1 s by default; on a busy 2-core CI machine a render can take longer
// (a notification once failed to appear in time). A failing test still fails, only later.
configure({ asyncUtilTimeout: 5000 });
