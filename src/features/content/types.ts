/** Content pages (guides, policies, about us): `GET /v1/content/pages`, `GET /v1/content/page/{group}/{link}`. */
export const CONTENT_GROUPS = ['about-us', 'about', 'customer-care', 'info', 'seft'] as const;
export type ContentGroup = (typeof CONTENT_GROUPS)[number];

export interface ContentPageSummary {
  link: string;
  group: ContentGroup;
  /** The storefront route: `/about-us` or `/{group}/{link}`. */
  path: string;
  title: string;
  summary: string;
  updatedAt: string;
}

export interface ContentPage extends ContentPageSummary {
  id: number;
  /** Sanitised on the server when written (allow-listed tags, http(s)/relative links only). */
  bodyHtml: string;
}

/** A footer / account-menu link. */
export interface ContentLink {
  group: ContentGroup;
  path: string;
  title: string;
}

/** The storefront route of a content page. */
export function contentPath(group: ContentGroup, link: string): string {
  return group === 'about-us' ? '/about-us' : `/${group}/${link}`;
}

/** Footer sections: about us + about pages, customer care, information (info + seft). */
export const FOOTER_SECTIONS: ReadonlyArray<{ key: 'about' | 'care' | 'info'; groups: readonly ContentGroup[] }> = [
  { key: 'about', groups: ['about-us', 'about'] },
  { key: 'care', groups: ['customer-care'] },
  { key: 'info', groups: ['info', 'seft'] },
];

export function groupLinks(links: readonly ContentLink[]): Array<{ key: 'about' | 'care' | 'info'; links: ContentLink[] }> {
  return FOOTER_SECTIONS.map((section) => ({
    key: section.key,
    links: links.filter((link) => section.groups.includes(link.group)),
  })).filter((section) => section.links.length > 0);
}
