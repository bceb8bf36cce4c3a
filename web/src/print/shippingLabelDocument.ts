import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';

import { phoneText } from '@backoffice/schema/rules/phone';

import { formatDate } from '../ui/dates';
import { addressLines, courierText, DOCUMENT_STYLES, mmToPt, orderNumber } from './documentParts';
import type { PrintableOrder } from './printableOrder';
import { LABEL_FULL_FONT_MAX_ITEMS, LABEL_SIZE_MM, SENDER_NAME, SHIP_FROM_PHONE } from './printConstants';

/**
 * What a shipping label prints, whatever is shipped (an order, a sample): each screen maps its record to
 * this, and one builder lays every label out the same way.
 */
export interface LabelShipment {
  /** How the label names the shipment: "#10234" for an order, "Sample #5". */
  reference: string;
  /** YYYY-MM-DD */
  date: string;
  recipient: { name: string; phoneNumber: string | null };
  shipTo: PrintableOrder['shipTo'];
  shipFrom: PrintableOrder['shipFrom'];
  courier: PrintableOrder['courier'];
  trackingCode: string | null;
  items: ReadonlyArray<{ name: string; quantity: number }>;
}

/** An order's label: the order number and date, the customer and the order's lines. */
export function orderLabelShipment(order: PrintableOrder): LabelShipment {
  return {
    reference: orderNumber(order),
    date: order.orderDate,
    recipient: { name: order.customer.name, phoneNumber: order.customer.phoneNumber },
    shipTo: order.shipTo,
    shipFrom: order.shipFrom,
    courier: order.courier,
    trackingCode: order.trackingCode,
    items: order.lines,
  };
}

/** The PDF's file name when it is downloaded: "label-10234.pdf", "label-sample-5.pdf". */
export function labelFileName(shipment: Pick<LabelShipment, 'reference'>): string {
  const name = shipment.reference.toLowerCase().replace(/#/g, '').trim().replace(/\s+/g, '-');
  return `label-${name}.pdf`;
}

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
function labelFontSize(itemCount: number): number {
  return itemCount > LABEL_FULL_FONT_MAX_ITEMS ? SMALL_FONT_SIZE : FULL_FONT_SIZE;
}

/** Each label's captions shrink with its text: one style per font size, as labels of different sizes share a PDF. */
const captionStyle = (fontSize: number) => (fontSize === FULL_FONT_SIZE ? 'captionFull' : 'captionSmall');

function itemList({ items }: LabelShipment, caption: string): Content {
  const listed = items.slice(0, LABEL_MAX_LISTED_ITEMS);
  const rest = items.length - listed.length;
  return {
    stack: [
      { text: `Items (${items.length})`, style: caption },
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

/** One label's page: courier and tracking code, sender, recipient and the items, in the label's own font size. */
function labelPage(shipment: LabelShipment, first: boolean): Content {
  const sender = [
    shipment.shipFrom?.name ?? SENDER_NAME,
    phoneText(SHIP_FROM_PHONE),
    ...(shipment.shipFrom ? [shipment.shipFrom.city] : []),
  ];
  const recipient = [...addressLines(shipment), phoneText(shipment.recipient.phoneNumber) || '-'];
  const fontSize = labelFontSize(shipment.items.length);
  const caption = captionStyle(fontSize);
  return {
    fontSize,
    ...(first ? {} : { pageBreak: 'before' as const }),
    stack: [
      {
        columns: [
          { width: '*', text: courierText(shipment), style: 'sender' },
          { width: 'auto', stack: [shipment.reference, formatDate(shipment.date)], alignment: 'right' },
        ],
      },
      { text: shipment.trackingCode ?? 'No tracking code', fontSize: 14, bold: true, margin: [0, 4, 0, 0] },
      divider(),
      { stack: [{ text: 'From', style: caption }, ...sender.map((line) => ({ text: line }))] },
      divider(),
      {
        stack: [
          { text: 'To', style: caption },
          { text: shipment.recipient.name, bold: true, fontSize: 11 },
          ...recipient,
        ],
      },
      divider(),
      itemList(shipment, caption),
    ],
  };
}

/**
 * Shipping labels, one 110 × 150 mm page each, in one PDF: the orders list prints the labels of many orders
 * at once. Each label keeps its own font size (spec 001 §9: smaller past 6 items).
 */
export function shippingLabelsDocument(shipments: readonly LabelShipment[]): TDocumentDefinitions {
  const [first] = shipments;
  if (!first) throw new Error('No shipping labels to print');
  return {
    info: {
      title: shipments.length === 1 ? `Shipping label ${first.reference}` : `Shipping labels (${shipments.length})`,
    },
    pageSize: { width: mmToPt(LABEL_SIZE_MM.width), height: mmToPt(LABEL_SIZE_MM.height) },
    pageMargins: MARGIN_PT,
    defaultStyle: { font: 'Roboto', fontSize: labelFontSize(first.items.length) },
    styles: {
      ...DOCUMENT_STYLES,
      captionFull: { ...DOCUMENT_STYLES.caption, fontSize: FULL_FONT_SIZE - 1 },
      captionSmall: { ...DOCUMENT_STYLES.caption, fontSize: SMALL_FONT_SIZE - 1 },
    },
    content: shipments.map((shipment, index) => labelPage(shipment, index === 0)),
  };
}

/** A shipping label on one 110 × 150 mm page: courier and tracking code, sender, recipient and the items. */
export function shippingLabelDocument(shipment: LabelShipment): TDocumentDefinitions {
  return shippingLabelsDocument([shipment]);
}

/** The PDF of many labels when it is downloaded: one label keeps its own name. */
export function labelsFileName(shipments: readonly LabelShipment[]): string {
  return shipments.length === 1 ? labelFileName(shipments[0]!) : `labels-${shipments.length}.pdf`;
}
