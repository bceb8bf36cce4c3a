import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import type { GatewayContext } from '../core/context';
import { eachById } from '../core/loaders';
import type { QuickbooksStatus } from '../generated/graphql';
import { quickbooksStatus, QUICKBOOKS_LOOKUP_FAILED } from './map';
import { fetchOrder, fetchQuickbooksInvoice, type RestOrder } from './rest';

/** By id through the request's DataLoader: a query naming one order twice fetches it once. */
export const loadOrder = ({ loaders, rest }: GatewayContext, id: string) =>
  loaders.get<string, RestOrder>('orderById', eachById((key) => fetchOrder(rest, key))).load(id);

/**
 * The QuickBooks status of an order, keyed by order id: a list asking it for 50 rows makes its 50
 * lookups together (the REST client caps how many run at once). A failed lookup is a status ('Error'),
 * never an error of the query: the rest of the order still shows.
 */
export const loadQuickbooksStatus = ({ loaders, rest, logger }: GatewayContext, orderId: string) =>
  loaders
    .get<string, QuickbooksStatus>('quickbooksStatusByOrderId', (orderIds) =>
      Promise.all(
        orderIds.map((id) =>
          fetchQuickbooksInvoice(rest, id).then(quickbooksStatus, (error: Error) => {
            logger.warn({ orderId: id, err: error.message }, 'QuickBooks lookup failed');
            return QUICKBOOKS_LOOKUP_FAILED;
          }),
        ),
      ),
    )
    .load(orderId);

/** The names of the fields a resolver's result is asked for, through fragments too. */
function requestedFields(info: GraphQLResolveInfo): Set<string> {
  const names = new Set<string>();
  const visit = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) names.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else visit(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) visit(node.selectionSet);
  return names;
}

/**
 * An order carries a summary of its customer and warehouse (names, contact, city). When the query asks
 * only for what the summary holds, it answers without a call; otherwise the whole record is loaded by id.
 * The summary is typed as the whole record because only its own fields are ever read from it.
 */
export function summaryOrLoaded<Whole>(
  info: GraphQLResolveInfo,
  summaryFields: ReadonlySet<string>,
  summary: Partial<Whole>,
  load: () => Promise<Whole>,
): Whole | Promise<Whole> {
  for (const field of requestedFields(info)) if (!summaryFields.has(field)) return load();
  return summary as Whole;
}
