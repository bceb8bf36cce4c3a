import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '..');
/** What Vite serves at the site's root: web/public, copied as it is into the build. */
const publicFile = (path: string) => readFileSync(join(web, 'public', path));

describe('favicon', () => {
  it('is linked from the page, and every icon the page names is there to serve', () => {
    const html = readFileSync(join(web, 'index.html'), 'utf8');
    const icons = [...html.matchAll(/<link rel="icon" href="\/([^"]+)"/g)].map((match) => match[1]!);
    expect(icons).toEqual(['favicon.ico', 'favicon.svg']);
    expect(publicFile('favicon.svg').toString()).toMatch(/^<svg /);
  });

  it('answers /favicon.ico, which browsers ask for by that name, with an icon file', () => {
    // An ICO file's header: reserved 0, type 1 (icon).
    expect([...publicFile('favicon.ico').subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });
});
