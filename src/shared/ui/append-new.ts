/** The next page appended to what is shown, minus anything already there (a row added meanwhile shifts pages). */
export function appendNew<T extends { id: number }>(current: readonly T[], more: readonly T[]): T[] {
  const known = new Set(current.map((item) => item.id));
  return [...current, ...more.filter((item) => !known.has(item.id))];
}
