import type { CustomerType } from '../core/schemas';
import type { Queryable } from '../db/database';
import {
  addresses,
  emailOf,
  femaleFirstNames,
  lastNames,
  maleFirstNames,
  middleNames,
  mobileNumber,
} from './indonesianPeople';
import type { SeedOptions } from './options';

/** Companies buying by type; individuals (the rest) buy for themselves. */
const companiesByType: Array<[CustomerType, string[]]> = [
  [
    'retailer',
    [
      'Toko Sembako Makmur',
      'Minimarket Sinar Jaya',
      'Toko Frozen Food Bunda',
      'Pasar Segar Kemang',
      'Toko Ikan Pak Darto',
      'Swalayan Mitra',
      'Toko Seafood Kita',
      'Warung Bu Ratna',
    ],
  ],
  [
    'online_retailer',
    ['Lautku Online', 'Frozenmart.id', 'Dapur Seafood Store', 'Ikanku Shop', 'Segar Kirim', 'Bahari Mart Online'],
  ],
  [
    'reseller',
    [
      'CV Mitra Boga',
      'UD Berkah Laut',
      'CV Reseller Frozen Semarang',
      'CV Nusa Pangan',
      'UD Sentosa Abadi',
      'CV Dapur Ibu',
    ],
  ],
  [
    'wholesaler',
    [
      'PT Grosir Pangan Nusantara',
      'CV Distribusi Seafood Jatim',
      'PT Sinar Grosir Medan',
      'UD Grosir Laut Makassar',
      'PT Pangan Sejahtera Bali',
    ],
  ],
  [
    'stockist',
    ['CV Stokis Bandung', 'PT Stokis Surabaya Raya', 'UD Stokis Jogja', 'CV Stokis Bekasi', 'PT Stokis Denpasar'],
  ],
];
const INDIVIDUALS = 15;

const customers: Array<[CustomerType, string | null]> = [
  ...companiesByType.flatMap(([type, names]) => names.map((name): [CustomerType, string] => [type, name])),
  ...Array.from({ length: INDIVIDUALS }, (): [CustomerType, null] => ['individual', null]),
];

/** About 45 customers a scale unit over every customer type and many addresses, deterministic. */
export async function seedCustomers(tx: Queryable, { scale }: SeedOptions) {
  const total = customers.length;
  for (let round = 0; round < Math.max(1, scale); round++) {
    for (let index = 0; index < total; index++) {
      // 17 and 45 share no divisor: every customer once, types interleaved in the default order.
      const [type, company] = customers[(index * 17) % total]!;
      const n = round * total + index;
      const female = n % 2 === 1;
      const firstName = (female ? femaleFirstNames : maleFirstNames)[(n * 7) % 15]!;
      const middleName = n % 5 === 0 ? middleNames[n % middleNames.length]! : null;
      const lastName = n % 6 === 4 ? null : lastNames[(n * 11) % lastNames.length]!;
      const [cityId, postalCode, street] = addresses[(n * 5) % addresses.length]!;
      const companyName = company && round > 0 ? `${company} ${round + 1}` : company;
      // Companies with a legal form send invoices to their office, elsewhere in the same city.
      const invoiced = company !== null && /^(PT|CV|UD) /.test(company);
      const taxStatus = company?.startsWith('PT ') || (invoiced && n % 2 === 0) ? 'PKP' : 'Non PKP';
      const email = emailOf(
        firstName,
        lastName,
        company
          ? `${company
              .toLowerCase()
              .replace(/^(pt|cv|ud) /, '')
              .replace(/[^a-z]+/g, '')}.com`
          : 'gmail.com',
      );
      await tx.query(
        `INSERT INTO customers (company_name, first_name, middle_name, last_name, tax_status, type, email, contact_no, gender,
                                address_line1, province_id, city_id, postal_code, invoice_address, invoice_province, invoice_city)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, (SELECT province_id FROM cities WHERE city_id = $11), $11, $12, $13,
                 (SELECT province_id FROM cities WHERE city_id = $14), $14)`,
        [
          companyName,
          firstName,
          middleName,
          lastName,
          taxStatus,
          type,
          email,
          mobileNumber(n + 500, n % 3 === 0 ? '813' : '878'),
          female ? 1 : 0,
          `${street} No. ${(n % 120) + 1}`,
          cityId,
          postalCode,
          invoiced ? `Kantor ${companyName}, ${street} No. ${(n % 40) + 200}` : null,
          invoiced ? cityId : null,
        ],
      );
    }
  }
}
