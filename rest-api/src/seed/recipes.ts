import { RECIPE_AUTHOR } from '@backoffice/schema/rules/recipe';

import type { Queryable } from '../db/database';
import { slugOf } from '../recipes/slug';

/** The ingredient list recipes choose from: mostly the seafood the business sells, and the kitchen's basics. */
const INGREDIENTS = [
  'Udang',
  'Cumi',
  'Ikan Kakap',
  'Ikan Salmon',
  'Ikan Tuna',
  'Kepiting',
  'Kerang Hijau',
  'Ikan Dori',
  'Daging Sapi',
  'Ayam Fillet',
  'Tahu',
  'Telur Ayam',
  'Bawang Putih',
  'Bawang Merah',
  'Bawang Bombay',
  'Cabai Merah',
  'Cabai Rawit',
  'Tomat',
  'Jahe',
  'Kunyit',
  'Serai',
  'Daun Jeruk',
  'Jeruk Nipis',
  'Kecap Manis',
  'Saus Tiram',
  'Saus Tomat',
  'Santan',
  'Minyak Goreng',
  'Mentega',
  'Tepung Terigu',
  'Brokoli',
  'Wortel',
  'Kentang',
  'Labu Kuning',
  'Beras',
];

const COOKING_TYPES = ['Goreng', 'Rebus', 'Kukus', 'Bakar', 'Tumis', 'Panggang', 'Pepes'];

const CATEGORIES = ['Seafood', 'Sup', 'MPASI', 'Menu Sehat'];

interface DemoRecipe {
  name: string;
  category: string;
  description: string;
  servingSize: number;
  cookingMethod: string;
  servingTime: number;
  ageRange: 'normal_adult' | '1-3years' | '7-11mths';
  /** The steps, one list item each. */
  steps: string[];
  notes: string | null;
  /** Ingredient name and grams. */
  lines: Array<[string, number]>;
}

