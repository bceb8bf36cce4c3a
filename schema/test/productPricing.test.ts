import { describe, expect, it } from 'vitest';

import {
  amountOf,
  discountEnabled,
  discountText,
  onDiscountChange,
  onGrossPriceChange,
  onRetailPriceChange,
  type PriceFields,
} from '../rules/productPricing';

const prices = (grossPrice: string, discount: string, retailPrice: string): PriceFields => ({
  grossPrice,
  discount,
  retailPrice,
});

describe('spec 000 §5: "The discount input accepts at most 2 characters and is disabled while gross price is empty or 0."', () => {
  it.each([
    ['5', '5'],
    ['15', '15'],
    ['150', '15'],
    ['99', '99'],
    ['100', '10'],
    ['1a', '1'],
    ['-5', '5'],
    ['', ''],
  ])('typing %j keeps %j', (typed, kept) => {
    expect(discountText(typed)).toBe(kept);
  });

  it.each([
    ['', false],
    ['0', false],
    ['000', false],
    ['  ', false],
    ['abc', false],
    ['1', true],
    ['100000', true],
    ['100.000', true],
  ])('gross price %j → discount enabled: %s', (gross, enabled) => {
    expect(discountEnabled(gross)).toBe(enabled);
  });
});

describe('spec 000 §5: "Changing retail_price recomputes the discount as the rounded percentage of the gross price; it is 0 if gross is 0 or retail exceeds gross."', () => {
  it.each([
    // [gross, retail typed, discount]
    ['100000', '90000', '10'],
    ['100000', '90.000', '10'],
    ['100000', '100000', '0'],
    ['120000', '100000', '17'], // 16.67 % rounds to 17
    ['80000', '70000', '13'], // 12.5 % rounds half up
    ['100000', '99600', '0'], // 0.4 % rounds to 0
    ['100000', '1000', '99'],
    ['100000', '0', '99'], // 100 % does not fit 2 characters: held at 99
    ['0', '50000', '0'], // gross is 0
    ['', '50000', '0'], // no gross
    ['100000', '120000', '0'], // retail exceeds gross
    ['100000', '', '0'], // retail emptied
    ['100000', 'murah', '0'], // unreadable retail
  ])('gross %j, retail %j → discount %j', (gross, retail, discount) => {
    expect(onRetailPriceChange(prices(gross, '5', '95000'), retail)).toEqual(prices(gross, discount, retail));
  });
});

describe('spec 000 §5: "Changing the discount recomputes retail_price as gross minus that percentage of gross, rounded; the discount resets to 0 if there is no gross."', () => {
  it.each([
    // [gross, discount typed, discount kept, retail]
    ['100000', '10', '10', '90000'],
    ['100.000', '25', '25', '75000'],
    ['12345', '10', '10', '11111'], // 11110.5 rounds half up
    ['99999', '33', '33', '66999'], // 66999.33 rounds down
    ['100000', '0', '0', '100000'],
    ['100000', '', '', '100000'], // an emptied discount takes nothing off
    ['100000', '150', '15', '85000'], // at most 2 characters
  ])('gross %j, discount %j → discount %j, retail %j', (gross, typed, discount, retail) => {
    expect(onDiscountChange(prices(gross, '5', '1'), typed)).toEqual(prices(gross, discount, retail));
  });

  it.each([[''], ['0'], ['  ']])(
    'without a gross price (%j) the discount resets to 0 and retail stays as typed',
    (gross) => {
      expect(onDiscountChange(prices(gross, '0', '45000'), '20')).toEqual(prices(gross, '0', '45000'));
    },
  );
});

describe('spec 000 §5: "Changing gross_price recomputes the discount from retail; it is 0 if retail is missing or gross is below retail."', () => {
  it.each([
    // [retail, gross typed, discount]
    ['90000', '100000', '10'],
    ['90000', '100.000', '10'],
    ['90000', '120000', '25'],
    ['90000', '90000', '0'],
    ['90000', '80000', '0'], // gross below retail
    ['', '100000', '0'], // retail missing
    ['90000', '', '0'], // gross emptied
    ['90000', '0', '0'], // gross 0
  ])('retail %j, gross %j → discount %j', (retail, gross, discount) => {
    expect(onGrossPriceChange(prices('1', '7', retail), gross)).toEqual(prices(gross, discount, retail));
  });

  it('gives back the discount that produced the retail price', () => {
    for (const discount of ['1', '7', '10', '33', '50', '99']) {
      const afterDiscount = onDiscountChange(prices('87500', '0', ''), discount);
      expect(onGrossPriceChange(afterDiscount, '87500').discount).toBe(discount);
    }
  });
});

describe('amounts as typed', () => {
  it.each([
    ['90000', 90000],
    ['90.000', 90000],
    [' 90 000 ', 90000],
    ['', null],
    ['9,5', null],
    ['-1', null],
  ])('%j reads as %j', (text, amount) => {
    expect(amountOf(text)).toBe(amount);
  });
});
