import * as z from 'zod/mini';

/** `values` with every text emptied; a list keeps its items, each emptied too. */
function emptied(value: unknown): unknown {
  if (typeof value === 'string') return '';
  if (Array.isArray(value)) return value.map(emptied);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, emptied(inner)]));
  }
  return value;
}

/** A field's name with each list index as `*`: `lines.2.quantity` is `lines.*.quantity`. */
const anyItem = (path: readonly PropertyKey[]) =>
  path.map((part) => (typeof part === 'number' || /^\d+$/.test(String(part)) ? '*' : String(part))).join('.');

/**
 * The fields a form's rules refuse when they are empty, by name (`customer.address`, `lines.*.quantity`):
 * those the rules name when every text of `values` is emptied. The rules say it once, so a field's
 * required marker cannot disagree with them. A field the rules refuse only together with another (a
 * product's price once its type is chosen) is not among them.
 */
export function fieldsRefusedWhenEmpty(rules: z.ZodMiniType, values: unknown): (name: string) => boolean {
  const result = z.safeParse(rules, emptied(values));
  const refused = new Set(result.success ? [] : result.error.issues.map((issue) => anyItem(issue.path)));
  return (name) => refused.has(anyItem(name.split('.')));
}
