import type { Queryable } from '../db/database';

/** What demoData.ts seeds with; apart from it, so each domain's seeder need not import the file that imports them all. */
export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  /** Multiplies the generated rows of the larger tables (warehouses, products, orders…). */
  scale: number;
}

export type Seeder = (tx: Queryable, options: SeedOptions) => Promise<void>;
