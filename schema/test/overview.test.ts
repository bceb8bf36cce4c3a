import { describe, expect, it } from 'vitest';

import { WorkQueue } from '../generated/enums';
import { addDays, daysFrom, lowStockThresholdRules, periodStartDate, workQueueList } from '../rules/overview';

describe('overview days', () => {
  it('adds days across months, years and a leap day', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-26', 0)).toBe('2026-11-26');
  });

  it('counts today in the period: 7 days end today and start 6 days before', () => {
    expect(periodStartDate('2026-11-26', 'LAST_7_DAYS')).toBe('2026-11-20');
    expect(periodStartDate('2026-11-26', 'LAST_30_DAYS')).toBe('2026-10-28');
    expect(daysFrom(periodStartDate('2026-03-01', 'LAST_90_DAYS'), '2026-03-01')).toHaveLength(90);
    expect(daysFrom('2026-11-25', '2026-11-26')).toEqual(['2026-11-25', '2026-11-26']);
  });
});

describe('work queues', () => {
  it('has a list for every queue', () => {
    for (const queue of Object.values(WorkQueue)) expect(workQueueList(queue, '2026-11-26').field).toBeTruthy();
  });

  it('calls a payment overdue when it is still pending more than 2 whole days after the order day', () => {
    // Placed on the 23rd: three days ago, overdue; the 24th is only two days ago.
    expect(workQueueList('ORDERS_PAYMENT_OVERDUE', '2026-11-26')).toEqual({
      field: 'orders',
      filter: { paymentStatus: 'PAYMENT_PENDING', endDate: '2026-11-23' },
    });
  });

  it('takes a threshold from 1 to 1,000,000 units', () => {
    expect(lowStockThresholdRules.safeParse({ threshold: 1 }).success).toBe(true);
    expect(lowStockThresholdRules.safeParse({ threshold: 1_000_000 }).success).toBe(true);
    expect(lowStockThresholdRules.safeParse({ threshold: 0 }).error?.issues[0]?.message).toBe(
      'Threshold must be 1 or more',
    );
    expect(lowStockThresholdRules.safeParse({ threshold: 2.5 }).error?.issues[0]?.message).toBe(
      'Threshold must be a whole number',
    );
  });
});
