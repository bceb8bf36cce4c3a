import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { testLimits } from '../../../testLimits';
import { makeOrder } from './printableOrder.fixture';
import { printInvoice, printShippingLabel } from './printOrderDocument';
import { orderLabelShipment } from './shippingLabelDocument';

/** What pdfmake's browser build hands to the tab or the download link: a blob URL of the PDF. */
function captureBlobUrls() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return `blob:pdf-${blobs.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return blobs;
}

/** The first bytes of a blob (jsdom's Blob has no arrayBuffer(); FileReader it has). */
function pdfHeader(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(0, 5));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob.slice(0, 5));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('printing an order document', () => {
  it('opens the tab at once, then shows the PDF pdfmake built in it', async () => {
    const blobs = captureBlobUrls();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);

    const printing = printInvoice(makeOrder(12), 'ppn-detail');
    // Before pdfmake has even loaded: the tab belongs to the click, so popup blockers allow it.
    expect(open).toHaveBeenCalledWith('', '_blank');
    await printing;

    expect(tab.location.href).toBe('blob:pdf-1');
    expect(blobs[0]?.type).toBe('application/pdf');
    expect(await pdfHeader(blobs[0] as Blob)).toBe('%PDF-');
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('downloads the PDF when the browser blocks the tab', async () => {
    const blobs = captureBlobUrls();
    vi.spyOn(window, 'open').mockReturnValue(null);
    // pdfmake downloads through file-saver, which makes a link named for the file and dispatches a click
    // on it; the test records that click instead of letting jsdom try to navigate.
    const downloads: Array<[name: string, href: string]> = [];
    const createElement = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tagName: string, options?: ElementCreationOptions) => {
      const element = createElement(tagName, options);
      if (element instanceof HTMLAnchorElement) {
        element.dispatchEvent = (event) => {
          if (event.type === 'click') downloads.push([element.download, element.href]);
          return true;
        };
      }
      return element;
    });

    await printShippingLabel(orderLabelShipment(makeOrder(2)));

    await vi.waitFor(() => expect(downloads).toEqual([['label-10234.pdf', 'blob:pdf-1']]), {
      timeout: testLimits.waitMs,
    });
    expect(await pdfHeader(blobs[0] as Blob)).toBe('%PDF-');
  });
});

describe('where pdfmake is loaded', () => {
  const folder = dirname(fileURLToPath(import.meta.url));
  const appModules = readdirSync(folder).filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !file.endsWith('.fixture.ts') &&
      file !== 'layOutForTest.ts',
  );

  it('keeps pdfmake out of every module load: types only, and a dynamic import in printOrderDocument alone', () => {
    expect(appModules).toContain('invoiceDocument.ts');
    for (const file of appModules) {
      const source = readFileSync(join(folder, file), 'utf8');
      expect({ file, staticImport: /^import\s+(?!type\b)[^;]*from\s+'pdfmake/m.test(source) }).toEqual({
        file,
        staticImport: false,
      });
      expect({ file, dynamicImport: source.includes("import('pdfmake") }).toEqual({
        file,
        dynamicImport: file === 'printOrderDocument.ts',
      });
    }
  });
});
