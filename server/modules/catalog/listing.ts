/** Product listings (kind cat / attr / prod, search): filters, sort and pagination in SQL, plus facets. */
import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { cardsByIds, effectivePrice } from './cards';
import { loadCategoryTree } from './categories';
import type { ListingSort as Sort, TypeFilter } from '../../../core/contracts/catalog-vocab';
import type { ListBase, ListingRequest } from './list-query';
import { ATTRIBUTE_NAMES, type AttributeName } from '../../../core/contracts/catalog-vocab';
import type { Facets, ProductCard, ProductList } from '../../../core/contracts/catalog';
import { rankBySearch, searchConditions } from './search';
import { freeForDates, freeSizeNames } from './free-for-dates';
import { ATTRIBUTE_VOCABULARIES } from './vocabularies';

export const CATEGORY_NOT_FOUND = 'Không tìm thấy danh mục';

const TYPE_SETS: Record<Exclude<TypeFilter, 'all'>, Array<ProductCard['type']>> = {
  rent: ['PRODUCT_TYPE_RENTABLE', 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE'],
  sale: ['PRODUCT_TYPE_SALABLE', 'PRODUCT_TYPE_BOTH_SALABLE_AND_RENTABLE'],
};

function attributeValue(name: AttributeName): SQL<string> {
  return sql<string>`(${products.attributes} ->> ${name})`;
}

/** The condition of the listing kind (the facets' base set). */
async function baseConditions(db: Db, base: ListBase): Promise<SQL[]> {
  switch (base.kind) {
    case 'cat': {
      const tree = await loadCategoryTree(db);
      const category = tree.byLink.get(base.link);
      if (!category) throw new HttpError(404, CATEGORY_NOT_FOUND);
      return [inArray(products.categoryId, tree.subtreeIds(category.id))];
    }
    case 'attr':
      // Containment uses the GIN index on attributes.
      return [sql`${products.attributes} @> ${JSON.stringify({ [base.name]: base.value })}::jsonb`];
    default:
      return base.links ? [inArray(products.link, base.links)] : [];
  }
}

function filterConditions(query: ListingRequest): SQL[] {
  const out: SQL[] = [];
  if (query.filter !== 'all') out.push(inArray(products.type, TYPE_SETS[query.filter]));
  if (query.rentalPrice) {
    out.push(gt(products.rentalPrice, 0));
    if (query.rentalPrice.min !== undefined) out.push(gte(products.rentalPrice, query.rentalPrice.min));
    if (query.rentalPrice.max !== undefined) out.push(lte(products.rentalPrice, query.rentalPrice.max));
  }
  for (const name of ATTRIBUTE_NAMES) {
    const values = query.attributes[name];
    if (values?.length) out.push(inArray(attributeValue(name), values));
  }
  return out;
}

function orderBy(sort: Sort | undefined, base: ListBase): SQL[] {
  if (sort === undefined && base.kind === 'prod' && base.links) {
    const cases = base.links.map((link, i) => sql`when ${link} then ${i}`);
    return [sql`(case ${products.link} ${sql.join(cases, sql` `)} end)`, asc(products.id)];
  }
  switch (sort) {
    case 'top_seller':
      return [desc(products.salesCount), desc(products.createdAt), asc(products.id)];
    case 'price_desc':
      return [desc(effectivePrice), asc(products.id)];
    case 'price_asc':
      return [asc(effectivePrice), asc(products.id)];
    default:
      return [desc(products.createdAt), desc(products.id)];
  }
}

function orderFacet(name: AttributeName, values: readonly string[] | null): string[] {
  const order = ATTRIBUTE_VOCABULARIES[name];
  const rank = (v: string) => {
    const i = order.indexOf(v);
    return i < 0 ? order.length : i;
  };
  return [...(values ?? [])].filter((v) => v !== null).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b, 'vi'));
}

