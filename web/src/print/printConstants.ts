/**
 * The fixed values the order documents print (spec 001 §1 and §9, spec 002 §9). The specification says these
 * lines are fixed and hard-coded but does not give their text: the values below are placeholders that
 * the business replaces with its own, here and nowhere else.
 */

/** The sender name printed on invoices and packing lists, and on labels when an order has no ship-from warehouse. */
export const SENDER_NAME = 'PT Pangan Nusantara Sejahtera';

export interface BankAccount {
  bankName: string;
  accountNumber: string;
  accountHolder: string;
}

/** Spec 002 §9: "A fixed bank account line appears on invoice documents." */
export const BANK_TRANSFER: BankAccount = {
  bankName: 'Bank Central Asia (BCA)',
  accountNumber: '123 456 7890',
  accountHolder: SENDER_NAME,
};

/** Spec 001 §1: "The ship-from phone numbers on labels are hard-coded." */
export const SHIP_FROM_PHONE = '+62 21 5550 1234';

/** Spec 001 §9: invoice PPN rate, included in the prices of an order without a tax (see ppnBreakdown). */
export const PPN_PERCENT = 11;

/** Spec 001 §9: invoices have 10 line items per page, then a packing list is added after them. */
export const INVOICE_LINES_PER_PAGE = 10;

/** Spec 001 §9: shipping label size and the item count above which its font shrinks. */
export const LABEL_SIZE_MM = { width: 110, height: 150 } as const;
export const LABEL_FULL_FONT_MAX_ITEMS = 6;
