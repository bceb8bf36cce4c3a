/**
 * A fixed list's value in words. The gateway keeps a row whose value the company's API sent but the schema does
 * not know: the enum field is then null and its `unknown…` sibling holds the API's text, shown as it is.
 */
export function enumLabel<Value extends string>(
  labels: Readonly<Record<Value, string>>,
  value: Value | null | undefined,
  unknownText?: string | null,
): string {
  return value ? labels[value] : (unknownText ?? '');
}
