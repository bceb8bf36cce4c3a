import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { addressLines, courierText, DOCUMENT_STYLES, labelledBlock, mmToPt, orderDate, orderNumber } from './documentParts';
import { LABEL_FULL_FONT_MAX_ITEMS, LABEL_SIZE_MM, SENDER_NAME, SHIP_FROM_PHONE } from './printConstants';
import type { PrintableOrder } from './printableOrder';

const FULL_FONT_SIZE = 9;
const SMALL_FONT_SIZE = 7;
const MARGIN_PT = mmToPt(5);

/**
 * How many item lines a label lists before summing up the rest as "+N more items" (the packing list has
 * them all): with two-line product names and a two-line address, 12 still fit on the one label page at
 * the small font, which the tests check.
 */
export const LABEL_MAX_LISTED_ITEMS = 12;

/** Spec 001 §9: the font shrinks when a label lists more than 6 items. */
export function labelFontSize(itemCount: number): number {
  return itemCount > LABEL_FULL_FONT_MAX_ITEMS ? SMALL_FONT_SIZE : FULL_FONT_SIZE;
}

function itemList(order: PrintableOrder): Content {
  const listed = order.lines.slice(0, LABEL_MAX_LISTED_ITEMS);
  const rest = order.lines.length - listed.length;
  return {
    stack: [
      { text: `Items (${order.lines.length})`, style: 'caption' },
      ...listed.map((line) => ({ text: `${line.name} × ${line.quantity}` })),
      ...(rest > 0 ? [{ text: `+${rest} more items`, italics: true }] : []),
    ],
  };
}

// A function, not a shared constant: pdfmake writes layout state into the nodes it is given.
const divider = (): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: mmToPt(LABEL_SIZE_MM.width) - 2 * MARGIN_PT, y2: 0, lineWidth: 0.5 }],
  margin: [0, 4, 0, 4],
});

/** A shipping label on one 110 × 150 mm page: courier and tracking code, sender, recipient and the items. */
export function shippingLabelDocument(order: PrintableOrder): TDocumentDefinitions {
  const sender = [order.shipFrom?.name ?? SENDER_NAME, SHIP_FROM_PHONE, ...(order.shipFrom ? [order.shipFrom.city] : [])];
  const recipient = [...addressLines(order), order.customer.phoneNumber ?? '-'];
  const fontSize = labelFontSize(order.lines.length);
  return {
    info: { title: `Shipping label ${orderNumber(order)}` },
    pageSize: { width: mmToPt(LABEL_SIZE_MM.width), height: mmToPt(LABEL_SIZE_MM.height) },
    pageMargins: MARGIN_PT,
    defaultStyle: { font: 'Roboto', fontSize },
    // Captions shrink with the text they label.
    styles: { ...DOCUMENT_STYLES, caption: { ...DOCUMENT_STYLES.caption, fontSize: fontSize - 1 } },
    content: [
      {
        columns: [
          { width: '*', text: courierText(order), style: 'sender' },
          { width: 'auto', stack: [orderNumber(order), orderDate(order)], alignment: 'right' },
        ],
      },
      { text: order.trackingCode ?? 'No tracking code', fontSize: 14, bold: true, margin: [0, 4, 0, 0] },
      divider(),
      labelledBlock('From', sender),
      divider(),
      { stack: [{ text: 'To', style: 'caption' }, { text: order.customer.name, bold: true, fontSize: 11 }, ...recipient] },
      divider(),
      itemList(order),
    ],
  };
}
