/** Test support: the PDFs a page prints, captured from the tab it opens, and read back page by page. */
import { inflateSync } from 'node:zlib';

import { expect, type Page } from '@playwright/test';

/**
 * Printing opens a tab and points it at the PDF's blob address (print/printOrderDocument.ts). The test's
 * tab is a stand-in that records those addresses, so the PDF bytes can be read back from the page.
 */
export async function capturePrints(page: Page) {
  await page.addInitScript(() => {
    const printed: string[] = [];
    Object.assign(window, { printedPdfs: printed });
    window.open = () => {
      const location = {} as Location;
      Object.defineProperty(location, 'href', { set: (url: string) => printed.push(url) });
      return { location, close: () => undefined } as unknown as Window;
    };
  });
}

export interface Pdf {
  pageCount: number;
  /** Each page's size in points, as its /MediaBox states it. */
  mediaBoxes: Array<[width: number, height: number]>;
}

/** Waits for the `count`-th printed PDF and reads its pages from the bytes. */
export async function printedPdf(page: Page, count: number): Promise<Pdf> {
  const text = (await printedBytes(page, count)).toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  const mediaBoxes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(
    ([, width, height]) => [Number(width), Number(height)] as [number, number],
  );
  return { pageCount: (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length, mediaBoxes };
}

/** Points in a millimetre, to read a PDF page's size. */
export const MM_IN_PT = 72 / 25.4;

/** The bytes of the `count`-th printed PDF, once it has been printed. */
async function printedBytes(page: Page, count: number): Promise<Buffer> {
  await page.waitForFunction((n) => (window as unknown as { printedPdfs: string[] }).printedPdfs.length >= n, count);
  const base64 = await page.evaluate(async (n) => {
    const url = (window as unknown as { printedPdfs: string[] }).printedPdfs[n - 1]!;
    const blob = await (await fetch(url)).blob();
    return new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).split(',')[1]!);
      reader.readAsDataURL(blob);
    });
  }, count);
  return Buffer.from(base64, 'base64');
}

/** A ToUnicode CMap as glyph id (4 hex digits) → text. */
function readCMap(cmap: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  const unicode = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const [, glyph, text] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g))
    glyphs.set(glyph!.toLowerCase(), unicode(text!));
  for (const [, from, , list] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]{4})>\s*\[([^\]]*)\]/g)) {
    [...list!.matchAll(/<([0-9a-fA-F]+)>/g)].forEach(([, text], index) =>
      glyphs.set((parseInt(from!, 16) + index).toString(16).padStart(4, '0'), unicode(text!)),
    );
  }
  return glyphs;
}

/**
 * The words a printed PDF shows, in the order they are drawn, with no spaces (line breaks may fall
 * anywhere): the content streams are inflated and each glyph read back through its font's ToUnicode map.
 */
export async function printedText(page: Page, count: number): Promise<string> {
  const file = (await printedBytes(page, count)).toString('latin1');
  const objects = new Map<string, { dict: string; stream?: string }>();
  for (const [, id, body] of file.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) {
    const streamStart = body!.indexOf('stream');
    if (streamStart < 0) {
      objects.set(id!, { dict: body! });
      continue;
    }
    const dict = body!.slice(0, streamStart);
    const data = body!
      .slice(streamStart + 'stream'.length)
      .replace(/^\r?\n/, '')
      .replace(/\r?\nendstream\s*$/, '');
    const bytes = Buffer.from(data, 'latin1');
    objects.set(id!, { dict, stream: (/\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('latin1') });
  }
  const cmapOfFont = new Map<string, Map<string, string>>();
  for (const [, name, fontId] of file.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const toUnicode = objects.get(fontId!)?.dict.match(/\/ToUnicode (\d+) 0 R/)?.[1];
    const cmap = toUnicode && objects.get(toUnicode)?.stream;
    if (cmap) cmapOfFont.set(name!, readCMap(cmap));
  }
  let text = '';
  for (const { stream } of objects.values()) {
    if (!stream || !/\bTf\b/.test(stream)) continue;
    let glyphs = new Map<string, string>();
    for (const [, font, shown] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
      if (font) glyphs = cmapOfFont.get(font) ?? new Map();
      else
        for (const [, hex] of shown!.matchAll(/<([0-9a-fA-F]*)>/g))
          text += (hex!.match(/.{4}/g) ?? []).map((glyph) => glyphs.get(glyph.toLowerCase()) ?? '').join('');
    }
  }
  return text.replace(/\s+/g, '');
}
