/**
 * The conflict-safe stock correction (issue 10). The old client computed "real minus current" in the browser
 * from a table that could be minutes old, so two people correcting one item, or a transfer arriving
 * meanwhile, left a wrong stock. Here the current stock is read afresh and the adjustment is written only
 * if the stock is still what the user saw; the REST API checks that again under a lock as it writes
 * (`expected_stock`), so the check and the write are one step even with several gateway replicas, and
 * nothing here relies on the gateway's memory.
 */
import { stockCorrectionInputRules } from '@backoffice/schema/rules/stockCorrection';

import type { GatewayContext } from '../core/context';
import { gatewayError, hasCode, knownOrBadInput } from '../core/errors';
import { inInputTerms } from '../core/inputFieldNames';
import { todayInJakarta } from '../core/today';
import { validateInput } from '../core/validateInput';
import type { StockCorrectionInput } from '../generated/graphql';
import { loadProduct } from '../products/rest';
import { loadWarehouse } from '../warehouses/rest';
import { correctionBody, emptyStockCount, stockCorrectionInputFields } from './map';
import { createInternalTransfer, readStockCount, type RestInternalTransfer, type RestStockCount } from './rest';

interface Pair {
  productId: string;
  warehouseId: string;
}

/** A product or warehouse the input names that does not exist: a wrong input, said about its field. */
const known = <T>(load: Promise<T>, field: keyof Pair, label: string, id: string) =>
  knownOrBadInput(load, field, `${label} ${id} is not a known ${label.toLowerCase()}`);

/** The pair's stock up to `day`, read afresh; where nothing ever moved it, 0 (named from the product and warehouse). */
async function freshStockCount(context: GatewayContext, pair: Pair, day: string): Promise<RestStockCount> {
  const row = await readStockCount(context, pair.productId, pair.warehouseId, day);
  if (row) return row;
  const [product, warehouse] = await Promise.all([
    known(loadProduct(context, pair.productId), 'productId', 'Product', pair.productId),
    known(loadWarehouse(context, pair.warehouseId), 'warehouseId', 'Warehouse', pair.warehouseId),
  ]);
  return emptyStockCount(product, warehouse);
}

/** The stock moved since the screen loaded: say the new figure, which the row then shows beside the typed count. */
function stockChanged(count: RestStockCount, expected: number) {
  const message =
    `The current stock of ${count.Item.name} at ${count.Warehouse.LocationName} is now ${count.CurrentStock}, not ${expected}: ` +
    'check the count and save again';
  return gatewayError('CONFLICT', message, {
    field: 'expectedCurrentStock',
    fields: [{ field: 'expectedCurrentStock', message }],
    currentStock: count.CurrentStock,
  });
}

/**
 * Records a counted stock, dated today in Jakarta:
 * - the stock already equals the count → nothing is written (a double click, or a retry after a lost answer);
 * - the stock is no longer what the screen showed → CONFLICT with the new figure, nothing written;
 * - else one adjustment of real minus current. If the REST API refuses it because the stock changed in
 *   between (409), the stock is read again: equal to the count means another save of the same count won,
 *   which is success; anything else is the CONFLICT above.
 */
export async function correctStock(
  context: GatewayContext,
  input: StockCorrectionInput,
): Promise<{ stockCount: RestStockCount; adjustment: RestInternalTransfer | null }> {
  const correction = validateInput(stockCorrectionInputRules, input);
  const today = todayInJakarta();
  const before = await freshStockCount(context, correction, today);
  if (before.CurrentStock === correction.realStock) return { stockCount: before, adjustment: null };
  if (before.CurrentStock !== correction.expectedCurrentStock)
    throw stockChanged(before, correction.expectedCurrentStock);
  let adjustment: RestInternalTransfer;
  try {
    adjustment = await inInputTerms(
      stockCorrectionInputFields,
      createInternalTransfer(context, correctionBody(correction, before.CurrentStock, today)),
    );
  } catch (error) {
    if (!hasCode(error, 'CONFLICT')) throw error;
    const now = await freshStockCount(context, correction, today);
    if (now.CurrentStock === correction.realStock) return { stockCount: now, adjustment: null };
    throw stockChanged(now, correction.expectedCurrentStock);
  }
  return { stockCount: await freshStockCount(context, correction, today), adjustment };
}
