import type { ApolloServerPlugin } from '@apollo/server';
import { ApolloServerErrorCode } from '@apollo/server/errors';
import {
  type DocumentNode,
  getNullableType,
  getVariableValues,
  GraphQLError,
  type GraphQLSchema,
  isListType,
  type OperationDefinitionNode,
} from 'graphql';
import { type ComplexityEstimator, getComplexity } from 'graphql-query-complexity';
import { LRUCache } from 'lru-cache';

import { MAX_PRESETS_PER_LIST } from '@backoffice/schema/rules/listPreset';
import { OVERVIEW_PERIOD_DAYS, PAID_ORDERS_CAP } from '@backoffice/schema/rules/overview';
import { MAX_PRODUCT_CHOICES } from '@backoffice/schema/rules/product';

import type { GatewayMetrics } from './metrics';
import { setOperationSpanAttribute } from './tracing';

/**
 * The highest cost an operation may have. The dashboard's most expensive operation, the orders list
 * with the "All" page size (perPage -1, taken as ALL_ROWS_ESTIMATE orders of 20 lines each), scores
 * 98,001; test/queryCost.test.ts keeps every dashboard operation under half the limit. The attack of
 * issue 8 (15 aliases of provinces → cities → province → cities → province → cities) scores 74,830,170.
 */
export const MAX_QUERY_COST = 250_000;

/**
 * What `perPage: -1` ("All") is taken to return, and the most it returns: core/paging.ts asks the REST API for
 * this many rows and refuses a longer list, so the estimate is the real bound (and "All" is never cheap).
 */
export const ALL_ROWS_ESTIMATE = 1000;

/**
 * Expected sizes of the schema's list fields. Reference lists use Indonesia's real counts (38 provinces,
 * 514 cities and regencies, at most 38 in one province: Jawa Timur), not the smaller demo seed, because
 * the company's REST API holds them all. A page's `rows` count 1 here: the page field multiplies them by
 * its `perPage`. A test keeps every list field of the schema in this table.
 */
export const LIST_SIZES: Record<string, number> = {
  'Query.provinces': 38,
  'Query.cities': 40,
  'Province.cities': 40,
  'Query.customerCityOptions': 514,
  'Query.couriers': 20,
  'Query.categories': 20,
  // The most it answers; its `first` counts instead (answerCost).
  'Query.productChoices': MAX_PRODUCT_CHOICES,
  'Order.lines': 20,
  'InternalTransfer.lines': 20,
  'Sample.lines': 20,
  'Return.lines': 20,
  'Order.returnableProducts': 20,
  'OrderConsignment.invoices': 10,
  'OrderConsignment.originalItems': 20,
  'OrderConsignment.remainingItems': 20,
  'ConsignmentInvoice.lines': 20,
  'Product.bundleItems': 10,
  'Product.faqs': 10,
  'Product.imageUrls': 10,
  'Query.recipeCategories': 20,
  'Query.ingredients': 200,
  'Query.cookingTypes': 20,
  'Recipe.lines': 20,
  // a user's saved presets of one list: at most this many are kept
  'Query.listPresets': MAX_PRESETS_PER_LIST,
  'CustomerList.rows': 1,
  'DeliveryFeeList.rows': 1,
  'FaqList.rows': 1,
  'FaqCategoryList.rows': 1,
  'InternalTransferList.rows': 1,
  'NewsletterSubscriberList.rows': 1,
  'OrderList.rows': 1,
  'ProductList.rows': 1,
  'PromotionList.rows': 1,
  'RecipeList.rows': 1,
  'RetailerLocationList.rows': 1,
  'ReturnList.rows': 1,
  'SampleList.rows': 1,
  'StockCountList.rows': 1,
  'VendorList.rows': 1,
  'WarehouseList.rows': 1,
  'StaffMemberList.rows': 1,
  'HistoryEntryList.rows': 1,
  // The fields one mutation set: an order of 20 lines sets about this many (a bigger one is rarer than a page of them).
  'HistoryEntry.changes': 20,
  // The field taking the ids (ordersByIds, the bulk mutations) multiplies by their number, as a page by perPage.
  'Query.ordersByIds': 1,
  'BulkOrderResult.results': 1,
  // The overview: one count per queue and per shipment status, a day per day of the longest period, a channel
  // per sales channel (and none), ten products.
  'Overview.workQueues': 8,
  'Overview.ordersByShipmentStatus': 14,
  'PaidSales.days': Math.max(...Object.values(OVERVIEW_PERIOD_DAYS)),
  'SalesDay.byChannel': 14,
  'Overview.topProducts': 10,
};

/**
 * Fields that read far more rows than they answer: the overview's sums read up to PAID_ORDERS_CAP orders and answer a
 * few dozen figures. They cost the rows they may read on top of their answer, so a query asking the overview once
 * passes and fifteen aliases of it (fifteen reads) do not.
 */
