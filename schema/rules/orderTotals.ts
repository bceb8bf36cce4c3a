/** Spec 001 §5: the tax choices of an order, in percent. */
export const ORDER_TAX_PERCENTS = [0, 5, 11, 20, 30] as const;

export interface PricedLine {
  quantity: number;
  unitPrice: number;
}

export interface OrderTotals {
  totalQuantity: number;
  subTotal: number;
  taxPercent: number;
  tax: number;
  deliveryFee: number;
  total: number;
}

export const linePrice = (line: PricedLine) => line.quantity * line.unitPrice;

/**
 * The one reading of an order's totals, used by the list, the detail dialog, the form and the invoices:
 * tax is a percent of the sub total (rounded to whole rupiah), and total = sub total + tax + delivery fee.
 * The old client's detail dialog added the stored tax percent as if it were rupiah; that reading is gone.
 */
export function orderTotals(lines: PricedLine[], taxPercent: number, deliveryFee: number): OrderTotals {
  const subTotal = lines.reduce((sum, line) => sum + linePrice(line), 0);
  const tax = Math.round((subTotal * taxPercent) / 100);
  return {
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    subTotal,
    taxPercent,
    tax,
    deliveryFee,
    total: subTotal + tax + deliveryFee,
  };
}
