import type { SalesChannel } from '@backoffice/schema/generated/enums';

/** How staff read the sales channels (spec 002 §9, in the spec's own spelling: "crystal web"): the orders list, the overview. */
export const salesChannelLabels: Record<SalesChannel, string> = {
  TOKOPEDIA: 'tokopedia',
  SHOPEE: 'shopee',
  BUKALAPAK: 'bukalapak',
  BLIBLI: 'blibli',
  JDID: 'jdid',
  LAZADA: 'lazada',
  WHATSAPP: 'whatsapp',
  WHATSAPP_CATALOG: 'whatsapp_catalog',
  INSTAGRAM: 'instagram',
  TIKTOK: 'tiktok',
  ORAMI: 'orami',
  AMAZON: 'amazon',
  CRYSTAL_WEB: 'crystal web',
};
