/**
 * Search: Vietnamese-insensitive matching. The query is normalised like products.search_text
 * (lowercase, no diacritics, đ → d). Every word must start a word of search_text, so "ao dai"
 * finds "Áo dài" but not "cao cổ dáng dài"; the last word may be a prefix (typeahead).
 * Without an explicit sort (or with sort=relevance) results are ranked by searchScore.
 */
import { like, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { normaliseSearchText, searchWords } from '../../shared/search-text';

export { normaliseSearchText, searchWords };

const paddedText = sql`(' ' || ${products.searchText})`;

/** One condition per word; words are [a-z0-9]+ after normalisation, so they hold no LIKE wildcards. */
export function searchConditions(query: string | undefined): SQL[] {
  if (!query) return [];
  return searchWords(query).map((word) => like(paddedText, `% ${word}%`));
}

/** Lowercase words with their diacritics kept ("Đầm dạ-hội" → ["đầm", "dạ", "hội"]). */
function accentedWords(text: string): string[] {
  return text.normalize('NFC').toLocaleLowerCase('vi').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const hasDiacritics = (text: string): boolean => /[\u0300-\u036f]/.test(text.normalize('NFD')) || /[đĐ]/.test(text);

/** The phrase starts a word of the text, and every word starts a word of it. */
function phraseAndWords(textWords: readonly string[], queryWords: readonly string[]): [number, number] {
  const padded = ` ${textWords.join(' ')}`;
  const phrase = padded.includes(` ${queryWords.join(' ')}`) ? 1 : 0;
  const words = queryWords.every((word) => textWords.some((textWord) => textWord.startsWith(word))) ? 1 : 0;
  return [phrase, words];
}

/**
 * How well a product answers a search, compared tier by tier (higher first):
 * 1–2. typed with diacritics: the phrase, then every word, as typed ("đầm" before "đám cưới");
 * 3–4. the phrase, then every word, starting words of the name without diacritics;
 * 5.   the phrase in the category and attributes.
 * Equal scores keep the newest first.
 */
export function searchScore(product: { name: string; searchText: string }, query: string): number[] {
  const folded = searchWords(query);
  const typed = hasDiacritics(query) ? accentedWords(query) : [];
  const accented = typed.length > 0 ? phraseAndWords(accentedWords(product.name), typed) : [0, 0];
  const name = phraseAndWords(normaliseSearchText(product.name).split(' '), folded);
  const rest = ` ${product.searchText}`.includes(` ${folded.join(' ')}`) ? 1 : 0;
  return [...accented, ...name, rest];
}

/** Sorts by searchScore, keeping the given (newest-first) order among equals. */
export function rankBySearch<T extends { name: string; searchText: string }>(rows: readonly T[], query: string): T[] {
  const scored = rows.map((row, index) => ({ row, index, score: searchScore(row, query) }));
  scored.sort((a, b) => {
    for (let tier = 0; tier < a.score.length; tier++) {
      const difference = b.score[tier]! - a.score[tier]!;
      if (difference !== 0) return difference;
    }
    return a.index - b.index;
  });
  return scored.map(({ row }) => row);
}

/** True when every word of the query starts a word of `text` (for the small in-memory category list). */
export function matchesAllWords(text: string, words: readonly string[]): boolean {
  const haystack = ` ${normaliseSearchText(text)}`;
  return words.every((word) => haystack.includes(` ${word}`));
}
