import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

/**
 * foldText's letter mapping as the two strings of SQL `translate(text, from, to)`: every precomposed Latin letter
 * (upper or lower case) whose fold is one ASCII letter, plus A–Z. Built from foldText so both never disagree; the
 * result is an immutable expression PostgreSQL (and PGlite, whose C locale does not lower "Ễ") can index.
 */
function foldTranslation(): { from: string; to: string } {
  let from = '';
  let to = '';
  const ranges: Array<[number, number]> = [[0x41, 0x5a], [0xc0, 0x24f], [0x1ea0, 0x1ef9]];
  for (const [first, last] of ranges) {
    for (let code = first; code <= last; code += 1) {
      const letter = String.fromCodePoint(code);
      const folded = foldText(letter);
      if (/^[a-z]$/.test(folded) && folded !== letter) {
        from += letter;
        to += folded;
      }
    }
  }
  return { from, to };
}

export const FOLD_TRANSLATION = foldTranslation();

/**
 * A text column folded in SQL like foldText, with a leading space so `like '% word%'` matches word starts:
 * "Nguyễn Văn" → " nguyen van". Literal strings (not parameters) so an expression index can serve the query.
 */
export function foldedColumn(column: AnyColumn): SQL {
  const { from, to } = FOLD_TRANSLATION;
  return sql`(' ' || regexp_replace(translate(${column}, ${sql.raw(`'${from}'`)}, ${sql.raw(`'${to}'`)}), '[^a-z0-9]+', ' ', 'g'))`;
}

/** The `like` pattern for foldedColumn: each folded query word starts a word, in order ("thu huong" → "% thu huong%"). */
export function foldedWordStart(query: string): string | undefined {
  const folded = foldText(query);
  return folded ? `% ${folded}%` : undefined;
}