export async function computeFacets(db: Db, where: SQL | undefined): Promise<Facets> {
  const [row] = await db
    .select({
      size: sql<string[] | null>`array_agg(distinct ${attributeValue('size')})`,
      colour: sql<string[] | null>`array_agg(distinct ${attributeValue('colour')})`,
      style: sql<string[] | null>`array_agg(distinct ${attributeValue('style')})`,
      occasion: sql<string[] | null>`array_agg(distinct ${attributeValue('occasion')})`,
      material: sql<string[] | null>`array_agg(distinct ${attributeValue('material')})`,
      minRental: sql<number | null>`min(${products.rentalPrice}) filter (where ${products.rentalPrice} > 0)`.mapWith(Number),
      maxRental: sql<number | null>`max(${products.rentalPrice}) filter (where ${products.rentalPrice} > 0)`.mapWith(Number),
    })
    .from(products)
    .where(where);
  return {
    size: orderFacet('size', row?.size ?? null),
    colour: orderFacet('colour', row?.colour ?? null),
    style: orderFacet('style', row?.style ?? null),
    occasion: orderFacet('occasion', row?.occasion ?? null),
    material: orderFacet('material', row?.material ?? null),
    rentalPrice: { min: row?.minRental || 0, max: row?.maxRental || 0 },
  };
}

/**
 * Facets depend only on the listing kind's base set, totals on the whole filter: neither changes when stock
 * or prices do, so both are kept briefly per database (bounded), away from the page query, which then stops
 * at its LIMIT on an index instead of counting every match.
 */
const AGGREGATE_TTL_MS = 30_000;
const AGGREGATE_CACHE_SIZE = 500;
const aggregateCaches = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

function cachedAggregate<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
  let cache = aggregateCaches.get(db);
  if (!cache) aggregateCaches.set(db, (cache = new Map()));
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && now - hit.at < AGGREGATE_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  value.catch(() => cache.delete(key));
  cache.delete(key);
  cache.set(key, { at: now, value });
  if (cache.size > AGGREGATE_CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return value;
}

/** After a catalogue change: totals and facets are computed again on the next listing. */
export function forgetListingAggregates(db: Db): void {
  aggregateCaches.delete(db);
}

async function countProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(products).where(where);
  return row?.total ?? 0;
}

/** Matches ranked beyond this many (newest first) are not ranked: a query that broad is refined, not paged through. */
const MAX_RANKED = 1000;

/** A search page by relevance: the matches' names ranked in memory (Vietnamese case and diacritics, see search.ts). */
async function relevancePage(db: Db, where: SQL | undefined, q: string, offset: number, limit: number): Promise<Array<{ id: number }>> {
  const rows = await db
    .select({ id: products.id, name: products.name, searchText: products.searchText })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(MAX_RANKED);
  return rankBySearch(rows, q).slice(offset, offset + limit);
}

/** One page of ids, the total and the facets (both cached), then the cards of that page. */
export async function listProducts(db: Db, query: ListingRequest): Promise<ProductList> {
  // Drafts and withdrawn products are staff's only.
  const base = [eq(products.published, true), ...(await baseConditions(db, query.base))];
  const baseWhere = and(...base);
  const where = and(...base, ...filterConditions(query), ...searchConditions(query.q), ...(query.dates ? [freeForDates(query.dates)] : []));
  const offset = (query.page - 1) * query.limit;
  const filters = [query.base, query.filter, query.rentalPrice, query.attributes, query.q, query.dates];

  const byRelevance = query.q !== undefined && (query.sort === undefined || query.sort === 'relevance');
  const [page, total, facets] = await Promise.all([
    byRelevance ? relevancePage(db, where, query.q!, offset, query.limit) : db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...orderBy(query.sort, query.base))
      .limit(query.limit)
      .offset(offset),
    cachedAggregate(db, `total:${JSON.stringify(filters)}`, () => countProducts(db, where)),
    cachedAggregate(db, `facets:${JSON.stringify(query.base)}`, () => computeFacets(db, baseWhere)),
  ]);
  const ids = page.map((row) => row.id);
  const cards = await cardsByIds(db, ids);
  const free = query.dates ? await freeSizeNames(db, ids, query.dates) : null;
  const items = free ? cards.map((card) => ({ ...card, freeSizes: free.get(card.id) ?? [] })) : cards;
  return { items, pagination: { page: query.page, limit: query.limit, total }, facets };
}
