/**
 * The part of the REST API's /openapi.json the compared screens use, in a form GraphQL Mesh's OpenAPI source
 * composes. Mesh turns a union of literals (`anyOf: [{ const: 'a' }, …]`, how TypeBox writes the REST API's fixed
 * lists) into an object type without fields and refuses the whole document, so such unions become the
 * equivalent `enum`; nothing else changes.
 */
export const COMPARED_ROUTES: Record<string, string[]> = {
  '/orders': ['get'],
  '/orders/{id}': ['get'],
  '/products/{id}': ['get'],
  '/quickbooks/orderInvoice/{id}': ['get'],
  '/warehouse': ['get'],
  '/delivery/method': ['get'],
  '/provinces': ['get'],
};

type Schema = { [key: string]: unknown; anyOf?: Schema[]; const?: unknown; enum?: unknown[]; type?: string };

/** `{ const: 'a' }` or `{ enum: ['a'] }`: the one value a member of a literal union allows. */
const literal = (schema: Schema): unknown[] | null =>
  'const' in schema ? [schema.const] : schema.enum?.length === 1 ? schema.enum : null;

function literalUnionsAsEnums(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(literalUnionsAsEnums);
  if (!value || typeof value !== 'object') return value;
  const schema = Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, literalUnionsAsEnums(inner)]),
  ) as Schema;
  const members = schema.anyOf;
  if (!members?.length) return schema;
  const { anyOf: _members, ...rest } = schema;
  const values = members.map(literal);
  if (values.every((one) => one !== null)) {
    return { ...rest, type: typeof values[0]![0] === 'number' ? 'integer' : 'string', enum: values.flat() };
  }
  // A nullable value, written as "X or null": OpenAPI 3.0's `nullable` says the same.
  const present = members.filter((member) => member.type !== 'null');
  if (present.length === 1 && members.length === 2) return { ...rest, ...present[0], nullable: true };
  return schema;
}

export function openApiSubset(document: { paths: Record<string, Record<string, unknown>> } & Record<string, unknown>) {
  const paths = Object.fromEntries(
    Object.entries(COMPARED_ROUTES).map(([path, methods]) => [
      path,
      Object.fromEntries(methods.map((method) => [method, document.paths[path]![method]])),
    ]),
  );
  return literalUnionsAsEnums({ ...document, paths });
}
