/** '15000', '15.000' and '15 000' are all 15000; anything else is not a whole rupiah amount (NaN). */
export function parseRupiah(text: string): number {
  const digits = text.trim().replace(/[.\s]/g, '');
  return /^[0-9]+$/.test(digits) ? Number(digits) : Number.NaN;
}
