import { describe, expect, it, vi } from 'vitest';

import { testLimits } from '../../testLimits';
import { LockBusyError, Locks } from '../src/core/locks';
import { freePort, redisForTestFile } from './throwawayRedis';

/** Named locks over a real redis-server, each Locks on its own client as each replica has. */
const redisServer = redisForTestFile('the lock tests');
const client = redisServer.client;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe.runIf(redisServer.installed)('locks shared through Redis', () => {
  it('let one holder at a time run, whichever replica asks', async () => {
    const [first, second] = [await client(), await client()];
    const replicas = [new Locks(first), new Locks(second)];
    let running = 0;
    let most = 0;
    let runs = 0;
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        replicas[index % 2]!.hold('count', async () => {
          most = Math.max(most, ++running);
          // A turn of the loop and a round trip inside the lock, where another holder would show.
          await first.ping();
          runs++;
          running--;
        }),
      ),
    );
    expect([runs, most]).toEqual([8, 1]);
  });

  it('refuse after the wait while another replica holds the lock, and free it when the work ends', async () => {
    const holderClient = await client();
    const holder = new Locks(holderClient);
    const waiter = new Locks(await client(), { waitMs: 50 });
    const held = gate();
    const holding = holder.hold('busy', () => held.opened);
    await vi.waitFor(async () => expect(await holderClient.exists('lock:busy')).toBe(1), {
      timeout: testLimits.waitMs,
    });
    await expect(waiter.hold('busy', async () => 'ran')).rejects.toBeInstanceOf(LockBusyError);
    held.open();
    await holding;
    expect(await waiter.hold('busy', async () => 'ran')).toBe('ran');
  });

  it('keep a lock past its TTL while the holder lives, and free it within the TTL once the holder died', async () => {
    const ttlMs = 300;
    const doomed = await client();
    const holder = new Locks(doomed, { ttlMs });
    const other = new Locks(await client(), { ttlMs, waitMs: 0 });
    const held = gate();
    const holding = holder.hold('dead', () => held.opened);
    // Several TTLs go by: the holder renews the lock, so nobody else takes it.
    const renewals = vi.spyOn(doomed, 'eval');
    await vi.waitFor(() => expect(renewals.mock.calls.length).toBeGreaterThanOrEqual(6), {
      timeout: testLimits.waitMs,
      interval: 50,
    });
    await expect(other.hold('dead', async () => 'taken')).rejects.toBeInstanceOf(LockBusyError);

    // The holder's connection dies with it: no more renewals, and the lock expires by itself.
    doomed.disconnect();
    const patient = new Locks(await client(), { ttlMs, waitMs: testLimits.waitMs });
    expect(await patient.hold('dead', async () => 'taken')).toBe('taken');
    held.open();
    await holding;
  });

  it('never release a lock that expired and another holder has taken since', async () => {
    const connected = await client();
    const locks = new Locks(connected);
    await locks.hold('stolen', async () => {
      // As if this holder stalled past its TTL and another replica then took the lock.
      await connected.set('lock:stolen', 'another holder', 'PX', 60_000);
    });
    expect(await connected.get('lock:stolen')).toBe('another holder');
  });

  it('lock in memory when Redis is not reachable, and keep serving', async () => {
    const unreachable = await client(`redis://127.0.0.1:${await freePort()}`);
    const locks = new Locks(unreachable);
    const held = gate();
    const order: string[] = [];
    const first = locks.hold('pair', async () => {
      await held.opened;
      order.push('first');
    });
    const second = locks.hold('pair', async () => void order.push('second'));
    held.open();
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'second']);
  });
});
