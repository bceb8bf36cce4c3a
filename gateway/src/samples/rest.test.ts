/**
 * The sample and tester answers as readAnswer applies them: the spec's tester shape (`status`, `TesterLine`), and an
 * unknown purpose or status keeping its row.
 */
import { describe, expect, it } from 'vitest';

import { problemSink as quiet } from '../../test/answers';
import { readAnswer } from '../core/restAnswer';
import { SAMPLES, TESTER, TESTERS } from './rest';

const sample = {
  id: 12,
  createdAt: '2026-03-01T02:00:00.000Z',
  purpose: 'tester',
  VendorId: null,
  Customer: { id: 5, fullName: 'Budi', CustomerContact: { contactNo: '+6281234567890' } },
  ShiptoAddress1: 'Jl. Melati 1',
};

describe('the sample and tester answers', () => {
  it("read the spec's tester (001 §3, §4): its status is the review, its lines TesterLine, ids by position", () => {
    const tester = readAnswer(
      'GET /tester/{id}',
      TESTER,
      {
        Tester: { ...sample, status: 'Accepted', TesterLine: { items: [{ qty: '2', Item: { id: 3, name: 'Cumi' } }] } },
      },
      quiet(),
    );
    expect(tester).toMatchObject({ status: null, testerStatus: 'Accepted' });
    expect(tester.items).toEqual([
      { id: '12.1', ItemId: 3, qty: 2, Item: { id: 3, name: 'Cumi', sku: null, gross_weight: null } },
    ]);
  });

  it('keep a sample or tester whose purpose or statuses the gateway does not know', () => {
    const samples = readAnswer(
      'GET /samples',
      SAMPLES,
      {
        Samples: { rows: [{ ...sample, purpose: 'influencer', status: 'lost', SampleLine: { items: [] } }], count: 1 },
      },
      quiet(),
    );
    expect(samples.rows[0]).toMatchObject({ purpose: { unknown: 'influencer' }, status: { unknown: 'lost' } });
    const testers = readAnswer(
      'GET /tester',
      TESTERS,
      [{ ...sample, status: 'On hold', TesterLine: { items: [] } }],
      quiet(),
    );
    expect(testers.rows[0]!.testerStatus).toEqual({ unknown: 'On hold' });
  });
});
