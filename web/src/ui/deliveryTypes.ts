import type { DeliveryType } from '@backoffice/schema/generated/enums';

/** Spec 000 §2: the Type column reads Domestic or International. */
export const deliveryTypeLabels: Record<DeliveryType, string> = {
  DOMESTIC: 'Domestic',
  INTERNATIONAL: 'International',
};
