// @vitest-environment node
import { phoneText } from '@backoffice/schema/rules/phone';

import { layOut, textsOnPage } from './layOutForTest';
import { makeLine, makeOrder } from './printableOrder.fixture';
import { SENDER_NAME, SHIP_FROM_PHONE } from './printConstants';
import {
  LABEL_MAX_LISTED_ITEMS,
  labelFileName,
  labelsFileName,
  type LabelShipment,
  orderLabelShipment,
  shippingLabelDocument,
  shippingLabelsDocument,
} from './shippingLabelDocument';

const fontSizeOf = (lineCount: number) =>
  shippingLabelDocument(orderLabelShipment(makeOrder(lineCount))).defaultStyle?.fontSize;

describe('shipping label', () => {
  it('is one page of 110 × 150 mm', async () => {
    const document = await layOut(shippingLabelDocument(orderLabelShipment(makeOrder(3))));

    expect(document.pageCount).toBe(1);
    expect(document.pageObjectsInFile).toBe(1);
    expect(document.pageSizes[0]?.width).toBeCloseTo(311.81, 2);
    expect(document.pageSizes[0]?.height).toBeCloseTo(425.2, 2);
  });

  it('prints courier, tracking code, sender with the fixed phone, recipient, address, phone and the items', async () => {
    const order = makeOrder(2);
    const texts = textsOnPage(await layOut(shippingLabelDocument(orderLabelShipment(order))), 1);

    expect(texts).toEqual(
      expect.arrayContaining([
        'JNE REG',
        'JNE0123456789',
        '#10234',
        '05/03/2024',
        'Gudang Jakarta Utara',
        phoneText(SHIP_FROM_PHONE),
        'Siti Rahmawati',
        'Jl. Cihampelas No. 160, RT 02 RW 05, Kelurahan Cipaganti',
        'Kota Bandung, Jawa Barat 40131',
        '081234567890',
        'Items (2)',
        `${order.lines[0]?.name} × ${order.lines[0]?.quantity}`,
        `${order.lines[1]?.name} × ${order.lines[1]?.quantity}`,
      ]),
    );
  });

  it('falls back to the sender name when the order has no ship-from warehouse', async () => {
    const texts = textsOnPage(
      await layOut(shippingLabelDocument(orderLabelShipment({ ...makeOrder(1), shipFrom: null }))),
      1,
    );

    expect(texts).toContain(SENDER_NAME);
    expect(texts).toContain(phoneText(SHIP_FROM_PHONE));
  });

  it('uses a smaller font with 7 items than with 6', async () => {
    expect(fontSizeOf(6)).toBe(9);
    expect(fontSizeOf(7)).toBe(7);
    expect(fontSizeOf(1)).toBe(fontSizeOf(6));
    expect(fontSizeOf(30)).toBe(fontSizeOf(7));

    // And the PDFs really set their text in those sizes.
    const six = (await layOut(shippingLabelDocument(orderLabelShipment(makeOrder(6))))).fontSizesInFile;
    const seven = (await layOut(shippingLabelDocument(orderLabelShipment(makeOrder(7))))).fontSizesInFile;
    expect(six).toContain(9);
    expect(six).not.toContain(7);
    expect(seven).toContain(7);
    expect(seven).not.toContain(9);
  });

  it('stays on one page with many long items and a long address, summing up the items it cannot list', async () => {
    const longName = 'Sambal Bawang Pedas Level 5 Botol Kaca 190 ml Edisi Spesial Ramadhan Paket Hemat Keluarga Besar';
    const lines = Array.from({ length: 30 }, (_, index) => ({ ...makeLine(index), name: longName }));
    const order = makeOrder(30, lines);
    const longAddress = {
      ...order.shipTo,
      address: `${order.shipTo.address}, Blok C-12 Lantai 3, Kompleks Pergudangan Bandung Indah Permai`,
    };
    const document = await layOut(shippingLabelDocument(orderLabelShipment({ ...order, shipTo: longAddress })));

    expect(document.pageCount).toBe(1);
    const texts = textsOnPage(document, 1);
    expect(texts.filter((text) => text.startsWith(longName))).toHaveLength(LABEL_MAX_LISTED_ITEMS);
    expect(texts).toContain(`+${30 - LABEL_MAX_LISTED_ITEMS} more items`);
    expect(texts).toContain('Items (30)');
  });
});