export const READ_COSTS: Record<string, number> = {
  'Overview.paidSales': PAID_ORDERS_CAP,
  'Overview.topProducts': PAID_ORDERS_CAP,
};

const pageSize = (perPage: number) => (perPage >= 1 ? perPage : ALL_ROWS_ESTIMATE);

/** What a list field is taken to return: the `first` it asks for, else its LIST_SIZES entry, else "All". */
const listSize = (field: string, first: unknown) =>
  typeof first === 'number' ? Math.max(first, 1) : (LIST_SIZES[field] ?? ALL_ROWS_ESTIMATE);

/**
 * Every field costs 1, and what is below a list costs once per expected item: a page field multiplies
 * its selection by `perPage`, a field taking `ids` (the bulk order actions) by their number, a list field taking
 * `first` (productChoices) by it, another list field by its LIST_SIZES entry (a list missing there counts as
 * "All"); a field of READ_COSTS adds the rows it reads.
 * Introspection is answered from memory and bounded by the schema, so it is not multiplied.
 */
const estimateCost: ComplexityEstimator = (options) =>
  (READ_COSTS[`${options.type.name}.${options.field.name}`] ?? 0) + answerCost(options);

/** What a field's answer costs. */
const answerCost = ({ type, field, args, childComplexity }: Parameters<ComplexityEstimator>[0]): number => {
  if (type.name.startsWith('__')) return 1 + childComplexity;
  if (typeof args.perPage === 'number') return 1 + pageSize(args.perPage) * childComplexity;
  if (Array.isArray(args.ids)) return 1 + Math.max(args.ids.length, 1) * childComplexity;
  if (isListType(getNullableType(field.type)))
    return listSize(`${type.name}.${field.name}`, args.first) * (1 + childComplexity);
  return 1 + childComplexity;
};

/**
 * The cost of one operation with its variables, or undefined when the variables do not fit it (execution
 * then refuses them with BAD_USER_INPUT naming the variable). An operation whose fragments expand past
 * the library's node limit (10,000) is too complex to score and counts as over the limit.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> = {},
): number | undefined {
  if (getVariableValues(schema, operation.variableDefinitions ?? [], variables).errors) return undefined;
  try {
    return getComplexity({
      schema,
      query: document,
      operationName: operation.name?.value,
      variables,
      estimators: [estimateCost],
    });
  } catch {
    return Infinity;
  }
}

/**
 * What of the variables can change an operation's cost: numbers (perPage), booleans (@include, @skip) and the
 * length of lists (ids). Strings cannot, so they are blanked: one document scored once per page size, not once
 * per search text. Long variables (a bulk action's ids, an order's lines) are not worth keeping and give undefined.
 */
export function costShape(variables: Record<string, unknown> = {}): string | undefined {
  const shape = JSON.stringify(variables, (_key, value: unknown) => (typeof value === 'string' ? '' : value));
  return shape.length <= 2_000 ? shape : undefined;
}

/**
 * Refuses an operation that costs more than `maxCost` with HTTP 400, before any resolver runs. Scoring walks the
 * whole expanded selection, so each cost is kept by query text, operation and variables' shape (Apollo already
 * keeps each text parsed and validated). A cost of variables that do not fit the operation is never kept: another
 * request with the same shape and valid values must be scored itself.
 */
export function queryCostPlugin(maxCost: number, metrics: GatewayMetrics): ApolloServerPlugin {
  const costs = new LRUCache<string, number>({ max: 2_000 });
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request, queryHash }) {
          if (!operation) return;
          const shape = costShape(request.variables);
          const key = shape === undefined ? undefined : `${queryHash}\0${operation.name?.value ?? ''}\0${shape}`;
          let cost = key === undefined ? undefined : costs.get(key);
          if (cost === undefined) {
            cost = operationCost(schema, document, operation, request.variables);
            if (key !== undefined && cost !== undefined) costs.set(key, cost);
          }
          if (cost !== undefined && Number.isFinite(cost)) setOperationSpanAttribute('graphql.operation.cost', cost);
          if (cost === undefined || cost <= maxCost) return;
          metrics.queryCostRefused();
          const scored = Number.isFinite(cost) ? `Query cost ${cost}` : 'The query is too large to score and its cost';
          throw new GraphQLError(`${scored} exceeds the limit of ${maxCost}. Ask for fewer or smaller lists.`, {
            extensions: {
              code: ApolloServerErrorCode.GRAPHQL_VALIDATION_FAILED,
              cost: Number.isFinite(cost) ? cost : null,
              maxCost,
              http: { status: 400 },
            },
          });
        },
      };
    },
  };
}
