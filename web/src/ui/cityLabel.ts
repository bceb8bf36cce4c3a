import type { CityType } from '../generated/graphql';
import { enumLabel } from './enumLabel';

/** A city's type in words; exports write a city from it and the name (`exportFormat: 'words'`). */
export const CITY_TYPE_LABELS: Record<CityType, string> = { KOTA: 'Kota', KABUPATEN: 'Kabupaten' };

interface LabelledCity {
  name: string;
  type?: CityType | null;
  unknownType?: string | null;
}

/** Cities are shown as type plus name ("Kota Bandung", "Kabupaten Bandung"): names alone repeat. */
export function cityLabel(city: LabelledCity | null | undefined): string {
  if (!city) return '';
  const type = enumLabel(CITY_TYPE_LABELS, city.type, city.unknownType);
  return type ? `${type} ${city.name}` : city.name;
}
