import { TesterStatus } from '@backoffice/schema/generated/enums';

import type { ChipColor } from '../../ui/shippingStatuses';

export const TESTER_STATUSES = Object.values(TesterStatus);

/** Spec 001 §2: the dialog's buttons, in the spec's order. */
export const TESTER_BUTTONS: readonly TesterStatus[] = [
  TesterStatus.Accepted,
  TesterStatus.Pending,
  TesterStatus.Rejected,
];

/** Pending is grey (still to decide), Accepted green, Rejected red; a status the gateway does not know grey. */
export function testerStatusColor(status: TesterStatus | null | undefined): ChipColor {
  if (status === TesterStatus.Accepted) return 'success';
  if (status === TesterStatus.Rejected) return 'error';
  return 'default';
}
