/**
 * Every operation the dashboard sends (web/src/**\/*.graphql, codegen's documents), each with variables made from
 * its variable definitions and the schema, and a runner that sends them all through a gateway and tells, per
 * operation, whether it gave data or which error codes. Shared by specMockServer.test.ts and
 * hostileUpstream.test.ts (issue 35 §5).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  type DocumentNode,
  type FragmentDefinitionNode,
  getNamedType,
  type GraphQLInputType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  typeFromAST,
  visit,
} from 'graphql';

import { testLimits } from '../../../testLimits';
import { ERROR_CODES } from '../../src/core/errors';

const webSource = join(__dirname, '..', '..', '..', 'web', 'src');

export interface DashboardOperation {
  /** The operation's name in the web's documents (`OrderList`). */
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  /** The web file it is in, relative to web/src. */
  file: string;
  /** The operation with every fragment it spreads. */
  text: string;
  definition: OperationDefinitionNode;
}

/** Every operation of web/src/**\/*.graphql, fragments included per operation (codegen resolves them across files). */
export function dashboardOperations(): DashboardOperation[] {
  const files = (readdirSync(webSource, { recursive: true }) as string[]).filter((file) => file.endsWith('.graphql'));
  const documents = files
    .sort()
    .map((file) => ({ file, document: parse(readFileSync(join(webSource, file), 'utf8')) }));
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const { document } of documents)
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const spreadsOf = (node: OperationDefinitionNode | FragmentDefinitionNode) => {
    const names: string[] = [];
    visit(node, { FragmentSpread: (spread) => void names.push(spread.name.value) });
    return names;
  };
  const operations: DashboardOperation[] = [];
  for (const { file, document } of documents) {
    for (const definition of document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION || !definition.name) continue;
      const needed = new Set<string>();
      const queue = spreadsOf(definition);
      while (queue.length) {
        const name = queue.pop()!;
        if (needed.has(name)) continue;
        needed.add(name);
        const fragment = fragments.get(name);
        if (!fragment) throw new Error(`${file}: fragment ${name} is defined in no web document`);
        queue.push(...spreadsOf(fragment));
      }
      const whole: DocumentNode = {
        kind: Kind.DOCUMENT,
        definitions: [definition, ...[...needed].sort().map((name) => fragments.get(name)!)],
      };
      operations.push({
        name: definition.name.value,
        kind: definition.operation,
        file,
        text: print(whole),
        definition,
      });
    }
  }
  return operations;
}

/** A plausible value of a String field, by its name: what a clerk would type there. */
function textFor(name: string): string {
  const key = name.toLowerCase();
  if (key.includes('email')) return 'staff@example.com';
  if (/phone|contact(no)?$|mobile/.test(key)) return '+6281234567890';
  if (/accountnumber|barcode/.test(key)) return '1234567890';
  if (key === 'list') return '/dashboard/orders';
  if (key === 'params') return 'status=payment_success';
  if (/time$/.test(key)) return '2026-01-15T08:00:00.000Z';
  if (key.includes('postal')) return '40111';
  if (/code$/.test(key)) return 'TEST-CODE';
  if (/website|url|link/.test(key)) return 'https://example.com';
  if (key.includes('slug')) return 'bubur-salmon';
  if (key.includes('locale')) return 'id_ID';
  if (/date|from$|until$|^to$/.test(key)) return '2026-01-15';
  if (key.includes('password')) return 'password';
  if (/latitude/.test(key)) return '-6.914744';
  if (/longitude|longtitude/.test(key)) return '107.609810';
  if (/hour/.test(key)) return '08.00 - 21.00';
  if (key.includes('json')) return '[]';
  return `Test ${name}`;
}

function numberFor(name: string, integer: boolean): number {
  const key = name.toLowerCase();
  if (key === 'page') return 1;
  if (/perpage|per_page|limit|first/.test(key)) return 15;
  if (/qty|quantity|quota|count|stock/.test(key)) return 2;
  if (/tax/.test(key)) return 11;
  if (/percent|discount|promovalue/.test(key)) return 10;
  if (/period|days/.test(key)) return 30;
  if (/price|amount|fee|total|money|value|transaction|cost/.test(key)) return 25000;
  if (/weight/.test(key)) return integer ? 1 : 0.5;
  return 1;
}

/**
 * A sensible value of `type` for a variable or input field called `name`: ids "1", the first value of an enum,
 * dates in January 2026, input objects with every field filled; null only for uploads (no file is sent).
 */
export function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [sampleValue(type.ofType, name)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, sampleValue(field.type, field.name)]),
    );
  switch (getNamedType(type).name) {
    case 'ID':
      return '1';
    case 'Int':
      return numberFor(name, true);
    case 'Float':
      return numberFor(name, false);
    case 'Boolean':
      return true;
    case 'Date':
      return '2026-01-15';
    case 'DateTime':
      return '2026-01-15T08:00:00.000Z';
    case 'Upload':
      return null;
    default:
      return textFor(name);
  }
}

