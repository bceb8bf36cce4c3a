/**
 * The conflict-safe stock correction (issue 10). The old client computed "real minus current" in the browser
 * from a table that could be minutes old, so two people correcting one item, or a transfer arriving
 * meanwhile, left a wrong stock. Here the current stock is read afresh and the adjustment is written only
 * if the stock is still what the user saw; how that is made safe depends on the REST API (`restProfile`).
 *
 * Save on the Stock Tracker to the REST write, in the order a reader follows it:
 *   1. web/src/features/stockTracker/StockTrackerPage.tsx: the row's Save sends the count and the stock shown;
 *   2. web/src/features/stockTracker/stockTracker.generated.ts: its useCorrectStockMutation (from stockTracker.graphql);
 *   3. schema/stock.graphql: Mutation.correctStock, StockCorrectionInput;
 *   4. gateway/src/stock/resolvers.ts: Mutation.correctStock calls `correctStock` here;
 *   5. gateway/src/stock/correction.ts (this file): both REST profiles, side by side in `restProfile`;
 *   6. gateway/src/stock/map.ts: `correctionBody`, the adjustment as the REST API takes it;
 *   7. gateway/src/stock/rest.ts: `readStockCount` and `createInternalTransfer` (POST /internal_transfer);
 *   8. rest-api/src/stock/routes.ts: POST /internal_transfer;
 *   9. rest-api/src/stock/store.ts: `createTransfer`, which checks `expected_stock` under its lock.
 */
import { stockCorrectionInputRules } from '@backoffice/schema/rules/stockCorrection';

import type { GatewayContext } from '../core/context';
import { gatewayError, hasCode, knownOrBadInput } from '../core/errors';
import { inInputTerms } from '../core/inputFieldNames';
import { holdOrConflict } from '../core/locks';
import { todayInJakarta } from '../core/today';
import { validateInput } from '../core/validateInput';
import type { StockCorrectionInput } from '../generated/graphql';
import { loadProduct } from '../products/rest';
import { loadWarehouse } from '../warehouses/rest';
import { correctionBody, emptyStockCount, stockCorrectionInputFields } from './map';
import {
  createInternalTransfer,
  readsStockByProductId,
  readStockCount,
  type RestInternalTransfer,
  type RestStockCount,
} from './rest';

interface Pair {
  productId: string;
  warehouseId: string;
}

interface Correction extends Pair {
  realStock: number;
  expectedCurrentStock: number;
}

interface Corrected {
  stockCount: RestStockCount;
  adjustment: RestInternalTransfer | null;
}

/** A product or warehouse the input names that does not exist: a wrong input, said about its field. */
const known = <T>(load: Promise<T>, field: keyof Pair, label: string, id: string) =>
  knownOrBadInput(load, field, `${label} ${id} is not a known ${label.toLowerCase()}`);

const knownProduct = (context: GatewayContext, { productId }: Pair) =>
  known(loadProduct(context, productId), 'productId', 'Product', productId);

/**
 * What the REST API does for a correction: the one place the two profiles differ (issue 24). Each capability is
 * read from the upstream's /openapi.json (core/upstream.ts); the REST API's spec profile has neither (rest-api
 * core/profile.ts drops `item_id` and a line's `expected_stock`).
 * - Extended profile (the stand-in): the stock row is read by the product's id; the adjustment carries the stock
 *   it was computed from, which the REST API checks again under its lock as it writes, answering 409 if it moved:
 *   the check and the write are one step, even with several gateway replicas (correctCheckedByRestApi).
 * - Spec profile (the company's API): the row is read by the product's name (the spec's `item` search) and picked
 *   out by id here; the gateway serialises the corrections of one product at one warehouse itself (core/locks.ts,
 *   across replicas through Redis) and reads the stock again after its write, so a movement recorded outside the
 *   gateway meanwhile is told, not hidden (correctUnderLock).
 */
const restProfile = (context: GatewayContext) => ({
  readsStockById: readsStockByProductId(context),
  checksExpectedStock: context.upstream.offers('expectedStock'),
});

/**
 * The pair's stock up to `day`, read afresh; where nothing ever moved it, 0 (named from the product and warehouse).
 * Read by the product's name where the REST API cannot read by id (`restProfile`), so a warehouse of more than
 * 1,000 stock rows can be corrected; the product is read once per request (its DataLoader).
 */
