import type { CityType } from '../generated/graphql';

/** A city's type in words; exports write a city from it and the name (`exportFormat: 'words'`). */
export const CITY_TYPE_LABELS: Record<CityType, string> = { KOTA: 'Kota', KABUPATEN: 'Kabupaten' };

/** Cities are shown as type plus name ("Kota Bandung", "Kabupaten Bandung"): names alone repeat. */
export function cityLabel(city: { name: string; type: CityType } | null | undefined): string {
  return city ? `${CITY_TYPE_LABELS[city.type]} ${city.name}` : '';
}
