/**
 * The one module that touches pdfmake at run time. It imports pdfmake and its fonts (about 2 MB) on the
 * first print only, so no screen pays for them until someone prints.
 */
import type * as PdfMakeModule from 'pdfmake/build/pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

import {
  consignmentInvoiceDocument,
  consignmentInvoiceFileName,
  type PrintableConsignmentInvoice,
} from './consignmentInvoiceDocument';
import { invoiceDocument, invoicesDocument, type InvoiceVariant } from './invoiceDocument';
import type { PrintableOrder } from './printableOrder';
import {
  labelFileName,
  labelsFileName,
  type LabelShipment,
  shippingLabelDocument,
  shippingLabelsDocument,
} from './shippingLabelDocument';

type PdfMake = typeof PdfMakeModule;

/** pdfmake's browser build is CommonJS: bundlers hand it over as `default`, its typings describe it bare. */
function commonJsExports<T>(module: T): T {
  return (module as { default?: T }).default ?? module;
}

async function importPdfMake(): Promise<PdfMake> {
  const [pdfMakeModule, fontsModule] = await Promise.all([
    import('pdfmake/build/pdfmake'),
    import('pdfmake/build/vfs_fonts'),
  ]);
  const pdfMake = commonJsExports(pdfMakeModule);
  pdfMake.addVirtualFileSystem(fontsModule.default);
  return pdfMake;
}

let pdfMakeLoading: Promise<PdfMake> | undefined;

function loadPdfMake(): Promise<PdfMake> {
  if (!pdfMakeLoading) {
    pdfMakeLoading = importPdfMake();
    // A failed load (a dropped connection) is tried again on the next print instead of failing forever.
    pdfMakeLoading.catch(() => {
      pdfMakeLoading = undefined;
    });
  }
  return pdfMakeLoading;
}

/**
 * Opens the PDF in a new tab, or downloads it when the browser blocks the tab. The tab is opened before
 * the first await, while the click's user activation still holds, so popup blockers let it through: call
 * this straight from the click handler.
 */
async function openPdf(definition: TDocumentDefinitions, fileName: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const pdf = (await loadPdfMake()).createPdf(definition);
    await (tab ? pdf.open(tab) : pdf.download(fileName));
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** The print menu of the order detail dialog (PPN Detail, PPN Simple, Detail, Simple). */
export function printInvoice(order: PrintableOrder, variant: InvoiceVariant): Promise<void> {
  return openPdf(invoiceDocument(order, variant), `invoice-${order.id}-${variant}.pdf`);
}

/** Generate Shipping Label in the order and sample detail dialogs. */
export function printShippingLabel(shipment: LabelShipment): Promise<void> {
  return openPdf(shippingLabelDocument(shipment), labelFileName(shipment));
}

/** Print invoices of the orders list's selection: one PDF of all, in the variant chosen. */
export function printInvoices(orders: readonly PrintableOrder[], variant: InvoiceVariant): Promise<void> {
  return openPdf(
    invoicesDocument(orders, variant),
    orders.length === 1 ? `invoice-${orders[0]!.id}-${variant}.pdf` : `invoices-${orders.length}-${variant}.pdf`,
  );
}

/** Print shipping labels of the orders list's selection: one PDF, a label a page. */
export function printShippingLabels(shipments: readonly LabelShipment[]): Promise<void> {
  return openPdf(shippingLabelsDocument(shipments), labelsFileName(shipments));
}

/** Print in the consignment invoice detail dialog (spec 002 §2). */
export function printConsignmentInvoice(invoice: PrintableConsignmentInvoice): Promise<void> {
  return openPdf(consignmentInvoiceDocument(invoice), consignmentInvoiceFileName(invoice));
}
