/**
 * Equal JSON-like values, whatever the order of their keys. The build's snapshot of a product and the API's live copy
 * arrive as different objects (keys in another order) that are most often equal: comparing by value lets a page keep
 * what it rendered instead of re-rendering it all, at once, for the same data.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => Object.hasOwn(right, key) && sameValue(left[key], right[key]));
}
