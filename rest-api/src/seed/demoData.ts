import { hashPassword } from '../auth/password';
import type { Database, Queryable } from '../db/database';
import { seedConsignmentInvoices } from './consignmentInvoices';
import { seedCustomers } from './customers';
import { seedDeliveryFees, seedDeliveryMethods } from './deliveryFees';
import { seedFaqCategories, seedFaqs } from './faqs';
import { seedLocations } from './locations';
import { seedNewsletterSubscribers } from './newsletterSubscribers';
import type { Seeder, SeedOptions } from './options';
import { seedOrders } from './orders';
import { seedProducts } from './products';
import { seedPromotions } from './promotions';
import { seedCookingTypes, seedIngredients, seedRecipeCategories, seedRecipes } from './recipes';
import { seedRetailerLocations } from './retailerLocations';
import { seedReturns } from './returns';
import { seedSamples } from './samples';
import { seedInternalTransfers } from './stock';
import { seedVendors } from './vendors';
import { seedWarehouses } from './warehouses';

/**
 * Each domain fills its own table when that table is empty, in this order (later ones refer to
 * earlier ones). A database created before a domain existed gets that domain's demo rows on the next
 * start; nothing is ever seeded twice. Add a domain with one line here and a seeder in its own file.
 */
const seeders: Array<[table: string, seed: Seeder]> = [
  ['users', seedAdmin],
  ['provinces', seedLocations],
  ['delivery_methods', seedDeliveryMethods],
  ['warehouses', seedWarehouses],
  ['vendors', seedVendors],
  ['customers', seedCustomers],
  ['delivery_fees', seedDeliveryFees],
  ['products', seedProducts],
  ['promotions', seedPromotions],
  ['orders', seedOrders],
  ['internal_transfers', seedInternalTransfers],
  // After the purchases, so samples leave stock that was bought.
  ['samples', seedSamples],
  ['returns', seedReturns],
  ['consignment_invoices', seedConsignmentInvoices],
  ['ingredients', seedIngredients],
  ['cooking_types', seedCookingTypes],
  ['recipe_categories', seedRecipeCategories],
  ['recipes', seedRecipes],
  ['faq_categories', seedFaqCategories],
  ['faqs', seedFaqs],
  ['newsletter_subscribers', seedNewsletterSubscribers],
  ['retailer_locations', seedRetailerLocations],
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

/**
 * Staff besides the admin, so a demo shows roles (issue 39): the gateway gives them none at their first sign-in
 * (DEFAULT_STAFF_ROLE), until the admin does on the Staff screen.
 */
export const DEMO_STAFF = [
  { email: 'gudang@example.com', name: 'Gudang', password: 'gudang12345' },
  { email: 'sales@example.com', name: 'Sales', password: 'sales12345' },
] as const;

async function seedAdmin(tx: Queryable, options: SeedOptions) {
  const users = [{ email: options.adminEmail, name: 'Admin', password: options.adminPassword }, ...DEMO_STAFF];
  for (const user of users)
    await tx.query('INSERT INTO users (email, name, password_hash) VALUES ($1, $2, $3)', [
      user.email,
      user.name,
      await hashPassword(user.password),
    ]);
}
