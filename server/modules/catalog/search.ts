/**
 * Search: Vietnamese-insensitive matching. The query is normalised like products.search_text
 * (lowercase, no diacritics, đ → d) and every word must occur in it (`LIKE '%word%'`).
 */
import { like, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { normaliseSearchText, searchWords } from '../../shared/search-text';

export { normaliseSearchText, searchWords };

/** One condition per word; words are [a-z0-9]+ after normalisation, so they hold no LIKE wildcards. */
export function searchConditions(query: string | undefined): SQL[] {
  if (!query) return [];
  return searchWords(query).map((word) => like(products.searchText, `%${word}%`));
}

/** True when every word of the query occurs in `text` (for the small in-memory category list). */
export function matchesAllWords(text: string, words: readonly string[]): boolean {
  const haystack = normaliseSearchText(text);
  return words.every((word) => haystack.includes(word));
}
