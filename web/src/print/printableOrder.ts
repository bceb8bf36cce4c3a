import type { OrderTotals } from '@backoffice/schema/rules/orderTotals';

/**
 * Everything the order documents print, in plain values. Screens map their GraphQL order to this, so
 * the document builders stay pure functions of data (and testable without a browser).
 */
export interface PrintableOrder {
  id: string;
  /** YYYY-MM-DD */
  orderDate: string;
  invoiceNumber: string | null;
  customer: {
    name: string;
    companyName: string | null;
    phoneNumber: string | null;
  };
  shipTo: {
    address: string;
    /** "Kota Bandung" */
    city: string;
    province: string;
    postalCode: string | null;
  };
  shipFrom: {
    name: string;
    /** "Kota Jakarta Utara, DKI Jakarta" */
    city: string;
  } | null;
  courier: { company: string; serviceName: string | null } | null;
  trackingCode: string | null;
  paymentMethod: string | null;
  memo: string | null;
  lines: PrintableOrderLine[];
  /** Whole rupiah; the one reading of the totals (tax is a percent of the sub total). */
  totals: OrderTotals;
}

export interface PrintableOrderLine {
  sku: string;
  name: string;
  quantity: number;
  /** The price charged per unit (the line's price, else the product's retail price). */
  unitPrice: number;
  /** The product's list price, for the margin column. */
  listPrice: number;
  linePrice: number;
  grossWeightKg: number | null;
}