const RECIPES: DemoRecipe[] = [
  {
    name: 'Udang Saus Padang',
    category: 'Seafood',
    description: 'Udang besar dimasak dengan saus padang pedas manis.',
    servingSize: 4,
    cookingMethod: 'Tumis',
    servingTime: 35,
    ageRange: 'normal_adult',
    steps: [
      'Bersihkan udang, sisakan ekornya, lumuri jeruk nipis.',
      'Tumis bawang putih, bawang bombay dan cabai hingga harum.',
      'Masukkan saus tomat, saus tiram dan sedikit air, aduk rata.',
      'Masukkan udang, masak hingga berubah warna dan saus mengental.',
    ],
    notes: 'Kurangi cabai rawit untuk anak-anak.',
    lines: [
      ['Udang', 500],
      ['Bawang Putih', 20],
      ['Bawang Bombay', 100],
      ['Cabai Merah', 50],
      ['Saus Tomat', 60],
      ['Saus Tiram', 30],
    ],
  },
  {
    name: 'Cumi Goreng Tepung',
    category: 'Seafood',
    description: 'Cumi renyah dengan balutan tepung bumbu bawang putih.',
    servingSize: 3,
    cookingMethod: 'Goreng',
    servingTime: 30,
    ageRange: 'normal_adult',
    steps: [
      'Potong cumi berbentuk cincin, cuci bersih dan tiriskan.',
      'Lumuri cumi dengan bawang putih halus dan sedikit garam.',
      'Balur dengan tepung terigu, lalu goreng dalam minyak panas hingga kuning keemasan.',
    ],
    notes: 'Jangan menggoreng terlalu lama agar cumi tidak alot.',
    lines: [
      ['Cumi', 400],
      ['Tepung Terigu', 150],
      ['Bawang Putih', 15],
      ['Minyak Goreng', 500],
    ],
  },
  {
    name: 'Ikan Kakap Bakar Kecap',
    category: 'Seafood',
    description: 'Kakap utuh dibakar dengan olesan kecap dan bumbu kuning.',
    servingSize: 4,
    cookingMethod: 'Bakar',
    servingTime: 60,
    ageRange: 'normal_adult',
    steps: [
      'Kerat ikan kakap di kedua sisi, lumuri jeruk nipis.',
      'Haluskan bawang merah, bawang putih, kunyit dan jahe, lalu balurkan ke ikan.',
      'Bakar ikan sambil dioles kecap manis hingga matang.',
    ],
    notes: null,
    lines: [
      ['Ikan Kakap', 800],
      ['Kecap Manis', 60],
      ['Bawang Merah', 40],
      ['Bawang Putih', 20],
      ['Kunyit', 10],
      ['Jeruk Nipis', 30],
    ],
  },
  {
    name: 'Sup Ikan Kakap Kemangi',
    category: 'Sup',
    description: 'Sup bening segar dengan ikan kakap, tomat dan serai.',
    servingSize: 4,
    cookingMethod: 'Rebus',
    servingTime: 40,
    ageRange: 'normal_adult',
    steps: [
      'Didihkan air bersama serai, daun jeruk dan jahe memar.',
      'Masukkan potongan ikan kakap, masak hingga matang.',
      'Tambahkan tomat dan cabai rawit utuh, koreksi rasa.',
    ],
    notes: 'Sajikan selagi hangat.',
    lines: [
      ['Ikan Kakap', 500],
      ['Tomat', 100],
      ['Serai', 20],
      ['Daun Jeruk', 5],
      ['Jahe', 10],
    ],
  },
  {
    name: 'Sup Kepiting Jagung',
    category: 'Sup',
    description: 'Sup kental kepiting dengan telur, cocok untuk makan malam keluarga.',
    servingSize: 5,
    cookingMethod: 'Rebus',
    servingTime: 45,
    ageRange: 'normal_adult',
    steps: [
      'Rebus kepiting, ambil dagingnya dan simpan kaldunya.',
      'Tumis bawang putih, tuang kaldu, masukkan daging kepiting.',
      'Kentalkan dengan sedikit tepung, lalu tuang telur kocok sambil diaduk.',
    ],
    notes: null,
    lines: [
      ['Kepiting', 600],
      ['Telur Ayam', 100],
      ['Bawang Putih', 15],
      ['Tepung Terigu', 20],
    ],
  },
  {
    name: 'Salmon Panggang Mentega',
    category: 'Menu Sehat',
    description: 'Fillet salmon dipanggang dengan mentega, brokoli dan kentang.',
    servingSize: 2,
    cookingMethod: 'Panggang',
    servingTime: 30,
    ageRange: 'normal_adult',
    steps: [
      'Lumuri salmon dengan jeruk nipis, garam dan lada.',
      'Susun salmon, brokoli dan kentang di loyang, beri potongan mentega.',
      'Panggang 20 menit pada 200 °C.',
    ],
    notes: 'Salmon matang sempurna bila bagian tengahnya masih lembap.',
    lines: [
      ['Ikan Salmon', 300],
      ['Mentega', 30],
      ['Brokoli', 150],
      ['Kentang', 200],
      ['Jeruk Nipis', 20],
    ],
  },
  {
    name: 'Pepes Ikan Tuna',
    category: 'Menu Sehat',
    description: 'Tuna berbumbu kuning dibungkus daun pisang lalu dikukus dan dibakar.',
    servingSize: 4,
    cookingMethod: 'Pepes',
    servingTime: 75,
    ageRange: 'normal_adult',
    steps: [
      'Haluskan bawang merah, bawang putih, kunyit, cabai dan jahe.',
      'Campur tuna dengan bumbu, tomat dan daun jeruk.',
      'Bungkus dengan daun pisang, kukus 30 menit lalu bakar sebentar.',
    ],
    notes: null,
    lines: [
      ['Ikan Tuna', 500],
      ['Bawang Merah', 40],
      ['Kunyit', 10],
      ['Cabai Merah', 30],
      ['Tomat', 80],
      ['Daun Jeruk', 5],
    ],
  },
  {
    name: 'Tumis Kerang Hijau Pedas',
    category: 'Seafood',
    description: 'Kerang hijau ditumis dengan cabai rawit dan saus tiram.',
    servingSize: 3,
    cookingMethod: 'Tumis',
    servingTime: 25,
    ageRange: 'normal_adult',
    steps: [
      'Rebus kerang hingga cangkangnya terbuka, tiriskan.',
      'Tumis bawang putih dan cabai rawit hingga harum.',
      'Masukkan kerang dan saus tiram, aduk hingga rata.',
    ],
    notes: 'Buang kerang yang tidak terbuka setelah direbus.',
    lines: [
      ['Kerang Hijau', 700],
      ['Cabai Rawit', 20],
      ['Bawang Putih', 15],
      ['Saus Tiram', 30],
    ],
  },
  {
    name: 'Bubur Ikan Dori Labu',
    category: 'MPASI',
    description: 'Bubur lembut ikan dori dan labu kuning untuk bayi.',
    servingSize: 2,
    cookingMethod: 'Kukus',
    servingTime: 40,
    ageRange: '7-11mths',
    steps: [
      'Kukus ikan dori dan labu kuning hingga lunak.',
      'Masak beras dengan air menjadi bubur.',
      'Haluskan semua bahan hingga teksturnya sesuai usia bayi.',
    ],
    notes: 'Pastikan tidak ada duri yang tertinggal.',
    lines: [
      ['Ikan Dori', 60],
      ['Labu Kuning', 50],
      ['Beras', 30],
    ],
  },
  {
    name: 'Nasi Tim Salmon Wortel',
    category: 'MPASI',
    description: 'Nasi tim salmon dan wortel dengan sedikit mentega.',
    servingSize: 2,
    cookingMethod: 'Kukus',
    servingTime: 45,
    ageRange: '1-3years',
    steps: [
      'Cuci beras, campur dengan potongan salmon dan wortel.',
      'Tim hingga nasi lembut dan salmon matang.',
      'Aduk dengan sedikit mentega sebelum disajikan.',
    ],
    notes: null,
    lines: [
      ['Beras', 50],
      ['Ikan Salmon', 50],
      ['Wortel', 30],
      ['Mentega', 5],
    ],
  },
  {
    name: 'Perkedel Tahu Udang',
    category: 'MPASI',
    description: 'Perkedel lembut dari tahu dan udang cincang untuk balita.',
    servingSize: 4,
    cookingMethod: 'Goreng',
    servingTime: 35,
    ageRange: '1-3years',
    steps: [
      'Haluskan tahu dan cincang udang.',
      'Campur dengan telur dan bawang putih halus, bentuk bulat pipih.',
      'Goreng dengan sedikit minyak hingga kecokelatan.',
    ],
    notes: null,
    lines: [
      ['Tahu', 200],
      ['Udang', 100],
      ['Telur Ayam', 50],
      ['Bawang Putih', 5],
      ['Minyak Goreng', 100],
    ],
  },
];

