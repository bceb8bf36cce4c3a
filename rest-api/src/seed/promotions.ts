import type { Queryable } from '../db/database';
import type { SeedOptions } from './options';

type Terms = 'qty' | 'price' | 'minTransaction';

interface DemoPromotion {
  name: string;
  code: string;
  platform: string;
  type: 'percent' | 'rounded' | 'freeshipping';
  value: number | null;
  maxPromo: number | null;
  terms: Terms;
  condition: '<' | '>' | null;
  /** The terms' threshold: amount for '>', maxAmount for '<', minTransaction for the minTransaction terms. */
  threshold: number;
  quota: number;
  used: number;
  /** Days from the seeding day: negative ones lie in the past, so a promotion ending before today has expired. */
  from: number;
  until: number;
  active: boolean;
  isDefault?: boolean;
  description: string;
}

const promotions: DemoPromotion[] = [
  { name: 'Diskon Seafood 10%', code: 'SEAFOOD10', platform: 'crystal web', type: 'percent', value: 10, maxPromo: 50000, terms: 'minTransaction', condition: null, threshold: 200000, quota: 500, used: 132, from: -20, until: 40, active: true, isDefault: true, description: 'Potongan 10% untuk semua produk seafood.' },
  { name: 'Gratis Ongkir Jabodetabek', code: 'ONGKIRJKT', platform: 'crystal web', type: 'freeshipping', value: null, maxPromo: 25000, terms: 'minTransaction', condition: null, threshold: 150000, quota: 1000, used: 421, from: -45, until: 15, active: true, description: 'Gratis ongkos kirim untuk pengiriman Jabodetabek.' },
  { name: 'Potongan Rp 25.000', code: 'HEMAT25', platform: 'crystal web', type: 'rounded', value: 25000, maxPromo: null, terms: 'minTransaction', condition: null, threshold: 250000, quota: 300, used: 88, from: -10, until: 50, active: true, description: 'Potongan langsung Rp 25.000.' },
  { name: 'Beli Banyak Udang', code: 'UDANG5', platform: 'whatsapp', type: 'percent', value: 15, maxPromo: 75000, terms: 'qty', condition: '>', threshold: 5, quota: 200, used: 41, from: -5, until: 25, active: true, description: 'Diskon 15% untuk pembelian udang lebih dari 5 pack.' },
  { name: 'Diskon Produk Hemat', code: 'MURAH100', platform: 'crystal web', type: 'percent', value: 5, maxPromo: 10000, terms: 'price', condition: '<', threshold: 100000, quota: 400, used: 12, from: -3, until: 60, active: true, description: 'Diskon 5% untuk produk di bawah Rp 100.000.' },
  { name: 'Ramadan Berkah', code: 'RAMADAN24', platform: 'crystal web', type: 'percent', value: 20, maxPromo: 100000, terms: 'minTransaction', condition: null, threshold: 300000, quota: 800, used: 800, from: -120, until: -60, active: false, description: 'Promo Ramadan yang sudah berakhir.' },
  { name: 'Harbolnas 12.12', code: 'HARBOLNAS', platform: 'shopee', type: 'rounded', value: 50000, maxPromo: null, terms: 'minTransaction', condition: null, threshold: 500000, quota: 1200, used: 1187, from: -200, until: -199, active: true, description: 'Potongan Rp 50.000 di hari belanja online nasional.' },
  { name: 'Ongkir Gratis Member Baru', code: 'NEWMEMBER', platform: 'crystal web', type: 'freeshipping', value: null, maxPromo: 20000, terms: 'qty', condition: '>', threshold: 1, quota: 2000, used: 640, from: -90, until: 90, active: true, description: 'Gratis ongkir untuk pesanan pertama.' },
  { name: 'Cumi Spesial', code: 'CUMI12', platform: 'tokopedia', type: 'percent', value: 12, maxPromo: 30000, terms: 'qty', condition: '>', threshold: 3, quota: 150, used: 150, from: -30, until: 30, active: false, description: 'Diskon 12% untuk cumi lebih dari 3 pack.' },
  { name: 'Flash Sale Salmon', code: 'SALMONFLASH', platform: 'shopee', type: 'rounded', value: 30000, maxPromo: null, terms: 'price', condition: '>', threshold: 250000, quota: 100, used: 97, from: -2, until: 1, active: true, description: 'Potongan Rp 30.000 untuk salmon di atas Rp 250.000.' },
  { name: 'Kemerdekaan 17%', code: 'MERDEKA17', platform: 'crystal web', type: 'percent', value: 17, maxPromo: 45000, terms: 'minTransaction', condition: null, threshold: 170000, quota: 1700, used: 1700, from: -400, until: -380, active: false, description: 'Promo HUT RI yang sudah berakhir.' },
  { name: 'Gratis Ongkir Surabaya', code: 'ONGKIRSBY', platform: 'whatsapp', type: 'freeshipping', value: null, maxPromo: 15000, terms: 'price', condition: '>', threshold: 100000, quota: 500, used: 203, from: -15, until: 45, active: true, description: 'Gratis ongkir area Surabaya dan Sidoarjo.' },
  { name: 'Tahun Baru Imlek', code: 'IMLEK8', platform: 'crystal web', type: 'percent', value: 8, maxPromo: 88000, terms: 'minTransaction', condition: null, threshold: 388000, quota: 888, used: 512, from: -300, until: -280, active: true, description: 'Promo Imlek yang sudah berakhir.' },
  { name: 'Paket Hemat Keluarga', code: 'KELUARGA', platform: 'crystal web', type: 'rounded', value: 40000, maxPromo: null, terms: 'qty', condition: '>', threshold: 10, quota: 250, used: 19, from: 0, until: 30, active: true, description: 'Potongan Rp 40.000 untuk lebih dari 10 produk.' },
  { name: 'Diskon Reseller', code: 'RESELLER7', platform: 'whatsapp', type: 'percent', value: 7, maxPromo: 150000, terms: 'minTransaction', condition: null, threshold: 1000000, quota: 100, used: 33, from: -60, until: 120, active: true, description: 'Diskon 7% untuk reseller terdaftar.' },
  { name: 'Promo Akhir Pekan', code: 'WEEKEND', platform: 'tiktok', type: 'percent', value: 10, maxPromo: 25000, terms: 'price', condition: '<', threshold: 75000, quota: 300, used: 0, from: 5, until: 7, active: false, description: 'Diskon akhir pekan, belum dimulai.' },
  { name: 'Ikan Segar Pagi', code: 'PAGISEGAR', platform: 'crystal web', type: 'rounded', value: 15000, maxPromo: null, terms: 'qty', condition: '<', threshold: 3, quota: 120, used: 45, from: -7, until: 21, active: true, description: 'Potongan Rp 15.000 untuk pembelian kurang dari 3 pack.' },
  { name: 'Gratis Ongkir Bandung', code: 'ONGKIRBDG', platform: 'tokopedia', type: 'freeshipping', value: null, maxPromo: 18000, terms: 'minTransaction', condition: null, threshold: 120000, quota: 400, used: 400, from: -100, until: -40, active: false, description: 'Gratis ongkir Bandung yang sudah berakhir.' },
  { name: 'Lobster Premium', code: 'LOBSTER', platform: 'crystal web', type: 'percent', value: 25, maxPromo: 200000, terms: 'price', condition: '>', threshold: 500000, quota: 50, used: 9, from: -1, until: 29, active: true, description: 'Diskon 25% untuk lobster premium.' },
  { name: 'Ulang Tahun Toko', code: 'ULTAH9', platform: 'instagram', type: 'rounded', value: 99000, maxPromo: null, terms: 'minTransaction', condition: null, threshold: 900000, quota: 99, used: 12, from: -4, until: 26, active: true, description: 'Potongan Rp 99.000 di ulang tahun toko.' },
  { name: 'Bundling Frozen Food', code: 'FROZEN3', platform: 'lazada', type: 'percent', value: 3, maxPromo: 20000, terms: 'qty', condition: '>', threshold: 2, quota: 600, used: 310, from: -50, until: 10, active: true, description: 'Diskon 3% untuk lebih dari 2 produk beku.' },
  { name: 'Kerang Hijau Murah', code: 'KERANG', platform: 'bukalapak', type: 'rounded', value: 5000, maxPromo: null, terms: 'price', condition: '<', threshold: 50000, quota: 200, used: 200, from: -70, until: -20, active: false, description: 'Potongan kerang hijau yang sudah berakhir.' },
];

