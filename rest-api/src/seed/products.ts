import type { Queryable } from '../db/database';
import type { SeedOptions } from './options';

const categories = ['Udang', 'Ikan', 'Cumi & Sotong', 'Kepiting', 'Kerang', 'Olahan & Frozen', 'Bumbu'] as const;
type CategoryName = (typeof categories)[number];

/** [category, SKU, name, net weight in kg, gross price in rupiah, discount %] */
type ProductSeed = [CategoryName, string, string, number, number, number];

const singles: ProductSeed[] = [
  ['Udang', 'UDG-VNM-KPS-500', 'Udang Vaname Kupas 500 gr', 0.5, 85_000, 10],
  ['Udang', 'UDG-VNM-40-1K', 'Udang Vaname Utuh Size 40 1 kg', 1, 120_000, 0],
  ['Udang', 'UDG-WND-JMB-500', 'Udang Windu Jumbo 500 gr', 0.5, 145_000, 5],
  ['Udang', 'UDG-GLH-1K', 'Udang Galah Segar 1 kg', 1, 210_000, 0],
  ['Udang', 'UDG-RBN-250', 'Udang Rebon Kering 250 gr', 0.25, 38_000, 0],
  ['Udang', 'UDG-PDTO-1K', 'Udang Kupas PDTO 1 kg', 1, 165_000, 8],
  ['Ikan', 'IKN-DORI-1K', 'Fillet Ikan Dori 1 kg', 1, 65_000, 0],
  ['Ikan', 'IKN-KKP-FLT-500', 'Ikan Kakap Merah Fillet 500 gr', 0.5, 95_000, 10],
  ['Ikan', 'IKN-TUNA-SKU-500', 'Ikan Tuna Saku 500 gr', 0.5, 110_000, 0],
  ['Ikan', 'IKN-SLMN-250', 'Ikan Salmon Fillet 250 gr', 0.25, 125_000, 5],
  ['Ikan', 'IKN-KRP-1K', 'Ikan Kerapu Macan Utuh 1 kg', 1, 185_000, 0],
  ['Ikan', 'IKN-BDG-TD-500', 'Ikan Bandeng Tanpa Duri 500 gr', 0.5, 42_000, 0],
  ['Ikan', 'IKN-TGR-STK-500', 'Ikan Tenggiri Steak 500 gr', 0.5, 78_000, 0],
  ['Ikan', 'IKN-CKL-ASP-500', 'Ikan Cakalang Asap 500 gr', 0.5, 55_000, 0],
  ['Cumi & Sotong', 'CMS-RING-500', 'Cumi Ring 500 gr', 0.5, 68_000, 0],
  ['Cumi & Sotong', 'CMS-TUBE-1K', 'Cumi Tube Bersih 1 kg', 1, 115_000, 12],
  ['Cumi & Sotong', 'CMS-STG-1K', 'Sotong Utuh 1 kg', 1, 98_000, 0],
  ['Cumi & Sotong', 'CMS-ASIN-250', 'Cumi Asin Kering 250 gr', 0.25, 60_000, 0],
  ['Kepiting', 'KPT-BKU-1K', 'Kepiting Bakau Hidup 1 kg', 1, 250_000, 0],
  ['Kepiting', 'KPT-RJG-250', 'Daging Kepiting Rajungan 250 gr', 0.25, 135_000, 0],
  ['Kepiting', 'KPT-SOKA-500', 'Kepiting Soka 500 gr', 0.5, 160_000, 5],
  ['Kerang', 'KRG-HJU-500', 'Kerang Hijau Kupas 500 gr', 0.5, 35_000, 0],
  ['Kerang', 'KRG-DARA-1K', 'Kerang Dara 1 kg', 1, 45_000, 0],
  ['Kerang', 'KRG-SCLP-250', 'Scallop Beku 250 gr', 0.25, 150_000, 10],
  ['Kerang', 'KRG-TRM-12', 'Tiram Segar 12 pcs', 0.8, 175_000, 0],
  ['Olahan & Frozen', 'OLH-BKS-TGR-500', 'Bakso Ikan Tenggiri 500 gr', 0.5, 48_000, 0],
  ['Olahan & Frozen', 'OLH-OTAK-500', 'Otak-Otak Ikan 500 gr', 0.5, 45_000, 0],
  ['Olahan & Frozen', 'OLH-NGT-UDG-500', 'Nugget Udang 500 gr', 0.5, 52_000, 5],
  ['Olahan & Frozen', 'OLH-SMY-20', 'Siomay Ikan 20 pcs', 0.6, 58_000, 0],
  ['Olahan & Frozen', 'OLH-HKAU-12', 'Dimsum Udang Hakau 12 pcs', 0.36, 62_000, 0],
  ['Olahan & Frozen', 'OLH-PMPK-5', 'Empek-Empek Kapal Selam 5 pcs', 0.75, 75_000, 0],
  ['Olahan & Frozen', 'OLH-TMPR-10', 'Tempura Udang 10 pcs', 0.3, 70_000, 0],
  ['Bumbu', 'BMB-SMB-CMI-200', 'Sambal Cumi Pedas 200 gr', 0.2, 45_000, 0],
  ['Bumbu', 'BMB-BKR-150', 'Bumbu Bakar Seafood 150 gr', 0.15, 28_000, 0],
  ['Bumbu', 'BMB-PDG-250', 'Saus Padang 250 ml', 0.25, 32_000, 0],
  ['Bumbu', 'BMB-MTH-200', 'Sambal Matah Botol 200 gr', 0.2, 35_000, 0],
];

