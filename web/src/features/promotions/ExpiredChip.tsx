import Chip from '@mui/material/Chip';

import { todayInJakarta } from '../../ui/dates';
import { promotionExpired } from './promotionExpiry';
import { promotionMessages } from './promotionMessages';

/**
 * Issue 36: beside a promotion's status switch, "Expired" once its last day has passed in Jakarta, as the switch alone
 * still reads on; nothing otherwise.
 */
export function ExpiredChip({ validUntil }: { validUntil: string }) {
  if (!promotionExpired(validUntil, todayInJakarta())) return null;
  return <Chip size="small" color="warning" label={promotionMessages.expired} sx={{ ml: 1 }} />;
}
