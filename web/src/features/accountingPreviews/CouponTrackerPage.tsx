import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { formatDate } from '../../ui/dates';
import { FilterSelect } from '../../ui/FilterSelect';
import { RowStatusSwitch } from '../../ui/RowActions';
import { SearchField } from '../../ui/SearchField';
import { COUPON_STATUS_CHOICES, couponsShown, type CouponStatusFilter } from './couponFilter';
import { consignmentCoupons, influencerCoupons, type SampleCoupon } from './previewData';
import { PreviewPage } from './PreviewPage';
import { type PreviewColumn, PreviewTable } from './PreviewTable';
import { accountingPreviewTitles } from './urls';

/**
 * Spec 002 §2: Consignment Tracker and Influencer Tracker are one screen over different sample coupons.
 * The filters and the status switch change only what this page shows; nothing is saved.
 */
function CouponTracker({ title, coupons }: { title: string; coupons: readonly SampleCoupon[] }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<CouponStatusFilter>('');
  const [activeIds, setActiveIds] = useState(
    () => new Set(coupons.filter((coupon) => coupon.active).map((coupon) => coupon.id)),
  );
  const switchCoupon = (id: string, on: boolean) =>
    setActiveIds((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const rows = couponsShown(
    coupons.map((coupon) => ({ ...coupon, active: activeIds.has(coupon.id) })),
    search,
    status,
  );
  const columns: PreviewColumn<SampleCoupon>[] = [
    { key: 'name', label: 'Name', render: (coupon) => coupon.name },
    { key: 'couponCode', label: 'Coupon Code', render: (coupon) => coupon.couponCode },
    {
      key: 'valid',
      label: 'Valid Period',
      render: (coupon) => `${formatDate(coupon.validFrom)} – ${formatDate(coupon.validUntil)}`,
    },
    { key: 'discount', label: 'Discount', kind: 'money', render: (coupon) => `${coupon.discountPercent}%` },
    {
      key: 'status',
      label: 'Status',
      render: (coupon) => (
        <RowStatusSwitch rowName={coupon.name} checked={coupon.active} onSwitch={(on) => switchCoupon(coupon.id, on)} />
      ),
    },
  ];
  return (
    <PreviewPage title={title}>
      <Stack direction="row" gap={2} flexWrap="wrap" sx={{ mb: 2 }}>
        <SearchField label="Search name or coupon code" value={search} onSearch={setSearch} />
        <FilterSelect
          label="Status"
          value={status}
          options={COUPON_STATUS_CHOICES}
          onChange={(value) => setStatus(value as CouponStatusFilter)}
        />
      </Stack>
      <PreviewTable label={`${title} coupons`} columns={columns} rows={rows} />
    </PreviewPage>
  );
}

export const ConsignmentTrackerPage = () => (
  <CouponTracker title={accountingPreviewTitles.consignmentTracker} coupons={consignmentCoupons} />
);
export const InfluencerTrackerPage = () => (
  <CouponTracker title={accountingPreviewTitles.influencerTracker} coupons={influencerCoupons} />
);
