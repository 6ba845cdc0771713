/**
 * Vietnamese text folded to lowercase ASCII words: Unicode NFD with the combining marks removed, đ → d, runs of
 * anything else → one space. "Áo dài ĐỎ" → "ao dai do". Search text and product links are made from it.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
