/** What a bulk action answers per order (the BulkOutcome fragment). */
export interface BulkOutcome {
  orderId: string;
  ok: boolean;
  error?: { code: string; message: string } | null;
}

/** An order a bulk action refused, and why, as the list shows it. */
export interface BulkRefusal {
  orderId: string;
  message: string;
}

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

/** The refused orders of a bulk answer, each with its reason. */
export const refusalsOf = (results: readonly BulkOutcome[]): BulkRefusal[] =>
  results
    .filter((result) => !result.ok)
    .map((result) => ({ orderId: result.orderId, message: result.error?.message ?? 'Refused' }));

/** The message after a bulk action: what went through, and how many were refused (listed under it). */
export const bulkMessages = {
  labels: (printed: number, refused: number) =>
    `Shipping labels printed for ${orders(printed)}${refused ? `; ${orders(refused)} refused` : ''}`,
  status: (status: string, changed: number, refused: number) =>
    `${orders(changed)} set to ${status}${refused ? `; ${orders(refused)} refused` : ''}`,
  invoices: (count: number, variant: string) => `${variant} invoices printed for ${orders(count)}`,
};
