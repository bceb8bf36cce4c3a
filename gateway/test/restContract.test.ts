/*
 * The REST shapes the gateway declares (the `RestX` types of each domain's rest.ts) against the REST API's
 * own /openapi.json, so the two sides of the contract cannot drift apart.
 *
 * Decision: the declarations themselves are read with the TypeScript compiler API, so there is no second
 * list of property names to keep in step (and no generated copy of the OpenAPI types, as openapi-typescript
 * would add, whose assignability would still need one type-level check per shape). Each shape is found in
 * the schema of the route that answers it; at every depth:
 * - a property the gateway declares must be in the schema (a renamed or removed REST property fails);
 * - one it declares as always there must be required there;
 * - one the REST API may answer as null must admit null on the gateway's side;
 * - a fixed list the gateway spells out must hold every value the REST API may answer.
 * Request bodies sent as JSON are checked against the request schema: every property sent must be known
 * and every required one sent. The multipart routes (products, promotions) publish no body schema.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { optionalRouteOf } from '../src/core/upstream';
import { onDefaultProfile, testStack } from './harness';

interface Schema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

/**
 * Where the stand-in answers each shape the gateway reads: the call, then the path in its 200 answer ('[]' is an
 * array's item). The answers are read through their schemas (core/restAnswer.ts), which take more shapes than
 * these; check-upstream's test reads each GET of both profiles through those very schemas (test/checkUpstream.test.ts).
 */
const ANSWERED: Record<string, [call: string, ...at: string[]]> = {
  RestAccount: ['GET /me', 'User'],
  RestLoginAnswer: ['POST /login'],
  RestProvince: ['GET /provinces', 'Provinces', '[]'],
  RestCity: ['GET /cities', 'Cities', '[]'],
  RestWarehouse: ['GET /warehouse/{id}', 'Warehouse'],
  RestWarehouseList: ['GET /warehouse', 'Warehouses'],
  RestCategory: ['GET /categories', 'Categories', '[]'],
  RestProduct: ['GET /products/{id}', 'Product'],
  RestProductList: ['GET /products', 'Products'],
  RestProductChoice: ['GET /products/lite', 'Products', '[]'],
  RestPromotion: ['GET /promotion/{id}', 'Promotion'],
  RestPromotionList: ['GET /promotion', 'Promotions'],
  RestVendor: ['GET /vendors/{id}', 'Vendor'],
  RestVendorList: ['GET /vendors', 'Vendors'],
  RestCustomer: ['GET /customers/{id}', 'Customer'],
  RestCustomerList: ['GET /customers', 'Customers'],
  RestCourier: ['GET /delivery/method', 'DeliveryMethods', '[]'],
  RestDeliveryFee: ['GET /delivery/fees/{id}', 'DeliveryFee'],
  RestDeliveryFeeList: ['GET /delivery/fees', 'DeliveryFees'],
  RestOrder: ['GET /orders/{id}', 'Order'],
  RestOrderList: ['GET /orders', 'Orders'],
  RestQuickbooksInvoice: ['GET /quickbooks/orderInvoice/{id}'],
  RestInternalTransfer: ['GET /internal_transfer/{id}', 'InternalTransfer'],
  RestInternalTransferList: ['GET /internal_transfer', 'InternalTransfers'],
  RestStockCountList: ['GET /inventory/stock/count', 'StockCounts'],
  RestReturn: ['GET /returns/{id}', 'Return'],
  RestReturnList: ['GET /returns', 'Returns'],
  RestReturnableProduct: ['GET /orders/{id}/returnable', 'ReturnableProducts', '[]'],
  RestConsignmentInvoice: ['GET /consignment_invoices/{id}', 'ConsignmentInvoice'],
  RestOrderConsignment: ['GET /orders/{id}/consignment_invoices'],
  RestRecipe: ['GET /nutrition/recipe/{slug}', 'data'],
  RestRecipeList: ['GET /nutrition/recipe', 'data'],
  RestRecipeCategory: ['GET /nutrition/recipe-category', 'data', '[]'],
  RestIngredient: ['GET /nutrition', 'data', '[]'],
  RestCookingType: ['GET /nutrition/cooking-type', 'data', '[]'],
  RestFaq: ['GET /faqs/{id}', 'Faq'],
  RestFaqList: ['GET /faqs'],
  RestFaqCategory: ['GET /faq_categories/{id}', 'FaqCategory'],
  RestFaqCategoryList: ['GET /faq_categories'],
  RestNewsletterSubscriberList: ['GET /newsletter_subscribers', 'NewsletterSubscriber'],
  RestRetailerLocation: ['GET /retailer_locations/{id}', 'Retailer'],
  RestRetailerLocationList: ['GET /retailer_locations', 'RetailerLocations'],
};

