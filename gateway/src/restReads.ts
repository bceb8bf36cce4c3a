/**
 * Every GET call the gateway makes, with the schema its answer is read through: each domain declares its own in
 * its rest.ts; `npm run check-upstream` (checkUpstream.ts) asks a REST API each one through the same schema.
 */
import { authReads } from './auth/rest';
import { consignmentInvoiceReads } from './consignmentInvoices/rest';
import { isListAnswer, type RestReads } from './core/restAnswer';
import { customerReads } from './customers/rest';
import { deliveryFeeReads } from './deliveryFees/rest';
import { faqReads } from './faqs/rest';
import { locationReads } from './locations/rest';
import { newsletterSubscriberReads } from './newsletterSubscribers/rest';
import { orderReads } from './orders/rest';
import { productReads } from './products/rest';
import { promotionReads } from './promotions/rest';
import { recipeReads } from './recipes/rest';
import { retailerLocationReads } from './retailerLocations/rest';
import { returnReads } from './returns/rest';
import { sampleReads } from './samples/rest';
import { stockReads } from './stock/rest';
import { vendorReads } from './vendors/rest';
import { warehouseReads } from './warehouses/rest';

const ALL: RestReads = {
  ...authReads,
  ...locationReads,
  ...warehouseReads,
  ...productReads,
  ...deliveryFeeReads,
  ...vendorReads,
  ...customerReads,
  ...promotionReads,
  ...orderReads,
  ...sampleReads,
  ...returnReads,
  ...stockReads,
  ...consignmentInvoiceReads,
  ...faqReads,
  ...recipeReads,
  ...retailerLocationReads,
  ...newsletterSubscriberReads,
};

export const REST_READS = Object.entries(ALL).map(([call, answer]) => ({
  call: call as keyof RestReads,
  answer,
  list: isListAnswer(answer),
}));
