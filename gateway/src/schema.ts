import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { makeExecutableSchema } from '@graphql-tools/schema';

import { authResolvers } from './auth/resolvers';
import { consignmentInvoiceResolvers } from './consignmentInvoices/resolvers';
import { checkAccess } from './core/access';
import { checkIdArguments } from './core/idArguments';
import { packageRoot } from './core/packageRoot';
import { DateScalar, DateTime } from './core/scalars';
import { GraphQLUpload } from './core/uploads';
import { customerResolvers } from './customers/resolvers';
import { deliveryFeeResolvers } from './deliveryFees/resolvers';
import { faqResolvers } from './faqs/resolvers';
import { recordHistory } from './history/record';
import { historyResolvers } from './history/resolvers';
import { locationResolvers } from './locations/resolvers';
import { newsletterSubscriberResolvers } from './newsletterSubscribers/resolvers';
import { orderResolvers } from './orders/resolvers';
import { overviewResolvers } from './overview/resolvers';
import { listPresetResolvers } from './presets/resolvers';
import { productResolvers } from './products/resolvers';
import { promotionResolvers } from './promotions/resolvers';
import { recipeResolvers } from './recipes/resolvers';
import { retailerLocationResolvers } from './retailerLocations/resolvers';
import { returnResolvers } from './returns/resolvers';
import { sampleResolvers } from './samples/resolvers';
import { staffResolvers } from './staff/resolvers';
import { stockResolvers } from './stock/resolvers';
import { vendorResolvers } from './vendors/resolvers';
import { warehouseResolvers } from './warehouses/resolvers';

/** The schema/ folder beside the gateway package, from src/ (tsx, tests) as from the bundled dist/. */
function schemaDir(): string {
  if (process.env.SCHEMA_DIR) return resolve(process.env.SCHEMA_DIR);
  return join(packageRoot(), '..', 'schema');
}

function loadTypeDefs(dir = schemaDir()): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(dir, file), 'utf8'));
}

/**
 * The executable schema: every root field checked against its access rule (core/access.ts), and every mutation
 * recorded in the history (history/record.ts), outermost so that a refused one is recorded too. `historyRecording`
 * false (HISTORY_RECORDING=off) records nothing: only the benchmark compares the two.
 */
export function buildSchema({ historyRecording = true }: { historyRecording?: boolean } = {}) {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: [
      { DateTime, Date: DateScalar, Upload: GraphQLUpload },
      authResolvers,
      locationResolvers,
      warehouseResolvers,
      productResolvers,
      promotionResolvers,
      deliveryFeeResolvers,
      vendorResolvers,
      customerResolvers,
      orderResolvers,
      overviewResolvers,
      stockResolvers,
      sampleResolvers,
      returnResolvers,
      consignmentInvoiceResolvers,
      recipeResolvers,
      faqResolvers,
      newsletterSubscriberResolvers,
      retailerLocationResolvers,
      listPresetResolvers,
      staffResolvers,
      historyResolvers,
    ],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return recordHistory(checkAccess(checkIdArguments(schema)), { enabled: historyRecording });
}
