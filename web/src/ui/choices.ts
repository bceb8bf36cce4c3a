/** One option of a select: the value it sets and the words it shows. */
export interface Choice {
  value: string;
  label: string;
}

/** Choices from a value → label record: its values, in its order, or those given, in their order. */
export const choicesOf = <Value extends string>(
  labels: Record<Value, string>,
  values: readonly Value[] = Object.keys(labels) as Value[],
): Choice[] => values.map((value) => ({ value, label: labels[value] }));
