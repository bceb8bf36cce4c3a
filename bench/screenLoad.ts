/**
 * Clients loading a screen over and over: the load of the throughput comparisons. A screen may take several
 * requests (a direct REST client's list and its lookups, Hive's two waves), so this counts screens, not requests.
 */

/** A failure the screen's answer shows (a non-2xx status, a GraphQL error): counted, not thrown. */
export class FailedScreen extends Error {}

export interface ScreenLoad {
  screens: number;
  errors: number;
  /** Screens per second: every screen started before the deadline is finished and counted, over the time it took. */
  rate: number;
}

/**
 * `clients` clients, each loading the screen again as soon as it has it until `seconds` have passed. `load(n)` loads
 * it once; `n` counts the loads, so a screen can rotate over orders or pages. A slow screen (one that takes longer
 * than `seconds` under this load) is still measured: the loads in flight at the deadline run to their end.
 */
export async function loadScreens(
  clients: number,
  seconds: number,
  load: (n: number) => Promise<unknown>,
): Promise<ScreenLoad> {
  let next = 0;
  let screens = 0;
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) {
        try {
          await load(next++);
          screens++;
        } catch (error) {
          // A refused or broken connection (undici's and the system's errors carry a code) is an error to count too.
          if (!(error instanceof FailedScreen || (error as { code?: unknown }).code)) throw error;
          errors++;
        }
      }
    }),
  );
  return { screens, errors, rate: screens / ((performance.now() - started) / 1000) };
}
