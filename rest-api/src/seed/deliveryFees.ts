import type { Queryable } from '../db/database';
import type { SeedOptions } from './options';

/** Courier companies; id 1 is the default courier (stock adjustments), id 8 is Gojek (instant delivery). */
const deliveryMethods = [
  'Kurir Internal',
  'JNE',
  'J&T Express',
  'SiCepat',
  'TIKI',
  'POS Indonesia',
  'AnterAja',
  'Gojek',
  'Grab Express',
  'Lalamove',
  'Paxel',
  'Ninja Xpress',
];

const DOMESTIC = 0;
const INTERNATIONAL = 1;

const trackingSites: Record<string, string> = {
  'Kurir Internal': 'https://kurir.example.com/lacak',
  JNE: 'https://www.jne.co.id/tracking-package',
  'J&T Express': 'https://jet.co.id/track',
  SiCepat: 'https://www.sicepat.com/checkAwb',
  TIKI: 'https://www.tiki.id/id/track',
  'POS Indonesia': 'https://www.posindonesia.co.id/id/tracking',
  AnterAja: 'https://anteraja.id/tracking',
  Gojek: 'https://www.gojek.com/gosend',
  'Grab Express': 'https://www.grab.com/id/express',
  Lalamove: 'https://www.lalamove.com/id',
  Paxel: 'https://paxel.co/id/track',
  'Ninja Xpress': 'https://www.ninjaxpress.co/id-id/tracking',
};

/** Services between the warehouses' cities and common destinations; fees in whole rupiah (unit fee per kg). */
const fees: Array<
  [courier: string, code: string, type: number, fee: number, unitFee: number, origin: number, destination: number]
> = [
  ['JNE', 'REG', DOMESTIC, 9000, 9000, 3175, 3273],
  ['JNE', 'YES', DOMESTIC, 18000, 16000, 3175, 3578],
  ['JNE', 'OKE', DOMESTIC, 7000, 6000, 3578, 3515],
  ['JNE', 'INTL', INTERNATIONAL, 250000, 180000, 3175, 2171],
  ['J&T Express', 'EZ', DOMESTIC, 10000, 10000, 3175, 3374],
  ['J&T Express', 'EZ', DOMESTIC, 12000, 11000, 3578, 5171],
  ['SiCepat', 'REG', DOMESTIC, 9000, 8000, 3175, 3471],
  ['SiCepat', 'BEST', DOMESTIC, 16000, 15000, 3175, 3578],
  ['SiCepat', 'GOKIL', DOMESTIC, 60000, 7000, 3578, 7371],
  ['TIKI', 'REG', DOMESTIC, 25000, 24000, 3175, 1275],
  ['TIKI', 'ONS', DOMESTIC, 20000, 18000, 3175, 3273],
  ['POS Indonesia', 'Pos Kilat Khusus', DOMESTIC, 30000, 28000, 3175, 8171],
  ['POS Indonesia', 'EMS', INTERNATIONAL, 310000, 210000, 3578, 2171],
  ['AnterAja', 'REG', DOMESTIC, 8000, 8000, 3171, 3204],
  ['AnterAja', 'NEXTDAY', DOMESTIC, 17000, 15000, 3171, 3578],
  ['Gojek', 'Instant', DOMESTIC, 25000, 0, 3175, 3171],
  ['Gojek', 'SameDay', DOMESTIC, 20000, 0, 3175, 3172],
  ['Grab Express', 'Instant', DOMESTIC, 24000, 0, 3171, 3173],
  ['Grab Express', 'SameDay', DOMESTIC, 19000, 0, 3171, 3276],
  ['Lalamove', 'Van', DOMESTIC, 150000, 0, 3175, 3275],
  ['Paxel', 'Sameday', DOMESTIC, 22000, 12000, 3175, 3671],
  ['Ninja Xpress', 'Standard', DOMESTIC, 11000, 10000, 3578, 3510],
  ['Ninja Xpress', 'Standard', DOMESTIC, 9000, 8000, 3374, 3318],
  ['Kurir Internal', 'Cold Chain', DOMESTIC, 50000, 5000, 3175, 3172],
];

/** About two pages of courier fees (15 a page), a few switched off. */
export async function seedDeliveryFees(tx: Queryable, { scale }: SeedOptions) {
  for (let round = 0; round < Math.max(1, scale); round++) {
    for (const [index, [courier, code, type, fee, unitFee, origin, destination]] of fees.entries()) {
      await tx.query(
        `INSERT INTO delivery_fees (delivery_method_id, code, delivery_type, fees, unit_fees, origins, destination, website, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          deliveryMethods.indexOf(courier) + 1,
          round === 0 ? code : `${code} ${round + 1}`,
          type,
          fee,
          unitFee,
          origin,
          destination,
          trackingSites[courier],
          index % 7 !== 6,
        ],
      );
    }
  }
}

export async function seedDeliveryMethods(tx: Queryable) {
  for (const [index, company] of deliveryMethods.entries()) {
    await tx.query('INSERT INTO delivery_methods (id, courier_company) VALUES ($1, $2)', [index + 1, company]);
  }
}
