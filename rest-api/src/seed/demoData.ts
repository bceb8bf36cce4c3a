import { hashPassword } from '../auth/password';
import type { Database, Queryable } from '../db/database';
import { seedDeliveryFees } from './deliveryFees';
import { seedCustomers } from './customers';
import { indonesianLocations } from './locations';
import { seedPromotions } from './promotions';
import { seedProducts } from './products';
import { seedVendors } from './vendors';
import { seedOrders } from './orders';

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** Multiplies the generated rows of the larger tables (warehouses, products, orders…). */
  scale: number;
}

/** Courier companies; id 1 is the default courier (stock adjustments), id 8 is Gojek (instant delivery). */
export const deliveryMethods = [
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

const warehouseSites: Array<[name: string, cityId: number, lat: number, lng: number, address: string, phone: string]> = [
  ['Gudang Muara Baru', 3175, -6.1063, 106.7997, 'Jl. Muara Baru Ujung, Penjaringan', '+62216694512'],
  ['Cold Storage Cakung', 3172, -6.1857, 106.9478, 'Kawasan Industri Pulogadung Blok C', '+62214608871'],
  ['Gudang Kebayoran', 3171, -6.2443, 106.7936, 'Jl. Kebayoran Lama No. 88', '+62217291544'],
  ['Gudang Bekasi Timur', 3275, -6.2486, 107.0156, 'Jl. Cut Mutia No. 17', '+62218801932'],
  ['Cold Storage Tangerang', 3671, -6.1781, 106.6319, 'Jl. Industri Raya Jatake', '+62215902276'],
  ['Gudang Bandung Kota', 3273, -6.9175, 107.6191, 'Jl. Soekarno-Hatta No. 590', '+62227563340'],
  ['Gudang Cirebon Pelabuhan', 3274, -6.7063, 108.5570, 'Jl. Pelabuhan No. 3', '+62231204418'],
  ['Gudang Semarang Tanjung Emas', 3374, -6.9485, 110.4231, 'Jl. Coaster No. 10, Tanjung Emas', '+62243550871'],
  ['Gudang Pati Juwana', 3318, -6.7155, 111.1530, 'Jl. Raya Juwana-Rembang Km 2', '+62295471230'],
  ['Gudang Yogyakarta', 3471, -7.7956, 110.3695, 'Jl. Magelang Km 5', '+62274563901'],
  ['Cold Storage Surabaya Perak', 3578, -7.2089, 112.7340, 'Jl. Perak Timur No. 512', '+62313294410'],
  ['Gudang Sidoarjo', 3515, -7.4478, 112.7183, 'Jl. Raya Buduran No. 21', '+62318961245'],
  ['Gudang Lamongan Brondong', 3524, -6.8700, 112.2851, 'Jl. Raya Brondong No. 7', '+62322661184'],
  ['Gudang Banyuwangi Muncar', 3510, -8.4342, 114.3336, 'Jl. Sampangan, Muncar', '+62333593377'],
  ['Gudang Denpasar Benoa', 5171, -8.7466, 115.2116, 'Jl. Ikan Tuna Raya, Pelabuhan Benoa', '+62361720553'],
  ['Gudang Makassar Paotere', 7371, -5.1156, 119.4218, 'Jl. Sabutung, Paotere', '+62411316620'],
  ['Gudang Bitung', 7172, 1.4404, 125.1217, 'Jl. Samudera, Aertembaga', '+62438321197'],
  ['Gudang Medan Belawan', 1275, 3.7862, 98.6953, 'Jl. Gabion, Belawan', '+62616941275'],
  ['Gudang Balikpapan', 6471, -1.2654, 116.8312, 'Jl. Mulawarman No. 45', '+62542760238'],
  ['Gudang Ambon', 8171, -3.6954, 128.1814, 'Jl. Yos Sudarso, Pelabuhan Ambon', '+62911352204'],
];

export type Seeder = (tx: Queryable, options: SeedOptions) => Promise<void>;

/**
 * Each domain fills its own table when that table is empty, in this order (later ones refer to
 * earlier ones). A database created before a domain existed gets that domain's demo rows on the next
 * start; nothing is ever seeded twice. Add a domain with one line here and a seeder in its own file.
 */
const seeders: Array<[table: string, seed: Seeder]> = [
  ['users', seedAdmin],
  ['provinces', insertLocations],
  ['delivery_methods', seedDeliveryMethods],
  ['warehouses', insertWarehouses],
  ['vendors', seedVendors],
  ['customers', seedCustomers],
  ['delivery_fees', seedDeliveryFees],
  ['products', seedProducts],
  ['promotions', seedPromotions],
  ['orders', seedOrders],
];

export async function seedDemoData(db: Database, options: SeedOptions): Promise<string[]> {
  const seeded: string[] = [];
  for (const [table, seed] of seeders) {
    const [existing] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    if (existing!.count > 0) continue;
    await db.transaction((tx) => seed(tx, options));
    seeded.push(table);
  }
  return seeded;
}

async function seedAdmin(tx: Queryable, options: SeedOptions) {
  const passwordHash = await hashPassword(options.adminPassword);
  await tx.query('INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)', [options.adminEmail, 'Admin', passwordHash]);
}

async function seedDeliveryMethods(tx: Queryable) {
  for (const [index, company] of deliveryMethods.entries()) {
    await tx.query('INSERT INTO delivery_methods (id, courier_company) VALUES ($1, $2)', [index + 1, company]);
  }
}

async function insertLocations(tx: Queryable) {
  for (const province of indonesianLocations) {
    await tx.query('INSERT INTO provinces (province_id, name) VALUES ($1, $2)', [province.id, province.name]);
    for (const city of province.cities) {
      await tx.query('INSERT INTO cities (city_id, province_id, name, type) VALUES ($1, $2, $3, $4)', [
        city.id,
        province.id,
        city.name,
        city.type,
      ]);
    }
  }
}

async function insertWarehouses(tx: Queryable, { scale }: SeedOptions) {
  for (let round = 0; round < Math.max(1, scale); round++) {
    for (const [index, [name, cityId, lat, lng, address, phone]] of warehouseSites.entries()) {
      await tx.query(
        `INSERT INTO warehouses (location_name, latitude, longitude, address_line1, city_id, phone_number, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [round === 0 ? name : `${name} ${round + 1}`, lat, lng, address, cityId, phone, index % 7 !== 6],
      );
    }
  }
}
