import type { CityType } from '../generated/graphql';

const TYPE_LABELS: Record<CityType, string> = { KOTA: 'Kota', KABUPATEN: 'Kabupaten' };

/** Cities are shown as type plus name ("Kota Bandung", "Kabupaten Bandung"): names alone repeat. */
export function cityLabel(city: { name: string; type: CityType } | null | undefined): string {
  return city ? `${TYPE_LABELS[city.type]} ${city.name}` : '';
}
