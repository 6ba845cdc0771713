import { navigate, Link } from 'gatsby';
import { useMemo, type MouseEvent } from 'react';
import { formatDate } from '../../../../core/format';
import { vi } from '../../../shared/i18n/vi';
import { Layout } from '../../../shared/layout/Layout';
import type { Crumb } from '../../../shared/layout/Breadcrumbs';
import type { ContentLink } from '../types';
import { embedVideos } from '../video';
import * as styles from './Content.module.css';
import type { ContentPage } from '../../../../core/contracts/content';

export interface ContentViewProps {
  pathname: string;
  page: Pick<ContentPage, 'group' | 'title' | 'summary' | 'bodyHtml' | 'updatedAt' | 'path'>;
  /** Other pages of the same footer section. */
  related?: readonly ContentLink[];
}

/** Internal links inside the rich text navigate client-side, like any other link of the app. */
function onBodyClick(event: MouseEvent<HTMLDivElement>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as HTMLElement).closest('a');
  const href = anchor?.getAttribute('href');
  if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.target) return;
  event.preventDefault();
  void navigate(href);
}

export function contentCrumbs(page: ContentViewProps['page']): Crumb[] {
  const crumbs: Crumb[] = [{ title: vi.nav.home, to: '/home' }];
  if (page.group !== 'about-us') crumbs.push({ title: vi.content.groups[page.group] });
  crumbs.push({ title: page.title });
  return crumbs;
}

/** A content page: heading, summary, sanitised rich text (videos as embeds), last update, related pages. */
export function ContentView({ pathname, page, related = [] }: ContentViewProps) {
  const html = useMemo(() => embedVideos(page.bodyHtml, styles.videoFrame ?? 'videoFrame'), [page.bodyHtml]);
  const others = related.filter((link) => link.path !== page.path);
  return (
    <Layout pathname={pathname} activeNav={null} title={page.title} breadcrumbs={contentCrumbs(page)}>
      <article className={styles.article}>
        {page.summary ? <p className={styles.summary}>{page.summary}</p> : null}
        <div className={styles.body} onClick={onBodyClick} dangerouslySetInnerHTML={{ __html: html }} />
        <p className={styles.updated}>{vi.content.updatedAt(formatDate(page.updatedAt))}</p>
      </article>
      {others.length > 0 ? (
        <nav className={styles.related} aria-labelledby="content-related">
          <h2 id="content-related">{vi.content.relatedTitle}</h2>
          <ul>
            {others.map((link) => (
              <li key={link.path}>
                <Link to={link.path}>{link.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </Layout>
  );
}

export default ContentView;
