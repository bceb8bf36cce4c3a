import { SalesChannel } from '@backoffice/schema/generated/enums';

import { type Choice, choicesOf } from '../../ui/choices';
import { salesChannelLabels } from '../../ui/salesChannels';

// The labels live in ui/ since the overview's sales chart reads them too; this area's files keep importing them here.
export { salesChannelLabels };

export const SALES_CHANNELS = Object.values(SalesChannel);

export const salesChannelChoices: Choice[] = choicesOf(salesChannelLabels);
