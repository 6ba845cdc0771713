/**
 * Seeds products (+ images, reviews), banners and collections from the deterministic `generateCatalog()`,
 * in batched inserts inside one transaction, only when `products` is empty. `SEED_PRODUCTS=<n>` seeds n products.
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { banners, collectionItems, collections, menuItems, productImages, productSizes, productUnits, products, reviews } from '../schema';
import { seedSizes } from './catalog/sizes';
import { productSearchText } from '../../shared/search-text';
import { DEFAULT_PRODUCT_COUNT, generateCatalog, type SeedProduct } from './catalog';

/** Rows per INSERT: well below PostgreSQL's 65,535 bind parameters for the widest table. */
export const SEED_BATCH_SIZE = 1000;

/** `SEED_PRODUCTS` (a non-negative integer) or the default 180. */
export function seedProductCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SEED_PRODUCTS?.trim();
  if (!raw) return DEFAULT_PRODUCT_COUNT;
  if (!/^\d+$/.test(raw)) throw new Error(`SEED_PRODUCTS must be a non-negative integer, got "${raw}"`);
  return Number(raw);
}

function chunks<T>(items: readonly T[], size = SEED_BATCH_SIZE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

function attributeValues(p: SeedProduct): string[] {
  const { size, colour, style, occasion, material } = p.attributes;
  return [size, colour, style, occasion, material];
}

export async function seedCatalog(db: Db, productCount: number = seedProductCount()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('seed:catalog'))`);
    const [existing] = await tx.select({ total: count() }).from(products);
    if ((existing?.total ?? 0) > 0) return false;

    const catalog = generateCatalog({ products: productCount });
    const categories = await tx.select({ id: menuItems.id, link: menuItems.link, name: menuItems.name }).from(menuItems);
    const categoryByLink = new Map(categories.map((c) => [c.link, c]));

    const productIds = new Map<string, number>();
    for (const batch of chunks(catalog.products)) {
      const rows = batch.map((p) => {
        const category = categoryByLink.get(p.categoryLink);
        if (!category) throw new Error(`seed: category "${p.categoryLink}" is not in the menu`);
        return {
          link: p.link,
          name: p.name,
          description: p.description,
          categoryId: category.id,
          type: p.type,
          originalPrice: p.originalPrice,
          salePrice: p.salePrice,
          originalRentalPrice: p.originalRentalPrice,
          rentalPrice: p.rentalPrice,
          membershipRentalPrice: p.membershipRentalPrice,
          depositPrice: p.depositPrice,
          stock: p.stock,
          attributes: p.attributes,
          salesCount: p.salesCount,
          createdAt: new Date(p.createdAt),
          searchText: productSearchText(p.name, category.name, attributeValues(p)),
        };
      });
      const inserted = await tx.insert(products).values(rows).returning({ id: products.id, link: products.link });
      for (const row of inserted) productIds.set(row.link, row.id);
    }

    const idOf = (link: string): number => {
      const id = productIds.get(link);
      if (id === undefined) throw new Error(`seed: unknown product "${link}"`);
      return id;
    };

    // Each design's sizes and their units (the units' codes come from their sequence).
    const sizeRows = catalog.products.flatMap((p) => seedSizes(p.attributes.size, p.stock).map((size, position) => ({ productId: idOf(p.link), name: size.name, position, units: size.units })));
    for (const batch of chunks(sizeRows)) {
      const inserted = await tx
        .insert(productSizes)
        .values(batch.map(({ units: _units, ...row }) => row))
        .returning({ id: productSizes.id });
      const units = inserted.flatMap((row, i) => Array.from({ length: batch[i]!.units }, () => ({ sizeId: row.id })));
      for (const unitBatch of chunks(units)) await tx.insert(productUnits).values(unitBatch);
    }

    const images = catalog.products.flatMap((p) => p.images.map((key, i) => ({ productId: idOf(p.link), position: i + 1, key })));
    for (const batch of chunks(images)) await tx.insert(productImages).values(batch);

    // Oldest first, so review ids grow with their dates.
    const reviewRows = catalog.products.flatMap((p) =>
      [...p.reviews].reverse().map((r) => ({
        productId: idOf(p.link),
        stars: r.stars,
        text: r.text,
        author: r.author,
        createdAt: new Date(r.date),
      })),
    );
    for (const batch of chunks(reviewRows)) await tx.insert(reviews).values(batch);

    if (catalog.banners.length > 0) {
      await tx.insert(banners).values(
        catalog.banners.map((b) => ({
          kind: b.kind,
          title: b.title,
          subtitle: b.subtitle ?? null,
          link: b.link,
          imageKey: b.imageKey,
          backgroundColor: b.backgroundColor,
          position: b.position,
          startsAt: new Date(b.startsAt),
          endsAt: new Date(b.endsAt),
          artCategoryLink: b.categoryLink,
          artColour: b.colour,
        })),
      );
    }

    for (const c of catalog.collections) {
      const [row] = await tx
        .insert(collections)
        .values({ type: c.type, title: c.title, description: c.description, position: c.position })
        .returning({ id: collections.id });
      if (!row || c.productLinks.length === 0) continue;
      await tx
        .insert(collectionItems)
        .values(c.productLinks.map((link, i) => ({ collectionId: row.id, productId: idOf(link), position: i + 1 })));
    }
    return true;
  });
}
