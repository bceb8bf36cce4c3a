/** '15000', '15.000' and '15 000' are all 15000; anything else is not a whole rupiah amount (NaN). */
export function parseRupiah(text: string): number {
  const digits = text.trim().replace(/[.\s]/g, '');
  return /^[0-9]+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** Spec 002 §1: rupiah with the prefix Rp and dots between thousands ("Rp 1.250.000"). */
export function formatRupiah(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const sign = amount < 0 ? '-' : '';
  const digits = Math.round(Math.abs(amount))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}Rp ${digits}`;
}
