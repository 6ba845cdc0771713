/** Text matched literally inside a LIKE/ILIKE pattern: `%`, `_` and the escape character lose their meaning. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
