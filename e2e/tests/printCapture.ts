/** Test support: the PDFs a page prints, captured from the tab it opens, and read back page by page. */
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
  const text = Buffer.from(base64, 'base64').toString('latin1');
  expect(text.startsWith('%PDF-')).toBe(true);
  const mediaBoxes = [...text.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(
    ([, width, height]) => [Number(width), Number(height)] as [number, number],
  );
  return { pageCount: (text.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length, mediaBoxes };
}

/** Points in a millimetre, to read a PDF page's size. */
export const MM_IN_PT = 72 / 25.4;
