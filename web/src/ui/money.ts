/** Spec 002 §1: rupiah with the prefix Rp and dots between thousands ("Rp 1.250.000"). */
export function formatRupiah(amount: number | null | undefined): string {
  if (amount === null || amount === undefined) return '';
  const sign = amount < 0 ? '-' : '';
  const digits = Math.round(Math.abs(amount)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}Rp ${digits}`;
}