/** Where filling every field is not what a clerk sends: the first transfer type (purchases) has no source. */
const ADJUSTED: Record<string, (variables: any) => void> = {
  CreateInternalTransfer: ({ input }) => Object.assign(input, { fromWarehouseId: null, toVendorId: null }),
  CreateProduct: ({ input }) => Object.assign(input, { bundleItemIds: [] }),
  UpdateProduct: ({ input }) => Object.assign(input, { bundleItemIds: [] }),
};

/** The variables of an operation, from its definitions and the schema. */
export function sampleVariables(schema: GraphQLSchema, operation: DashboardOperation): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const definition of operation.definition.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type as never) as GraphQLInputType | undefined;
    if (!type) throw new Error(`${operation.name}: unknown type of $${definition.variable.name.value}`);
    variables[definition.variable.name.value] = sampleValue(type, definition.variable.name.value);
  }
  ADJUSTED[operation.name]?.(variables);
  return variables;
}

export interface OperationOutcome {
  name: string;
  kind: string;
  /** 'data' when it answered without errors, else its error codes (`NO_CODE` for one without a code), or HANG. */
  outcome: string;
  codes: string[];
  messages: string[];
  status: number;
  data: unknown;
  /** The Set-Cookie headers of the answer (a login's session). */
  setCookie: string[];
}

/** Codes that are not a clear answer: an internal error, an error without a code, no answer in time. */
const CLEAR_CODES = new Set<string>(ERROR_CODES.filter((code) => code !== 'UNAUTHENTICATED'));
export const isUnclear = (outcome: OperationOutcome) =>
  outcome.outcome !== 'data' && outcome.codes.some((code) => !CLEAR_CODES.has(code));

/** Sends one operation with the session cookie; no answer within testLimits.waitMs is a HANG, not a failure to throw. */
export async function runOperation(
  gatewayUrl: string,
  cookie: string,
  operation: DashboardOperation,
  variables: Record<string, unknown>,
): Promise<OperationOutcome> {
  const base = { name: operation.name, kind: operation.kind };
  let response: Response;
  try {
    response = await fetch(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: operation.text, variables, operationName: operation.name }),
      signal: AbortSignal.timeout(testLimits.waitMs),
    });
  } catch (error) {
    const hang = (error as Error).name === 'TimeoutError';
    const code = hang ? 'HANG' : 'NO_ANSWER';
    return { ...base, outcome: code, codes: [code], messages: [String(error)], status: 0, data: null, setCookie: [] };
  }
  const text = await response.text();
  let body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  try {
    body = JSON.parse(text);
  } catch {
    return {
      ...base,
      outcome: 'NOT_JSON',
      codes: ['NOT_JSON'],
      messages: [text.slice(0, 200)],
      status: response.status,
      data: null,
      setCookie: [],
    };
  }
  const errors = body.errors ?? [];
  const codes = [...new Set(errors.map((error) => error.extensions?.code ?? 'NO_CODE'))].sort();
  return {
    ...base,
    outcome: errors.length ? codes.join('+') : 'data',
    codes,
    messages: [...new Set(errors.map((error) => error.message))],
    status: response.status,
    data: body.data ?? null,
    setCookie: response.headers.getSetCookie(),
  };
}

/** Runs `operations` a few at a time, in their order per worker, and answers their outcomes in the given order. */
export async function runOperations(
  gatewayUrl: string,
  cookie: string,
  schema: GraphQLSchema,
  operations: DashboardOperation[],
  concurrency = 4,
): Promise<OperationOutcome[]> {
  const outcomes: OperationOutcome[] = new Array(operations.length);
  let next = 0;
  const worker = async () => {
    while (next < operations.length) {
      const at = next++;
      const operation = operations[at]!;
      outcomes[at] = await runOperation(gatewayUrl, cookie, operation, sampleVariables(schema, operation));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/** Queries first, then mutations (a delete comes after the reads of what it deletes); logout and login left out. */
export function dashboardRun(operations = dashboardOperations()): DashboardOperation[] {
  const kept = operations.filter((operation) => !['Login', 'Logout'].includes(operation.name));
  return [...kept.filter((op) => op.kind === 'query'), ...kept.filter((op) => op.kind !== 'query')];
}

/** A table of operation → outcome (and the first message of an error), for the test's output. */
export function outcomeTable(title: string, outcomes: OperationOutcome[]): string {
  const width = Math.max(...outcomes.map((outcome) => outcome.name.length));
  const lines = outcomes.map((outcome) => {
    const flag = isUnclear(outcome) ? '✗' : ' ';
    const message = outcome.outcome === 'data' ? '' : `  ${outcome.messages[0]?.slice(0, 160) ?? ''}`;
    return `${flag} ${outcome.name.padEnd(width)}  ${outcome.outcome}${message}`;
  });
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(outcome.outcome, (counts.get(outcome.outcome) ?? 0) + 1);
  const summary = [...counts].map(([outcome, count]) => `${outcome} ${count}`).join(', ');
  return [`── ${title}: ${outcomes.length} operations (${summary})`, ...lines].join('\n');
}
