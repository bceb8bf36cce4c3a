import type { CityType } from '../core/schemas';
import type { Queryable } from '../db/database';

// Province and city/regency ids follow BPS (Badan Pusat Statistik) numbering.

interface CitySeed {
  id: number;
  name: string;
  type: CityType;
}

interface ProvinceSeed {
  id: number;
  name: string;
  cities: CitySeed[];
}

const indonesianLocations: ProvinceSeed[] = [
  {
    id: 11,
    name: 'Aceh',
    cities: [
      { id: 1108, name: 'Aceh Besar', type: 'Kabupaten' },
      { id: 1111, name: 'Aceh Utara', type: 'Kabupaten' },
      { id: 1171, name: 'Banda Aceh', type: 'Kota' },
      { id: 1172, name: 'Sabang', type: 'Kota' },
    ],
  },
  {
    id: 12,
    name: 'Sumatera Utara',
    cities: [
      { id: 1208, name: 'Asahan', type: 'Kabupaten' },
      { id: 1209, name: 'Simalungun', type: 'Kabupaten' },
      { id: 1212, name: 'Deli Serdang', type: 'Kabupaten' },
      { id: 1213, name: 'Langkat', type: 'Kabupaten' },
      { id: 1271, name: 'Sibolga', type: 'Kota' },
      { id: 1273, name: 'Pematangsiantar', type: 'Kota' },
      { id: 1275, name: 'Medan', type: 'Kota' },
      { id: 1276, name: 'Binjai', type: 'Kota' },
    ],
  },
  {
    id: 13,
    name: 'Sumatera Barat',
    cities: [
      { id: 1302, name: 'Pesisir Selatan', type: 'Kabupaten' },
      { id: 1371, name: 'Padang', type: 'Kota' },
      { id: 1375, name: 'Bukittinggi', type: 'Kota' },
    ],
  },
  {
    id: 14,
    name: 'Riau',
    cities: [
      { id: 1403, name: 'Indragiri Hilir', type: 'Kabupaten' },
      { id: 1408, name: 'Bengkalis', type: 'Kabupaten' },
      { id: 1471, name: 'Pekanbaru', type: 'Kota' },
      { id: 1473, name: 'Dumai', type: 'Kota' },
    ],
  },
  {
    id: 15,
    name: 'Jambi',
    cities: [
      { id: 1506, name: 'Tanjung Jabung Timur', type: 'Kabupaten' },
      { id: 1571, name: 'Jambi', type: 'Kota' },
      { id: 1572, name: 'Sungai Penuh', type: 'Kota' },
    ],
  },
  {
    id: 16,
    name: 'Sumatera Selatan',
    cities: [
      { id: 1602, name: 'Ogan Komering Ilir', type: 'Kabupaten' },
      { id: 1607, name: 'Banyuasin', type: 'Kabupaten' },
      { id: 1671, name: 'Palembang', type: 'Kota' },
      { id: 1674, name: 'Lubuklinggau', type: 'Kota' },
    ],
  },
  {
    id: 17,
    name: 'Bengkulu',
    cities: [
      { id: 1701, name: 'Bengkulu Selatan', type: 'Kabupaten' },
      { id: 1703, name: 'Bengkulu Utara', type: 'Kabupaten' },
      { id: 1771, name: 'Bengkulu', type: 'Kota' },
    ],
  },
  {
    id: 18,
    name: 'Lampung',
    cities: [
      { id: 1803, name: 'Lampung Selatan', type: 'Kabupaten' },
      { id: 1804, name: 'Lampung Timur', type: 'Kabupaten' },
      { id: 1871, name: 'Bandar Lampung', type: 'Kota' },
      { id: 1872, name: 'Metro', type: 'Kota' },
    ],
  },
  {
    id: 19,
    name: 'Kepulauan Bangka Belitung',
    cities: [
      { id: 1901, name: 'Bangka', type: 'Kabupaten' },
      { id: 1902, name: 'Belitung', type: 'Kabupaten' },
      { id: 1971, name: 'Pangkalpinang', type: 'Kota' },
    ],
  },
  {
    id: 21,
    name: 'Kepulauan Riau',
    cities: [
      { id: 2101, name: 'Karimun', type: 'Kabupaten' },
      { id: 2103, name: 'Natuna', type: 'Kabupaten' },
      { id: 2171, name: 'Batam', type: 'Kota' },
      { id: 2172, name: 'Tanjungpinang', type: 'Kota' },
    ],
  },
  {
    id: 31,
    name: 'DKI Jakarta',
    cities: [
      { id: 3101, name: 'Kepulauan Seribu', type: 'Kabupaten' },
      { id: 3171, name: 'Jakarta Selatan', type: 'Kota' },
      { id: 3172, name: 'Jakarta Timur', type: 'Kota' },
      { id: 3173, name: 'Jakarta Pusat', type: 'Kota' },
      { id: 3174, name: 'Jakarta Barat', type: 'Kota' },
      { id: 3175, name: 'Jakarta Utara', type: 'Kota' },
    ],
  },
  {
    id: 32,
    name: 'Jawa Barat',
    cities: [
      { id: 3201, name: 'Bogor', type: 'Kabupaten' },
      { id: 3204, name: 'Bandung', type: 'Kabupaten' },
      { id: 3212, name: 'Indramayu', type: 'Kabupaten' },
      { id: 3216, name: 'Bekasi', type: 'Kabupaten' },
      { id: 3271, name: 'Bogor', type: 'Kota' },
      { id: 3273, name: 'Bandung', type: 'Kota' },
      { id: 3274, name: 'Cirebon', type: 'Kota' },
      { id: 3275, name: 'Bekasi', type: 'Kota' },
      { id: 3276, name: 'Depok', type: 'Kota' },
    ],
  },
  {
    id: 33,
    name: 'Jawa Tengah',
    cities: [
      { id: 3301, name: 'Cilacap', type: 'Kabupaten' },
      { id: 3317, name: 'Rembang', type: 'Kabupaten' },
      { id: 3318, name: 'Pati', type: 'Kabupaten' },
      { id: 3320, name: 'Jepara', type: 'Kabupaten' },
      { id: 3372, name: 'Surakarta', type: 'Kota' },
      { id: 3374, name: 'Semarang', type: 'Kota' },
      { id: 3375, name: 'Pekalongan', type: 'Kota' },
      { id: 3376, name: 'Tegal', type: 'Kota' },
    ],
  },
  {
    id: 34,
    name: 'DI Yogyakarta',
    cities: [
      { id: 3401, name: 'Kulon Progo', type: 'Kabupaten' },
      { id: 3402, name: 'Bantul', type: 'Kabupaten' },
      { id: 3403, name: 'Gunungkidul', type: 'Kabupaten' },
      { id: 3404, name: 'Sleman', type: 'Kabupaten' },
      { id: 3471, name: 'Yogyakarta', type: 'Kota' },
    ],
  },
  {
    id: 35,
    name: 'Jawa Timur',
    cities: [
      { id: 3507, name: 'Malang', type: 'Kabupaten' },
      { id: 3510, name: 'Banyuwangi', type: 'Kabupaten' },
      { id: 3515, name: 'Sidoarjo', type: 'Kabupaten' },
      { id: 3523, name: 'Tuban', type: 'Kabupaten' },
      { id: 3524, name: 'Lamongan', type: 'Kabupaten' },
      { id: 3525, name: 'Gresik', type: 'Kabupaten' },
      { id: 3573, name: 'Malang', type: 'Kota' },
      { id: 3574, name: 'Probolinggo', type: 'Kota' },
      { id: 3578, name: 'Surabaya', type: 'Kota' },
    ],
  },
  {
    id: 36,
    name: 'Banten',
    cities: [
      { id: 3601, name: 'Pandeglang', type: 'Kabupaten' },
      { id: 3602, name: 'Lebak', type: 'Kabupaten' },
      { id: 3603, name: 'Tangerang', type: 'Kabupaten' },
      { id: 3604, name: 'Serang', type: 'Kabupaten' },
      { id: 3671, name: 'Tangerang', type: 'Kota' },
      { id: 3672, name: 'Cilegon', type: 'Kota' },
      { id: 3673, name: 'Serang', type: 'Kota' },
      { id: 3674, name: 'Tangerang Selatan', type: 'Kota' },
    ],
  },
  {
    id: 51,
    name: 'Bali',
    cities: [
      { id: 5101, name: 'Jembrana', type: 'Kabupaten' },
      { id: 5102, name: 'Tabanan', type: 'Kabupaten' },
      { id: 5103, name: 'Badung', type: 'Kabupaten' },
      { id: 5104, name: 'Gianyar', type: 'Kabupaten' },
      { id: 5105, name: 'Klungkung', type: 'Kabupaten' },
      { id: 5106, name: 'Bangli', type: 'Kabupaten' },
      { id: 5107, name: 'Karangasem', type: 'Kabupaten' },
      { id: 5108, name: 'Buleleng', type: 'Kabupaten' },
      { id: 5171, name: 'Denpasar', type: 'Kota' },
    ],
  },
  {
    id: 52,
    name: 'Nusa Tenggara Barat',
    cities: [
      { id: 5201, name: 'Lombok Barat', type: 'Kabupaten' },
      { id: 5204, name: 'Sumbawa', type: 'Kabupaten' },
      { id: 5271, name: 'Mataram', type: 'Kota' },
      { id: 5272, name: 'Bima', type: 'Kota' },
    ],
  },
  {
    id: 53,
    name: 'Nusa Tenggara Timur',
    cities: [
      { id: 5303, name: 'Kupang', type: 'Kabupaten' },
      { id: 5310, name: 'Sikka', type: 'Kabupaten' },
      { id: 5315, name: 'Manggarai Barat', type: 'Kabupaten' },
      { id: 5371, name: 'Kupang', type: 'Kota' },
    ],
  },
  {
    id: 61,
    name: 'Kalimantan Barat',
    cities: [
      { id: 6101, name: 'Sambas', type: 'Kabupaten' },
      { id: 6106, name: 'Ketapang', type: 'Kabupaten' },
      { id: 6171, name: 'Pontianak', type: 'Kota' },
      { id: 6172, name: 'Singkawang', type: 'Kota' },
    ],
  },
  {
    id: 62,
    name: 'Kalimantan Tengah',
    cities: [
      { id: 6201, name: 'Kotawaringin Barat', type: 'Kabupaten' },
      { id: 6202, name: 'Kotawaringin Timur', type: 'Kabupaten' },
      { id: 6271, name: 'Palangka Raya', type: 'Kota' },
    ],
  },
  {
    id: 63,
    name: 'Kalimantan Selatan',
    cities: [
      { id: 6302, name: 'Kotabaru', type: 'Kabupaten' },
      { id: 6310, name: 'Tanah Bumbu', type: 'Kabupaten' },
      { id: 6371, name: 'Banjarmasin', type: 'Kota' },
      { id: 6372, name: 'Banjarbaru', type: 'Kota' },
    ],
  },
  {
    id: 64,
    name: 'Kalimantan Timur',
    cities: [
      { id: 6403, name: 'Kutai Kartanegara', type: 'Kabupaten' },
      { id: 6405, name: 'Berau', type: 'Kabupaten' },
      { id: 6471, name: 'Balikpapan', type: 'Kota' },
      { id: 6472, name: 'Samarinda', type: 'Kota' },
    ],
  },
  {
    id: 65,
    name: 'Kalimantan Utara',
    cities: [
      { id: 6502, name: 'Bulungan', type: 'Kabupaten' },
      { id: 6504, name: 'Nunukan', type: 'Kabupaten' },
      { id: 6571, name: 'Tarakan', type: 'Kota' },
    ],
  },
  {
    id: 71,
    name: 'Sulawesi Utara',
    cities: [
      { id: 7102, name: 'Minahasa', type: 'Kabupaten' },
      { id: 7106, name: 'Minahasa Utara', type: 'Kabupaten' },
      { id: 7171, name: 'Manado', type: 'Kota' },
      { id: 7172, name: 'Bitung', type: 'Kota' },
    ],
  },
  {
    id: 72,
    name: 'Sulawesi Tengah',
    cities: [
      { id: 7202, name: 'Banggai', type: 'Kabupaten' },
      { id: 7205, name: 'Donggala', type: 'Kabupaten' },
      { id: 7271, name: 'Palu', type: 'Kota' },
    ],
  },
  {
    id: 73,
    name: 'Sulawesi Selatan',
    cities: [
      { id: 7301, name: 'Kepulauan Selayar', type: 'Kabupaten' },
      { id: 7302, name: 'Bulukumba', type: 'Kabupaten' },
      { id: 7305, name: 'Takalar', type: 'Kabupaten' },
      { id: 7306, name: 'Gowa', type: 'Kabupaten' },
      { id: 7315, name: 'Pinrang', type: 'Kabupaten' },
      { id: 7371, name: 'Makassar', type: 'Kota' },
      { id: 7372, name: 'Parepare', type: 'Kota' },
      { id: 7373, name: 'Palopo', type: 'Kota' },
    ],
  },
  {
    id: 74,
    name: 'Sulawesi Tenggara',
    cities: [
      { id: 7401, name: 'Buton', type: 'Kabupaten' },
      { id: 7407, name: 'Wakatobi', type: 'Kabupaten' },
      { id: 7471, name: 'Kendari', type: 'Kota' },
      { id: 7472, name: 'Baubau', type: 'Kota' },
    ],
  },
  {
    id: 75,
    name: 'Gorontalo',
    cities: [
      { id: 7502, name: 'Gorontalo', type: 'Kabupaten' },
      { id: 7505, name: 'Gorontalo Utara', type: 'Kabupaten' },
      { id: 7571, name: 'Gorontalo', type: 'Kota' },
    ],
  },
  {
    id: 76,
    name: 'Sulawesi Barat',
    cities: [
      { id: 7601, name: 'Majene', type: 'Kabupaten' },
      { id: 7604, name: 'Mamuju', type: 'Kabupaten' },
    ],
  },
  {
    id: 81,
    name: 'Maluku',
    cities: [
      { id: 8103, name: 'Maluku Tengah', type: 'Kabupaten' },
      { id: 8105, name: 'Kepulauan Aru', type: 'Kabupaten' },
      { id: 8171, name: 'Ambon', type: 'Kota' },
      { id: 8172, name: 'Tual', type: 'Kota' },
    ],
  },
  {
    id: 82,
    name: 'Maluku Utara',
    cities: [
      { id: 8204, name: 'Halmahera Selatan', type: 'Kabupaten' },
      { id: 8271, name: 'Ternate', type: 'Kota' },
      { id: 8272, name: 'Tidore Kepulauan', type: 'Kota' },
    ],
  },
  {
    id: 91,
    name: 'Papua Barat',
    cities: [
      { id: 9101, name: 'Fakfak', type: 'Kabupaten' },
      { id: 9102, name: 'Kaimana', type: 'Kabupaten' },
      { id: 9105, name: 'Manokwari', type: 'Kabupaten' },
    ],
  },
  {
    id: 92,
    name: 'Papua Barat Daya',
    cities: [
      { id: 9202, name: 'Sorong', type: 'Kabupaten' },
      { id: 9271, name: 'Sorong', type: 'Kota' },
    ],
  },
  {
    id: 94,
    name: 'Papua',
    cities: [
      { id: 9403, name: 'Jayapura', type: 'Kabupaten' },
      { id: 9409, name: 'Biak Numfor', type: 'Kabupaten' },
      { id: 9471, name: 'Jayapura', type: 'Kota' },
    ],
  },
  {
    id: 95,
    name: 'Papua Selatan',
    cities: [
      { id: 9501, name: 'Merauke', type: 'Kabupaten' },
      { id: 9504, name: 'Asmat', type: 'Kabupaten' },
    ],
  },
  {
    id: 96,
    name: 'Papua Tengah',
    cities: [
      { id: 9601, name: 'Nabire', type: 'Kabupaten' },
      { id: 9604, name: 'Mimika', type: 'Kabupaten' },
    ],
  },
  {
    id: 97,
    name: 'Papua Pegunungan',
    cities: [
      { id: 9701, name: 'Jayawijaya', type: 'Kabupaten' },
      { id: 9704, name: 'Tolikara', type: 'Kabupaten' },
    ],
  },
];

export async function seedLocations(tx: Queryable) {
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