describe('a sample shipping label', () => {
  // A sample as the samples screen maps it: free products, sent to a vendor.
  const sample: LabelShipment = {
    reference: 'Sample #5',
    date: '2026-11-06',
    recipient: { name: 'CV Laut Biru', phoneNumber: '+6281298765432' },
    shipTo: { address: 'Jl. Pelabuhan No. 3', city: 'Kota Surabaya', province: 'Jawa Timur', postalCode: '60165' },
    shipFrom: { name: 'Gudang Muara Baru', city: 'Kota Jakarta Utara, DKI Jakarta' },
    courier: { company: 'JNE', serviceName: null },
    trackingCode: null,
    items: [
      { name: 'Udang Vaname Beku 1 kg', quantity: 2 },
      { name: 'Cumi Ring 500 gr', quantity: 1 },
    ],
  };

  it('is the same one 110 × 150 mm page, naming the sample, its recipient and its items', async () => {
    const document = await layOut(shippingLabelDocument(sample));

    expect(document.pageCount).toBe(1);
    expect(document.pageSizes[0]?.width).toBeCloseTo(311.81, 2);
    expect(document.pageSizes[0]?.height).toBeCloseTo(425.2, 2);
    expect(textsOnPage(document, 1)).toEqual(
      expect.arrayContaining([
        'JNE',
        'Sample #5',
        '06/11/2026',
        'No tracking code',
        'Gudang Muara Baru',
        phoneText(SHIP_FROM_PHONE),
        'CV Laut Biru',
        'Jl. Pelabuhan No. 3',
        'Kota Surabaya, Jawa Timur 60165',
        '081298765432',
        'Items (2)',
        'Udang Vaname Beku 1 kg × 2',
        'Cumi Ring 500 gr × 1',
      ]),
    );
  });

  it('is downloaded under a name that says whose label it is', () => {
    expect(labelFileName(sample)).toBe('label-sample-5.pdf');
    expect(labelFileName(orderLabelShipment(makeOrder(1)))).toBe('label-10234.pdf');
  });
});

describe('the labels of many orders', () => {
  it('is one 110 × 150 mm page per label, each label on its own page in the order given', async () => {
    const orders = [makeOrder(2), { ...makeOrder(9), id: '10235' }, { ...makeOrder(1), id: '10236' }];
    const document = await layOut(shippingLabelsDocument(orders.map(orderLabelShipment)));

    expect(document.pageCount).toBe(3);
    expect(document.pageObjectsInFile).toBe(3);
    for (const size of document.pageSizes) {
      expect(size.width).toBeCloseTo(311.81, 2);
      expect(size.height).toBeCloseTo(425.2, 2);
    }
    expect(textsOnPage(document, 1)).toContain('#10234');
    expect(textsOnPage(document, 2)).toEqual(expect.arrayContaining(['#10235', 'Items (9)']));
    expect(textsOnPage(document, 3)).toEqual(expect.arrayContaining(['#10236', 'Items (1)']));
    expect(textsOnPage(document, 3)).not.toContain('#10235');
  });

  it('keeps each label in its own font size: a long label among short ones shrinks alone', async () => {
    const document = await layOut(shippingLabelsDocument([makeOrder(2), makeOrder(9)].map(orderLabelShipment)));
    expect(document.fontSizesInFile).toEqual(expect.arrayContaining([7, 9]));
    expect(shippingLabelsDocument([makeOrder(2), makeOrder(9)].map(orderLabelShipment)).content).toMatchObject([
      { fontSize: 9 },
      { fontSize: 7 },
    ]);
  });

  it('keeps 30 long labels to 30 pages, and refuses to print none', async () => {
    const document = await layOut(
      shippingLabelsDocument(Array.from({ length: 30 }, (_, index) => orderLabelShipment(makeOrder((index % 14) + 1)))),
    );
    expect(document.pageCount).toBe(30);
    expect(() => shippingLabelsDocument([])).toThrow('No shipping labels to print');
  });

  it('is downloaded as one file named after how many labels it holds', () => {
    expect(labelsFileName([orderLabelShipment(makeOrder(1))])).toBe('label-10234.pdf');
    expect(labelsFileName([1, 2, 3].map((count) => orderLabelShipment(makeOrder(count))))).toBe('labels-3.pdf');
  });
});