/** The JSON bodies the gateway sends. */
const SENT: Record<string, string> = {
  RestWarehouseBody: 'POST /warehouse',
  RestVendorBody: 'POST /vendors',
  RestCustomerBody: 'POST /customers',
  RestDeliveryFeeBody: 'POST /delivery/fees',
  RestOrderBody: 'POST /orders',
  RestInternalTransferBody: 'POST /internal_transfer',
  RestSampleBody: 'POST /samples',
  RestReturnBody: 'POST /returns',
  RestConsignmentInvoiceBody: 'POST /consignment_invoices',
  RestFaqBody: 'POST /faqs',
  RestFaqCategoryBody: 'POST /faq_categories',
};

/** Shapes checked as part of another (the one named), and bodies without a published schema. */
const WITHIN: Record<string, string> = {
  RestBundleItem: 'RestProduct',
  RestProductFaq: 'RestProduct',
  RestItemCatalog: 'RestProduct',
  RestOrderLine: 'RestOrder',
  RestPromotionFields: 'multipart: no body schema',
  RestInternalTransferLine: 'RestInternalTransfer',
  RestStockCount: 'RestStockCountList',
  RestTransferItem: 'JSON text in RestInternalTransferBody.items: no schema of its own',
  RestSample: 'read through a transform (SampleLine or TesterLine → items): checked by test/checkUpstream.test.ts',
  RestSampleList: 'RestSample',
  RestSampleLine: 'RestSample',
  RestSampleRecipient: 'RestSample',
  RestSampleShippingBody: 'PUT /samples/{id} from the detail dialog: rest-api test/samples.test.ts',
  RestReturnLine: 'RestReturn',
  RestConsignmentInvoiceLine: 'RestConsignmentInvoice',
  RestInvoiceCustomer: 'RestConsignmentInvoice',
  RestConsignmentItem: 'RestOrderConsignment',
  RestReturnItem: 'JSON text in RestReturnBody.items: no schema of its own',
  RestRecipeLine: 'RestRecipe',
  RestRecipeFields: 'multipart: no body schema',
  RestNewsletterSubscriber: 'RestNewsletterSubscriberList',
  RestRetailerLocationFields: 'multipart: no body schema',
};

const gatewaySrc = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

/** Every exported Rest… type of the domains' rest.ts files, with the checker that reads them. */
function gatewayShapes() {
  const configPath = join(gatewaySrc, '..', 'tsconfig.json');
  const config = ts.parseJsonConfigFileContent(
    ts.readConfigFile(configPath, ts.sys.readFile).config,
    ts.sys,
    dirname(configPath),
  );
  const files = ts.sys.readDirectory(gatewaySrc, ['.ts']).filter((file) => file.endsWith('/rest.ts'));
  const program = ts.createProgram(files, config.options);
  const checker = program.getTypeChecker();
  const shapes = new Map<string, ts.Type>();
  for (const file of files) {
    const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
    for (const symbol of checker.getExportsOfModule(module)) {
      if (!symbol.name.startsWith('Rest') || !(symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias)))
        continue;
      shapes.set(symbol.name, checker.getDeclaredTypeOfSymbol(symbol));
    }
  }
  return { checker, shapes };
}

const variants = (schema: Schema) => schema.anyOf ?? schema.oneOf ?? [schema];
const isNull = (schema: Schema) => schema.type === 'null' || (schema.enum?.length === 1 && schema.enum[0] === null);
const admitsNull = (schema: Schema): boolean =>
  schema.nullable === true || variants(schema).some((v) => v !== schema && (isNull(v) || admitsNull(v)));

/** The object or array variant of a schema, its branches (TypeBox unions, intersections) merged. */
function structure(schema: Schema): Schema {
  if (schema.allOf) {
    const parts = schema.allOf.map(structure);
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties)),
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
  const found = variants(schema).filter((v) => !isNull(v));
  if (found.length === 1 && found[0] !== schema) return structure(found[0]!);
  return found.find((v) => v.properties || v.items) ?? schema;
}

/** Every literal value a schema allows (its enum or const, through unions), or none when it is not a fixed list. */
function literals(schema: Schema): unknown[] | undefined {
  if (schema.enum) return schema.enum.filter((value) => value !== null);
  if ('const' in schema) return [schema.const];
  if (!schema.anyOf && !schema.oneOf) return isNull(schema) ? [] : undefined;
  const parts = variants(schema).map(literals);
  return parts.every((part) => part !== undefined) ? parts.flat() : undefined;
}

