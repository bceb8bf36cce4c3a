interface CountedItem {
  name: string;
  quantity: number;
}

/**
 * The product cell of the order, sample, tester, return and consignment lists (spec 001 §2, 002 §2): the
 * first `shown` items as "name (xqty)", then "...N more" for the rest. One entry per line of the cell.
 */
export function itemSummary(items: readonly CountedItem[], shown: number): string[] {
  const listed = items.slice(0, shown).map((item) => `${item.name} (x${item.quantity})`);
  const rest = items.length - listed.length;
  return rest > 0 ? [...listed, `...${rest} more`] : listed;
}
