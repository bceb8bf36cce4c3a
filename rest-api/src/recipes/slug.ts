/** What a name without one ASCII letter or digit becomes (Indonesian for "recipe"). */
export const EMPTY_SLUG = 'resep';

/** Letters that Unicode does not decompose into an ASCII letter and a mark. */
const FOLDED: Record<string, string> = { æ: 'ae', œ: 'oe', ø: 'o', ß: 'ss', đ: 'd', ð: 'd', ł: 'l', þ: 'th', ı: 'i' };

/** A recipe's name as an address: lowercase ASCII words joined by '-', accents dropped ("Sambal Terasi Ñam" → "sambal-terasi-nam"). */
export function slugOf(name: string): string {
  const words = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\P{ASCII}/gu, (letter) => FOLDED[letter] ?? ' ')
    .match(/[a-z0-9]+/g);
  return words ? words.join('-') : EMPTY_SLUG;
}

/** `base` if no recipe has it, else the first of base-2, base-3… that none has. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