async function freshStockCount(context: GatewayContext, pair: Pair, day: string): Promise<RestStockCount> {
  const productName = restProfile(context).readsStockById ? undefined : (await knownProduct(context, pair)).name;
  const row = await readStockCount(context, pair.productId, pair.warehouseId, day, productName);
  if (row) return row;
  const [product, warehouse] = await Promise.all([
    knownProduct(context, pair),
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
 * Said when the stock after the gateway's own adjustment is not the count: a movement recorded outside the
 * gateway landed between its read and its re-read. The count was saved; the figures let staff judge it.
 */
function stockMovedWhileSaving(count: RestStockCount, realStock: number) {
  const message =
    `The real stock of ${count.Item.name} at ${count.Warehouse.LocationName} was saved as ${realStock}, ` +
    `but another movement came in meanwhile and the current stock is now ${count.CurrentStock}: ` +
    'check the count and save again if it is wrong';
  return gatewayError('CONFLICT', message, {
    field: 'realStock',
    fields: [{ field: 'realStock', message }],
    realStock,
    currentStock: count.CurrentStock,
  });
}

const CORRECTION_BUSY_MESSAGE = 'Another correction of this product at this warehouse is being saved; try again';

/**
 * Records a counted stock, dated today in Jakarta:
 * - the stock already equals the count → nothing is written (a double click, or a retry after a lost answer);
 * - the stock is no longer what the screen showed → CONFLICT with the new figure, nothing written;
 * - else one adjustment of real minus current, checked as the REST API allows (`restProfile`).
 */
export async function correctStock(context: GatewayContext, input: StockCorrectionInput): Promise<Corrected> {
  const correction = validateInput(stockCorrectionInputRules, input);
  const today = todayInJakarta();
  if (restProfile(context).checksExpectedStock) return correctCheckedByRestApi(context, correction, today);
  return holdOrConflict(
    context.locks,
    `stock-correction:${correction.productId}:${correction.warehouseId}`,
    CORRECTION_BUSY_MESSAGE,
    () => correctUnderLock(context, correction, today),
  );
}

/** The stock read afresh, unless it is neither the count nor what the screen showed (CONFLICT). */
async function stockToCorrect(context: GatewayContext, correction: Correction, today: string) {
  const before = await freshStockCount(context, correction, today);
  // Its history's before: the stock as read now, not only as the screen showed it.
  context.history.before({ realStock: before.CurrentStock });
  if (before.CurrentStock !== correction.realStock && before.CurrentStock !== correction.expectedCurrentStock)
    throw stockChanged(before, correction.expectedCurrentStock);
  return before;
}

const writeAdjustment = (
  context: GatewayContext,
  correction: Correction,
  from: number,
  today: string,
  checked: boolean,
) =>
  inInputTerms(
    stockCorrectionInputFields,
    createInternalTransfer(context, correctionBody(correction, from, today, checked)),
  );

/**
 * The REST API checks `expected_stock` as it writes. If it refuses the adjustment because the stock changed in
 * between (409), the stock is read again: equal to the count means another save of the same count won, which
 * is success; anything else is the CONFLICT with the new figure.
 */
async function correctCheckedByRestApi(context: GatewayContext, correction: Correction, today: string) {
  const before = await stockToCorrect(context, correction, today);
  if (before.CurrentStock === correction.realStock) return { stockCount: before, adjustment: null };
  let adjustment: RestInternalTransfer | null;
  try {
    adjustment = await writeAdjustment(context, correction, before.CurrentStock, today, true);
  } catch (error) {
    if (!hasCode(error, 'CONFLICT')) throw error;
    const now = await freshStockCount(context, correction, today);
    if (now.CurrentStock === correction.realStock) return { stockCount: now, adjustment: null };
    throw stockChanged(now, correction.expectedCurrentStock);
  }
  return { stockCount: await freshStockCount(context, correction, today), adjustment };
}

/**
 * Under the pair's lock no other correction through any gateway runs between the read and the write; a
 * movement recorded outside the gateway still can, and then the stock after is not the count.
 */
async function correctUnderLock(context: GatewayContext, correction: Correction, today: string): Promise<Corrected> {
  const before = await stockToCorrect(context, correction, today);
  if (before.CurrentStock === correction.realStock) return { stockCount: before, adjustment: null };
  const adjustment = await writeAdjustment(context, correction, before.CurrentStock, today, false);
  const after = await freshStockCount(context, correction, today);
  if (after.CurrentStock !== correction.realStock) throw stockMovedWhileSaving(after, correction.realStock);
  return { stockCount: after, adjustment };
}
