import { describe, expect, it } from 'vitest';

import { EMPTY_SLUG, slugOf, uniqueSlug } from './slug';

describe('slugOf', () => {
  it('joins the lowercase words with -', () => {
    expect(slugOf('Udang Saus Padang')).toBe('udang-saus-padang');
    expect(slugOf('  Sup  Ikan -- Kakap (2 porsi)! ')).toBe('sup-ikan-kakap-2-porsi');
  });

  it('folds accented and other Latin letters to ASCII', () => {
    expect(slugOf('Crème Brûlée à la Señora')).toBe('creme-brulee-a-la-senora');
    expect(slugOf('Smørrebrød Straße Łódź')).toBe('smorrebrod-strasse-lodz');
    expect(slugOf('Nasi Goreng Spésial Bu Dédé')).toBe('nasi-goreng-spesial-bu-dede');
  });

  it('drops what is no Latin letter or digit, and names an empty result resep', () => {
    expect(slugOf('Tumis 🌶️ Cabai')).toBe('tumis-cabai');
    expect(slugOf('🍤🍤')).toBe(EMPTY_SLUG);
    expect(slugOf('')).toBe('resep');
  });
});

describe('uniqueSlug', () => {
  it('keeps a free slug and numbers a taken one from 2', () => {
    expect(uniqueSlug('sop-buntut', new Set())).toBe('sop-buntut');
    expect(uniqueSlug('sop-buntut', new Set(['sop-buntut']))).toBe('sop-buntut-2');
    expect(uniqueSlug('sop-buntut', new Set(['sop-buntut', 'sop-buntut-2', 'sop-buntut-4']))).toBe('sop-buntut-3');
  });
});
