import dayjs from 'dayjs';

/** Spec 000 §9 and 002 §9: dates are shown DD/MM/YYYY; a product's schedule time YYYY-MM-DD HH:mm:ss. */
export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function formatDate(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_FORMAT) : '';
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '';
}
