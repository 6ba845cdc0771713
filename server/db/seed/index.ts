import type { Database, Db } from '../client';
import { seedCatalog } from './catalog-data';
import { seedContent } from './content';
import { seedMembershipPackages } from './membership';
import { seedMenu } from './menu';

/** One entry per domain; each seeds its own tables only when they are empty. Order matters for foreign keys. */
const SEEDERS: ReadonlyArray<{ name: string; seed(db: Db): Promise<boolean> }> = [
  { name: 'menu', seed: seedMenu },
  { name: 'catalog', seed: (db) => seedCatalog(db) },
  { name: 'membership', seed: seedMembershipPackages },
  { name: 'content', seed: seedContent },
];

export async function seedDatabase(database: Database): Promise<{ seeded: string[] }> {
  const seeded: string[] = [];
  for (const seeder of SEEDERS) {
    if (await seeder.seed(database.db)) seeded.push(seeder.name);
  }
  return { seeded };
}
