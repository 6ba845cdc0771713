/** Cache-Control values following Gatsby's caching guide (https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/caching/). */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate, no-cache';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_DEFAULT = 'public, max-age=3600';

const ALWAYS_REVALIDATE = new Set(['app-data.json', 'sw.js', 'route-manifest.json', 'manifest.webmanifest']);
// Webpack content hashes in Gatsby's root-level bundles: app-<hash>.js, framework-<hash>.js, styles.<hash>.css …
const CONTENT_HASH = /(?:^|[^0-9a-z])[0-9a-f]{16,}(?:[^0-9a-z]|$)/;

/** The Cache-Control for a file in public/, given its path relative to public/ with forward slashes. */
export function cacheControlFor(relativePath: string): string {
  const name = relativePath.slice(relativePath.lastIndexOf('/') + 1);
  const isRootLevel = !relativePath.includes('/');
  if (name.endsWith('.html') || relativePath.startsWith('page-data/') || ALWAYS_REVALIDATE.has(name)) {
    return CACHE_REVALIDATE;
  }
  if (relativePath.startsWith('static/')) return CACHE_IMMUTABLE;
  if (isRootLevel && /\.(?:js|css)$/.test(name) && CONTENT_HASH.test(name.replace(/\.(?:js|css)$/, ''))) {
    return CACHE_IMMUTABLE;
  }
  return CACHE_DEFAULT;
}