const specials: ProductSeed[] = [
  ['Udang', 'SPC-LBS-MTR-1K', 'Lobster Mutiara Premium 1 kg', 1, 950_000, 0],
  ['Kepiting', 'SPC-KPT-TLR-1K', 'Kepiting Telur Spesial Lebaran 1 kg', 1, 320_000, 10],
];

/** [category, SKU, name, gross price, discount %, SKUs of the included products] */
const bundles: Array<[CategoryName, string, string, number, number, string[]]> = [
  [
    'Udang',
    'PKT-BAKAR',
    'Paket Seafood Bakar',
    230_000,
    10,
    ['UDG-VNM-KPS-500', 'CMS-RING-500', 'KRG-HJU-500', 'BMB-BKR-150'],
  ],
  [
    'Olahan & Frozen',
    'PKT-DIMSUM',
    'Paket Dimsum Keluarga',
    165_000,
    5,
    ['OLH-SMY-20', 'OLH-HKAU-12', 'OLH-NGT-UDG-500'],
  ],
  [
    'Ikan',
    'PKT-IKAN-SEHAT',
    'Paket Ikan Sehat Mingguan',
    280_000,
    8,
    ['IKN-DORI-1K', 'IKN-SLMN-250', 'IKN-KKP-FLT-500'],
  ],
];

const faqs = [
  {
    title: 'Bagaimana cara menyimpan produk ini?',
    body: 'Simpan di freezer pada suhu -18°C; tahan hingga 6 bulan selama kemasan tertutup.',
  },
  {
    title: 'Apakah produk dikirim dalam keadaan beku?',
    body: 'Ya, dikirim beku dengan kotak styrofoam dan es kering agar tetap segar sampai tujuan.',
  },
];

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const roundTo = (amount: number, step: number) => Math.round(amount / step) * step;
/** Processed foods carry a BPOM MD number; fresh seafood does not. */
const needsBpom = (category: CategoryName) => category === 'Olahan & Frozen' || category === 'Bumbu';

/** Spec 000 §4: 0 Inactive, 1 Active, 2 Draft, 3 Pending; mostly Active. */
function statusOf(n: number): 0 | 1 | 2 | 3 {
  if (n % 9 === 4) return 0;
  if (n % 11 === 6) return 2;
  if (n % 13 === 8) return 3;
  return 1;
}

