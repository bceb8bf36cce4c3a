/**
 * The REST API's routes as templates: what metrics and traces name an upstream call by. A concrete path's ids become
 * `{id}`, so labels stay bounded whatever ids clients send; a path matching none is `other`. A test keeps this list
 * equal to the routes of the REST API's /openapi.json (test/upstreamRoutes.test.ts).
 */
export const UPSTREAM_ROUTES = [
  '/login',
  '/logout',
  '/me',
  '/provinces',
  '/cities',
  '/warehouse',
  '/warehouse/{id}',
  '/products',
  '/products/lite',
  '/products/{id}',
  '/categories',
  '/promotion',
  '/promotion/{id}',
  '/vendors',
  '/vendors/lite',
  '/vendors/{id}',
  '/customers',
  '/customers/lite',
  '/customers/types',
  '/customers/{id}',
  '/delivery/method',
  '/delivery/fees',
  '/delivery/fees/{id}',
  '/orders',
  '/orders/lite',
  '/orders/{id}',
  '/orders/{id}/returnable',
  '/orders/{id}/consignment_invoices',
  '/orders/consignment_invoices/{id}',
  '/internal_transfer',
  '/internal_transfer/{id}',
  '/inventory/stock/count',
  '/samples',
  '/samples/{id}',
  '/tester',
  '/tester/{id}',
  '/returns',
  '/returns/{id}',
  '/consignment_invoices',
  '/consignment_invoices/{id}',
  '/quickbooks/orderInvoice/{id}',
  '/jubelios/{id}',
  '/gojek/order',
  '/nutrition',
  '/nutrition/cooking-type',
  '/nutrition/recipe',
  '/nutrition/recipe/{id}',
  '/nutrition/recipe-category',
  '/faqs',
  '/faqs/{id}',
  '/faq_categories',
  '/faq_categories/{id}',
  '/newsletter_subscribers',
  '/retailer_locations',
  '/retailer_locations/all/customers',
  '/retailer_locations/{id}',
] as const;

export type UpstreamRoute = (typeof UPSTREAM_ROUTES)[number] | 'other';

interface RouteNode {
  route?: UpstreamRoute;
  literal: Map<string, RouteNode>;
  id?: RouteNode;
}

const newNode = (): RouteNode => ({ literal: new Map() });

const ROUTE_TREE = (() => {
  const root = newNode();
  for (const route of UPSTREAM_ROUTES) {
    let node = root;
    for (const segment of route.split('/').slice(1)) {
      if (segment === '{id}') node = node.id ??= newNode();
      else {
        let next = node.literal.get(segment);
        if (!next) node.literal.set(segment, (next = newNode()));
        node = next;
      }
    }
    node.route = route;
  }
  return root;
})();

/** The template of a path the gateway calls (`/orders/12?x=1` → `/orders/{id}`); a literal segment wins over an id. */
export function upstreamRoute(path: string): UpstreamRoute {
  const query = path.indexOf('?');
  const segments = (query === -1 ? path : path.slice(0, query)).split('/').slice(1);
  return match(ROUTE_TREE, segments, 0) ?? 'other';
}

function match(node: RouteNode, segments: string[], at: number): UpstreamRoute | undefined {
  if (at === segments.length) return node.route;
  const literal = node.literal.get(segments[at]!);
  const found = literal && match(literal, segments, at + 1);
  return found ?? (node.id && segments[at] !== '' ? match(node.id, segments, at + 1) : undefined);
}
