import { expect, it, vi } from 'vitest';

import { withLoadTimeout } from './lazyArea';

it('loads a screen that arrives in time', async () => {
  await expect(withLoadTimeout(async () => 'screen', 50)()).resolves.toBe('screen');
});

it('raises a load error past the time-out', async () => {
  vi.useFakeTimers();
  const pending = withLoadTimeout(() => new Promise<never>(() => undefined), 120_000)();
  vi.advanceTimersByTime(120_001);
  await expect(pending).rejects.toThrow('This screen took too long to load');
  vi.useRealTimers();
});
