import { couponsShown } from './couponFilter';
import type { SampleCoupon } from './previewData';

const coupon = (id: string, name: string, couponCode: string, active: boolean): SampleCoupon => ({
  id,
  name,
  couponCode,
  active,
  validFrom: '2026-01-01',
  validUntil: '2026-02-01',
  discountPercent: 5,
});
const coupons = [coupon('1', 'Rani Kitchen', 'RANI15', true), coupon('2', 'Dapur Bunda', 'BUNDA', false)];

describe('couponsShown', () => {
  it('keeps every row without filters', () => {
    expect(couponsShown(coupons, ' ', '')).toEqual(coupons);
  });

  it('matches the name or the coupon code in any case', () => {
    expect(couponsShown(coupons, 'kitchen', '').map((row) => row.id)).toEqual(['1']);
    expect(couponsShown(coupons, 'bunda', '').map((row) => row.id)).toEqual(['2']);
  });

  it('filters by status', () => {
    expect(couponsShown(coupons, '', 'active').map((row) => row.id)).toEqual(['1']);
    expect(couponsShown(coupons, '', 'inactive').map((row) => row.id)).toEqual(['2']);
  });
});
