import { foldText } from '../../core/rules/fold-text';

/**
 * Search normalisation shared by the seed (products.search_text) and the search queries:
 * lowercase, Unicode NFD with the combining marks removed, đ → d, runs of non-alphanumerics → one space.
 * "Áo dài ĐỎ" → "ao dai do".
 */
export const normaliseSearchText = foldText;

/** The distinct normalised words of a query, in order ("Áo  dài áo" → ["ao", "dai"]). */
export function searchWords(query: string): string[] {
  const normalised = normaliseSearchText(query);
  return normalised ? [...new Set(normalised.split(' '))] : [];
}

/** The products.search_text value: name + category name + attribute values. */
export function productSearchText(name: string, categoryName: string, attributeValues: Iterable<string>): string {
  return normaliseSearchText([name, categoryName, ...attributeValues].join(' '));
}
