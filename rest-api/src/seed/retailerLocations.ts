import type { Queryable } from '../db/database';

interface DemoRetailer {
  /** The demo customer (seed/customers.ts) whose shop it is, by company name. */
  customer: string;
  retailType: string;
  displayName: string;
  website: string | null;
  whatsapp: string | null;
  hours: string;
  phone: string;
  address: string | null;
  latitude: number;
  longitude: number;
  /** Days ago it was added, so the newest-first list has a fixed order. */
  daysAgo: number;
}

const retailers: DemoRetailer[] = [
  {
    customer: 'Pasar Segar Kemang',
    retailType: 'Supermarket',
    displayName: 'Pasar Segar Kemang',
    website: 'https://pasarsegarkemang.co.id',
    whatsapp: 'https://wa.me/6281287654301',
    hours: 'Senin–Minggu 07.00–22.00',
    phone: '+62217194455',
    address: 'Jl. Kemang Raya No. 8, Bangka, Mampang Prapatan, Jakarta Selatan 12730',
    latitude: -6.2607,
    longitude: 106.8137,
    daysAgo: 120,
  },
  {
    customer: 'Swalayan Mitra',
    retailType: 'Supermarket',
    displayName: 'Swalayan Mitra Kelapa Gading',
    website: 'https://swalayanmitra.com',
    whatsapp: 'https://wa.me/6281311220987',
    hours: 'Senin–Minggu 08.00–21.00',
    phone: '+62214521876',
    address: 'Jl. Boulevard Raya Blok QJ No. 12, Kelapa Gading, Jakarta Utara 14240',
    latitude: -6.1588,
    longitude: 106.9057,
    daysAgo: 110,
  },
  {
    customer: 'Swalayan Mitra',
    retailType: 'Supermarket',
    displayName: 'Swalayan Mitra Dago',
    website: 'https://swalayanmitra.com',
    whatsapp: 'https://wa.me/6281311220988',
    hours: 'Senin–Minggu 08.00–21.00',
    phone: '+62222503311',
    address: 'Jl. Ir. H. Juanda No. 145, Dago, Coblong, Bandung 40135',
    latitude: -6.8856,
    longitude: 107.6138,
    daysAgo: 95,
  },
  {
    customer: 'Toko Ikan Pak Darto',
    retailType: 'Toko',
    displayName: 'Toko Ikan Pak Darto',
    website: null,
    whatsapp: 'https://wa.me/6285711904432',
    hours: 'Senin–Sabtu 06.00–14.00',
    phone: '+6285711904432',
    address: 'Jl. Muara Baru Raya No. 41, Penjaringan, Jakarta Utara 14440',
    latitude: -6.1066,
    longitude: 106.804,
    daysAgo: 88,
  },
  {
    customer: 'Minimarket Sinar Jaya',
    retailType: 'Minimarket',
    displayName: 'Sinar Jaya Kembang Jepun',
    website: null,
    whatsapp: 'https://wa.me/6281233450761',
    hours: 'Senin–Sabtu 08.00–21.00',
    phone: '+62313551209',
    address: 'Jl. Kembang Jepun No. 67, Bongkaran, Pabean Cantikan, Surabaya 60161',
    latitude: -7.2379,
    longitude: 112.7378,
    daysAgo: 76,
  },
  {
    customer: 'Toko Seafood Kita',
    retailType: 'Toko',
    displayName: 'Seafood Kita Tunjungan',
    website: 'https://seafoodkita.id',
    whatsapp: 'https://wa.me/6281335508812',
    hours: 'Selasa–Minggu 09.00–20.00',
    phone: '+62315342870',
    address: 'Jl. Tunjungan No. 23, Genteng, Surabaya 60275',
    latitude: -7.2626,
    longitude: 112.7393,
    daysAgo: 64,
  },
  {
    customer: 'Toko Frozen Food Bunda',
    retailType: 'Toko',
    displayName: 'Frozen Food Bunda Braga',
    website: null,
    whatsapp: 'https://wa.me/6282118872340',
    hours: 'Senin–Sabtu 08.00–20.00',
    phone: '+6282118872340',
    address: 'Jl. Braga No. 52, Sumur Bandung, Bandung 40111',
    latitude: -6.9175,
    longitude: 107.6091,
    daysAgo: 52,
  },
  {
    customer: 'UD Grosir Laut Makassar',
    retailType: 'Grosir',
    displayName: 'Grosir Laut Losari',
    website: 'https://grosirlautmakassar.co.id',
    whatsapp: 'https://wa.me/6281242210075',
    hours: 'Senin–Sabtu 07.00–17.00',
    phone: '+62411873304',
    address: 'Jl. Penghibur No. 9, Losari, Ujung Pandang, Makassar 90111',
    latitude: -5.1436,
    longitude: 119.4075,
    daysAgo: 45,
  },
  {
    customer: 'Warung Bu Ratna',
    retailType: 'Warung',
    displayName: 'Warung Bu Ratna Panakkukang',
    website: null,
    whatsapp: 'https://wa.me/6285299013376',
    hours: 'Senin–Minggu 10.00–22.00',
    phone: '+6285299013376',
    address: 'Jl. Boulevard No. 88, Panakkukang, Makassar 90231',
    latitude: -5.1577,
    longitude: 119.447,
    daysAgo: 38,
  },
  {
    customer: 'Lautku Online',
    retailType: 'Online',
    displayName: 'Lautku Online',
    website: 'https://www.lautku.id',
    whatsapp: 'https://wa.me/6281188870021',
    hours: 'Senin–Jumat 09.00–17.00 (pesanan 24 jam)',
    phone: '+6281188870021',
    address: 'Gudang Lautku, Jl. Daan Mogot KM 11 No. 3, Kalideres, Jakarta Barat 11840',
    latitude: -6.1556,
    longitude: 106.7226,
    daysAgo: 30,
  },
  {
    customer: 'Frozenmart.id',
    retailType: 'Online',
    displayName: 'Frozenmart.id',
    website: 'https://frozenmart.id',
    whatsapp: 'https://wa.me/6287788120045',
    hours: 'Senin–Sabtu 08.00–18.00',
    phone: '+6287788120045',
    address: null,
    latitude: -6.2383,
    longitude: 106.9756,
    daysAgo: 21,
  },
  {
    customer: 'Dapur Seafood Store',
    retailType: 'Online',
    displayName: 'Dapur Seafood Store Semarang',
    website: 'https://dapurseafood.store',
    whatsapp: 'https://wa.me/6281390045512',
    hours: 'Senin–Sabtu 08.00–16.00',
    phone: '+62248442910',
    address: 'Jl. Pandanaran No. 71, Mugassari, Semarang Selatan, Semarang 50249',
    latitude: -6.9866,
    longitude: 110.4172,
    daysAgo: 12,
  },
  {
    customer: 'Bahari Mart Online',
    retailType: 'Online',
    displayName: 'Bahari Mart Jogja',
    website: 'https://baharimart.co.id',
    whatsapp: 'https://wa.me/6287838001299',
    hours: 'Senin–Minggu 09.00–21.00',
    phone: '+62274512773',
    address: 'Jl. Malioboro No. 110, Sosromenduran, Yogyakarta 55271',
    latitude: -7.7926,
    longitude: 110.3658,
    daysAgo: 5,
  },
];

/** 13 shops of the demo retailer and online customers in Jakarta, Bandung, Surabaya, Semarang, Yogyakarta and Makassar. */
export async function seedRetailerLocations(tx: Queryable) {
  for (const retailer of retailers) {
    await tx.query(
      `INSERT INTO retailer_locations (customer_id, retail_type, display_name, website, whatsapp_link, operational_hours, display_phone,
                                       address, latitude, longitude, created_at, updated_at)
       SELECT id, $2, $3, $4, $5, $6, $7, $8, $9, $10, now() - make_interval(days => $11), now() - make_interval(days => $11)
       FROM customers WHERE company_name = $1 ORDER BY id LIMIT 1`,
      [
        retailer.customer,
        retailer.retailType,
        retailer.displayName,
        retailer.website,
        retailer.whatsapp,
        retailer.hours,
        retailer.phone,
        retailer.address,
        retailer.latitude,
        retailer.longitude,
        retailer.daysAgo,
      ],
    );
  }
}
