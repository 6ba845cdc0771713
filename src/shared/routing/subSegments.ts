/** Split a client-only path below `base` into its segments. */
export function subSegments(pathname: string, base: string): string[] | null {
  const path = pathname.replace(/\/+$/, '');
  if (path !== base && !path.startsWith(`${base}/`)) return null;
  return path
    .slice(base.length)
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}
