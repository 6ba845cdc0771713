/**
 * Build-time content pages (gatsby-node): one pre-rendered page per content page of the snapshot,
 * and the `ContentLink` nodes the footer and the account menu query.
 */
import { CONTENT_GROUPS, contentPath } from '../../core/contracts/content-vocab';
import { FOOTER_SECTIONS, type ContentLink } from '../features/content/types';
import type { CatalogFile } from '../features/menu/types';
import { LINK_PATTERN } from './catalog';
import type { ContentPage } from '../../core/contracts/content';

export interface ContentPageSpec {
  path: string;
  context: { page: ContentPage; related: ContentLink[] };
}

/** The snapshot's content pages; missing (an older export) reads as none. */
export function snapshotPages(catalog: CatalogFile): ContentPage[] {
  const raw = (catalog as { pages?: unknown }).pages;
  return Array.isArray(raw) ? (raw as ContentPage[]) : [];
}

export function planContentPages(pages: readonly ContentPage[]): { pages: ContentPageSpec[]; skipped: Array<{ link: string; reason: string }> } {
  const skipped: Array<{ link: string; reason: string }> = [];
  const valid: ContentPage[] = [];
  const taken = new Set<string>();
  for (const page of pages) {
    const path = contentPath(page.group, page.link);
    if (!(CONTENT_GROUPS as readonly string[]).includes(page.group)) skipped.push({ link: page.link, reason: `unknown group "${page.group}"` });
    else if (page.group !== 'about-us' && !LINK_PATTERN.test(page.link)) skipped.push({ link: page.link, reason: 'not a lowercase ASCII slug' });
    else if (taken.has(path)) skipped.push({ link: page.link, reason: 'duplicate path' });
    else {
      taken.add(path);
      valid.push({ ...page, path });
    }
  }
  const links = contentLinks(valid);
  return {
    skipped,
    pages: valid.map((page) => {
      const section = FOOTER_SECTIONS.find((s) => s.groups.includes(page.group));
      return {
        path: page.path,
        context: { page, related: links.filter((link) => section?.groups.includes(link.group)) },
      };
    }),
  };
}

export function contentLinks(pages: readonly ContentPage[]): ContentLink[] {
  return pages.map((page) => ({ group: page.group, path: contentPath(page.group, page.link), title: page.title }));
}
