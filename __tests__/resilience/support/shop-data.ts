/**
 * Prepares a database the way `npm start` does (migrations, then the seed, here with a small catalogue) and adds
 * the few products with small stock the tests' shoppers compete for.
 */
import type { Database } from '../../../server/db/client';
import { migrateDatabase } from '../../../server/db/migrate';
import { menuItems, productSizes, productUnits, products, type ProductTypeValue } from '../../../server/db/schema';
import { seedDatabase } from '../../../server/db/seed';
import { seedCatalog } from '../../../server/db/seed/catalog-data';
import { seedMenu } from '../../../server/db/seed/menu';

export const SEED_PRODUCTS = 8;

export interface ContestedSpec {
  name: string;
  mode: 'rent' | 'sale';
  stock: number;
}

export interface ContestedProduct extends ContestedSpec {
  id: number;
}

export async function migrateAndSeed(database: Database): Promise<void> {
  await migrateDatabase(database);
  // The catalogue first with a small size (seedDatabase would take SEED_PRODUCTS from the environment); then the rest.
  await seedMenu(database.db);
  await seedCatalog(database.db, SEED_PRODUCTS);
  await seedDatabase(database);
}

let counter = 0;

export async function addProducts(database: Database, specs: readonly ContestedSpec[]): Promise<ContestedProduct[]> {
  const [category] = await database.db.select({ id: menuItems.id }).from(menuItems).limit(1);
  if (!category) throw new Error('the menu is empty: seed first');
  const made: ContestedProduct[] = [];
  for (const spec of specs) {
    counter += 1;
    const type: ProductTypeValue = spec.mode === 'rent' ? 'PRODUCT_TYPE_RENTABLE' : 'PRODUCT_TYPE_SALABLE';
    const [row] = await database.db
      .insert(products)
      .values({
        link: `tranh-mua-${process.pid}-${counter}-${Date.now().toString(36)}`,
        name: spec.name,
        categoryId: category.id,
        type,
        originalPrice: 900_000,
        salePrice: 800_000,
        originalRentalPrice: 250_000,
        rentalPrice: 200_000,
        membershipRentalPrice: 0,
        depositPrice: 100_000,
        stock: spec.stock,
        attributes: { size: 'M', colour: 'Đỏ', style: 'Truyền thống', occasion: 'Cưới hỏi', material: 'Lụa' },
      })
      .returning({ id: products.id });
    const [size] = await database.db.insert(productSizes).values({ productId: row!.id, name: 'Free size' }).returning({ id: productSizes.id });
    // A contested product may hold many units: inserted a thousand at a time (a statement takes at most 65 535 parameters).
    for (let made = 0; made < spec.stock; made += 1000) {
      await database.db.insert(productUnits).values(Array.from({ length: Math.min(1000, spec.stock - made) }, () => ({ sizeId: size!.id })));
    }
    made.push({ ...spec, id: row!.id });
  }
  return made;
}