/** About 40 products a scale unit over seven seafood categories, with a few bundles and specials; deterministic. */
export async function seedProducts(tx: Queryable, { scale }: SeedOptions) {
  const categoryIds = new Map<CategoryName, number>();
  for (const name of categories) {
    // Categories outlive their products: a catalogue emptied by hand is seeded again into the same categories.
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO item_categories (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id',
      [name],
    );
    categoryIds.set(name, row!.id);
  }
  let n = 0;
  for (let round = 0; round < Math.max(1, scale); round++) {
    const suffix = round === 0 ? '' : ` ${round + 1}`;
    const idBySku = new Map<string, number>();
    const insert = async (
      type: 'single' | 'bundle' | 'special',
      [category, sku, baseName, netKg, grossPrice, discount]: ProductSeed,
    ) => {
      n += 1;
      const name = baseName + suffix;
      const status = statusOf(n);
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO products (product_type, status, name, ecommerce_name, whatsapp_name, slug, sku, description, content_box,
           meta_title, meta_description, meta_keywords, category_id, bpom_md, barcode, gross_weight, net_weight, gross_price,
           discount_product, retail_price, resaller_price, wholesaler_price, cost_price, schedule_time)
         VALUES ($1, $2::smallint, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
           CASE WHEN $2::smallint = 3 THEN now() + make_interval(days => $24::int) END)
         RETURNING id`,
        [
          type,
          status,
          name,
          `${name} - Seafood Beku Higienis`,
          name,
          slugOf(name),
          round === 0 ? sku : `${sku}-R${round + 1}`,
          `${name} pilihan, dibersihkan dan dibekukan cepat untuk menjaga kesegaran.`,
          `<h2>${name}</h2><p>Diolah higienis dan dibekukan cepat.</p><ul><li>Berat bersih ${Math.round(netKg * 1000)} gr</li><li>Simpan pada suhu -18°C</li></ul>`,
          `${name} | Seafood Segar`,
          `Beli ${name.toLowerCase()} berkualitas, dikirim beku ke seluruh Indonesia.`,
          `${category.toLowerCase()}, seafood, frozen food`,
          categoryIds.get(category),
          needsBpom(category) ? `BPOM RI MD ${224_113_000_000 + n * 7_919}` : null,
          `899${String(1_000_000_000 + n * 104_729).slice(-10)}`,
          Math.round((netKg * 1.1 + 0.05) * 1000) / 1000,
          netKg,
          grossPrice,
          discount,
          Math.round(grossPrice - (grossPrice * discount) / 100),
          roundTo(grossPrice * 0.9, 500),
          roundTo(grossPrice * 0.85, 500),
          roundTo(grossPrice * 0.65, 500),
          7 + (n % 21),
        ],
      );
      idBySku.set(sku, row!.id);
      if (n % 3 === 0) {
        for (const [position, faq] of faqs.entries()) {
          await tx.query('INSERT INTO product_faqs (product_id, title, body, position) VALUES ($1, $2, $3, $4)', [
            row!.id,
            faq.title,
            faq.body,
            position,
          ]);
        }
      }
      // Stock varies: some products have none, others one to three receipts.
      const receipts = n % 10 === 9 ? 0 : 1 + (n % 3);
      for (let receipt = 0; receipt < receipts; receipt++) {
        await tx.query('INSERT INTO item_assembly_lines (product_id, qty) VALUES ($1, $2)', [
          row!.id,
          5 + ((n * 37 + receipt * 23) % 120),
        ]);
      }
      return row!.id;
    };
    for (const product of singles) await insert('single', product);
    for (const product of specials) await insert('special', product);
    for (const [category, sku, name, grossPrice, discount, items] of bundles) {
      const bundleId = await insert('bundle', [category, sku, name, items.length * 0.5, grossPrice, discount]);
      for (const [position, itemSku] of items.entries()) {
        await tx.query('INSERT INTO product_bundle_items (bundle_id, item_id, position) VALUES ($1, $2, $3)', [
          bundleId,
          idBySku.get(itemSku),
          position,
        ]);
      }
    }
  }
}