const TERMS_TEXT = 'Berlaku satu kali per pelanggan. Tidak dapat digabung dengan promo lain. Kuota terbatas.';

/** 22 promotions over the types and terms (two pages of 15), some switched off and some already expired. */
export async function seedPromotions(tx: Queryable, { scale }: SeedOptions) {
  for (let round = 0; round < Math.max(1, scale); round++) {
    for (const promotion of promotions) {
      const suffix = round === 0 ? '' : ` ${round + 1}`;
      await tx.query(
        `INSERT INTO promotions (platform, promo_name, promo_code, promo_type, promo_value, max_promo, promo_status, promotion_default,
                                 valid_from, valid_until, description, rule, terms, promo_condition, amount, max_amount,
                                 min_transaction, quota, used_quota)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, current_date + $9::int, current_date + $10::int, $11, $12, $13, $14, $15, $16, $17, $18, $19)`,
        [
          promotion.platform,
          promotion.name + suffix,
          round === 0 ? promotion.code : `${promotion.code}-${round + 1}`,
          promotion.type,
          promotion.value,
          promotion.maxPromo,
          promotion.active ? 1 : 0,
          promotion.isDefault && round === 0 ? 1 : 0,
          promotion.from,
          promotion.until,
          promotion.description,
          TERMS_TEXT,
          promotion.terms,
          promotion.condition,
          promotion.terms !== 'minTransaction' && promotion.condition === '>' ? promotion.threshold : null,
          promotion.terms !== 'minTransaction' && promotion.condition === '<' ? promotion.threshold : null,
          promotion.terms === 'minTransaction' ? promotion.threshold : null,
          promotion.quota,
          promotion.used,
        ],
      );
    }
  }
}