/** The steps as the rich text editor writes them. */
const instructionsOf = (recipe: DemoRecipe) =>
  `<h3>Cara membuat</h3><ol>${recipe.steps.map((step) => `<li>${step}</li>`).join('')}</ol>`;

export async function seedIngredients(tx: Queryable) {
  await tx.query('INSERT INTO ingredients (name) SELECT unnest($1::text[])', [INGREDIENTS]);
}

export async function seedCookingTypes(tx: Queryable) {
  await tx.query('INSERT INTO cooking_types (name) SELECT unnest($1::text[])', [COOKING_TYPES]);
}

export async function seedRecipeCategories(tx: Queryable) {
  await tx.query('INSERT INTO recipe_categories (name) SELECT unnest($1::text[])', [CATEGORIES]);
}

/** The demo recipes, oldest first, a day apart, so the newest-first list starts with the last ones. */
export async function seedRecipes(tx: Queryable) {
  for (const [index, recipe] of RECIPES.entries()) {
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO recipes (slug, recipe_name, recipe_category_id, description, serving_size, cooking_method, serving_time,
                            age_range, instructions, notes, author, created_at, updated_at)
       SELECT $1, $2, c.id, $4, $5, $6, $7, $8, $9, $10, $12, now() - make_interval(days => $11), now() - make_interval(days => $11)
       FROM recipe_categories c WHERE lower(c.name) = lower($3)
       RETURNING id`,
      [
        slugOf(recipe.name),
        recipe.name,
        recipe.category,
        recipe.description,
        recipe.servingSize,
        recipe.cookingMethod,
        recipe.servingTime,
        recipe.ageRange,
        instructionsOf(recipe),
        recipe.notes && `<p>${recipe.notes}</p>`,
        RECIPES.length - index,
        RECIPE_AUTHOR,
      ],
    );
    await tx.query(
      `INSERT INTO recipe_lines (recipe_id, ingredient_id, quantity)
       SELECT $1, i.id, line.grams FROM unnest($2::text[], $3::int[]) WITH ORDINALITY AS line (name, grams, position)
       JOIN ingredients i ON lower(i.name) = lower(line.name)
       ORDER BY line.position`,
      [created!.id, recipe.lines.map(([name]) => name), recipe.lines.map(([, grams]) => grams)],
    );
  }
}
