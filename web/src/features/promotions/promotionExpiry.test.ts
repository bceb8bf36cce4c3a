import { describe, expect, it } from 'vitest';

import { promotionExpired } from './promotionExpiry';

describe('promotionExpired', () => {
  it('is expired from the day after its last day, not on it', () => {
    expect(promotionExpired('2026-11-29', '2026-11-30')).toBe(true);
    expect(promotionExpired('2025-12-31', '2026-01-01')).toBe(true);
    expect(promotionExpired('2026-11-30', '2026-11-30')).toBe(false);
    expect(promotionExpired('2026-12-01', '2026-11-30')).toBe(false);
  });

  it('is not expired without a last day (a form not filled in yet)', () => {
    expect(promotionExpired('', '2026-11-30')).toBe(false);
    expect(promotionExpired('2026-02-31', '2026-11-30')).toBe(false);
  });
});
