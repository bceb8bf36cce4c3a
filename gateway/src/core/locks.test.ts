import { describe, expect, it } from 'vitest';

import { LockBusyError, Locks } from './locks';

/** A promise and the function that settles it, to hold a work open until the test lets it end. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

// The locks over a real Redis, across replicas, are tested in test/locks.test.ts.
describe('Locks without Redis (one gateway)', () => {
  it('runs the works of one name one at a time, in the order they asked, and of other names meanwhile', async () => {
    const locks = new Locks();
    const first = gate();
    const order: string[] = [];
    const a = locks.hold('pair-1', async () => {
      order.push('a starts');
      await first.opened;
      order.push('a ends');
    });
    const b = locks.hold('pair-1', async () => void order.push('b'));
    const c = locks.hold('pair-1', async () => void order.push('c'));
    await locks.hold('pair-2', async () => void order.push('other name'));
    first.open();
    await Promise.all([a, b, c]);
    expect(order).toEqual(['a starts', 'other name', 'a ends', 'b', 'c']);
  });

  it('answers what the work answers, and frees the lock when the work fails', async () => {
    const locks = new Locks();
    await expect(locks.hold('pair', async () => Promise.reject(new Error('REST down')))).rejects.toThrow('REST down');
    expect(await locks.hold('pair', async () => 42)).toBe(42);
  });

  it('refuses with LockBusyError after the wait, never running the work, and the queue goes on', async () => {
    const locks = new Locks(undefined, { waitMs: 0 });
    const held = gate();
    const holder = locks.hold('pair', () => held.opened);
    let ran = false;
    const refused = locks.hold('pair', async () => void (ran = true));
    await expect(refused).rejects.toBeInstanceOf(LockBusyError);
    expect(ran).toBe(false);
    held.open();
    await holder;
    expect(await locks.hold('pair', async () => 'free again')).toBe('free again');
  });
});
