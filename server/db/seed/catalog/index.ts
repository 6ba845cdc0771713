/**
 * Deterministic Vietnamese seed catalogue: categories, products (with reviews), banners and collections.
 * Pure: the same options always give the same catalogue (seeded mulberry32, fixed base date, no clock).
 */
import { generateBanners } from './banners';
import { buildCategories } from './categories';
import { generateCollections } from './collections';
import { generateProducts } from './products';
import { Random } from './random';
import { type GenerateCatalogOptions, type SeedCatalog } from './types';
import { COLOURS, MATERIALS, OCCASIONS, SIZES, STYLES } from './vocabularies';

export * from './types';
export { CATEGORY_TREE } from './categories';
export { isDiscounted } from './collections';
export { slugify } from './names';
export { Random } from './random';
export { CLOTHING_SIZES, COLOUR_HEX, COLOURS, MATERIALS, OCCASIONS, SHOE_SIZES, SIZES, STYLES } from './vocabularies';
export type { Colour, Material, Occasion, Style } from './vocabularies';

/** The fixed "now" of the catalogue. */
export const CATALOG_BASE_DATE = '2026-11-01T00:00:00.000Z';
export const DEFAULT_PRODUCT_COUNT = 180;
export const DEFAULT_SEED = 20261101;

export function generateCatalog(options: GenerateCatalogOptions = {}): SeedCatalog {
  const count = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  const rng = new Random(options.seed ?? DEFAULT_SEED);
  const baseDate = Date.parse(CATALOG_BASE_DATE);
  const products = generateProducts(rng, count, baseDate);
  return {
    baseDate: CATALOG_BASE_DATE,
    categories: buildCategories(),
    products,
    banners: generateBanners(products, baseDate),
    collections: generateCollections(products),
    vocabularies: { colours: COLOURS, styles: STYLES, occasions: OCCASIONS, materials: MATERIALS, sizes: SIZES },
  };
}
