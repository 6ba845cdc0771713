/**
 * Search: Vietnamese-insensitive matching. The query is normalised like products.search_text
 * (lowercase, no diacritics, đ → d). Every word must start a word of search_text, so "ao dai"
 * finds "Áo dài" but not "cao cổ dáng dài"; the last word may be a prefix (typeahead).
 * Without an explicit sort, items whose text holds the whole phrase come first.
 */
import { desc, like, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { normaliseSearchText, searchWords } from '../../shared/search-text';

export { normaliseSearchText, searchWords };

const paddedText = sql`(' ' || ${products.searchText})`;

/** One condition per word; words are [a-z0-9]+ after normalisation, so they hold no LIKE wildcards. */
export function searchConditions(query: string | undefined): SQL[] {
  if (!query) return [];
  return searchWords(query).map((word) => like(paddedText, `% ${word}%`));
}

/** Relevance ordering for a search: the whole phrase at a word start first. */
export function searchRelevance(query: string | undefined): SQL[] {
  const words = query ? searchWords(query) : [];
  if (words.length < 2) return [];
  return [desc(sql`(${paddedText} like ${`% ${words.join(' ')}%`})`)];
}

/** True when every word of the query starts a word of `text` (for the small in-memory category list). */
export function matchesAllWords(text: string, words: readonly string[]): boolean {
  const haystack = ` ${normaliseSearchText(text)}`;
  return words.every((word) => haystack.includes(` ${word}`));
}
