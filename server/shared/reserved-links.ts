/**
 * First path segments that belong to fixed storefront routes, the API, the image host or
 * Gatsby's build output. Category links live at `/{categoryLink}`, so they must avoid these.
 */
export const RESERVED_LINKS: readonly string[] = [
  'home',
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'account',
  'about',
  'about-us',
  'customer-care',
  'info',
  'product',
  'seft',
  'checkout',
  'member-ship',
  'onsale',
  'search',
  'admin',
  'collection',
  '404',
  'f-menu',
  'images',
  'icons',
  'v1',
  'sandbox',
  'uploads',
  'page-data',
  'static',
  'sitemap.xml',
  'robots.txt',
];

const reserved = new Set(RESERVED_LINKS);

/** A link: lowercase ASCII words joined by single hyphens (no diacritics, no slashes). */
export const LINK_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isReservedLink(link: string): boolean {
  return reserved.has(link.toLowerCase());
}

/** Throws unless every link is a well-formed slug, unique, and not a reserved route name. */
export function assertLinksAllowed(links: Iterable<string>): void {
  const seen = new Set<string>();
  for (const link of links) {
    if (!LINK_PATTERN.test(link)) throw new Error(`Link "${link}" is not an ASCII slug (a-z, 0-9, single hyphens)`);
    if (isReservedLink(link)) throw new Error(`Link "${link}" collides with a reserved route name`);
    if (seen.has(link)) throw new Error(`Link "${link}" is used twice`);
    seen.add(link);
  }
}
