/** Type-ahead suggestions: best-selling matching products and matching categories. */
import { and, asc, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { firstImageKeys } from './cards';
import { loadCategoryTree } from './categories';
import { matchesAllWords, searchConditions, searchRelevance, searchWords } from './search';

export interface Suggestions {
  products: Array<{ link: string; name: string; imageKey: string; rentalPrice: number; salePrice: number }>;
  categories: Array<{ link: string; name: string }>;
}

export async function suggest(db: Db, q: string, limit: number): Promise<Suggestions> {
  const words = searchWords(q);
  if (words.length === 0) return { products: [], categories: [] };
  const [rows, tree] = await Promise.all([
    db
      .select({
        link: products.link,
        name: products.name,
        rentalPrice: products.rentalPrice,
        salePrice: products.salePrice,
        id: products.id,
      })
      .from(products)
      .where(and(...searchConditions(q)))
      .orderBy(...searchRelevance(q), desc(products.salesCount), asc(products.id))
      .limit(limit),
    loadCategoryTree(db),
  ]);
  const images = await firstImageKeys(
    db,
    rows.map((r) => r.id),
  );
  return {
    products: rows.map(({ id, ...r }) => ({ ...r, imageKey: images.get(id) ?? `p/${r.link}/1` })),
    categories: tree.nodes
      .filter((node) => matchesAllWords(node.name, words))
      .slice(0, limit)
      .map((node) => ({ link: node.link, name: node.name })),
  };
}

