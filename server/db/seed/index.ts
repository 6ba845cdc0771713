import { count } from 'drizzle-orm';
import type { Database, Db } from '../client';
import { products } from '../schema';
import { seedCatalog } from './catalog-data';
import { seedContent } from './content';
import { seedMembershipPackages } from './membership';
import { seedMenu } from './menu';
import { seedSizeGuides } from './size-guides';

export interface SeedOptions {
  /** Seed the demo products (default true). A deployment gets them only when asked: see `demoCatalogueWanted`. */
  demoCatalogue?: boolean;
}

/** One entry per domain; each seeds its own tables only when they are empty. Order matters for foreign keys. */
const SEEDERS: ReadonlyArray<{ name: string; demo?: true; seed(db: Db): Promise<boolean> }> = [
  { name: 'menu', seed: seedMenu },
  { name: 'size-guides', seed: seedSizeGuides },
  { name: 'catalog', demo: true, seed: (db) => seedCatalog(db) },
  { name: 'membership', seed: seedMembershipPackages },
  { name: 'content', seed: seedContent },
];

/**
 * `withheld`: the demo catalogue was not seeded into an empty shop because this is a deployment (say how to ask for
 * it). The category menu, membership packages and content pages are starting points the shop edits; products are not.
 */
export async function seedDatabase(database: Database, { demoCatalogue = true }: SeedOptions = {}): Promise<{ seeded: string[]; withheld: boolean }> {
  const seeded: string[] = [];
  for (const seeder of SEEDERS) {
    if (seeder.demo && !demoCatalogue) continue;
    if (await seeder.seed(database.db)) seeded.push(seeder.name);
  }
  const [stock] = demoCatalogue ? [] : await database.db.select({ total: count() }).from(products);
  return { seeded, withheld: !demoCatalogue && (stock?.total ?? 0) === 0 };
}

/** Off a deployment always; in one (NODE_ENV=production or a database server) only with SEED_DEMO=on. */
export function demoCatalogueWanted(env: NodeJS.ProcessEnv): boolean {
  const deployment = env.NODE_ENV?.trim() === 'production' || Boolean(env.DATABASE_URL?.trim());
  return !deployment || env.SEED_DEMO?.trim() === 'on';
}

export const DEMO_WITHHELD_MESSAGE =
  'The shop has no products and the demo catalogue was not seeded (a deployment: NODE_ENV=production or DATABASE_URL). Add products at /admin/products, or start once with SEED_DEMO=on to seed the demo catalogue.';
