/**
 * The dashboard's own GraphQL operations, read from the web's .graphql files, as Apollo Client sends them:
 * the operation with every fragment it spreads (transitively), and `__typename` in every selection set but the
 * root's (InMemoryCache adds it). Benchmarks measure these, not hand-written queries.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  type DefinitionNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  type SelectionSetNode,
  visit,
} from 'graphql';

const WEB_SOURCES = new URL('../web/src/', import.meta.url).pathname;

function graphqlFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return graphqlFiles(path);
    return entry.name.endsWith('.graphql') ? [path] : [];
  });
}

let definitions: DefinitionNode[] | undefined;
const allDefinitions = () =>
  (definitions ??= graphqlFiles(WEB_SOURCES).flatMap((file) => parse(readFileSync(file, 'utf8')).definitions));

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** Apollo's addTypename: every selection set below the operation's root asks `__typename` too. */
function withTypenames(definition: OperationDefinitionNode | FragmentDefinitionNode) {
  const root = definition.kind === Kind.OPERATION_DEFINITION ? definition.selectionSet : undefined;
  return visit(definition, {
    SelectionSet(set: SelectionSetNode): SelectionSetNode | undefined {
      if (set === root) return undefined;
      const asked = set.selections.some((one) => one.kind === Kind.FIELD && one.name.value === '__typename');
      return asked ? undefined : { ...set, selections: [...set.selections, TYPENAME] };
    },
  });
}

const texts = new Map<string, string>();

/** The text the dashboard sends for the operation `name` (a query or mutation of some .graphql file of the web). */
export function dashboardOperation(name: string): string {
  const known = texts.get(name);
  if (known !== undefined) return known;
  const all = allDefinitions();
  const operation = all.find(
    (one): one is OperationDefinitionNode => one.kind === Kind.OPERATION_DEFINITION && one.name?.value === name,
  );
  if (!operation) throw new Error(`No operation ${name} in the web's .graphql files`);
  const fragments = new Map(
    all
      .filter((one): one is FragmentDefinitionNode => one.kind === Kind.FRAGMENT_DEFINITION)
      .map((one) => [one.name.value, one]),
  );
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (!fragment) throw new Error(`${name} spreads ${spread.name.value}, which no .graphql file defines`);
        if (needed.has(fragment.name.value)) return;
        needed.set(fragment.name.value, fragment);
        collect(fragment);
      },
    });
  collect(operation);
  const text = [operation, ...needed.values()].map((one) => print(withTypenames(one))).join('\n\n');
  texts.set(name, text);
  return text;
}

/** A list screen of the dashboard: its operation, and the variables its page sends with nothing chosen. */
export interface DashboardList {
  label: string;
  operation: string;
  variables: Record<string, unknown>;
}

/** Page 1 in the list's default sort, as each list page's useListParams options set it (ascending unless given). */
const firstPage = (perPage: number, sortBy: string, desc = false) => ({ page: 1, perPage, sortBy, desc });

/** Every list the dashboard's menu opens, with its page's default variables (web/src/features/<list>/*ListPage.tsx). */
export const DASHBOARD_LISTS: readonly DashboardList[] = [
  { label: 'warehouses', operation: 'Warehouses', variables: { search: null, ...firstPage(15, 'NAME') } },
  { label: 'orders', operation: 'Orders', variables: { filter: {}, ...firstPage(15, 'ORDER_DATE', true) } },
  {
    label: 'inventory (products)',
    operation: 'Products',
    variables: { search: null, status: null, ...firstPage(15, 'NAME') },
  },
  {
    label: 'customers',
    operation: 'Customers',
    variables: { search: null, type: null, cityId: null, ...firstPage(15, 'NAME') },
  },
  { label: 'vendors', operation: 'Vendors', variables: { search: null, companyName: null, ...firstPage(15, 'NAME') } },
  { label: 'promotions', operation: 'Promotions', variables: { search: null, status: null, ...firstPage(15, 'NAME') } },
  { label: 'delivery fees', operation: 'DeliveryFees', variables: firstPage(15, 'COURIER') },
  {
    label: 'internal transfers',
    operation: 'InternalTransfers',
    variables: { filter: {}, ...firstPage(15, 'RECEIVED_DATE', true) },
  },
  { label: 'returns', operation: 'Returns', variables: { filter: {}, ...firstPage(15, 'CREATED_AT', true) } },
  { label: 'samples', operation: 'Samples', variables: { filter: {}, ...firstPage(15, 'CREATED_AT', true) } },
  { label: 'testers', operation: 'Testers', variables: { filter: {}, ...firstPage(15, 'CREATED_AT', true) } },
  {
    label: 'consignment orders',
    operation: 'ConsignmentOrders',
    variables: { filter: {}, ...firstPage(15, 'ORDER_DATE', true) },
  },
  {
    label: 'stock tracker',
    operation: 'StockCounts',
    variables: { until: null, warehouseId: null, item: null, ...firstPage(5, 'WAREHOUSE') },
  },
  { label: 'FAQ categories', operation: 'FaqCategories', variables: { search: null, ...firstPage(5, 'NAME') } },
  { label: 'FAQs', operation: 'Faqs', variables: { search: null, locale: null, ...firstPage(5, 'CREATED_AT', true) } },
  { label: 'recipes', operation: 'Recipes', variables: { search: null, ...firstPage(5, 'CREATED_AT', true) } },
  {
    label: 'newsletter subscribers',
    operation: 'NewsletterSubscribers',
    variables: { search: null, ...firstPage(5, 'CREATED_AT', true) },
  },
  {
    label: 'retailer locations',
    operation: 'RetailerLocations',
    variables: { search: null, ...firstPage(5, 'CREATED_AT', true) },
  },
];

/** The list `operation` of DASHBOARD_LISTS. */
export const dashboardList = (operation: string): DashboardList => {
  const list = DASHBOARD_LISTS.find((one) => one.operation === operation);
  if (!list) throw new Error(`No dashboard list ${operation}`);
  return list;
};

/** The body of a POST /graphql the dashboard sends for `operation` (Apollo sends the operation's name too). */
export const dashboardRequest = (operation: string, variables: Record<string, unknown>) =>
  JSON.stringify({ operationName: operation, query: dashboardOperation(operation), variables });
