/** Type-ahead suggestions: best-selling matching products and matching categories. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import type { Suggestions } from '../../../core/contracts/catalog';
import { firstImageKeys } from './cards';
import { loadCategoryTree } from './categories';
import { matchesAllWords, rankBySearch, searchConditions, searchWords } from './search';

/** Matches ranked for the typeahead (best sellers first among equals). */
const SUGGEST_CANDIDATES = 200;

export async function suggest(db: Db, q: string, limit: number): Promise<Suggestions> {
  const words = searchWords(q);
  if (words.length === 0) return { products: [], categories: [] };
  const [candidates, tree] = await Promise.all([
    db
      .select({
        link: products.link,
        name: products.name,
        rentalPrice: products.rentalPrice,
        salePrice: products.salePrice,
        id: products.id,
        searchText: products.searchText,
      })
      .from(products)
      .where(and(...searchConditions(q), eq(products.published, true)))
      .orderBy(desc(products.salesCount), asc(products.id))
      .limit(SUGGEST_CANDIDATES),
    loadCategoryTree(db),
  ]);
  const ranked = rankBySearch(candidates, q).slice(0, limit);
  const images = await firstImageKeys(
    db,
    ranked.map((r) => r.id),
  );
  return {
    products: ranked.map(({ id, searchText: _searchText, ...r }) => ({ ...r, imageKey: images.get(id) ?? `p/${r.link}/1` })),
    categories: tree.nodes
      .filter((node) => matchesAllWords(node.name, words))
      .slice(0, limit)
      .map((node) => ({ link: node.link, name: node.name })),
  };
}

