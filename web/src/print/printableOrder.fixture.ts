/** Test support: printable orders with realistic text lengths and totals that add up. */
import type { PrintableOrder, PrintableOrderLine } from './printableOrder';

const PRODUCTS = [
  'Keripik Tempe Original 250 gr',
  'Sambal Bawang Pedas Level 5 Botol Kaca 190 ml',
  'Kopi Arabika Gayo Bubuk 500 gr',
  'Madu Hutan Sumbawa Murni 1 kg',
  'Rendang Daging Sapi Kemasan Kaleng 200 gr',
];

export function makeLine(index: number): PrintableOrderLine {
  const quantity = (index % 4) + 1;
  const listPrice = 50_000 + (index % 5) * 25_000;
  const unitPrice = listPrice - (index % 3) * 5_000;
  return {
    sku: `SKU-${String(index + 1).padStart(4, '0')}`,
    name: PRODUCTS[index % PRODUCTS.length] as string,
    quantity,
    unitPrice,
    listPrice,
    linePrice: unitPrice * quantity,
    grossWeightKg: 0.25 + (index % 4) * 0.25,
  };
}

/** An order with the given lines (default: `lineCount` generated ones) and totals computed from them. */
export function makeOrder(
  lineCount: number,
  lines: PrintableOrderLine[] = Array.from({ length: lineCount }, (_, i) => makeLine(i)),
): PrintableOrder {
  const subTotal = lines.reduce((sum, line) => sum + line.linePrice, 0);
  const deliveryFee = 20_000;
  return {
    id: '10234',
    orderDate: '2024-03-05',
    invoiceNumber: 'INV/2024/03/0042',
    customer: { name: 'Siti Rahmawati', companyName: 'Toko Sumber Rejeki', phoneNumber: '+6281234567890' },
    shipTo: {
      address: 'Jl. Cihampelas No. 160, RT 02 RW 05, Kelurahan Cipaganti',
      city: 'Kota Bandung',
      province: 'Jawa Barat',
      postalCode: '40131',
    },
    shipFrom: { name: 'Gudang Jakarta Utara', city: 'Kota Jakarta Utara, DKI Jakarta' },
    courier: { company: 'JNE', serviceName: 'REG' },
    trackingCode: 'JNE0123456789',
    paymentMethod: 'Bank Transfer',
    memo: null,
    lines,
    totals: {
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      subTotal,
      taxPercent: 0,
      tax: 0,
      deliveryFee,
      total: subTotal + deliveryFee,
    },
  };
}
