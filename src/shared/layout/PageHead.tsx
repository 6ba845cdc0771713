import { graphql, useStaticQuery } from 'gatsby';
import type { ReactNode } from 'react';
import { vi } from '../i18n/vi';
import { brand } from '../theme/theme';

interface SiteMetadataQuery {
  site: { siteMetadata: { siteUrl: string; description: string } } | null;
}

export interface PageHeadProps {
  /** The page's own title; the brand is appended ("<page> | Thuê Đồ"). */
  title: string;
  description?: string;
  /** The path being rendered (Head's `location.pathname`). */
  pathname: string;
  /** Canonical path when it differs from `pathname` (e.g. `/` → `/home`). */
  canonicalPath?: string;
  /** Keep private or placeholder pages out of search results. */
  noindex?: boolean;
  children?: ReactNode;
}

export function formatTitle(title: string): string {
  return title && title !== vi.brand.name ? `${title} | ${vi.brand.name}` : vi.brand.name;
}

function trimPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Head API helper: title, description, canonical, theme colour, Open Graph. */
export function PageHead({ title, description, pathname, canonicalPath, noindex = false, children }: PageHeadProps) {
  const data = useStaticQuery<SiteMetadataQuery>(graphql`
    query PageHeadSiteMetadata {
      site {
        siteMetadata {
          siteUrl
          description
        }
      }
    }
  `);
  const siteUrl = (data.site?.siteMetadata.siteUrl ?? '').replace(/\/+$/, '');
  const metaDescription = description ?? data.site?.siteMetadata.description ?? vi.brand.description;
  const fullTitle = formatTitle(title);
  const canonical = `${siteUrl}${trimPath(canonicalPath ?? pathname)}`;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={metaDescription} />
      <meta name="theme-color" content={brand.primary} />
      <link rel="canonical" href={canonical} />
      <meta property="og:site_name" content={vi.brand.name} />
      <meta property="og:locale" content="vi_VN" />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={metaDescription} />
      <meta property="og:url" content={canonical} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {children}
    </>
  );
}

export default PageHead;
