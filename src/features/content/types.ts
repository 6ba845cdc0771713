/** Content pages (guides, policies, about us): `GET /v1/content/pages`, `GET /v1/content/page/{group}/{link}`. */
import type { ContentGroup } from '../../../core/contracts/content-vocab';


/** A footer / account-menu link. */
export interface ContentLink {
  group: ContentGroup;
  path: string;
  title: string;
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
