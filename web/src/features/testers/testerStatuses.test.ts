import { describe, expect, it } from 'vitest';

import { TESTER_STATUS_LABELS } from '@backoffice/schema/rules/sample';

import { TESTER_BUTTONS, TESTER_STATUSES, testerStatusColor } from './testerStatuses';

describe("a tester's statuses", () => {
  it('offers the buttons Accepted, Pending, Rejected in the spec order', () => {
    expect(TESTER_BUTTONS.map((status) => TESTER_STATUS_LABELS[status])).toEqual(['Accepted', 'Pending', 'Rejected']);
    expect(TESTER_STATUSES.map((status) => TESTER_STATUS_LABELS[status])).toEqual(['Pending', 'Accepted', 'Rejected']);
  });

  it('colours its chip by the decision', () => {
    expect(TESTER_STATUSES.map(testerStatusColor)).toEqual(['default', 'success', 'error']);
  });
});
