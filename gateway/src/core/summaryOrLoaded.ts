import { type GraphQLResolveInfo, Kind, type SelectionSetNode } from 'graphql';

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
 * A record carries a summary of others (an order of its customer and warehouse: names, contact, city). When
 * the query asks only for what the summary holds, it answers without a call; otherwise the whole record is
 * loaded by id. The summary is typed as the whole record because only its own fields are ever read from it.
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
