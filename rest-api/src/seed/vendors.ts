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

/** Suppliers of fish, seafood and dry goods; each company's e-mail domain follows its name. */
const companies = [
  'CV Bahari Laut Jaya',
  'PT Samudera Segar Abadi',
  'UD Sumber Rejeki',
  'PT Mina Nusantara',
  'CV Tuna Mas',
  'UD Ikan Segar Makmur',
  'PT Cakalang Timur',
  'CV Udang Windu Sejahtera',
  'PT Kemasan Prima',
  'UD Garam Madura',
  'PT Es Kristal Dingin',
  'CV Rumput Laut Lestari',
  'PT Bumbu Dapur Nusantara',
  'UD Kepiting Bakau',
  'PT Cold Chain Logistik',
  'CV Tambak Sidoarjo',
  'PT Nelayan Bersatu',
  'UD Cumi Jaya',
  'PT Plastik Vakum Indah',
  'CV Sambal Bu Rudy Supply',
  'PT Kerapu Bali',
  'UD Teri Medan',
  'PT Bandeng Presto Juwana',
  'CV Kakap Merah Makassar',
  'PT Label Cetak Cemerlang',
  'UD Kerang Hijau Cilincing',
  'PT Minyak Goreng Sawit',
  'CV Bawang Brebes',
  'PT Kardus Kuat Sentosa',
  'UD Lobster Lombok',
];

const banks: Array<[bank: string, branch: string, digits: number]> = [
  ['BCA', 'KCU Sudirman', 10],
  ['Mandiri', 'KCP Muara Karang', 13],
  ['BNI', 'KC Tanjung Perak', 10],
  ['BRI', 'KCP Sidoarjo', 15],
  ['CIMB Niaga', 'KC Bandung Braga', 13],
  ['BSI', 'KCP Denpasar', 10],
];

const domainOf = (company: string) =>
  company
    .replace(/^(PT|CV|UD) /, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '') + '.co.id';

/** About 30 vendors a scale unit, spread over the addresses, deterministic. */
export async function seedVendors(tx: Queryable, { scale }: SeedOptions) {
  for (let round = 0; round < Math.max(1, scale); round++) {
    for (const [index, company] of companies.entries()) {
      const n = round * companies.length + index;
      const female = n % 3 === 1;
      const firstName = (female ? femaleFirstNames : maleFirstNames)[n % 15]!;
      const middleName = n % 4 === 0 ? middleNames[n % middleNames.length]! : null;
      const lastName = n % 7 === 5 ? null : lastNames[(n * 5) % lastNames.length]!;
      const [cityId, postalCode, street] = addresses[(n * 3) % addresses.length]!;
      const [bank, branch, digits] = banks[n % banks.length]!;
      const accountNumber = String(10 ** (digits - 1) + n * 7_654_321);
      const name = round === 0 ? company : `${company} ${round + 1}`;
      await tx.query(
        `INSERT INTO vendors (company_name, first_name, middle_name, last_name, gender, email, phone_number, address,
                              account_name, account_number, bank_branch, bank_name, province_id, city_id, postal_code, tax_status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, (SELECT province_id FROM cities WHERE city_id = $13), $13, $14, $15)`,
        [
          name,
          firstName,
          middleName,
          lastName,
          female ? 1 : 0,
          emailOf(firstName, lastName, domainOf(company)),
          mobileNumber(n, n % 2 === 0 ? '812' : '857'),
          `${street} No. ${(n % 90) + 1}`,
          name,
          accountNumber,
          branch,
          bank,
          cityId,
          postalCode,
          n % 5 === 2 ? 'Non PKP' : 'PKP',
        ],
      );
    }
  }
}
