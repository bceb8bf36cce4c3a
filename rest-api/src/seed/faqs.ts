import type { Queryable } from '../db/database';

const CATEGORIES = ['Pengiriman', 'Pembayaran', 'Produk', 'Penyimpanan', 'Pemesanan'];

/** Category, locale, question and answer; each question is asked in Indonesian and in English. */
const FAQS: Array<[category: string, locale: 'id_ID' | 'en_US', title: string, body: string]> = [
  [
    'Pemesanan',
    'id_ID',
    'Bagaimana cara memesan produk seafood?',
    'Pilih produk di katalog, masukkan ke keranjang, lalu selesaikan pembayaran.\nPesanan juga bisa dibuat lewat WhatsApp, Tokopedia atau Shopee resmi kami.',
  ],
  [
    'Pemesanan',
    'en_US',
    'How do I order seafood products?',
    'Choose products from the catalogue, add them to your cart and complete the payment.\nYou can also order through our official WhatsApp, Tokopedia or Shopee stores.',
  ],
  [
    'Pemesanan',
    'id_ID',
    'Apakah ada minimal pembelian?',
    'Tidak ada minimal pembelian untuk pesanan eceran. Untuk harga grosir, minimal pembelian 10 kg per jenis produk.',
  ],
  [
    'Pemesanan',
    'en_US',
    'Is there a minimum order?',
    'There is no minimum for retail orders. Wholesale prices apply from 10 kg of one product.',
  ],
  [
    'Pengiriman',
    'id_ID',
    'Ke kota mana saja pesanan bisa dikirim?',
    'Kami mengirim ke seluruh Jabodetabek, Bandung, Semarang, Yogyakarta, Surabaya, Malang, Bali dan Makassar.\nKota lain dapat dikirim dengan kurir ekspedisi berpendingin.',
  ],
  [
    'Pengiriman',
    'en_US',
    'Which cities do you deliver to?',
    'We deliver across Greater Jakarta, Bandung, Semarang, Yogyakarta, Surabaya, Malang, Bali and Makassar.\nOther cities are served by refrigerated courier.',
  ],
  [
    'Pengiriman',
    'id_ID',
    'Bagaimana produk beku tetap dingin selama pengiriman?',
    'Setiap pesanan dikemas dalam kotak styrofoam dengan dry ice atau ice gel, cukup untuk perjalanan hingga 24 jam.',
  ],
  [
    'Pengiriman',
    'en_US',
    'How do frozen products stay cold during delivery?',
    'Every order is packed in a styrofoam box with dry ice or ice gel, enough for a journey of up to 24 hours.',
  ],
  [
    'Pengiriman',
    'id_ID',
    'Berapa lama pesanan sampai?',
    'Pesanan yang dibayar sebelum pukul 12.00 WIB dikirim di hari yang sama untuk area Jabodetabek. Luar kota 1-3 hari kerja.',
  ],
  [
    'Pengiriman',
    'en_US',
    'How long does delivery take?',
    'Orders paid before 12:00 WIB ship the same day within Greater Jakarta. Other cities take 1-3 working days.',
  ],
  [
    'Pembayaran',
    'id_ID',
    'Metode pembayaran apa saja yang tersedia?',
    'Transfer bank (BCA, Mandiri, BNI, BRI), virtual account, QRIS, dan kartu kredit melalui marketplace.',
  ],
  [
    'Pembayaran',
    'en_US',
    'Which payment methods do you accept?',
    'Bank transfer (BCA, Mandiri, BNI, BRI), virtual account, QRIS, and credit cards through the marketplaces.',
  ],
  [
    'Pembayaran',
    'id_ID',
    'Kapan pesanan saya diproses setelah membayar?',
    'Pesanan diproses setelah pembayaran terkonfirmasi, biasanya dalam 15 menit pada jam kerja.',
  ],
  [
    'Pembayaran',
    'en_US',
    'When is my order processed after payment?',
    'Orders are processed once the payment is confirmed, usually within 15 minutes during working hours.',
  ],
  [
    'Produk',
    'id_ID',
    'Apakah udang dan ikan sudah dibersihkan?',
    'Ya. Udang kupas dan fillet ikan sudah dibersihkan dan siap dimasak. Produk utuh ditandai "whole" pada nama produk.',
  ],
  [
    'Produk',
    'en_US',
    'Are the prawns and fish cleaned?',
    'Yes. Peeled prawns and fish fillets are cleaned and ready to cook. Whole products say "whole" in their name.',
  ],
  [
    'Penyimpanan',
    'id_ID',
    'Berapa lama produk beku bisa disimpan?',
    'Simpan di freezer pada suhu -18 °C atau lebih dingin: tahan hingga 6 bulan. Lihat tanggal kedaluwarsa pada kemasan.',
  ],
  [
    'Penyimpanan',
    'en_US',
    'How long can frozen products be kept?',
    'Keep them in a freezer at -18 °C or colder: they last up to 6 months. See the best-before date on the pack.',
  ],
  [
    'Penyimpanan',
    'id_ID',
    'Bagaimana cara mencairkan seafood beku?',
    'Pindahkan ke chiller semalam sebelum dimasak, atau rendam kemasan tertutup dalam air dingin selama 30-60 menit.\nJangan membekukan ulang produk yang sudah dicairkan.',
  ],
  [
    'Penyimpanan',
    'en_US',
    'How should I thaw frozen seafood?',
    'Move it to the fridge the night before cooking, or soak the sealed pack in cold water for 30-60 minutes.\nDo not refreeze seafood once thawed.',
  ],
];

export async function seedFaqCategories(tx: Queryable) {
  await tx.query('INSERT INTO faq_categories (name) SELECT unnest($1::text[])', [CATEGORIES]);
}

/** The demo FAQs, oldest first, an hour apart, so the newest-first list starts with the last ones. */
export async function seedFaqs(tx: Queryable) {
  await tx.query(
    `INSERT INTO faqs (title, body, locale, faq_category_id, created_at, updated_at)
     SELECT faq.title, faq.body, faq.locale, c.id, now() - make_interval(hours => $5 - faq.position::int), now() - make_interval(hours => $5 - faq.position::int)
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS faq (category, locale, title, body, position)
     JOIN faq_categories c ON c.name = faq.category
     ORDER BY faq.position`,
    [
      FAQS.map(([category]) => category),
      FAQS.map(([, locale]) => locale),
      FAQS.map(([, , title]) => title),
      FAQS.map(([, , , body]) => body),
      FAQS.length,
    ],
  );
}
