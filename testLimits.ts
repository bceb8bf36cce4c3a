/**
 * How long any test may wait, for every suite in the repository (Vitest configs, the web's Testing Library set-up,
 * Playwright). They are limits for a hung test, not expected speeds: a green run never reaches them, and a test
 * never sleeps a fixed time but waits for what it awaits. They are set for a shared 2-core CI machine at load 8,
 * where a step can take five times as long as on a quiet one; a test file sets no limit of its own (ESLint refuses
 * one: a `timeout` not taken from here, a limit argument to `it` or a hook, `vi.waitFor` without one of these).
 */
export const testLimits = {
  /** One Vitest test or hook (a hook may start a REST API, a gateway or a database server). */
  testMs: 240_000,
  /** One awaited condition: Testing Library's findBy…/waitFor, vi.waitFor, Vitest's expect.poll, a polled condition in an integration test. */
  waitMs: 60_000,
  /** One Playwright test: a whole flow of a screen. */
  e2eTestMs: 400_000,
  /** Each page of a Playwright test that walks many in one go (the accessibility check of every screen). */
  e2ePageMs: 30_000,
  /** One Playwright expectation or action: a screen reaching the awaited state. */
  e2eExpectMs: 60_000,
  /**
   * Starting a server in a process of its own until it says it listens: the e2e stack's, and a test's REST API or
   * gateway run from source (tsx compiles it first: over a minute on a 2-core machine beside two CPU burners).
   */
  serverStartMs: 180_000,
  /** Stopping one of the e2e stack's servers: it closes what it holds (connections, temporary folders), else is killed. */
  serverStopMs: 30_000,
} as const;
