/**
 * What of an order a new return can still take, computed in the gateway from the spec's calls when the REST API
 * does not offer GET /orders/{id}/returnable (issue 24). The numbers are the REST API's own
 * (rest-api/src/returns/store.ts `returnableProducts`), so both ways answer alike.
 */
import type { RestOrderLine } from '../orders/rest';

/**
 * A product of the order and what a return can still take of it: the REST API's answer (rest.ts
 * `RestReturnableProduct`, what the resolvers are typed to receive) spelled out here, since rest.ts imports this file.
 */
interface ReturnableProduct {
  ItemId: number;
  name: string;
  ordered_qty: number;
  returned_qty: number;
  returnable_qty: number;
  price: number;
}

/** What a return contributes: its product lines. */
interface ReturnedLines {
  /** A line the API names by the product's name only (no id) cannot be told apart, so it is not counted. */
  items: Array<{ ItemId: number | null; qty: number }>;
}

/**
 * Per product of the order, in the order of its first line: the units over all its lines, the units every
 * return of the order took back (of any action), what is left (never below 0), and the unit price of its
 * first line, or where that line has none, the product's retail price, else 0. Returned products the order
 * does not hold are not counted.
 */
export function returnableProducts(lines: RestOrderLine[], returns: ReturnedLines[]): ReturnableProduct[] {
  const returned = new Map<number, number>();
  for (const line of returns.flatMap((ret) => ret.items))
    if (line.ItemId !== null) returned.set(line.ItemId, (returned.get(line.ItemId) ?? 0) + line.qty);
  const products = new Map<number, ReturnableProduct>();
  for (const line of lines) {
    const product = products.get(line.ItemId);
    if (product) product.ordered_qty += line.qty;
    else
      products.set(line.ItemId, {
        ItemId: line.ItemId,
        name: line.Item.name,
        ordered_qty: line.qty,
        returned_qty: returned.get(line.ItemId) ?? 0,
        returnable_qty: 0,
        price: line.price ?? line.Item.retail_price ?? 0,
      });
  }
  return [...products.values()].map((product) => ({
    ...product,
    returnable_qty: Math.max(product.ordered_qty - product.returned_qty, 0),
  }));
}

interface OrderReturn {
  id: number;
  OrderId: number;
}

/**
 * The returns of one order out of GET /returns, which the spec lets filter by nothing but the customer: the
 * list sorted by order id is searched a page at a time (`readPage`, pages of `pageSize` rows, never the whole
 * list at once, as core/paging.ts never asks for it), halving the pages that can hold the order's returns,
 * then read on from the first page that does until the order ids pass it. One page when the list is no longer
 * than a page, about log₂(pages) + 1 when it is. A return listed twice as rows shift between reads counts once.
 */
export async function returnsOfOrder<Return extends OrderReturn>(
  orderId: number,
  readPage: (page: number) => Promise<{ rows: Return[]; count: number }>,
  pageSize: number,
): Promise<Return[]> {
  let low = 1;
  let high = Math.max(Math.ceil((await readPage(1)).count / pageSize), 1);
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    const last = (await readPage(middle)).rows.at(-1);
    if (last && last.OrderId < orderId) low = middle + 1;
    else high = middle;
  }
  const found = new Map<number, Return>();
  for (let page = low; ; page++) {
    const { rows } = await readPage(page);
    for (const row of rows) if (row.OrderId === orderId) found.set(row.id, row);
    if (rows.length < pageSize || rows.at(-1)!.OrderId > orderId) return [...found.values()];
  }
}