function compare(
  checker: ts.TypeChecker,
  type: ts.Type,
  schema: Schema,
  path: string,
  mode: 'answer' | 'body',
  problems: string[],
) {
  const declared = checker.getNonNullableType(type);
  const solid = structure(schema);
  if (checker.isArrayType(declared)) {
    if (!solid.items) return problems.push(`${path}: an array for the gateway, not in the REST API`);
    return compare(
      checker,
      checker.getTypeArguments(declared as ts.TypeReference)[0]!,
      solid.items,
      `${path}[]`,
      mode,
      problems,
    );
  }
  const members = declared.isUnion() ? declared.types : [declared];
  if (members.every((t) => t.isLiteral() || t.flags & ts.TypeFlags.BooleanLiteral)) {
    const known = new Set(members.map((t) => (t.isLiteral() ? t.value : checker.typeToString(t) === 'true')));
    const answered = literals(schema);
    const unknown = (answered ?? []).filter((value) => !known.has(value as string | number | boolean));
    if (mode === 'answer' && unknown.length > 0)
      problems.push(`${path}: the gateway does not know ${unknown.map((v) => JSON.stringify(v)).join(', ')}`);
    return;
  }
  if (!(declared.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection)) || !solid.properties) return;
  const properties = checker.getPropertiesOfType(declared);
  for (const property of properties) {
    const where = `${path}.${property.name}`;
    const restSchema = solid.properties[property.name];
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const propertyType = checker.getTypeOfSymbolAtLocation(
      property,
      property.valueDeclaration ?? property.declarations![0]!,
    );
    const nullable = propertyType.isUnion() && propertyType.types.some((t) => t.flags & ts.TypeFlags.Null);
    if (!restSchema) {
      // The spec profile leaves out the extension fields the gateway reads only when given (the login answer's
      // expiresAt and User); the default profile's run checks they are what it declares.
      if (!((optional || nullable) && !onDefaultProfile)) problems.push(`${where}: not in the REST API's schema`);
      continue;
    }
    if (mode === 'answer') {
      if (!optional && !solid.required?.includes(property.name))
        problems.push(`${where}: always there for the gateway, optional in the REST API`);
      if (admitsNull(restSchema) && !nullable)
        problems.push(`${where}: may be null in the REST API, never for the gateway`);
    }
    compare(checker, propertyType, restSchema, where, mode, problems);
  }
  if (mode === 'body') {
    const sent = new Set(properties.filter((p) => !(p.flags & ts.SymbolFlags.Optional)).map((p) => p.name));
    for (const name of solid.required ?? [])
      if (!sent.has(name)) problems.push(`${path}.${name}: required by the REST API, not always sent`);
  }
}

const stack = testStack({ signedIn: false });

describe("the gateway's REST shapes match the REST API's /openapi.json", () => {
  const { checker, shapes } = gatewayShapes();

  it('names where each declared shape is answered or sent', () => {
    const placed = new Set([...Object.keys(ANSWERED), ...Object.keys(SENT), ...Object.keys(WITHIN)]);
    expect([...shapes.keys()].filter((name) => !placed.has(name))).toEqual([]);
    expect([...placed].filter((name) => !shapes.has(name))).toEqual([]);
  });

  it('reads only what the REST API answers, and sends only what it takes', async () => {
    const openapi = (await (await fetch(`${stack.api.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, any>>;
    };
    const operation = (route: string) => {
      const [method, path] = route.split(' ') as [string, string];
      const found = openapi.paths[path]?.[method.toLowerCase()];
      if (!found) throw new Error(`${route} is not in /openapi.json`);
      return found;
    };
    const problems: string[] = [];
    for (const [name, [route, ...at]] of Object.entries(ANSWERED)) {
      // An optional call the upstream does not offer (the spec profile) has nothing to check; the gateway does without it.
      if (optionalRouteOf(route) && !openapi.paths[route.split(' ')[1]!]) continue;
      const responses = operation(route).responses;
      let schema: Schema | undefined = (responses['200'] ?? responses['201'])?.content?.['application/json']?.schema;
      for (const step of at)
        schema = schema && (step === '[]' ? structure(schema).items : structure(schema).properties?.[step]);
      if (!schema) problems.push(`${name}: ${route} answers no ${at.join('.') || 'body'}`);
      else compare(checker, shapes.get(name)!, schema, name, 'answer', problems);
    }
    for (const [name, route] of Object.entries(SENT)) {
      const schema: Schema | undefined = operation(route).requestBody?.content?.['application/json']?.schema;
      if (!schema) problems.push(`${name}: ${route} takes no JSON body`);
      else compare(checker, shapes.get(name)!, schema, name, 'body', problems);
    }
    expect(problems).toEqual([]);
  });
});
