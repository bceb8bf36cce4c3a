import type { SampleCoupon } from './previewData';

export const COUPON_STATUS_CHOICES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

export type CouponStatusFilter = '' | (typeof COUPON_STATUS_CHOICES)[number]['value'];

/** The tracker's filters on its sample rows: name or coupon code containing `search` (any case), and the status. */
export function couponsShown(
  coupons: readonly SampleCoupon[],
  search: string,
  status: CouponStatusFilter,
): SampleCoupon[] {
  const term = search.trim().toLowerCase();
  return coupons.filter(
    (coupon) =>
      (term === '' || coupon.name.toLowerCase().includes(term) || coupon.couponCode.toLowerCase().includes(term)) &&
      (status === '' || coupon.active === (status === 'active')),
  );
}
