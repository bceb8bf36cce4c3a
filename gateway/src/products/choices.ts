import { MAX_PRODUCT_CHOICES } from '@backoffice/schema/rules/product';

import { gatewayError } from '../core/errors';
import { concatWs, holdsEveryWord } from '../core/listFilters';
import { productTypeMap, type RestProductChoice } from './rest';

interface ChoiceArguments {
  search?: string | null;
  includeBundles: boolean;
  first: number;
}

/** Refuses a `first` outside 1 to MAX_PRODUCT_CHOICES, before anything is read. */
export function checkChoiceCount(first: number) {
  if (first >= 1 && first <= MAX_PRODUCT_CHOICES) return;
  const message = `first must be 1 to ${MAX_PRODUCT_CHOICES}`;
  throw gatewayError('BAD_USER_INPUT', message, { field: 'first', fields: [{ field: 'first', message }] });
}

/**
 * A picker's products out of GET /products/lite (every product, by name; the spec names no search for it): bundles
 * left out unless asked for, those whose name or SKU holds every word searched (as the Stock Tracker's item search
 * reads words), the first `first` of them. `first` bounds the answer, and the query cost counts it (core/queryCost.ts).
 */
export const productChoicesOf = (
  choices: readonly RestProductChoice[],
  { search, includeBundles, first }: ChoiceArguments,
) =>
  choices
    .filter(
      (choice) =>
        (includeBundles || productTypeMap.fromRest(choice.product_type) !== 'BUNDLE') &&
        holdsEveryWord(concatWs(choice.name, choice.sku), search ?? ''),
    )
    .slice(0, first);
