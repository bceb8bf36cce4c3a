/** Names, addresses and phone numbers that look Indonesian, for the vendor and customer demo data. */

export const maleFirstNames = [
  'Budi',
  'Agus',
  'Hendra',
  'Joko',
  'Rudi',
  'Andi',
  'Dedi',
  'Bambang',
  'Yusuf',
  'Rizky',
  'Fajar',
  'Imam',
  'Wahyu',
  'Eko',
  'Teguh',
];
export const femaleFirstNames = [
  'Siti',
  'Dewi',
  'Rina',
  'Ayu',
  'Putri',
  'Wulan',
  'Indah',
  'Lestari',
  'Ratna',
  'Nur',
  'Fitri',
  'Maya',
  'Yuliana',
  'Sri',
  'Kartika',
];
export const middleNames = ['Adi', 'Dwi', 'Tri', 'Eka', 'Sari', 'Nur', 'Putra', 'Wati'];
export const lastNames = [
  'Santoso',
  'Wijaya',
  'Saputra',
  'Hidayat',
  'Kusuma',
  'Pratama',
  'Siregar',
  'Nasution',
  'Simanjuntak',
  'Halim',
  'Gunawan',
  'Setiawan',
  'Susanto',
  'Lubis',
  'Wibowo',
  'Rahman',
  'Purnomo',
  'Harahap',
];

/** Cities (BPS ids) with a postal code of theirs and a street in them. */
export const addresses: Array<[cityId: number, postalCode: string, street: string]> = [
  [3175, '14440', 'Jl. Muara Baru Raya'],
  [3171, '12190', 'Jl. Senopati'],
  [3172, '13210', 'Jl. Pemuda'],
  [3173, '10110', 'Jl. Kramat Raya'],
  [3174, '11470', 'Jl. Daan Mogot'],
  [3273, '40115', 'Jl. Braga'],
  [3275, '17141', 'Jl. Ahmad Yani'],
  [3276, '16424', 'Jl. Margonda Raya'],
  [3671, '15111', 'Jl. Jenderal Sudirman'],
  [3674, '15310', 'Jl. Pahlawan Seribu'],
  [3374, '50132', 'Jl. Pandanaran'],
  [3372, '57111', 'Jl. Slamet Riyadi'],
  [3471, '55271', 'Jl. Malioboro'],
  [3404, '55281', 'Jl. Kaliurang'],
  [3578, '60175', 'Jl. Kembang Jepun'],
  [3515, '61213', 'Jl. Raya Buduran'],
  [3573, '65111', 'Jl. Ijen'],
  [5171, '80113', 'Jl. Gajah Mada'],
  [5103, '80361', 'Jl. Raya Kuta'],
  [7371, '90174', 'Jl. Somba Opu'],
  [1275, '20212', 'Jl. Gatot Subroto'],
  [6471, '76112', 'Jl. Jenderal Sudirman'],
];

/** A mobile number in international form, the same for the same index. */
export function mobileNumber(index: number, prefix: string): string {
  return `+62${prefix}${String(1_000_000 + ((index * 7_919 + 3_571) % 9_000_000)).padStart(7, '0')}`;
}

/** An e-mail address of the form first.last@domain in lower case. */
export function emailOf(firstName: string, lastName: string | null, domain: string): string {
  return `${[firstName, lastName].filter(Boolean).join('.').toLowerCase()}@${domain}`;
}
