/**
 * Test support: lays a document definition out with pdfmake's Node build and the same Roboto fonts the
 * browser embeds, writes the PDF, and reports what landed where. Imported by tests only, never by the app.
 */
import type { Content, TCreatedPdf, TDocumentDefinitions, TFontDictionary } from 'pdfmake/interfaces';

interface NodePdfMake {
  createPdf(definition: TDocumentDefinitions, options?: { bufferPages?: boolean }): TCreatedPdf;
  setFonts(fonts: TFontDictionary): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  /** The Node build's in-memory file system, which @types/pdfmake does not describe. */
  virtualfs: { writeFileSync(name: string, content: string, encoding: 'base64'): void };
}

interface PlacedText {
  text: string;
  /** 1-based pages the text occupies. */
  pages: number[];
}

export interface LaidOutDocument {
  /** Pages pdfmake laid out, as pdfkit counts them. */
  pageCount: number;
  /** Page objects in the written PDF file, counted independently of pdfkit's bookkeeping. */
  pageObjectsInFile: number;
  pageSizes: Array<{ width: number; height: number }>;
  /** The distinct font sizes the PDF sets text in (its `Tf` operators), smallest first. */
  fontSizesInFile: number[];
  /** Every text node in reading order (table cells row by row), with the page it landed on. */
  texts: PlacedText[];
}

let loading: Promise<NodePdfMake> | undefined;

async function importNodePdfMake(): Promise<NodePdfMake> {
  const [pdfMakeModule, fontsModule] = await Promise.all([import('pdfmake'), import('pdfmake/build/vfs_fonts')]);
  const pdfMake = ((pdfMakeModule as { default?: unknown }).default ?? pdfMakeModule) as NodePdfMake;
  for (const [name, base64] of Object.entries(fontsModule.default))
    pdfMake.virtualfs.writeFileSync(name, base64, 'base64');
  pdfMake.setFonts({
    Roboto: {
      normal: 'Roboto-Regular.ttf',
      bold: 'Roboto-Medium.ttf',
      italics: 'Roboto-Italic.ttf',
      bolditalics: 'Roboto-MediumItalic.ttf',
    },
  });
  // The documents use nothing outside the font files: refuse every URL and local path (and keep pdfmake's warnings quiet).
  pdfMake.setUrlAccessPolicy(() => false);
  pdfMake.setLocalAccessPolicy(() => false);
  return pdfMake;
}

function plainText(text: Content | undefined): string {
  if (text === undefined || text === null) return '';
  if (typeof text === 'string' || typeof text === 'number') return String(text);
  if (Array.isArray(text)) return text.map((part) => plainText(part as Content)).join('');
  return 'text' in text ? plainText(text.text as Content) : '';
}

export async function layOut(definition: TDocumentDefinitions): Promise<LaidOutDocument> {
  loading ??= importNodePdfMake();
  const pdfMake = await loading;
  const texts: PlacedText[] = [];
  // pdfmake reports every laid-out node, with its pages, to this hook; answering false changes nothing.
  const observed: TDocumentDefinitions = {
    ...definition,
    // Uncompressed, so the page content streams can be read for font sizes.
    compress: false,
    pageBreakBefore: (node) => {
      if (node.text !== undefined) texts.push({ text: plainText(node.text), pages: node.pageNumbers });
      return false;
    },
  };
  const pdf = pdfMake.createPdf(observed, { bufferPages: true });
  const document = await pdf.getStream();
  const { count } = document.bufferedPageRange();
  const pageSizes = Array.from({ length: count }, (_, index) => {
    document.switchToPage(index);
    return { width: document.page.width, height: document.page.height };
  });
  const file = (await pdf.getBuffer()).toString('latin1');
  const fontSizes = new Set(Array.from(file.matchAll(/\/F\d+ ([\d.]+) Tf/g), (match) => Number(match[1])));
  return {
    pageCount: count,
    pageObjectsInFile: file.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0,
    pageSizes,
    fontSizesInFile: [...fontSizes].sort((a, b) => a - b),
    texts,
  };
}

/** The first page a text appears on; throws when it was never laid out, so a typo fails loudly. */
export function pageOf(document: LaidOutDocument, text: string): number {
  const placed = document.texts.find((entry) => entry.text === text);
  if (!placed) throw new Error(`"${text}" is not in the document`);
  return placed.pages[0] as number;
}

/** The text laid out right after the first `label` (in a label/value row, the value). */
export function valueAfter(document: LaidOutDocument, label: string): string | undefined {
  const index = document.texts.findIndex((entry) => entry.text === label);
  return index < 0 ? undefined : document.texts[index + 1]?.text;
}

export function textsOnPage(document: LaidOutDocument, page: number): string[] {
  return document.texts.filter((entry) => entry.pages.includes(page)).map((entry) => entry.text);
}
