import { describe, expect, it, vi } from 'vitest';

import { createdRecord, deletedRecord, updatedRecord } from './savedRecord';

interface Thing {
  id: number;
  name: string;
}

function setUp(readBack: (id: number) => Promise<Thing>) {
  const warnings: string[] = [];
  const context = { warn: (message: string) => void warnings.push(message) };
  const recovery = { readBack: vi.fn(readBack), echo: (id: number) => ({ id, name: 'as sent' }) };
  return { warnings, context, recovery };
}

const found = async (id: number) => ({ id, name: 'read back' });
const gone = async () => Promise.reject(new Error('unavailable'));

describe('a write the API accepted is reported as saved', () => {
  it('answers the record the answer held, reading nothing more', async () => {
    const { context, recovery, warnings } = setUp(found);
    const written = { record: { id: 1, name: 'answered' }, id: 1, message: null };
    expect(await createdRecord(context, 'POST /things', written, recovery)).toEqual({ id: 1, name: 'answered' });
    expect(recovery.readBack).not.toHaveBeenCalled();
    expect(warnings).toEqual([]);
  });

  it('reads the record back by the id the answer named', async () => {
    const { context, recovery, warnings } = setUp(found);
    const record = await createdRecord(context, 'POST /things', { record: null, id: 7, message: 'ok' }, recovery);
    expect(record).toEqual({ id: 7, name: 'read back' });
    expect(warnings).toEqual([]);
  });

  it('answers what was sent, with a warning, when reading back fails', async () => {
    const { context, recovery, warnings } = setUp(gone);
    const record = await updatedRecord(
      context,
      'PUT /things/{id}',
      7,
      { record: null, id: null, message: 'ok' },
      recovery,
    );
    expect(record).toEqual({ id: 7, name: 'as sent' });
    expect(warnings).toEqual([
      'PUT /things/{id} saved record 7 but did not answer it, and reading it back failed: shown as sent.',
    ]);
  });

  it('says a change it can neither answer nor read back was saved, with the upstream code', async () => {
    const { context, warnings } = setUp(gone);
    const change = updatedRecord(
      context,
      'PUT /things/{id}',
      7,
      { record: null, id: null, message: 'ok' },
      { readBack: gone },
    );
    await expect(change).rejects.toMatchObject({
      message: 'Record 7 was saved, but the back-office service did not show it afterwards: reload to see it.',
      extensions: { code: 'UPSTREAM_ERROR', saved: true },
    });
    expect(warnings).toEqual([]);
  });

  it('is still a success, without the record and with a warning, when nothing names the new record', async () => {
    const { context, recovery, warnings } = setUp(found);
    expect(
      await createdRecord(context, 'POST /things', { record: null, id: null, message: 'ok' }, recovery),
    ).toBeNull();
    expect(warnings).toEqual([
      'POST /things saved the new record but did not say which it is: reload the list to see it.',
    ]);
  });

  it('answers a deleted record as read before the delete when the answer lacks it', () => {
    const before = { id: 3, name: 'before' };
    expect(deletedRecord({ record: null, id: null, message: 'Deleted' }, before)).toBe(before);
  });
});
