import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type GatewayStore, gatewayStore } from '../src/core/database';
import { createLogger } from '../src/core/logger';
import { HistoryRetention } from '../src/history/retention';
import {
  activity,
  COUNT_BOUND,
  HISTORY_RETENTION_LOCK,
  insertEntries,
  type NewHistoryEntry,
  recordHistory,
} from '../src/history/store';
import { throwawayStores } from './throwawayStores';

const logger = createLogger('silent');
const DAY_MS = 86_400_000;

const { kinds } = throwawayStores();

const entry = (overrides: Partial<NewHistoryEntry> = {}): NewHistoryEntry => ({
  staffId: 1,
  staffName: 'Admin',
  operation: 'updateOrder',
  recordType: 'ORDER',
  recordId: '1',
  outcome: 'OK',
  changes: [{ field: 'memo', before: 'a', after: 'b' }],
  ...overrides,
});

const firstPage = { page: 1, per_page: 25 };

describe.each(kinds)('the history on %s', (kind, options) => {
  let store: GatewayStore;
  let databaseUrl: string | undefined;
  beforeAll(async () => {
    const opened = await options();
    databaseUrl = 'databaseUrl' in opened ? String(opened.databaseUrl) : undefined;
    store = gatewayStore(opened, logger);
  });
  afterAll(() => store?.close());

  /** Moves the entries of `recordId` `days` into the past. */
  const age = (recordId: string, days: number) =>
    store.query(`UPDATE history_entries SET at = now() - make_interval(days => $2) WHERE record_id = $1`, [
      recordId,
      days,
    ]);

  it("keeps one record's entries, newest first, with their changes as written", async () => {
    await insertEntries(store, [entry({ recordId: '10', changes: [{ field: 'status', before: null, after: 'NEW' }] })]);
    await insertEntries(store, [entry({ recordId: '10', outcome: 'CONFLICT', changes: [] })]);
    await insertEntries(store, [entry({ recordId: '11' })]);
    const { rows, count, exact } = await recordHistory(store, 'ORDER', '10', firstPage);
    expect({ count, exact }).toEqual({ count: 2, exact: true });
    expect(rows.map(({ outcome, changes }) => ({ outcome, changes }))).toEqual([
      { outcome: 'CONFLICT', changes: [] },
      { outcome: 'OK', changes: [{ field: 'status', before: null, after: 'NEW' }] },
    ]);
    expect(rows[0]!.at).toBeInstanceOf(Date);
    expect(typeof rows[0]!.id).toBe('string');
  });

  it('writes a bulk action as one entry per record in one statement, and filters the activity', async () => {
    await insertEntries(
      store,
      ['20', '21', '22'].map((recordId, index) =>
        entry({
          staffId: 2,
          staffName: 'Sales',
          operation: 'setOrdersStatus',
          recordId,
          outcome: index ? 'OK' : 'NOT_FOUND',
        }),
      ),
    );
    const bulk = await activity(store, { staffId: 2, operation: 'setOrdersStatus' }, firstPage);
    expect(bulk.rows.map((row) => [row.recordId, row.outcome]).sort()).toEqual([
      ['20', 'NOT_FOUND'],
      ['21', 'OK'],
      ['22', 'OK'],
    ]);
    expect((await activity(store, { staffId: 2, recordType: 'PRODUCT' }, firstPage)).count).toBe(0);
    const now = Date.now();
    const today = { from: new Date(now - DAY_MS), until: new Date(now + DAY_MS) };
    expect((await activity(store, { staffId: 2, ...today }, firstPage)).count).toBe(3);
    expect((await activity(store, { staffId: 2, until: new Date(now - DAY_MS) }, firstPage)).count).toBe(0);
    const paged = await activity(store, { staffId: 2 }, { page: 2, per_page: 2 });
    expect({ rows: paged.rows.length, count: paged.count }).toEqual({ rows: 1, count: 3 });
  });

  it(`counts exactly up to ${COUNT_BOUND.toLocaleString('en-US')} matches and estimates beyond`, async () => {
    await store.query(
      `INSERT INTO history_entries (staff_id, staff_name, operation, record_type, record_id, outcome)
       SELECT 3, 'Gudang', 'correctStock', 'STOCK_COUNT', (i % 50)::text, 'OK' FROM generate_series(1, $1) AS i`,
      [COUNT_BOUND + 500],
    );
    await store.query('ANALYZE history_entries');
    const many = await activity(store, { staffId: 3 }, firstPage);
    expect(many.exact).toBe(false);
    expect(many.count).toBeGreaterThan(COUNT_BOUND);
    expect(many.rows).toHaveLength(25);
    const few = await recordHistory(store, 'STOCK_COUNT', '7', firstPage);
    expect({ count: few.count, exact: few.exact }).toEqual({ count: (COUNT_BOUND + 500) / 50, exact: true });
    await store.query('DELETE FROM history_entries WHERE staff_id = 3');
  });

  it('removes entries past the retention in batches, and only those', async () => {
    await insertEntries(
      store,
      ['30', '31', '32', '33', '34'].map((recordId) => entry({ recordId, operation: 'deleteVendor' })),
    );
    for (const recordId of ['30', '31', '32']) await age(recordId, 40);
    await age('33', 29);
    const retention = new HistoryRetention(store, 30, logger, { batch: 2 });
    expect(await retention.sweep()).toBe(3);
    const left = await activity(store, { operation: 'deleteVendor' }, firstPage);
    expect(left.rows.map((row) => row.recordId).sort()).toEqual(['33', '34']);
    expect(await retention.sweep()).toBe(0);
    await retention.stop();
  });

  it.runIf(kind === 'PostgreSQL')('leaves the removal to the replica holding its lock', async () => {
    await insertEntries(store, [entry({ recordId: '40', operation: 'deleteFaq' })]);
    await age('40', 400);
    const other = new pg.Client({ connectionString: databaseUrl });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [HISTORY_RETENTION_LOCK]);
      const retention = new HistoryRetention(store, 365, logger);
      expect(await retention.sweep()).toBe(0);
      expect((await activity(store, { operation: 'deleteFaq' }, firstPage)).count).toBe(1);
      await other.query('COMMIT');
      expect(await retention.sweep()).toBe(1);
      expect((await activity(store, { operation: 'deleteFaq' }, firstPage)).count).toBe(0);
    } finally {
      await other.end();
    }
  });
});
