import type { ChipColor } from '../../ui/shippingStatuses';
import { type CheckStatus, RED_CHECK_STATUSES } from './previewData';

/** Spec 002 §2: Draft and Inactive in red (the theme's error colour, white on it at AA contrast); Paid green. */
export function checkStatusColor(status: CheckStatus): ChipColor {
  if (RED_CHECK_STATUSES.includes(status)) return 'error';
  return status === 'Paid' ? 'success' : 'default';
}
